package dev.wfc.core.view;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Topology;

/**
 * Which cell of a grid each pixel of a picture shows, for the grids a square of pixels per cell does not draw: a
 * hexagonal grid as pointy-top hexagons ({@link #hexagons}, the layout {@link HexPicture} draws), a cubic grid as its
 * layers side by side ({@link #layers}: z = 0, the bottom, leftmost, one empty cell between layers). A pixel outside
 * every cell, or of a masked-out cell, shows -1. Built once in O(pixels); {@link #cell} is O(1).
 */
public final class CellLayout {
    private final int width;
    private final int height;
    /** The cell shown at pixel {@code x + y * width}, -1 for none. */
    private final int[] cells;

    private CellLayout(int width, int height, int[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
    }

    /** The pixels of {@link #hexagons}: {@code {width, height}} as longs, which may exceed an int. */
    public static long[] hexagonSize(Grid g, int cellWidth) {
        return HexRaster.size(g.width(), g.height(), cellWidth);
    }

    /** The pixels of {@link #layers}: {@code {width, height}} as longs. */
    public static long[] layersSize(Grid g, int unit) {
        return new long[] {((long) g.width() * g.depth() + g.depth() - 1) * unit, (long) g.height() * unit};
    }

    /**
     * A hexagonal grid as pointy-top hexagons {@code cellWidth} pixels wide (flat side to flat side), laid out as
     * {@link Topology#HEX} says (x to the right, y down and to the left): each pixel shows the cell
     * {@link HexRaster#cell} names (its centre rounded to the nearest hexagon), so every pixel belongs to at most one
     * cell.
     *
     * @throws IllegalArgumentException if the grid is not hexagonal, the width is outside 2..{@link HexPicture#MAX_CELL}
     *     or the picture would exceed 2^31 - 9 pixels
     */
    public static CellLayout hexagons(Grid g, int cellWidth) {
        if (g.topology() != Topology.HEX) {
            throw new WfcInputException("grid: " + g.topology().id() + " (expected: hex)");
        }
        HexRaster raster = new HexRaster(g.width(), g.height(), cellWidth);
        long[] size = {raster.width(), raster.height()};
        int[] cells = allocate(size);
        int width = (int) size[0];
        for (int py = 0; py < size[1]; py++) {
            for (int px = 0; px < width; px++) {
                int cell = (int) raster.cell(px, py);
                cells[px + py * width] = cell >= 0 && g.exists(cell) ? cell : -1;
            }
        }
        return new CellLayout(width, (int) size[1], cells);
    }

    /**
     * A cubic grid's layers side by side, each a square of {@code unit} pixels a cell, x to the right and y down as
     * in a square map, layer z starting {@code z * (width + 1)} cells from the left.
     *
     * @throws IllegalArgumentException if the grid is not cubic, the unit is below 1 or the picture would exceed
     *     2^31 - 9 pixels
     */
    public static CellLayout layers(Grid g, int unit) {
        if (g.topology() != Topology.CUBE) {
            throw new WfcInputException("grid: " + g.topology().id() + " (expected: cube)");
        }
        Checks.positive("unit", unit);
        long[] size = layersSize(g, unit);
        int[] cells = allocate(size);
        int width = (int) size[0];
        java.util.Arrays.fill(cells, -1);
        for (int c = 0; c < g.cells(); c++) {
            if (!g.exists(c)) {
                continue;
            }
            int x0 = (g.x(c) + g.z(c) * (g.width() + 1)) * unit;
            int y0 = g.y(c) * unit;
            for (int j = 0; j < unit; j++) {
                java.util.Arrays.fill(cells, x0 + (y0 + j) * width, x0 + unit + (y0 + j) * width, c);
            }
        }
        return new CellLayout(width, (int) size[1], cells);
    }

    private static int[] allocate(long[] size) {
        if (size[0] * size[1] > Integer.MAX_VALUE - 8) {
            throw new WfcInputException("image: " + size[0] + "x" + size[1] + " pixels (expected: at most 2^31 - 9)");
        }
        return new int[(int) (size[0] * size[1])];
    }

    /** The picture's width in pixels. */
    public int width() {
        return width;
    }

    /** The picture's height in pixels. */
    public int height() {
        return height;
    }

    /** The cell pixel {@code (x, y)} shows, or -1. */
    public int cell(int x, int y) {
        return cells[x + y * width];
    }
}
