package dev.wfc.core.topo;

import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;

/**
 * Cells of a {@link Grid} found by coordinates: one cell checked against the box, a row through every layer, a
 * pixel's cells through the layers, and whether a step leaves the box. Every walk is in index order ({@code x}
 * fastest, then {@code y}, then {@code z}) and ignores the mask: a cell outside it is still named, and a caller that
 * restricts it changes nothing.
 */
public final class GridWalks {
    private GridWalks() {
    }

    /**
     * The index of cell (x, y) of a 2D grid (axial on a hexagonal one).
     *
     * @throws WfcInputException {@code "WHAT (x, y): outside the WxH grid"}, or on a cube grid, whose cells need a z
     */
    public static int cell(Grid grid, int x, int y, String what) {
        if (grid.topology().dimensions() == 3) {
            throw new WfcInputException(what + " (" + x + ", " + y + "): on a cube grid (expected: x, y and z)");
        }
        if (x < 0 || y < 0 || x >= grid.width() || y >= grid.height()) {
            throw new WfcInputException(what + " (" + x + ", " + y + "): outside the " + grid.width()
                    + "x" + grid.height() + " grid");
        }
        return x + y * grid.width();
    }

    /**
     * The index of cell (x, y, z) of a cube grid.
     *
     * @throws WfcInputException {@code "WHAT (x, y, z): outside the WxHxD grid"}, or off the cube
     */
    public static int cell(Grid grid, int x, int y, int z, String what) {
        if (grid.topology().dimensions() < 3) {
            throw new WfcInputException(what + " (" + x + ", " + y + ", " + z + "): on a " + grid.topology().id()
                    + " grid (expected: x and y only; z is a cube's)");
        }
        if (x < 0 || y < 0 || z < 0 || x >= grid.width() || y >= grid.height() || z >= grid.depth()) {
            throw new WfcInputException(what + " (" + x + ", " + y + ", " + z + "): outside the "
                    + grid.width() + "x" + grid.height() + "x" + grid.depth() + " grid");
        }
        return grid.index(x, y, z);
    }

    /**
     * The cells (x, y, z) for every x and z: row {@code y} of a 2D grid (on a hexagonal grid a row of hexagons across
     * the screen), the plane of rows {@code y} on a cube.
     *
     * @throws WfcInputException as {@link #cell} for the row's first cell, if {@code y} lies outside the grid
     */
    public static int[] row(Grid grid, int y, String what) {
        int first = grid.topology().dimensions() == 3 ? cell(grid, 0, y, 0, what) : cell(grid, 0, y, what);
        int w = grid.width();
        int[] cells = new int[w * grid.depth()];
        for (int z = 0; z < grid.depth(); z++) {
            for (int x = 0; x < w; x++) {
                cells[x + z * w] = first + x + z * w * grid.height();
            }
        }
        return cells;
    }

    /**
     * The cells (x, y, z) for every z, bottom layer first: the cells that pixel (x, y) of a picture of the grid's
     * size stands for (one on a 2D grid). The pixel must lie inside a layer.
     */
    public static int[] column(Grid grid, int x, int y) {
        int[] cells = new int[grid.depth()];
        for (int z = 0; z < cells.length; z++) {
            cells[z] = grid.index(x, y, z);
        }
        return cells;
    }

    /**
     * Refuses a picture that is not of one layer's size.
     *
     * @throws WfcInputException {@code "WHAT: wxh (expected: the WxH grid)"}
     */
    public static void requireLayerSize(Grid grid, int width, int height, String what) {
        if (width != grid.width() || height != grid.height()) {
            throw new WfcInputException(what + ": " + width + "x" + height + " (expected: the " + grid.width() + "x"
                    + grid.height() + " grid)");
        }
    }

    /**
     * Whether one step from {@code cell} in direction {@code d} of the grid's topology leaves the box of
     * {@code width x height x depth} cells, wrapping and mask aside: from x = 0 to the left, from the top row
     * (y = 0) upwards, from the top layer (z = depth - 1) above. O(1).
     */
    public static boolean leavesBox(Grid grid, int cell, int d) {
        Topology t = grid.topology();
        int x = grid.x(cell) + t.dx(d);
        int y = grid.y(cell) + t.dy(d);
        int z = grid.z(cell) + t.dz(d);
        return x < 0 || y < 0 || z < 0 || x >= grid.width() || y >= grid.height() || z >= grid.depth();
    }
}
