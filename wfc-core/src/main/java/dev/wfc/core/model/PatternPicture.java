package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.ColourTable;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.IndexedPicture;
import dev.wfc.core.io.Png;

/**
 * Draws maps of the overlapping model: each cell its pattern's top-left pixel; a non-periodic output's last N - 1
 * rows and columns from the patterns of the last cells; an undecided cell the weighted average colour of its
 * remaining patterns. Immutable, shared by threads.
 *
 * <p>Maintainers: {@link #png} gives a decided map to {@link Png#encode(IndexedPicture)} as colour ids, each pattern's
 * pixels converted once ({@link #ids}), so that no ARGB image is drawn; O(pixels) a map either way.
 */
final class PatternPicture {
    private final int n;
    /** The sample's distinct colours, ARGB by colour index. */
    private final int[] colors;
    /** patterns[t][x + y * n] = colour index. */
    private final int[][] patterns;
    private final double[] weights;
    /** The colours as a table, or null when there are more than 256 or one is not opaque. */
    private final ColourTable table;
    /** ids[t * n * n + x + y * n]: the table id of pattern t's pixel (x, y); null without a table. */
    private final byte[] ids;

    /** The arrays are not copied. */
    PatternPicture(int n, int[] colors, int[][] patterns, double[] weights) {
        this.n = n;
        this.colors = colors;
        this.patterns = patterns;
        this.weights = weights;
        this.table = ColourTable.ofPictures(new int[][] {colors}).orElse(null);
        byte[] colourIds = table == null ? null : table.ids(colors);
        this.ids = table == null ? null : new byte[patterns.length * n * n];
        for (int t = 0; table != null && t < patterns.length; t++) {
            for (int p = 0; p < n * n; p++) {
                ids[t * n * n + p] = colourIds[patterns[t][p]];
            }
        }
    }

    /** A map's output pixels along {@code axis} (0: x, 1: y): its cells, and N - 1 more unless periodic there. */
    int pixels(Grid g, int axis) {
        return (axis == 0 ? g.width() : g.height()) + (g.periodic(axis) ? 0 : n - 1);
    }

    /** See {@link OverlappingModel#render(Solution, int, int)}. */
    Image render(Solution s, int width, int height) {
        Grid g = s.grid();
        boolean periodicX = g.periodic(0);
        boolean periodicY = g.periodic(1);
        int[] out = new int[width * height];
        for (int y = 0; y < height; y++) {
            int dy = periodicY || y < g.height() ? 0 : y - g.height() + 1;
            for (int x = 0; x < width; x++) {
                int dx = periodicX || x < g.width() ? 0 : x - g.width() + 1;
                int cell = (x - dx) + (y - dy) * g.width();
                int t = s.tile(cell);
                out[x + y * width] = t >= 0 ? colors[patterns[t][dx + dy * n]] : average(s, cell, dx, dy);
            }
        }
        return new Image(out, width, height);
    }

    /** {@code Png.encode(render(s, width, height))}, byte for byte; from colour ids when every cell is decided. */
    byte[] png(Solution s, int width, int height) {
        int[] tiles = s.tiles();
        boolean decided = table != null && width > 0 && height > 0;
        for (int i = 0; decided && i < tiles.length; i++) {
            decided = tiles[i] >= 0;
        }
        return decided ? Png.encode(picture(s.grid(), tiles, width, height)) : Png.encode(render(s, width, height));
    }

    private IndexedPicture picture(Grid g, int[] tiles, int width, int height) {
        int columns = g.width();
        int rows = g.height();
        boolean periodicX = g.periodic(0);
        boolean periodicY = g.periodic(1);
        int area = n * n;
        return IndexedPicture.of(width, height, table, (y, out, offset) -> {
            int dy = periodicY || y < rows ? 0 : y - rows + 1;
            int first = (y - dy) * columns;
            for (int x = 0; x < width; x++) {
                int dx = periodicX || x < columns ? 0 : x - columns + 1;
                out[offset + x] = ids[tiles[first + x - dx] * area + dx + dy * n];
            }
        });
    }

    private int average(Solution s, int cell, int dx, int dy) {
        double a = 0;
        double r = 0;
        double gr = 0;
        double b = 0;
        double total = 0;
        for (int t = 0; t < patterns.length; t++) {
            if (s.possible(cell, t)) {
                int c = colors[patterns[t][dx + dy * n]];
                double w = weights[t];
                a += w * (c >>> 24);
                r += w * ((c >> 16) & 0xFF);
                gr += w * ((c >> 8) & 0xFF);
                b += w * (c & 0xFF);
                total += w;
            }
        }
        if (total == 0) {
            return 0xFF000000;
        }
        return (int) Math.round(a / total) << 24 | (int) Math.round(r / total) << 16
                | (int) Math.round(gr / total) << 8 | (int) Math.round(b / total);
    }
}
