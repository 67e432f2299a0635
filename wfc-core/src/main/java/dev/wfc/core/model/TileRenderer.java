package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;

/**
 * Draws a map as a mosaic of square tile images. A decided cell shows its tile's image. An undecided cell shows,
 * pixel by pixel, the weighted average of the images of the tiles still possible there (each ARGB channel
 * rounded), except that with {@code blackBackground} a cell where no tile has been ruled out yet is opaque black,
 * as the classic draws it; a cell with no tile left is opaque black, and so is a cell outside the grid's mask unless
 * the caller asks for it transparent.
 */
final class TileRenderer {
    private static final int BLACK = 0xFF000000;

    private final int[][] images;
    private final int size;
    private final double[] weights;

    /**
     * @param images ARGB {@code [tile][x + y * size]}, not copied
     * @param weights by tile, not copied
     */
    TileRenderer(int[][] images, int size, double[] weights) {
        this.images = images;
        this.size = size;
        this.weights = weights;
    }

    /** Each tile as a square of {@code scale} pixels a side in its colour: {@code [tile][x + y * scale]}. */
    static int[][] squares(int[] colours, int scale) {
        int[][] images = new int[colours.length][scale * scale];
        for (int t = 0; t < images.length; t++) {
            java.util.Arrays.fill(images[t], colours[t]);
        }
        return images;
    }

    /**
     * @param clearHoles whether a cell outside the grid's mask is transparent (else black, as a cell with no tile)
     * @throws IllegalArgumentException if the image would exceed 2^31 - 1 pixels
     */
    Image render(Solution s, boolean blackBackground, boolean clearHoles) {
        Grid g = s.grid();
        long pixels = (long) g.width() * size * g.height() * size;
        if (pixels > Integer.MAX_VALUE - 8) {
            throw new WfcInputException("image: " + g.width() * (long) size + "x" + g.height() * (long) size
                    + " pixels (expected: at most 2^31 - 9 pixels)");
        }
        int stride = g.width() * size;
        int[] out = new int[(int) pixels];
        int tiles = images.length;
        int[] remaining = new int[tiles];
        for (int cell = 0; cell < g.cells(); cell++) {
            int x0 = (cell % g.width()) * size;
            int y0 = (cell / g.width()) * size;
            int t = s.tile(cell);
            if (t >= 0) {
                for (int y = 0; y < size; y++) {
                    System.arraycopy(images[t], y * size, out, x0 + (y0 + y) * stride, size);
                }
                continue;
            }
            if (clearHoles && !g.exists(cell)) {
                continue; // out starts transparent
            }
            int n = 0;
            double total = 0;
            for (int u = 0; u < tiles; u++) {
                if (s.possible(cell, u)) {
                    remaining[n++] = u;
                    total += weights[u];
                }
            }
            boolean black = n == 0 || (blackBackground && n == tiles);
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    out[x0 + x + (y0 + y) * stride] = black ? BLACK : average(remaining, n, total, x + y * size);
                }
            }
        }
        return new Image(out, g.width() * size, g.height() * size);
    }

    /** The weighted average of pixel {@code p} over the first {@code n} tiles of {@code list}, whose weights sum to
     * {@code total}. */
    private int average(int[] list, int n, double total, int p) {
        double a = 0;
        double r = 0;
        double gr = 0;
        double b = 0;
        for (int i = 0; i < n; i++) {
            int c = images[list[i]][p];
            double w = weights[list[i]];
            a += w * (c >>> 24);
            r += w * ((c >> 16) & 0xFF);
            gr += w * ((c >> 8) & 0xFF);
            b += w * (c & 0xFF);
        }
        return (int) Math.round(a / total) << 24 | (int) Math.round(r / total) << 16
                | (int) Math.round(gr / total) << 8 | (int) Math.round(b / total);
    }
}
