package dev.wfc.core.io;

import dev.wfc.core.WfcInputException;

/**
 * A box of voxels as MagicaVoxel holds it: a colour index per cell ({@code 0} empty, {@code 1..255} a palette
 * colour) at {@code x + y * width + z * width * height}, z up, and the palette {@code palette[i]}, the ARGB colour of
 * index {@code i} ({@code palette[0]} unused, 0). Arrays are shared, not copied.
 *
 * @param colors colour index per cell, 0..255
 * @param palette 256 ARGB colours by index
 */
public record Voxels(int width, int height, int depth, int[] colors, int[] palette) {
    /** The longest side MagicaVoxel addresses: a coordinate is one byte. */
    public static final int MAX_SIDE = 256;

    /** @throws WfcInputException if a side is outside 1..{@link #MAX_SIDE} or an array has the wrong length */
    public Voxels {
        if (width < 1 || height < 1 || depth < 1 || width > MAX_SIDE || height > MAX_SIDE || depth > MAX_SIDE
                || colors.length != width * height * depth || palette.length != 256) {
            throw new WfcInputException("voxels: " + width + "x" + height + "x" + depth + " with " + colors.length
                    + " cells and " + palette.length + " colours (expected: sides 1.." + MAX_SIDE
                    + ", width * height * depth cells, 256 colours)");
        }
    }

    /** The colour index at {@code (x, y, z)}. */
    public int color(int x, int y, int z) {
        return colors[x + (y + z * height) * width];
    }

    /** Cells holding a colour (not empty). O(cells). */
    public int filled() {
        int n = 0;
        for (int c : colors) {
            n += c != 0 ? 1 : 0;
        }
        return n;
    }
}
