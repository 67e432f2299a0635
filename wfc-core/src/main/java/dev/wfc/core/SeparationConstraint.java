package dev.wfc.core;

/**
 * Two cells holding tiles of the group lie at least {@code minDistance} neighbour steps apart, through the grid's D
 * neighbours: following the wrapping and round the holes of a mask; without a mask, Manhattan distance on the square
 * and the cube, hex distance on the hexagon. Enforcement at each fixpoint, O(must cells x ball): from every cell
 * that must hold the group, a breadth-first walk of {@code minDistance - 1} steps through the neighbour table; a
 * cell it reaches that must too is a violation, one that may cannot hold the group.
 */
final class SeparationConstraint extends Constraint {
    final int minDistance;

    SeparationConstraint(int[] tiles, int minDistance) {
        super(tiles);
        this.minDistance = Checks.positive("minDistance", minDistance);
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        int cells = tiles.length;
        int[] dist = new int[cells];
        int[] queue = new int[cells];
        for (int s = 0; s < cells; s++) {
            if (!inGroup(tiles[s])) {
                continue;
            }
            java.util.Arrays.fill(dist, -1);
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            dist[s] = 0;
            while (head < tail) {
                int c = queue[head++];
                if (c != s && inGroup(tiles[c])) {
                    return false;
                }
                if (dist[c] + 1 >= minDistance) {
                    continue;
                }
                for (int d = 0; d < grid.directions(); d++) {
                    int n = grid.neighbor(c, d);
                    if (n >= 0 && dist[n] < 0) {
                        dist[n] = dist[c] + 1;
                        queue[tail++] = n;
                    }
                }
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
        return "separation " + minDistance + " of " + java.util.Arrays.toString(group);
    }

    private static final class Active extends GroupConstraintState {
        private final SeparationConstraint source;
        private final int[] neighbors;
        /** D, the grid's direction count. */
        private final int dirs;
        private final int[] queue;
        private final int[] depth;
        /** seen[c] == epoch marks c reached in the current walk. */
        private final int[] seen;
        private int epoch;

        Active(SeparationConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.source = source;
            this.neighbors = grid.neighborTable();
            this.dirs = grid.directions();
            this.queue = new int[grid.cells()];
            this.depth = new int[grid.cells()];
            this.seen = new int[grid.cells()];
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            if (group.mustCount == 0 || source.minDistance < 2) {
                return true;
            }
            boolean[] may = group.may;
            boolean[] must = group.must;
            int reach = source.minDistance - 1;
            for (int s = 0; s < may.length; s++) {
                if (!must[s]) {
                    continue;
                }
                if (++epoch == 0) {
                    java.util.Arrays.fill(seen, 0);
                    epoch = 1;
                }
                int head = 0;
                int tail = 0;
                queue[tail++] = s;
                depth[s] = 0;
                seen[s] = epoch;
                while (head < tail) {
                    int c = queue[head++];
                    if (c != s && may[c]) {
                        if (must[c]) {
                            return false;
                        }
                        propagator.restrict(c, outside, 0);
                    }
                    if (depth[c] == reach) {
                        continue;
                    }
                    for (int d = 0; d < dirs; d++) {
                        int n = neighbors[c * dirs + d];
                        if (n >= 0 && seen[n] != epoch) {
                            seen[n] = epoch;
                            depth[n] = depth[c] + 1;
                            queue[tail++] = n;
                        }
                    }
                }
            }
            return true;
        }
    }
}
