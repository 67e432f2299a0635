package dev.wfc.core;

/**
 * The map equals its own mirror image: the cell mirrored across the middle of an axis holds the mirror image of
 * this cell's tile, {@code tile(mirror(c)) == mirrorOf[tile(c)]}. A tile without a mirror image ({@code -1}) cannot
 * be placed at all. On the square and the cube (each layer mirrored in itself); on a masked grid the mask must be its
 * own mirror image, and cells outside it are left out. Enforcement, O(words + T) a changed cell: the options of
 * {@code mirror(c)} shrink to the image of the options of {@code c}; monotone, so every propagator reaches the same
 * fixpoint. A partner left empty is a violation.
 */
final class MirrorConstraint extends Constraint {
    /** 0: mirror in x (left to right), 1: in y (top to bottom). */
    final int axis;
    final int[] mirrorOf;

    MirrorConstraint(int[] mirrorOf, int axis) {
        super(allTiles(mirrorOf.length));
        this.axis = Checks.inRange("axis", axis, 0, 1);
        for (int t = 0; t < mirrorOf.length; t++) {
            Checks.inRange("mirror of tile " + t, mirrorOf[t], -1, mirrorOf.length - 1);
        }
        this.mirrorOf = mirrorOf.clone();
    }

    private static int[] allTiles(int n) {
        Checks.positive("tiles", n);
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        return all;
    }

    /** The cell that {@code cell} mirrors to, in its layer. */
    static int partner(Grid grid, int cell, int axis) {
        int x = grid.x(cell);
        int y = grid.y(cell);
        return axis == 0 ? grid.index(grid.width() - 1 - x, y, grid.z(cell))
                : grid.index(x, grid.height() - 1 - y, grid.z(cell));
    }

    @Override
    void check(Grid grid) {
        if (grid.topology() == dev.wfc.core.topo.Topology.HEX) {
            throw new WfcInputException("mirror: on a hex grid (expected: a square or cube grid; a rhombus of"
                    + " hexagons has no mirror line along x or y)");
        }
        for (int c = 0; c < grid.cells(); c++) {
            if (grid.exists(c) && !grid.exists(partner(grid, c, axis))) {
                throw new WfcInputException("mirror in " + (axis == 0 ? "x" : "y") + ": cell "
                        + grid.describe(c) + " is in the mask, its mirror image " + grid.describe(partner(grid, c,
                        axis)) + " is not (expected: a mask that is its own mirror image)");
            }
        }
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        for (int c = 0; c < tiles.length; c++) {
            if (!grid.exists(c)) {
                continue;
            }
            int t = tiles[c];
            if (t < 0 || mirrorOf[t] != tiles[partner(grid, c, axis)]) {
                return false;
            }
        }
        return true;
    }

    @Override
    long[] mask(Rules rules) {
        if (mirrorOf.length != rules.tileCount()) {
            throw new WfcInputException("mirror: " + mirrorOf.length + " tiles (expected: the rules' "
                    + rules.tileCount() + ")");
        }
        return super.mask(rules);
    }

    @Override
    ActiveConstraint bind(Rules rules, Grid grid) {
        return new Active(this, rules, grid);
    }

    @Override
    public String toString() {
        return "mirror in " + (axis == 0 ? "x" : "y");
    }

    private static final class Active implements ActiveConstraint {
        private final MirrorConstraint source;
        private final int[] partner;
        private final Grid grid;
        private final int words;
        private final long[] image;
        /** Cells whose options changed since their partner was last restricted: a FIFO with membership flags. */
        private final int[] queue;
        private final boolean[] queued;
        private int size;
        /** The queue's cells taken at the start of an enforcement, while restrictions refill the queue. */
        private final int[] batch;

        Active(MirrorConstraint source, Rules rules, Grid grid) {
            source.mask(rules);
            this.source = source;
            int cells = grid.cells();
            this.partner = new int[cells];
            for (int c = 0; c < cells; c++) {
                partner[c] = partner(grid, c, source.axis);
            }
            this.grid = grid;
            this.words = rules.words();
            this.image = new long[words];
            this.queue = new int[cells];
            this.queued = new boolean[cells];
            this.batch = new int[cells];
        }

        @Override
        public void start(State state) {
            size = 0;
            for (int c = 0; c < queue.length; c++) {
                // A cell outside the mask has no options and no partner to restrict: it stays marked as queued, so
                // that it never joins the queue.
                queued[c] = true;
                if (grid.exists(c)) {
                    queue[size++] = c;
                }
            }
        }

        @Override
        public void changed(State state, int cell) {
            if (!queued[cell]) {
                queued[cell] = true;
                queue[size++] = cell;
            }
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            long[] w = state.words;
            int[] mirrorOf = source.mirrorOf;
            // Cells restricted below join the queue again; they are handled at the next fixpoint.
            int n = size;
            System.arraycopy(queue, 0, batch, 0, n);
            size = 0;
            for (int i = 0; i < n; i++) {
                queued[batch[i]] = false;
            }
            for (int i = 0; i < n; i++) {
                int c = batch[i];
                java.util.Arrays.fill(image, 0);
                int base = c * words;
                for (int k = 0; k < words; k++) {
                    for (long bits = w[base + k]; bits != 0; bits &= bits - 1) {
                        int m = mirrorOf[(k << 6) + Long.numberOfTrailingZeros(bits)];
                        if (m >= 0) {
                            image[m >>> 6] |= 1L << m;
                        }
                    }
                }
                propagator.restrict(partner[c], image, 0);
                if (state.count[partner[c]] == 0) {
                    return false; // the propagator reports only cells emptied by its own revisions
                }
            }
            return true;
        }

        @Override
        public Constraint source() {
            return source;
        }
    }
}
