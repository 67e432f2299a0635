package dev.wfc.core;

/**
 * The cells holding a path tile form one connected network, where two neighbouring cells join only if each tile
 * has an exit towards the other ({@code exits[t]}: bit {@code d} set when tile {@code t} opens towards direction
 * {@code d} of the grid's {@link dev.wfc.core.topo.Topology}, -1 when it opens towards every direction of any grid;
 * 0 for a tile that is not on the path). Any topology: the square's 4 sides, the hexagon's 6, the cube's 6 faces.
 * Enforcement at each fixpoint, O(cells x D x words): flood from a cell that must hold a path tile through
 * neighbours that may join it (an option of each opens towards the other); fail if a cell that must is not reached,
 * and ban path tiles from the cells that may but are not reached.
 */
final class EdgedPathConstraint extends Constraint {
    final int[] exits;

    EdgedPathConstraint(int[] exits) {
        super(pathTiles(exits));
        this.exits = exits.clone();
    }

    /** The tiles with an exit, ascending. */
    static int[] pathTiles(int[] exits) {
        return java.util.stream.IntStream.range(0, exits.length).filter(t -> exits[t] != 0).toArray();
    }

    @Override
    long[] mask(Rules rules) {
        if (exits.length != rules.tileCount()) {
            throw new WfcInputException("exits: " + exits.length + " tiles (expected: the rules' "
                    + rules.tileCount() + ")");
        }
        return super.mask(rules);
    }

    @Override
    void check(Grid grid) {
        checkExits(exits, grid);
    }

    /** @throws IllegalArgumentException for an exit towards a direction that {@code grid}'s topology lacks */
    static void checkExits(int[] exits, Grid grid) {
        int dirs = grid.directions();
        for (int t = 0; t < exits.length; t++) {
            if (exits[t] != -1 && exits[t] >>> dirs != 0) {
                dev.wfc.core.topo.Topology topology = grid.topology();
                StringBuilder sides = new StringBuilder();
                for (int d = 0; d < dirs; d++) {
                    sides.append(d).append(' ').append(dev.wfc.core.topo.TileSides.name(topology, d)).append(", ");
                }
                throw new WfcInputException("exits of tile " + t + ": direction " + (31 - Integer
                        .numberOfLeadingZeros(exits[t])) + " on a " + topology.id() + " grid (expected: " + sides
                        + "or -1 for every one)");
            }
        }
    }

    /** The exits as bits of {@code grid}'s directions only: -1 (every direction) becomes the grid's D bits. */
    static int[] onGrid(int[] exits, Grid grid) {
        int all = (1 << grid.directions()) - 1;
        return java.util.Arrays.stream(exits).map(e -> e & all).toArray();
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        int[] exits = onGrid(this.exits, grid);
        int cells = tiles.length;
        boolean[] seen = new boolean[cells];
        int components = 0;
        int[] queue = new int[cells];
        for (int s = 0; s < cells; s++) {
            if (seen[s] || tiles[s] < 0 || exits[tiles[s]] == 0) {
                continue;
            }
            components++;
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            seen[s] = true;
            while (head < tail) {
                int c = queue[head++];
                for (int d = 0; d < grid.directions(); d++) {
                    int n = grid.neighbor(c, d);
                    if (n >= 0 && !seen[n] && tiles[n] >= 0 && (exits[tiles[c]] >> d & 1) != 0
                            && (exits[tiles[n]] >> grid.opposite(d) & 1) != 0) {
                        seen[n] = true;
                        queue[tail++] = n;
                    }
                }
            }
        }
        return components <= 1;
    }

    @Override
    ActiveConstraint bind(Rules rules, Grid grid) {
        return new Active(this, rules, grid);
    }

    @Override
    public String toString() {
        return "edged path of " + java.util.Arrays.toString(group);
    }

    /** {@code [d * words + k]}: word k of the set of tiles with an exit towards direction d of {@code grid}. */
    static long[] opensTable(int[] exits, int words, Grid grid) {
        int dirs = grid.directions();
        long[] opens = new long[dirs * words];
        for (int t = 0; t < exits.length; t++) {
            for (int d = 0; d < dirs; d++) {
                if ((exits[t] >> d & 1) != 0) {
                    opens[d * words + (t >>> 6)] |= 1L << t;
                }
            }
        }
        return opens;
    }

    /** {@code [d]}: the direction back from d on {@code grid}. */
    static int[] opposites(Grid grid) {
        int[] opposite = new int[grid.directions()];
        java.util.Arrays.setAll(opposite, grid::opposite);
        return opposite;
    }

    /** Whether an option of {@code cell} in the wave {@code w} opens towards d. O(words). */
    static boolean opensTowards(long[] w, long[] opens, int words, int cell, int d) {
        int base = cell * words;
        int m = d * words;
        for (int k = 0; k < words; k++) {
            if ((w[base + k] & opens[m + k]) != 0) {
                return true;
            }
        }
        return false;
    }

    private static final class Active extends GroupConstraintState {
        private final int[] neighbors;
        /** D, the grid's direction count, and the direction back from each. */
        private final int dirs;
        private final int[] opposite;
        /** {@code opens[d * words + k]}: the tiles with an exit towards d. */
        private final long[] opens;
        private final int words;
        private final int[] queue;
        /** visited[c] == epoch marks c reached in the current flood. */
        private final int[] visited;
        private int epoch;

        Active(EdgedPathConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.neighbors = grid.neighborTable();
            this.dirs = grid.directions();
            this.opposite = opposites(grid);
            this.words = rules.words();
            this.opens = opensTable(source.exits, words, grid);
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
            long[] w = state.words;
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
                    if (n >= 0 && may[n] && visited[n] != epoch && opensTowards(w, opens, words, c, d)
                            && opensTowards(w, opens, words, n, opposite[d])) {
                        visited[n] = epoch;
                        queue[tail++] = n;
                    }
                }
            }
            if (mustReached < group.mustCount) {
                return false;
            }
            if (tail < group.mayCount) {
                for (int c = 0; c < may.length; c++) {
                    if (may[c] && visited[c] != epoch) {
                        propagator.restrict(c, outside, 0);
                    }
                }
            }
            return true;
        }
    }
}
