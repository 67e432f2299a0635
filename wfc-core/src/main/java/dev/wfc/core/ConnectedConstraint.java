package dev.wfc.core;

/**
 * The cells holding a tile of the group form one connected region (through the grid's D neighbours, following its
 * wrapping and mask). Enforcement
 * at each fixpoint, O(cells): flood the cells that may hold the group from one that must; fail if another cell that
 * must is not reached; cells that may but are not reached cannot join the region, so the group is banned there.
 */
final class ConnectedConstraint extends Constraint {
    ConnectedConstraint(int[] tiles) {
        super(tiles);
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        int cells = grid.cells();
        boolean[] seen = new boolean[cells];
        int start = -1;
        int members = 0;
        for (int c = 0; c < cells; c++) {
            if (inGroup(tiles[c])) {
                members++;
                start = start < 0 ? c : start;
            }
        }
        if (members == 0) {
            return true;
        }
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        queue.add(start);
        seen[start] = true;
        int reached = 0;
        while (!queue.isEmpty()) {
            int c = queue.poll();
            reached++;
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && !seen[n] && inGroup(tiles[n])) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        return reached == members;
    }

    @Override
    ActiveConstraint bind(Rules rules, Grid grid) {
        return new Active(this, rules, grid);
    }

    @Override
    public String toString() {
        return "connected " + java.util.Arrays.toString(group);
    }

    private static final class Active extends GroupConstraintState {
        private final int[] neighbors;
        /** D, the grid's direction count. */
        private final int dirs;
        private final int[] queue;
        /** visited[c] == epoch marks c reached in the current flood; epochs avoid clearing the array. */
        private final int[] visited;
        private int epoch;

        Active(ConnectedConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.neighbors = grid.neighborTable();
            this.dirs = grid.directions();
            this.queue = new int[grid.cells()];
            this.visited = new int[grid.cells()];
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            if (group.mustCount == 0) {
                return true;
            }
            boolean[] may = group.may;
            boolean[] must = group.must;
            int cells = may.length;
            int start = 0;
            while (!must[start]) {
                start++;
            }
            if (++epoch == 0) {
                java.util.Arrays.fill(visited, 0);
                epoch = 1;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            visited[start] = epoch;
            int mustReached = 0;
            while (head < tail) {
                int c = queue[head++];
                mustReached += must[c] ? 1 : 0;
                for (int d = 0; d < dirs; d++) {
                    int n = neighbors[c * dirs + d];
                    if (n >= 0 && may[n] && visited[n] != epoch) {
                        visited[n] = epoch;
                        queue[tail++] = n;
                    }
                }
            }
            if (mustReached < group.mustCount) {
                return false;
            }
            if (tail < group.mayCount) {
                for (int c = 0; c < cells; c++) {
                    if (may[c] && visited[c] != epoch) {
                        propagator.restrict(c, outside, 0);
                    }
                }
            }
            return true;
        }
    }
}
