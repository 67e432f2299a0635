package dev.wfc.core.topo;

/**
 * The kinds of grid a map can have, each with its D directions: the square (4), the hexagon (6, axial coordinates)
 * and the cube (6). A direction is a small int {@code 0 .. D - 1} and an offset {@code (dx, dy, dz)} in cell
 * coordinates; {@link #opposite(int)} is the direction of the negated offset.
 *
 * <p>Square: 0 left (-1, 0), 1 down (0, +1), 2 right (+1, 0), 3 up (0, -1), the order of {@code dev.wfc.core.Direction}
 * (image coordinates, y grows downwards). Hexagon, pointy side up, x to the right and y down and to the left (a cell's
 * centre is at {@code (x - y / 2, y * sqrt(3) / 2)} hexagon widths): 0 left (-1, 0), 1 down-left (0, +1),
 * 2 down-right (+1, +1), 3 right (+1, 0), 4 up-right (0, -1), 5 up-left (-1, -1); a rectangle of axial cells is a
 * rhombus on screen. Cube: the square's four in the horizontal plane, then 4 above (z + 1) and 5 below (z - 1).
 */
public enum Topology {
    /** Square cells, 4 neighbours. */
    SQUARE(2, new int[][] {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}},
            new String[] {"left", "down", "right", "up"}),
    /** Hexagonal cells in axial coordinates, 6 neighbours. */
    HEX(2, new int[][] {{-1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 0, 0}, {0, -1, 0}, {-1, -1, 0}},
            new String[] {"left", "down-left", "down-right", "right", "up-right", "up-left"}),
    /** Cubic cells, 6 neighbours: the square's four, then above and below. */
    CUBE(3, new int[][] {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}},
            new String[] {"left", "down", "right", "up", "above", "below"});

    private final int dimensions;
    private final int[] dx;
    private final int[] dy;
    private final int[] dz;
    private final int[] opposite;
    private final String[] names;

    Topology(int dimensions, int[][] offsets, String[] names) {
        this.dimensions = dimensions;
        int n = offsets.length;
        this.dx = new int[n];
        this.dy = new int[n];
        this.dz = new int[n];
        this.opposite = new int[n];
        this.names = names;
        for (int d = 0; d < n; d++) {
            dx[d] = offsets[d][0];
            dy[d] = offsets[d][1];
            dz[d] = offsets[d][2];
        }
        for (int d = 0; d < n; d++) {
            for (int e = 0; e < n; e++) {
                if (dx[e] == -dx[d] && dy[e] == -dy[d] && dz[e] == -dz[d]) {
                    opposite[d] = e;
                }
            }
        }
    }

    /** D, the number of directions (neighbours of an inner cell). */
    public int directions() {
        return dx.length;
    }

    /** 2, or 3 for the cube. */
    public int dimensions() {
        return dimensions;
    }

    public int dx(int d) {
        return dx[d];
    }

    public int dy(int d) {
        return dy[d];
    }

    public int dz(int d) {
        return dz[d];
    }

    /** The direction back: {@code opposite(opposite(d)) == d}. */
    public int opposite(int d) {
        return opposite[d];
    }

    /** The direction's name, such as {@code "left"} or {@code "above"}. */
    public String directionName(int d) {
        return names[d];
    }

    /** The lower-case name used by options and spec keys: {@code square}, {@code hex}, {@code cube}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The topology named {@code id} ({@link #id()}).
     *
     * @throws dev.wfc.core.WfcInputException {@code "topology: x (expected: square, hex or cube)"} for any other name
     */
    public static Topology parse(String id) {
        for (Topology t : values()) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        throw new dev.wfc.core.WfcInputException("topology: " + id + " (expected: square, hex or cube)");
    }
}
