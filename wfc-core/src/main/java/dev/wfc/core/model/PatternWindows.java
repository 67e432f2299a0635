package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;

import java.util.function.IntUnaryOperator;

/**
 * The patterns of a {@link GridOverlappingModel}: windows of {@code nx x ny x nz} cells, each cell a sample value,
 * and the pictures drawn from their cells rather than from the one cell each shows.
 *
 * <p>{@code patterns[t][i + (j + k * ny) * nx]} is the id of the value at cell (i, j, k) of pattern t, an index into
 * {@code symbols}. Immutable: the arrays are never changed after construction.
 *
 * @param symbols the sample's distinct values by id, in order of first appearance: colour index, ARGB or global tile
 *     id
 */
record PatternWindows(int nx, int ny, int nz, int[] symbols, int[][] patterns) {
    int count() {
        return patterns.length;
    }

    /** The sample value at cell (i, j, k) of pattern {@code t}. */
    int value(int t, int i, int j, int k) {
        return symbols[patterns[t][i + (j + k * ny) * nx]];
    }

    /** The value each pattern shows, its cell (0, 0, 0)'s, by pattern id. */
    int[] shown() {
        int[] shown = new int[patterns.length];
        for (int t = 0; t < shown.length; t++) {
            shown[t] = symbols[patterns[t][0]];
        }
        return shown;
    }

    /** Pattern {@code t}'s cells as a picture {@code nx} wide, its layers stacked downwards, each value coloured. */
    Image image(int t, IntUnaryOperator color) {
        int[] argb = new int[nx * ny * nz];
        for (int c = 0; c < argb.length; c++) {
            argb[c] = color.applyAsInt(symbols[patterns[t][c]]);
        }
        return new Image(argb, nx, ny * nz);
    }

    /**
     * {@link GridOverlappingModel#overhangPicture}: a square map with the patterns by a non-periodic edge drawn
     * whole. O(pixels).
     */
    Image overhang(Solution s) {
        Grid g = s.grid();
        int dxMax = g.periodic(0) ? 0 : nx - 1;
        int dyMax = g.periodic(1) ? 0 : ny - 1;
        int width = g.width() + dxMax;
        int height = g.height() + dyMax;
        int[] out = new int[width * height];
        for (int y = 0; y < height; y++) {
            int cy = Math.min(y, g.height() - 1);
            for (int x = 0; x < width; x++) {
                int cx = Math.min(x, g.width() - 1);
                int t = s.tile(cx + cy * g.width());
                out[x + y * width] = t < 0 ? 0 : value(t, x - cx, y - cy, 0);
            }
        }
        return new Image(out, width, height);
    }
}
