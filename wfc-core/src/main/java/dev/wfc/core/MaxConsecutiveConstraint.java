package dev.wfc.core;

/**
 * No more than {@code max} cells in a row along an axis hold a tile of the group (on a wrapping axis a whole ring
 * of the group is a run as long as the ring). Enforcement at each fixpoint, O(cells x max) an axis: a cell that must
 * hold the group where the run through it is longer than {@code max} is a violation; a cell that may, and would
 * join runs of cells that must into one longer than {@code max}, cannot hold the group. Runs are walked through the
 * grid's neighbour table in the axis' two directions.
 */
final class MaxConsecutiveConstraint extends Constraint {
    final int max;
    final boolean alongX;
    final boolean alongY;

    MaxConsecutiveConstraint(int[] tiles, int max, boolean alongX, boolean alongY) {
        super(tiles);
        this.max = Checks.atLeast("max", max, 0);
        if (!alongX && !alongY) {
            throw new WfcInputException("axes: none (expected: x, y or both)");
        }
        this.alongX = alongX;
        this.alongY = alongY;
    }

    /** The direction pairs (backward, forward) of the constrained axes. */
    int[][] axes() {
        if (alongX && alongY) {
            return new int[][] {{Direction.LEFT, Direction.RIGHT}, {Direction.UP, Direction.DOWN}};
        }
        return alongX ? new int[][] {{Direction.LEFT, Direction.RIGHT}} : new int[][] {{Direction.UP, Direction.DOWN}};
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        boolean[] in = new boolean[tiles.length];
        for (int c = 0; c < tiles.length; c++) {
            in[c] = inGroup(tiles[c]);
        }
        for (int[] axis : axes()) {
            for (int c = 0; c < tiles.length; c++) {
                if (in[c] && runThrough(grid::neighbor, in, c, axis) > max) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A neighbour lookup: the grid's, or a solver's table. */
    interface Neighbors {
        int of(int cell, int d);
    }

    /**
     * The length of the run of {@code in} cells through {@code c}, counting {@code c} itself as in: the ring's
     * length when the run closes on itself. Walks at most {@code max + 1} cells each way past what it needs.
     */
    int runThrough(Neighbors nb, boolean[] in, int c, int[] axis) {
        int back = 0;
        int n = nb.of(c, axis[0]);
        while (n >= 0 && n != c && in[n] && back <= max) {
            back++;
            n = nb.of(n, axis[0]);
        }
        if (n == c) {
            return back + 1; // a whole ring
        }
        int ahead = 0;
        n = nb.of(c, axis[1]);
        while (n >= 0 && n != c && in[n] && ahead <= max) {
            ahead++;
            n = nb.of(n, axis[1]);
        }
        return back + 1 + ahead;
    }

    @Override
    ActiveConstraint bind(Rules rules, Grid grid) {
        return new Active(this, rules, grid);
    }

    @Override
    public String toString() {
        return "at most " + max + " of " + java.util.Arrays.toString(group) + " in a row along "
                + (alongX && alongY ? "x and y" : alongX ? "x" : "y");
    }

    private static final class Active extends GroupConstraintState {
        private final MaxConsecutiveConstraint source;
        private final int[] neighbors;
        private final int[][] axes;

        Active(MaxConsecutiveConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.source = source;
            this.neighbors = grid.neighborTable();
            this.axes = source.axes();
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            boolean[] may = group.may;
            boolean[] must = group.must;
            int[] table = neighbors;
            Neighbors nb = (cell, d) -> table[cell * Direction.COUNT + d];
            for (int[] axis : axes) {
                for (int c = 0; c < may.length; c++) {
                    if (may[c] && source.runThrough(nb, must, c, axis) > source.max) {
                        if (must[c]) {
                            return false;
                        }
                        propagator.restrict(c, outside, 0);
                    }
                }
            }
            return true;
        }
    }
}
