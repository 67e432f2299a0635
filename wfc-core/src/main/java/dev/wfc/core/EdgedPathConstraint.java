package dev.wfc.core;

/**
 * The cells holding a path tile form one connected network, where two neighbouring cells join only if each tile
 * has an exit towards the other ({@code exits[t]}: bit {@code d} set when tile {@code t} opens towards direction
 * {@code d}; 0 for a tile that is not on the path). Square grids only: exits name the square's four sides.
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
        checkSquare(grid);
    }

    /** @throws IllegalArgumentException off the square grid, whose four sides tile exits name */
    static void checkSquare(Grid grid) {
        if (grid.topology() != dev.wfc.core.topo.Topology.SQUARE) {
            throw new WfcInputException("edged path: on a " + grid.topology().id() + " grid (expected: a square"
                    + " grid; tile exits name the square's four sides)");
        }
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
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
                for (int d = 0; d < Direction.COUNT; d++) {
                    int n = grid.neighbor(c, d);
                    if (n >= 0 && !seen[n] && tiles[n] >= 0 && (exits[tiles[c]] >> d & 1) != 0
                            && (exits[tiles[n]] >> Direction.opposite(d) & 1) != 0) {
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

    /** {@code [d * words + k]}: word k of the set of tiles with an exit towards direction d. */
    static long[] opensTable(int[] exits, int words) {
        long[] opens = new long[Direction.COUNT * words];
        for (int t = 0; t < exits.length; t++) {
            for (int d = 0; d < Direction.COUNT; d++) {
                if ((exits[t] >> d & 1) != 0) {
                    opens[d * words + (t >>> 6)] |= 1L << t;
                }
            }
        }
        return opens;
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
            this.words = rules.words();
            this.opens = opensTable(source.exits, words);
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
                for (int d = 0; d < Direction.COUNT; d++) {
                    int n = neighbors[c * Direction.COUNT + d];
                    if (n >= 0 && may[n] && visited[n] != epoch && opensTowards(w, opens, words, c, d)
                            && opensTowards(w, opens, words, n, Direction.opposite(d))) {
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
