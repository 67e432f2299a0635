package dev.wfc.core;

/**
 * A rectangular grid of cells, optionally periodic (a torus). Cell {@code (x, y)} has index {@code x + y * width}.
 */
public final class Grid {
    /** Cells at most, so that wave, sums and neighbour tables stay addressable by int. */
    public static final int MAX_CELLS = 1 << 26;

    private final int width;
    private final int height;
    private final boolean periodic;

    /**
     * @throws IllegalArgumentException if a side is not positive or the grid exceeds {@link #MAX_CELLS}
     */
    public Grid(int width, int height, boolean periodic) {
        Checks.positive("width", width);
        Checks.positive("height", height);
        if ((long) width * height > MAX_CELLS) {
            throw new WfcInputException("width x height: " + width + " x " + height
                    + " (expected: at most " + MAX_CELLS + " cells)");
        }
        this.width = width;
        this.height = height;
        this.periodic = periodic;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean periodic() {
        return periodic;
    }

    public int cells() {
        return width * height;
    }

    /** The neighbour of {@code cell} in direction {@code d} (see {@link Direction}), or -1 off a non-periodic edge. */
    public int neighbor(int cell, int d) {
        int x = cell % width + Direction.dx(d);
        int y = cell / width + Direction.dy(d);
        if (periodic) {
            x = Math.floorMod(x, width);
            y = Math.floorMod(y, height);
        } else if (x < 0 || y < 0 || x >= width || y >= height) {
            return -1;
        }
        return x + y * width;
    }

    /** Neighbour table {@code [cell * 4 + d]}, -1 where there is none. O(cells). */
    int[] neighborTable() {
        int n = cells();
        int[] table = new int[n * Direction.COUNT];
        for (int c = 0; c < n; c++) {
            for (int d = 0; d < Direction.COUNT; d++) {
                table[c * Direction.COUNT + d] = neighbor(c, d);
            }
        }
        return table;
    }

    @Override
    public String toString() {
        return width + "x" + height + (periodic ? " periodic" : "");
    }
}
