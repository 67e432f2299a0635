package dev.wfc.core;

import dev.wfc.bitset.Wave;

/**
 * Configures and builds a {@link Solver} for one rule set on one grid. Each setter validates its argument and may be
 * called once; {@link #build()} picks the implementation and the propagator once, runs the initial restrictions to
 * their fixpoint and sizes every buffer, so solving allocates nothing per step.
 *
 * <pre>{@code
 * Solver solver = SolverBuilder.of(rules, new Grid(48, 48, true)).heuristic(Heuristic.MRV).build();
 * Solution map = solver.solve(42);
 * }</pre>
 */
public final class SolverBuilder {
    /** AUTO picks AC-4 only while its counters (cells x T x 4 chars, twice) stay under this many bytes. */
    static final long AC4_AUTO_BUDGET_BYTES = 256L << 20;
    /**
     * AUTO prefers bitsets up to this many tiles. Measured (one thread, median ms, bitset vs AC-4), with the bitset
     * propagator's delta revisions: Office2 T=268 at 100x100 62 vs 221; Lake T=437 at 100x100 225 vs 452; 3Bricks
     * (symmetry 8) T=1526 at 64x64 1066 vs 730; Font (N=5) T=2468 at 48x48 1429 vs 837.
     */
    static final int BITSET_AUTO_MAX_TILES = 512;

    private final Rules rules;
    private final Grid grid;
    private final long[] allowed;
    private Heuristic heuristic;
    private PropagatorKind propagator;
    private BitsetPropagator.Paths bitsetPaths = BitsetPropagator.Paths.CHEAPER;
    private SolverKind kind;
    private int tries = -1;
    private long stepLimit = -2;
    private SolveListener listener;
    private Backtracking backtracking;
    private final java.util.List<Constraint> constraints = new java.util.ArrayList<>();

    private SolverBuilder(Rules rules, Grid grid) {
        this.rules = rules;
        this.grid = grid;
        Wave all = new Wave(grid.cells(), rules.tileCount());
        all.fill();
        this.allowed = all.words();
    }

    /** @throws NullPointerException if an argument is null */
    public static SolverBuilder of(Rules rules, Grid grid) {
        return new SolverBuilder(java.util.Objects.requireNonNull(rules, "rules"),
                java.util.Objects.requireNonNull(grid, "grid"));
    }

    /** Cell choice; default {@link Heuristic#ENTROPY}. */
    public SolverBuilder heuristic(Heuristic h) {
        checkUnset(heuristic, "heuristic");
        heuristic = java.util.Objects.requireNonNull(h, "heuristic");
        return this;
    }

    /** Propagation; default {@link PropagatorKind#AUTO}. Ignored by the naive solver. */
    public SolverBuilder propagator(PropagatorKind p) {
        checkUnset(propagator, "propagator");
        propagator = java.util.Objects.requireNonNull(p, "propagator");
        return this;
    }

    /** Implementation; default {@link SolverKind#INCREMENTAL}. */
    public SolverBuilder kind(SolverKind k) {
        checkUnset(kind, "kind");
        kind = java.util.Objects.requireNonNull(k, "kind");
        return this;
    }

    /** Attempts per map before giving up with {@link Status#CONTRADICTION}; default 10. */
    public SolverBuilder tries(int n) {
        if (tries != -1) {
            throw new IllegalStateException("tries was already set");
        }
        if (n < 1) {
            throw new IllegalArgumentException("tries: " + n + " (expected: > 0)");
        }
        tries = n;
        return this;
    }

    /** Collapse steps per attempt before stopping with {@link Status#STEP_LIMIT}; -1 (default) for no limit. */
    public SolverBuilder stepLimit(long n) {
        if (stepLimit != -2) {
            throw new IllegalStateException("stepLimit was already set");
        }
        if (n < -1) {
            throw new IllegalArgumentException("stepLimit: " + n + " (expected: -1 or >= 0)");
        }
        stepLimit = n;
        return this;
    }

    /** Receives solve events; default none. */
    public SolverBuilder listener(SolveListener l) {
        checkUnset(listener, "listener");
        listener = java.util.Objects.requireNonNull(l, "listener");
        return this;
    }

    /**
     * On a contradiction, undo the last decision and ban it instead of restarting at once, within {@code limits};
     * past them the attempt fails and the next try restarts. Default: restarts only.
     */
    public SolverBuilder backtracking(Backtracking limits) {
        checkUnset(backtracking, "backtracking");
        backtracking = java.util.Objects.requireNonNull(limits, "backtracking");
        return this;
    }

