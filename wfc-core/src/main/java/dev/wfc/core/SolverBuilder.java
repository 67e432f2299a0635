package dev.wfc.core;

import dev.wfc.bitset.Wave;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
    /** The argument of {@link #stepLimit(long)} that means no limit, its default. */
    public static final long NO_STEP_LIMIT = -1;
    /** {@link #tries} and {@link #stepLimit} before their setter is called. */
    private static final int UNSET_TRIES = 0;
    private static final long UNSET_STEP_LIMIT = -2;

    private final Rules rules;
    private final Grid grid;
    private final long[] allowed;
    private Heuristic heuristic;
    private PropagatorKind propagator;
    private BitsetPropagator.Paths bitsetPaths = BitsetPropagator.Paths.CHEAPER;
    private SolverKind kind;
    private int tries = UNSET_TRIES;
    private long stepLimit = UNSET_STEP_LIMIT;
    private SolveListener listener;
    /** Null until {@link #build()} while neither policy setter was called; stays null after {@link #restartsOnly}. */
    private Backtracking backtracking;
    private boolean restartsOnly;
    private final List<Constraint> constraints = new ArrayList<>();
    private CellWeights cellWeights;

    private SolverBuilder(Rules rules, Grid grid) {
        this.rules = rules;
        this.grid = grid;
        Wave all = new Wave(grid.cells(), rules.tileCount());
        all.fill();
        this.allowed = all.words();
        if (grid.masked()) {
            // A cell outside the mask holds no tile: its words stay empty, and no neighbour reaches it.
            int wpc = all.wordsPerCell();
            for (int c = 0; c < grid.cells(); c++) {
                if (!grid.exists(c)) {
                    java.util.Arrays.fill(allowed, c * wpc, (c + 1) * wpc, 0L);
                }
            }
        }
    }

    /**
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the rules speak of another topology than the grid's
     */
    public static SolverBuilder of(Rules rules, Grid grid) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(grid, "grid");
        if (rules.topology() != grid.topology()) {
            throw new WfcInputException("grid: " + grid.topology().id() + " (expected: " + rules.topology().id()
                    + ", the topology of the rules)");
        }
        return new SolverBuilder(rules, grid);
    }

    /** Cell choice; default {@link Heuristic#ENTROPY}. */
    public SolverBuilder heuristic(Heuristic h) {
        Checks.once(heuristic, "heuristic");
        heuristic = Objects.requireNonNull(h, "heuristic");
        return this;
    }

    /** Propagation; default {@link PropagatorKind#AUTO}. Ignored by the naive solver. */
    public SolverBuilder propagator(PropagatorKind p) {
        Checks.once(propagator, "propagator");
        propagator = Objects.requireNonNull(p, "propagator");
        return this;
    }

    /** Implementation; default {@link SolverKind#INCREMENTAL}. */
    public SolverBuilder kind(SolverKind k) {
        Checks.once(kind, "kind");
        kind = Objects.requireNonNull(k, "kind");
        return this;
    }

    /** Attempts per map before giving up with {@link Status#CONTRADICTION}; default {@link Defaults#TRIES}. */
    public SolverBuilder tries(int n) {
        Checks.once(tries != UNSET_TRIES, "tries");
        tries = Checks.positive("tries", n);
        return this;
    }

    /**
     * Collapse steps per attempt before stopping with {@link Status#STEP_LIMIT}; {@link #NO_STEP_LIMIT} (default)
     * for no limit.
     */
    public SolverBuilder stepLimit(long n) {
        Checks.once(stepLimit != UNSET_STEP_LIMIT, "stepLimit");
        if (n < NO_STEP_LIMIT) {
            throw new WfcInputException("stepLimit: " + n + " (expected: " + NO_STEP_LIMIT + " or >= 0)");
        }
        stepLimit = n;
        return this;
    }

    /** Receives solve events; default none. */
    public SolverBuilder listener(SolveListener l) {
        Checks.once(listener, "listener");
        listener = Objects.requireNonNull(l, "listener");
        return this;
    }

    /**
     * On a contradiction, undo the last decision and ban it instead of restarting at once, within {@code limits};
     * past them the attempt fails and the next try restarts. Default {@link Backtracking#DEFAULT}.
     *
     * @throws IllegalStateException if this or {@link #restartsOnly()} was already called
     */
    public SolverBuilder backtracking(Backtracking limits) {
        Checks.once(backtracking != null || restartsOnly, "backtracking");
        backtracking = Objects.requireNonNull(limits, "backtracking");
        return this;
    }

    /**
     * On a contradiction, end the attempt and restart with the next try's seed, never undoing a decision: the
     * default policy before backtracking became the default. Makes the same maps as backtracking wherever no
     * contradiction is met.
     *
     * @throws IllegalStateException if this or {@link #backtracking(Backtracking)} was already called
     */
    public SolverBuilder restartsOnly() {
        Checks.once(backtracking != null || restartsOnly, "backtracking");
        restartsOnly = true;
        return this;
    }

    /**
     * Adds a constraint, enforced at every propagation fixpoint. May be called any number of times.
     *
     * @throws IllegalArgumentException if the constraint names a tile out of range, or does not fit the grid (an end
     *     point outside it, an axis or a mirror it does not have, an exit towards a direction it does not have)
     */
    public SolverBuilder constraint(Constraint c) {
        Objects.requireNonNull(c, "constraint").mask(rules);
        c.check(grid);
        constraints.add(c);
        return this;
    }

    /**
     * Keeps only {@code tiles} possible at {@code cell} (intersecting with earlier restrictions). May be called any
     * number of times. A cell outside the grid's mask holds no tile anyway: restricting it changes nothing.
     */
    public SolverBuilder restrict(int cell, int... tiles) {
        checkCell(cell);
        int wpc = Wave.wordsFor(rules.tileCount());
        long[] mask = new long[wpc];
        for (int t : tiles) {
            Checks.inRange("tile", t, 0, rules.tileCount() - 1);
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
        Checks.inRange("tile", tile, 0, rules.tileCount() - 1);
        int wpc = Wave.wordsFor(rules.tileCount());
        allowed[cell * wpc + (tile >>> 6)] &= ~(1L << tile);
        return this;
    }

    /**
     * Per-cell weights instead of the rules' own: entropy and the weighted choice at each cell use the weights of its
     * region, and a tile of weight 0 in a region is banned from the region's cells (as {@link #ban} does). Default:
     * the rules' weights everywhere. Maps differ from those without this call even where the weights are equal (the
     * fixed-point scale is the map's).
     *
     * @throws IllegalArgumentException if the tile or cell count is not the rules' or the grid's
     * @throws IllegalStateException if already set
     */
    public SolverBuilder cellWeights(CellWeights w) {
        Checks.once(cellWeights, "cellWeights");
        Objects.requireNonNull(w, "cellWeights");
        if (w.tileCount() != rules.tileCount() || w.cellCount() != grid.cells()) {
            throw new WfcInputException("cell weights: " + w.tileCount() + " tiles on " + w.cellCount()
                    + " cells (expected: " + rules.tileCount() + " tiles on " + grid.cells() + " cells)");
        }
        int wpc = Wave.wordsFor(rules.tileCount());
        for (int c = 0; c < grid.cells(); c++) {
            for (int t = 0; t < rules.tileCount(); t++) {
                if (w.weightAt(c, t) == 0) {
                    allowed[c * wpc + (t >>> 6)] &= ~(1L << t);
                }
            }
        }
        cellWeights = w;
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
        if (tries == UNSET_TRIES) {
            tries = Defaults.TRIES;
        }
        if (stepLimit == UNSET_STEP_LIMIT) {
            stepLimit = NO_STEP_LIMIT;
        }
        if (backtracking == null && !restartsOnly) {
            backtracking = Backtracking.DEFAULT;
        }
        if (kind == SolverKind.NAIVE) {
            return new NaiveSolver(this);
        }
        return new IncrementalSolver(this, resolvePropagator());
    }

    /** The propagator {@link #build()} uses: the forced one, or AUTO's choice by tile count and grid size. */
    public PropagatorKind resolvePropagator() {
        return resolvePropagator(propagator == null ? PropagatorKind.AUTO : propagator, grid.cells(),
                rules.tileCount(), rules.directions());
    }

    /**
     * The propagator a solver of {@code tiles} tiles on {@code cells} cells uses when {@code asked} for one: the
     * same, or AUTO's choice. The choice reads the heap's maximum, but cannot change a map: every propagator reaches
     * the same fixpoint.
     */
    public static PropagatorKind resolvePropagator(PropagatorKind asked, int cells, int tiles) {
        return resolvePropagator(asked, cells, tiles, Direction.COUNT);
    }

    /** As {@link #resolvePropagator(PropagatorKind, int, int)} for a topology of {@code directions} directions. */
    public static PropagatorKind resolvePropagator(PropagatorKind asked, int cells, int tiles, int directions) {
        if (asked != PropagatorKind.AUTO) {
            return asked;
        }
        long ac4Bytes = (long) cells * tiles * directions * Character.BYTES * 2;
        boolean ac4Fits = ac4Bytes <= Math.min(AC4_AUTO_BUDGET_BYTES, Runtime.getRuntime().maxMemory() / 3);
        return tiles <= BITSET_AUTO_MAX_TILES || !ac4Fits ? PropagatorKind.BITSET : PropagatorKind.AC4;
    }

    /** Tests only: forces one revision path of the bitset propagator, so that each is checked on its own. */
    SolverBuilder bitsetPaths(BitsetPropagator.Paths paths) {
        bitsetPaths = Objects.requireNonNull(paths, "paths");
        return this;
    }

    BitsetPropagator.Paths bitsetPaths() {
        return bitsetPaths;
    }

    /** The rule set this builder's solver uses. */
    public Rules rules() {
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

    /** Null when restarting only (after {@link #build()}). */
    Backtracking backtracking() {
        return backtracking;
    }

    List<Constraint> constraints() {
        return constraints;
    }

    /** The fixed-point tables of the per-cell weights, or the rules' own without them. */
    FixedWeights fixedWeights() {
        return cellWeights == null ? FixedWeights.of(rules) : FixedWeights.of(cellWeights);
    }

    /** Allowed tiles per cell, cell-major like a {@link Wave}. */
    long[] allowedWords() {
        return allowed;
    }

    private void checkCell(int cell) {
        Checks.inRange("cell", cell, 0, grid.cells() - 1);
    }
}
