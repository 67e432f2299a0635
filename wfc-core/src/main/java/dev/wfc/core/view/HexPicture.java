package dev.wfc.core.view;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;

/**
 * Draws a hexagonal map: each cell a pointy-top hexagon of its tile's colour, laid out as {@link Topology#HEX}
 * says (x to the right, y down and to the left), so that a rhombus of axial cells shows as a rhombus. Cells outside
 * the mask and the corners around the rhombus are transparent; an undecided cell is grey.
 *
 * <p>Each pixel's centre is mapped back to fractional axial coordinates and rounded to the nearest hexagon (cube
 * rounding), so every pixel belongs to exactly one cell and the picture is a pure function of the map: O(pixels).
 */
public final class HexPicture {
    /** The widest hexagon drawn, in pixels. */
    public static final int MAX_CELL = 256;
    private static final int UNDECIDED = 0xFF808080;
    private static final double SQRT3 = Math.sqrt(3);

    private HexPicture() {
    }

    /**
     * @param colors ARGB by tile id
     * @param cellWidth a hexagon's width in pixels (flat side to flat side), 2..{@link #MAX_CELL}
     * @throws IllegalArgumentException if the grid is not hexagonal, the width is out of range or the picture would
     *     exceed 2^31 - 9 pixels
     */
    public static Image draw(Solution solution, int[] colors, int cellWidth) {
        Grid g = solution.grid();
        if (g.topology() != Topology.HEX) {
            throw new WfcInputException("grid: " + g.topology().id() + " (expected: hex)");
        }
        Checks.inRange("cell width", cellWidth, 2, MAX_CELL);
        double s = cellWidth;
        double radius = s / SQRT3;
        int w = g.width();
        int h = g.height();
        // Centre of (x, y): ((x - y / 2) * s + left, y * 1.5 * radius + radius).
        double left = (h - 1) * s / 2 + s / 2;
        long width = (long) Math.ceil((w - 1 + (h - 1) / 2.0) * s + s);
        long height = (long) Math.ceil((h - 1) * 1.5 * radius + 2 * radius);
        if (width * height > Integer.MAX_VALUE - 8) {
            throw new WfcInputException("image: " + width + "x" + height + " pixels (expected: at most 2^31 - 9)");
        }
        int[] out = new int[(int) (width * height)];
        for (int py = 0; py < height; py++) {
            for (int px = 0; px < width; px++) {
                // Relative to the centre of cell (0, 0); standard axial (q, r) has r down-right; ours x = q + r.
                double dx = px + 0.5 - left;
                double dy = py + 0.5 - radius;
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
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                int cell = (int) (x + y * w);
                if (!g.exists(cell)) {
                    continue;
                }
                int t = solution.tile(cell);
                out[px + py * (int) width] = t >= 0 ? colors[t] : UNDECIDED;
            }
        }
        return new Image(out, (int) width, (int) height);
    }
}
