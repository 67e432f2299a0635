package dev.wfc.core.model;

/**
 * The square's turns and mirrors ({@link Transforms}) applied to every horizontal layer of a box stored layer after
 * layer ({@code x + y * w + z * w * h}): the symmetries of a cubic example about its vertical axis. O(cells).
 */
final class Layers {
    private Layers() {
    }

    /** Each {@code w x h} layer of {@code in} a quarter turn; the result's layers are {@code h x w}. */
    static int[] rotate(int[] in, int w, int h) {
        return each(in, w, h, true);
    }

    /** Each {@code w x h} layer of {@code in} mirrored left and right. */
    static int[] reflect(int[] in, int w, int h) {
        return each(in, w, h, false);
    }

    private static int[] each(int[] in, int w, int h, boolean rotate) {
        int layer = w * h;
        int[] out = new int[in.length];
        int[] one = new int[layer];
        for (int z = 0; z * layer < in.length; z++) {
            System.arraycopy(in, z * layer, one, 0, layer);
            int[] t = rotate ? Transforms.rotate(one, w, h) : Transforms.reflect(one, w, h);
            System.arraycopy(t, 0, out, z * layer, layer);
        }
        return out;
    }
}
