package dev.wfc.core;

/**
 * Given cells (end points) hold tiles of the group and are joined by one path of group cells; other group cells are
 * free; the path steps through the grid's D neighbours, on any topology. With {@code exits} (an edged path, see
 * {@link EdgedPathConstraint}, any topology), the group is the tiles with an exit and two neighbours join only where
 * each opens towards the other. Enforcement at each fixpoint, O(cells x words): an end
 * point that cannot hold the group is a violation, one that may is restricted to it; a flood from the first end point
 * through cells that may hold the group (and, edged, whose options open towards each other) must reach every other
 * end point. Monotone: fewer options never join more cells.
 */
final class EndPointsConstraint extends Constraint {
    final int[] xs;
    final int[] ys;
    /** The layers of the end points, 0 off the cube. */
    final int[] zs;
    /**
     * Null for a plain path; else exit bits by tile, bit d set when the tile opens towards direction d of the grid's
     * topology (-1: every direction).
     */
    final int[] exits;

    /** An edged path between the end points (x, y, z); {@code zs} null off the cube. */
    static EndPointsConstraint edged(int[] exits, int[] xs, int[] ys, int[] zs) {
        return new EndPointsConstraint(EdgedPathConstraint.pathTiles(exits), exits.clone(), xs, ys,
                zs == null ? new int[xs.length] : zs);
    }

    /** @param exits null for a plain path */
    EndPointsConstraint(int[] tiles, int[] exits, int[] xs, int[] ys, int[] zs) {
        super(tiles);
        this.exits = exits;
        if (xs.length == 0 || xs.length != ys.length || xs.length != zs.length) {
            throw new WfcInputException("end points: " + xs.length + " x, " + ys.length + " y and " + zs.length
                    + " z (expected: as many of each, at least one)");
        }
        for (int i = 0; i < xs.length; i++) {
            Checks.atLeast("end point x", xs[i], 0);
            Checks.atLeast("end point y", ys[i], 0);
            Checks.atLeast("end point z", zs[i], 0);
        }
        this.xs = xs.clone();
        this.ys = ys.clone();
        this.zs = zs.clone();
    }

    @Override
    void check(Grid grid) {
        if (exits != null) {
            EdgedPathConstraint.checkExits(exits, grid);
        }
        cells(grid);
    }

    /** The end points' cells on {@code grid}. @throws IllegalArgumentException for a point outside it */
    int[] cells(Grid grid) {
        int[] cells = new int[xs.length];
        for (int i = 0; i < cells.length; i++) {
            Checks.inRange("end point x", xs[i], 0, grid.width() - 1);
            Checks.inRange("end point y", ys[i], 0, grid.height() - 1);
            Checks.inRange("end point z", zs[i], 0, grid.depth() - 1);
            cells[i] = grid.index(xs[i], ys[i], zs[i]);
        }
        return cells;
    }

    @Override
    long[] mask(Rules rules) {
        if (exits != null && exits.length != rules.tileCount()) {
            throw new WfcInputException("exits: " + exits.length + " tiles (expected: the rules' "
                    + rules.tileCount() + ")");
        }
        return super.mask(rules);
    }

    /**
     * Whether a path steps from a cell of tile {@code a} to its neighbour of tile {@code b} in direction d, with
     * {@code exits} on the grid ({@link EdgedPathConstraint#onGrid}).
     */
    private boolean joins(int[] exits, int a, int b, int d, Grid grid) {
        return exits == null ? inGroup(b)
                : b >= 0 && (exits[a] >> d & 1) != 0 && (exits[b] >> grid.opposite(d) & 1) != 0;
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        int[] ends = cells(grid);
        int[] onGrid = exits == null ? null : EdgedPathConstraint.onGrid(exits, grid);
        for (int e : ends) {
            if (!inGroup(tiles[e])) {
                return false;
            }
        }
        boolean[] seen = new boolean[tiles.length];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        queue.add(ends[0]);
        seen[ends[0]] = true;
        while (!queue.isEmpty()) {
            int c = queue.poll();
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && !seen[n] && joins(onGrid, tiles[c], tiles[n], d, grid)) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        for (int e : ends) {
            if (!seen[e]) {
                return false;
            }
        }
        return true;
    }

    @Override
    ActiveConstraint bind(Rules rules, Grid grid) {
        return new Active(this, rules, grid);
    }

    @Override
    public String toString() {
        return (exits == null ? "path of " : "edged path of ") + java.util.Arrays.toString(group) + " through "
                + xs.length + " end points";
    }

    private static final class Active extends GroupConstraintState {
        private final int[] ends;
        private final int[] neighbors;
        /** D, the grid's direction count, and the direction back from each. */
        private final int dirs;
        private final int[] opposite;
        private final int[] queue;
        private final int[] visited;
        /** Null for a plain path; else {@code opens[d * words + k]}: the tiles with an exit towards d. */
        private final long[] opens;
        private final int words;
        private int epoch;

        Active(EndPointsConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.ends = source.cells(grid);
            this.neighbors = grid.neighborTable();
            this.dirs = grid.directions();
            this.opposite = EdgedPathConstraint.opposites(grid);
            this.words = rules.words();
            this.opens = source.exits == null ? null : EdgedPathConstraint.opensTable(source.exits, words, grid);
            this.queue = new int[grid.cells()];
            this.visited = new int[grid.cells()];
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            boolean[] may = group.may;
            long[] w = state.words;
            for (int e : ends) {
                if (!may[e]) {
                    return false;
                }
                if (!group.must[e]) {
                    propagator.restrict(e, group.inside(), 0);
                }
            }
            if (++epoch == 0) {
                java.util.Arrays.fill(visited, 0);
                epoch = 1;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = ends[0];
            visited[ends[0]] = epoch;
            while (head < tail) {
                int c = queue[head++];
                for (int d = 0; d < dirs; d++) {
                    int n = neighbors[c * dirs + d];
                    if (n >= 0 && may[n] && visited[n] != epoch && (opens == null
                            || EdgedPathConstraint.opensTowards(w, opens, words, c, d)
                            && EdgedPathConstraint.opensTowards(w, opens, words, n, opposite[d]))) {
                        visited[n] = epoch;
                        queue[tail++] = n;
                    }
                }
            }
            for (int e : ends) {
                if (visited[e] != epoch) {
                    return false;
                }
            }
            return true;
        }
    }
}
