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
    private static final double SQRT3 = Math.sqrt(3);

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
        double s = cellWidth;
        double radius = s / SQRT3;
        return new long[] {(long) Math.ceil((g.width() - 1 + (g.height() - 1) / 2.0) * s + s),
            (long) Math.ceil((g.height() - 1) * 1.5 * radius + 2 * radius)};
    }

    /**
     * The x of the centre of hexagon {@code (x, y)} in {@link #hexagons}'s picture, in pixels from its left edge:
     * {@code (x - y / 2) * cellWidth + (height - 1) * cellWidth / 2 + cellWidth / 2}, {@code height} the grid's.
     */
    public static double hexCentreX(Grid g, int cellWidth, int x, int y) {
        double s = cellWidth;
        return (x - y / 2.0) * s + ((g.height() - 1) * s / 2 + s / 2);
    }

    /**
     * The y of the centre of hexagon row {@code y} in {@link #hexagons}'s picture: {@code (1.5 y + 1) r}, with
     * {@code r = cellWidth / sqrt(3)} a hexagon's radius (centre to corner).
     */
    public static double hexCentreY(int cellWidth, int y) {
        double radius = cellWidth / SQRT3;
        return y * 1.5 * radius + radius;
    }

    /** The pixels of {@link #layers}: {@code {width, height}} as longs. */
    public static long[] layersSize(Grid g, int unit) {
        return new long[] {((long) g.width() * g.depth() + g.depth() - 1) * unit, (long) g.height() * unit};
    }

    /**
     * A hexagonal grid as pointy-top hexagons {@code cellWidth} pixels wide (flat side to flat side), laid out as
     * {@link Topology#HEX} says (x to the right, y down and to the left). Each pixel's centre is mapped back to
     * fractional axial coordinates and rounded to the nearest hexagon (cube rounding), so every pixel belongs to at
     * most one cell.
     *
     * @throws IllegalArgumentException if the grid is not hexagonal, the width is outside 2..{@link HexPicture#MAX_CELL}
     *     or the picture would exceed 2^31 - 9 pixels
     */
    public static CellLayout hexagons(Grid g, int cellWidth) {
        if (g.topology() != Topology.HEX) {
            throw new WfcInputException("grid: " + g.topology().id() + " (expected: hex)");
        }
        Checks.inRange("cell width", cellWidth, 2, HexPicture.MAX_CELL);
        double s = cellWidth;
        double radius = s / SQRT3;
        int w = g.width();
        int h = g.height();
        double left = hexCentreX(g, cellWidth, 0, 0);
        double top = hexCentreY(cellWidth, 0);
        long[] size = hexagonSize(g, cellWidth);
        int[] cells = allocate(size);
        int width = (int) size[0];
        for (int py = 0; py < size[1]; py++) {
            for (int px = 0; px < width; px++) {
                // Relative to the centre of cell (0, 0); standard axial (q, r) has r down-right; ours x = q + r.
                double dx = px + 0.5 - left;
                double dy = py + 0.5 - top;
                double r = (2.0 / 3 * dy) / radius;
                double q = (SQRT3 / 3 * dx - dy / 3) / radius;
                long rq = Math.round(q);
                long rr = Math.round(r);
                long rs = Math.round(-q - r);
                double dq = Math.abs(rq - q);
                double dr = Math.abs(rr - r);
                // Cube rounding: the worst-rounded coordinate is the one the other two determine.
                if (dq > dr && dq > Math.abs(rs + q + r)) {
                    rq = -rr - rs;
                } else if (dr > Math.abs(rs + q + r)) {
                    rr = -rq - rs;
                }
                long y = rr;
                long x = rq + rr;
                int cell = x < 0 || y < 0 || x >= w || y >= h ? -1 : (int) (x + y * w);
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