    /**
     * Adds a constraint, enforced at every propagation fixpoint. May be called any number of times.
     *
     * @throws IllegalArgumentException if the constraint names a tile out of range
     */
    public SolverBuilder constraint(Constraint c) {
        java.util.Objects.requireNonNull(c, "constraint").mask(rules);
        constraints.add(c);
        return this;
    }

    /**
     * Keeps only {@code tiles} possible at {@code cell} (intersecting with earlier restrictions). May be called any
     * number of times.
     */
    public SolverBuilder restrict(int cell, int... tiles) {
        checkCell(cell);
        int wpc = Wave.wordsFor(rules.tileCount());
        long[] mask = new long[wpc];
        for (int t : tiles) {
            if (t < 0 || t >= rules.tileCount()) {
                throw new IllegalArgumentException("tile: " + t + " (expected: 0.." + (rules.tileCount() - 1) + ")");
            }
            mask[t >>> 6] |= 1L << t;
        }
        for (int k = 0; k < wpc; k++) {
            allowed[cell * wpc + k] &= mask[k];
        }
        return this;
    }

    /** Makes {@code tile} impossible at {@code cell}. May be called any number of times. */
    public SolverBuilder ban(int cell, int tile) {
        checkCell(cell);
        if (tile < 0 || tile >= rules.tileCount()) {
            throw new IllegalArgumentException("tile: " + tile + " (expected: 0.." + (rules.tileCount() - 1) + ")");
        }
        int wpc = Wave.wordsFor(rules.tileCount());
        allowed[cell * wpc + (tile >>> 6)] &= ~(1L << tile);
        return this;
    }

    /**
     * Builds the solver and propagates the restrictions.
     *
     * @throws NoMapPossibleException if the rules and restrictions admit no map (the message names the cell)
     * @throws IllegalArgumentException if AC-4 was forced on a grid too large for its counters
     * @throws OutOfMemoryError if the grid does not fit in the heap
     */
    public Solver build() {
        if (heuristic == null) {
            heuristic = Heuristic.ENTROPY;
        }
        if (tries == -1) {
            tries = 10;
        }
        if (stepLimit == -2) {
            stepLimit = -1;
        }
        if (kind == SolverKind.NAIVE) {
            return new NaiveSolver(this);
        }
        return new IncrementalSolver(this, resolvePropagator());
    }

    /** The propagator {@link #build()} uses: the forced one, or AUTO's choice by tile count and grid size. */
    public PropagatorKind resolvePropagator() {
        PropagatorKind p = propagator == null ? PropagatorKind.AUTO : propagator;
        if (p != PropagatorKind.AUTO) {
            return p;
        }
        long ac4Bytes = (long) grid.cells() * rules.tileCount() * Direction.COUNT * Character.BYTES * 2;
        boolean ac4Fits = ac4Bytes <= Math.min(AC4_AUTO_BUDGET_BYTES, Runtime.getRuntime().maxMemory() / 3);
        return rules.tileCount() <= BITSET_AUTO_MAX_TILES || !ac4Fits ? PropagatorKind.BITSET : PropagatorKind.AC4;
    }

    /** Tests only: forces one revision path of the bitset propagator, so that each is checked on its own. */
    SolverBuilder bitsetPaths(BitsetPropagator.Paths paths) {
        bitsetPaths = java.util.Objects.requireNonNull(paths, "paths");
        return this;
    }

    BitsetPropagator.Paths bitsetPaths() {
        return bitsetPaths;
    }

    Rules rules() {
        return rules;
    }

    Grid grid() {
        return grid;
    }

    Heuristic heuristic() {
        return heuristic;
    }

    int tries() {
        return tries;
    }

    long stepLimit() {
        return stepLimit;
    }

    SolveListener listener() {
        return listener;
    }

    /** Null when backtracking is off. */
    Backtracking backtracking() {
        return backtracking;
    }

    java.util.List<Constraint> constraints() {
        return constraints;
    }

    /** Allowed tiles per cell, cell-major like a {@link Wave}. */
    long[] allowedWords() {
        return allowed;
    }

    private void checkCell(int cell) {
        if (cell < 0 || cell >= grid.cells()) {
            throw new IllegalArgumentException("cell: " + cell + " (expected: 0.." + (grid.cells() - 1) + ")");
        }
    }

    private static void checkUnset(Object value, String name) {
        if (value != null) {
            throw new IllegalStateException(name + " was already set");
        }
    }
}
