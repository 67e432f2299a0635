package dev.wfc.core;

/**
 * Given cells (end points) hold tiles of the group and are joined by one path of group cells; other group cells are
 * free. Enforcement at each fixpoint, O(cells): an end point that cannot hold the group is a violation, one that may
 * is restricted to it; a flood from the first end point through cells that may hold the group must reach every
 * other end point.
 */
final class EndPointsConstraint extends Constraint {
    final int[] xs;
    final int[] ys;

    EndPointsConstraint(int[] tiles, int[] xs, int[] ys) {
        super(tiles);
        if (xs.length == 0 || xs.length != ys.length) {
            throw new WfcInputException("end points: " + xs.length + " x and " + ys.length
                    + " y (expected: as many x as y, at least one)");
        }
        for (int i = 0; i < xs.length; i++) {
            Checks.atLeast("end point x", xs[i], 0);
            Checks.atLeast("end point y", ys[i], 0);
        }
        this.xs = xs.clone();
        this.ys = ys.clone();
    }

    /** The end points' cells on {@code grid}. @throws IllegalArgumentException for a point outside it */
    int[] cells(Grid grid) {
        int[] cells = new int[xs.length];
        for (int i = 0; i < cells.length; i++) {
            Checks.inRange("end point x", xs[i], 0, grid.width() - 1);
            Checks.inRange("end point y", ys[i], 0, grid.height() - 1);
            cells[i] = xs[i] + ys[i] * grid.width();
        }
        return cells;
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        int[] ends = cells(grid);
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
            for (int d = 0; d < Direction.COUNT; d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && !seen[n] && inGroup(tiles[n])) {
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
        return "path of " + java.util.Arrays.toString(group) + " through " + xs.length + " end points";
    }

    private static final class Active extends GroupConstraintState {
        private final int[] ends;
        private final int[] neighbors;
        private final int[] queue;
        private final int[] visited;
        private int epoch;

        Active(EndPointsConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.ends = source.cells(grid);
            this.neighbors = grid.neighborTable();
            this.queue = new int[grid.cells()];
            this.visited = new int[grid.cells()];
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            boolean[] may = group.may;
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
                for (int d = 0; d < Direction.COUNT; d++) {
                    int n = neighbors[c * Direction.COUNT + d];
                    if (n >= 0 && may[n] && visited[n] != epoch) {
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
