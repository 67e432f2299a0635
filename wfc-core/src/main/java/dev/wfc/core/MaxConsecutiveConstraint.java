package dev.wfc.core;

import dev.wfc.core.topo.Axis;

import java.util.Set;

/**
 * No more than {@code max} cells in a row along an axis hold a tile of the group (on a wrapping axis a whole ring
 * of the group is a run as long as the ring). The axes are the grid's ({@link Axis#of}: x and y on the square, also
 * z on the cube, x, y and xy on the hexagon) or those given. Enforcement at each fixpoint, O(cells x max) an axis: a
 * cell that must hold the group where the run through it is longer than {@code max} is a violation; a cell that
 * may, and would join runs of cells that must into one longer than {@code max}, cannot hold the group. Runs are
 * walked through the grid's neighbour table in the axis' two directions.
 */
final class MaxConsecutiveConstraint extends Constraint {
    final int max;
    /** The axes given; empty for every axis of the grid. */
    final Set<Axis> axes;

    MaxConsecutiveConstraint(int[] tiles, int max, Set<Axis> axes) {
        super(tiles);
        this.max = Checks.atLeast("max", max, 0);
        this.axes = Set.copyOf(axes);
    }

    /** The axes on {@code grid}: those given, or all of its topology's. */
    Set<Axis> axes(Grid grid) {
        return axes.isEmpty() ? Axis.of(grid.topology()) : axes;
    }

    @Override
    void check(Grid grid) {
        Set<Axis> own = Axis.of(grid.topology());
        for (Axis a : axes) {
            if (!own.contains(a)) {
                throw new WfcInputException("axis " + a.id() + ": on a " + grid.topology().id() + " grid (expected: "
                        + Axis.names(grid.topology()) + ")");
            }
        }
    }

    /** The direction pairs (backward, forward) of the constrained axes on {@code grid}, in {@link Axis} order. */
    int[][] directionPairs(Grid grid) {
        return axes(grid).stream().sorted()
                .map(a -> new int[] {a.backward(grid.topology()), a.forward(grid.topology())})
                .toArray(int[][]::new);
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        boolean[] in = new boolean[tiles.length];
        for (int c = 0; c < tiles.length; c++) {
            in[c] = inGroup(tiles[c]);
        }
        for (int[] axis : directionPairs(grid)) {
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
                + (axes.isEmpty() ? "every axis" : String.join(" and ",
                        axes.stream().sorted().map(Axis::id).toArray(String[]::new)));
    }

    private static final class Active extends GroupConstraintState {
        private final MaxConsecutiveConstraint source;
        private final int[] neighbors;
        private final int[][] axes;
        /** D, the grid's direction count. */
        private final int dirs;

        Active(MaxConsecutiveConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.source = source;
            this.neighbors = grid.neighborTable();
            this.axes = source.directionPairs(grid);
            this.dirs = grid.directions();
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            boolean[] may = group.may;
            boolean[] must = group.must;
            int[] table = neighbors;
            int n = dirs;
            Neighbors nb = (cell, d) -> table[cell * n + d];
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
