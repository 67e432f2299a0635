package dev.wfc.core.testkit;

import dev.wfc.core.Grid;
import dev.wfc.core.topo.Topology;

import java.util.Random;

/**
 * A grid described with the testkit's own arithmetic, for oracles that must not share the topology class: its kind,
 * box, wrapping per axis and mask, and the neighbour of a cell computed from its own offset tables. The direction
 * orders are the library's documented contract: square left, down, right, up; hexagon (axial, y down-left) left,
 * down-left, down-right, right, up-right, up-left; cube the square's four, then above (z + 1), below (z - 1).
 */
public record Shape(String kind, int width, int height, int depth, boolean px, boolean py, boolean pz,
                    boolean[] exists) {
    private static final int[][] SQUARE = {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}};
    private static final int[][] HEX = {{-1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 0, 0}, {0, -1, 0}, {-1, -1, 0}};
    private static final int[][] CUBE = {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};

    /** Offsets of each direction: {@code offsets()[d] = {dx, dy, dz}}. */
    public int[][] offsets() {
        return switch (kind) {
            case "square" -> SQUARE;
            case "hex" -> HEX;
            case "cube" -> CUBE;
            default -> throw new IllegalStateException(kind);
        };
    }

    /** The direction whose offset is the negation of {@code d}'s, found by search. */
    public int opposite(int d) {
        int[][] o = offsets();
        for (int e = 0; e < o.length; e++) {
            if (o[e][0] == -o[d][0] && o[e][1] == -o[d][1] && o[e][2] == -o[d][2]) {
                return e;
            }
        }
        throw new IllegalStateException();
    }

    public int cells() {
        return width * height * depth;
    }

    public boolean inside(int cell) {
        return exists == null || exists[cell];
    }

    /** The neighbour of {@code cell} toward {@code d}, wrapping periodic axes; -1 off an edge or into the mask. */
    public int neighbor(int cell, int d) {
        int x = cell % width;
        int y = (cell / width) % height;
        int z = cell / (width * height);
        int[] o = offsets()[d];
        int nx = wrap(x + o[0], width, px);
        int ny = wrap(y + o[1], height, py);
        int nz = wrap(z + o[2], depth, pz);
        if (nx < 0 || ny < 0 || nz < 0) {
            return -1;
        }
        int n = nx + width * (ny + height * nz);
        return inside(cell) && inside(n) ? n : -1;
    }

    private static int wrap(int v, int size, boolean periodic) {
        if (v >= 0 && v < size) {
            return v;
        }
        return periodic ? ((v % size) + size) % size : -1;
    }

    /** The library's grid of this shape, built through its public builder (the object under test). */
    public Grid grid() {
        Grid.Builder b = Grid.builder(Topology.parse(kind)).size(width, height).depth(depth).periodic(px, py, pz);
        if (exists != null) {
            b.mask(exists);
        }
        return b.build();
    }

    /**
     * A random shape of {@code kind}: sides 1..maxSide (depth 1..maxSide for the cube), each axis periodic at random,
     * and with {@code masked} a random mask keeping each cell with probability 3/4 (and at least one cell).
     */
    public static Shape random(String kind, Random rnd, int maxSide, boolean masked) {
        int w = 1 + rnd.nextInt(maxSide);
        int h = 1 + rnd.nextInt(maxSide);
        int d = kind.equals("cube") ? 1 + rnd.nextInt(maxSide) : 1;
        boolean px = rnd.nextBoolean();
        boolean py = rnd.nextBoolean();
        boolean pz = kind.equals("cube") && rnd.nextBoolean();
        boolean[] exists = null;
        if (masked) {
            exists = new boolean[w * h * d];
            for (int c = 0; c < exists.length; c++) {
                exists[c] = rnd.nextInt(4) != 0;
            }
            exists[rnd.nextInt(exists.length)] = true;
        }
        return new Shape(kind, w, h, d, px, py, pz, exists);
    }
}
