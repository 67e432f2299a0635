package dev.wfc.core.model;

/**
 * Quarter turns and mirrors of row-major rectangular arrays, with the classic's conventions (image coordinates,
 * y down): a turn maps a {@code w x h} array to an {@code h x w} one with {@code out(x, y) = in(w-1-y, x)}, so the
 * top-right corner goes to the top-left (counter-clockwise on screen); a mirror flips left and right.
 */
final class Transforms {
    private Transforms() {
    }

    /** A quarter turn of {@code in} ({@code w x h}); the result is {@code h x w}. */
    static int[] rotate(int[] in, int w, int h) {
        int[] out = new int[in.length];
        for (int y = 0; y < w; y++) {
            for (int x = 0; x < h; x++) {
                out[x + y * h] = in[w - 1 - y + x * w];
            }
        }
        return out;
    }

    /** A left-right mirror of {@code in} ({@code w x h}). */
    static int[] reflect(int[] in, int w, int h) {
        int[] out = new int[in.length];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out[x + y * w] = in[w - 1 - x + y * w];
            }
        }
        return out;
    }
}
