package dev.wfc.core.view;

import dev.wfc.core.Checks;
import dev.wfc.core.topo.Topology;

/**
 * Which axial cell of a rhombus of {@code w x h} hexagons each pixel of {@link HexPicture}'s picture shows, one pixel
 * at a time, so that a picture too large for memory can be drawn row by row (an unbounded world's region) with the
 * very pixels {@link CellLayout#hexagons} gives a map that fits.
 *
 * <p>Maintainers: pointy-top hexagons {@code s} pixels wide (flat side to flat side), circumradius
 * {@code R = s / sqrt 3}, laid out as {@link Topology#HEX} says (x to the right, y down and to the left): the centre
 * of cell (x, y) is at {@code ((x - y / 2) s + left, 1.5 R y + R)} with {@code left = (h - 1) s / 2 + s / 2}. A
 * pixel's centre is mapped back to fractional axial coordinates and rounded to the nearest hexagon (cube rounding),
 * so it lies inside the hexagon it names, and a row of pixels meets at most two rows of cells (hexagons are 2R tall,
 * rows 1.5R apart). O(1) a pixel, nothing allocated.
 */
public final class HexRaster {
    private static final double SQRT3 = Math.sqrt(3);

    private final long w;
    private final long h;
    private final double cellWidth;
    private final double radius;
    private final double left;
    private final long width;
    private final long height;

    /**
     * @param w cells a row, > 0
     * @param h rows, > 0
     * @param cellWidth a hexagon's width in pixels, 2..{@link HexPicture#MAX_CELL}
     * @throws IllegalArgumentException if a side is not positive or the width is out of range
     */
    public HexRaster(long w, long h, int cellWidth) {
        if (w <= 0 || h <= 0) {
            throw new IllegalArgumentException("size: " + w + "x" + h + " (expected: sides > 0)");
        }
        Checks.inRange("cell width", cellWidth, 2, HexPicture.MAX_CELL);
        double s = cellWidth;
        this.w = w;
        this.h = h;
        this.cellWidth = s;
        this.radius = s / SQRT3;
        this.left = (h - 1) * s / 2 + s / 2;
        long[] size = size(w, h, cellWidth);
        this.width = size[0];
        this.height = size[1];
    }

    /** The picture of {@code w x h} hexagons {@code cellWidth} pixels wide: {@code {width, height}} in pixels. */
    static long[] size(long w, long h, int cellWidth) {
        double s = cellWidth;
        double radius = s / SQRT3;
        return new long[] {(long) Math.ceil((w - 1 + (h - 1) / 2.0) * s + s),
            (long) Math.ceil((h - 1) * 1.5 * radius + 2 * radius)};
    }

    /** The picture's width in pixels. */
    public long width() {
        return width;
    }

    /** The picture's height in pixels. */
    public long height() {
        return height;
    }

    /** The x of the centre of cell {@code (x, y)}, in pixels from the picture's left edge: {@code (x - y/2) s + left}. */
    public double centreX(long x, long y) {
        return (x - y / 2.0) * cellWidth + left;
    }

    /** The y of the centre of row {@code y}, in pixels from the picture's top edge: {@code 1.5 R y + R}. */
    public double centreY(long y) {
        return y * 1.5 * radius + radius;
    }

    /**
     * The pixel that pixel (px, py) of cell (x, y) shows of a {@code pw x ph} picture scaled by {@code cellWidth / pw}
     * and centred on the cell's hexagon, as {@code ix + iy * pw}: with (dx, dy) the pixel centre's offset from the
     * hexagon's centre and {@code f = pw / cellWidth}, {@code (floor(pw / 2 + dx f), floor(ph / 2 + dy f))}, each
     * clamped into the picture (nearest neighbour). O(1).
     */
    public int picturePixel(long px, long py, long x, long y, int pw, int ph) {
        double f = pw / cellWidth;
        double dx = px + 0.5 - centreX(x, y);
        double dy = py + 0.5 - centreY(y);
        int ix = Math.max(0, Math.min(pw - 1, (int) Math.floor(pw / 2.0 + dx * f)));
        int iy = Math.max(0, Math.min(ph - 1, (int) Math.floor(ph / 2.0 + dy * f)));
        return ix + iy * pw;
    }

    /**
     * The cell pixel {@code (px, py)} shows, as {@code x + y * w}, or -1 for a pixel outside the rhombus.
     *
     * @param px 0 .. {@link #width()} - 1 (not checked)
     * @param py 0 .. {@link #height()} - 1 (not checked)
     */
    public long cell(long px, long py) {
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
        return x < 0 || y < 0 || x >= w || y >= h ? -1 : x + y * w;
    }
}
