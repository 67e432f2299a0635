package dev.wfc.core.testkit;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.IntPredicate;

/**
 * Mask pictures as {@code --mask} and a spec's {@code "mask"} read them, written by tests: opaque white where a cell
 * exists, opaque black where it does not, pixel {@code x + y * width} for cell (x, y).
 */
public final class MaskPng {
    private MaskPng() {
    }

    /**
     * Writes a {@code width x height} mask to {@code file}, cell {@code c} existing where {@code exists} holds.
     *
     * @return which cells exist, by cell index
     */
    public static boolean[] write(Path file, int width, int height, IntPredicate exists) throws IOException {
        boolean[] in = new boolean[width * height];
        int[] argb = new int[in.length];
        for (int c = 0; c < in.length; c++) {
            in[c] = exists.test(c);
            argb[c] = in[c] ? 0xFFFFFFFF : 0xFF000000;
        }
        Png.write(file, new Image(argb, width, height));
        return in;
    }

    /** As {@link #write(Path, int, int, IntPredicate)}, cell {@code c} existing where {@code exists[c]}. */
    public static Path write(Path file, int width, int height, boolean[] exists) throws IOException {
        write(file, width, height, c -> exists[c]);
        return file;
    }

    /** A footprint repeated on {@code layers} layers, as a cube grid's mask cuts every layer alike. */
    public static boolean[] layers(boolean[] footprint, int layers) {
        boolean[] all = new boolean[footprint.length * layers];
        for (int z = 0; z < layers; z++) {
            System.arraycopy(footprint, 0, all, z * footprint.length, footprint.length);
        }
        return all;
    }
}
