package dev.wfc.core;

import dev.wfc.bitset.Wave;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * The fast solver: exact running sums per cell ({@link State}), an indexed heap of undecided cells keyed by
 * entropy (or count) plus a per-attempt noise, a worklist {@link Propagator}, optional constraints enforced at each
 * fixpoint, and an optional backtracking {@link Trail}. Each step: O(log cells) to pick a cell, O(1) per ban for
 * the sums, O(log cells) per changed cell to re-key it. Reset between attempts copies the snapshot taken after the
 * initial restrictions. Allocates nothing per step (the trail grows to its high-water mark once).
 *
 * <p>Random draws, in this order, define the output for a seed (the naive solver draws the same): one
 * {@code nextDouble} per cell in index order for the noise at the start of every attempt, then one bounded
 * {@code nextLong(sumW)} per collapse. Backtracking draws nothing.
 */
final class IncrementalSolver extends AttemptingSolver {
    static final double NOISE = 1e-6;

    private final State state;
    private final State initial;
    private final Propagator propagator;
    private final ConstraintSet constraints;
    private final CellHeap heap;
    private final double[] noise;
    private final long[] weightFixed;
    private final FixedWeights weights;
    private final SplitMix64 rng = new SplitMix64();
    private final Trail trail;
    private final Trail.RestoreListener restoreListener;
    private int[] decisionCell = new int[64];
    private int[] decisionTile = new int[64];
    private int depth;
    /** Decisions made permanent by {@link Trail#commitOldest}: depth + committed is the attempt's decision depth. */
    private long committed;
    private final BackjumpSchedule jumps = new BackjumpSchedule();
    private long backtracks;
    private int scanCursor;
    /** Scratch for {@link #banMask}: sized once, one cell's words. */
    private final long[] banScratch;

    IncrementalSolver(SolverBuilder b, PropagatorKind kind) {
        super(b);
        int cells = grid.cells();
        int[] neighbors = grid.neighborTable();
        this.weights = b.fixedWeights();
        this.state = new State(rules, weights, cells, listener);
        this.initial = new State(rules, weights, cells, null);
        this.propagator = kind == PropagatorKind.AC4
                ? new Ac4Propagator(rules, state, neighbors)
                : new BitsetPropagator(rules, state, neighbors, b.bitsetPaths());
        this.constraints = b.constraints().isEmpty() ? null
                : new ConstraintSet(b.constraints(), rules, grid, state);
        this.heap = new CellHeap(cells);
        this.noise = new double[cells];
        this.weightFixed = weights.weightFixed;
        this.trail = backtracking == null ? null : new Trail(state);
        this.restoreListener = propagator::restored;
        this.banScratch = new long[state.wordsPerCell];
        state.fillAll();
        if (constraints != null) {
            state.watcher(constraints);
            constraints.start();
        }
        restrictAllowed(b.allowedWords());
        if (!rules.fullWaveIsFixpoint()) {
            propagator.queueAll(); // else only the restricted cells, already queued, can ban anything
        }
        boolean ok = settle();
        for (int c = 0; c < cells && ok; c++) {
            ok = state.count[c] > 0 || !grid.exists(c);
            failedCell = ok ? -1 : c;
        }
        if (!ok) {
            throw new NoMapPossibleException(grid, failedCell, constraints == null ? null : constraints.violated);
        }
        state.clearDirty();
        propagator.snapshot();
        initial.copyFrom(state);
        if (trail != null) {
            state.trail(trail);
        }
        attachListener();
    }

    /**
     * Restricts each cell of the full wave to its allowed words, in cell order. Only the cells whose words differ
     * are visited (a vectorized {@link Arrays#mismatch} finds the next one): restricting the others bans nothing, and
     * 250,000 such calls on a 500 x 500 map cost the set-up time and left the JIT a profile of restrictions that
     * remove nothing, which the solve's first real one invalidated.
     */
    private void restrictAllowed(long[] allowed) {
        long[] full = state.words;
        int wpc = state.wordsPerCell;
        int end = allowed.length;
        for (int from = 0, i; (i = Arrays.mismatch(allowed, from, end, full, from, end)) >= 0; ) {
            int c = (from + i) / wpc;
            propagator.restrict(c, allowed, c * wpc);
            from = (c + 1) * wpc;
        }
    }

    @Override
    int optionCount(int cell) {
        return state.count[cell];
    }

    @Override
    double entropyAt(int cell) {
        return state.count[cell] <= 1 ? 0 : weights.entropy(state.sumW[cell], state.sumWLogW[cell]);
    }

    @Override
    Solution result(Status status, int attempts, long seed) {
        Wave remaining = null;
        if (status != Status.SOLVED) {
            remaining = new Wave(grid.cells(), rules.tileCount());
            remaining.copyFrom(state.wave);
        }
        Diagnosis diagnosis = status != Status.CONTRADICTION ? null
                : diagnosis(constraints == null ? null : constraints.violated);
        return new Solution(grid, rules.tileCount(), status, state.decidedTiles(), remaining, attempts, seed,
                diagnosis);
    }

    private void reset(long attemptSeed) {
        rng.reseed(attemptSeed);
        state.copyFrom(initial);
        propagator.reset();
        if (trail != null) {
            trail.clear();
            depth = 0;
            committed = 0;
            backtracks = 0;
            jumps.reset();
        }
        if (constraints != null) {
            constraints.start();
        }
        int cells = noise.length;
        for (int c = 0; c < cells; c++) {
            noise[c] = NOISE * rng.nextDouble();
        }
        heap.clear();
        scanCursor = 0;
        if (heuristic != Heuristic.SCANLINE) {
            for (int c = 0; c < cells; c++) {
                if (state.count[c] > 1) {
                    heap.append(c, key(c));
                }
            }
            heap.heapify();
        }
    }

    private double key(int cell) {
        double base = heuristic == Heuristic.MRV
                ? state.count[cell]
                : weights.entropy(state.sumW[cell], state.sumWLogW[cell]);
        return base + noise[cell];
    }

    /**
     * Runs {@link #step} until one ends the attempt. The loop's body is a method of its own so that the JIT compiles
     * it after a few thousand steps: a loop compiles only after tens of thousands of iterations (on-stack
     * replacement), so a cold 500 x 500 map (68,000 steps) ran this loop interpreted to its end.
     */
    @Override
    Status runAttempt(long attemptSeed, BooleanSupplier cancelled) {
        reset(attemptSeed);
        Status end = null;
        for (long steps = 0; end == null; steps++) {
            end = step(steps, cancelled);
        }
        return end;
    }

    /** Step {@code steps} (counted from 0) of the attempt: one collapse and its propagation. @return its end, or null */
    private Status step(long steps, BooleanSupplier cancelled) {
        Status stop = stopBefore(steps, cancelled);
        if (stop != null) {
            return stop;
        }
        final int[] count = state.count;
        int cell = nextCell(count);
        if (cell < 0) {
            return Status.SOLVED;
        }
        int tile = chooseTile(cell);
        observed(cell, tile);
        if (trail != null) {
            openLevel(cell, tile);
        }
        propagator.collapse(cell, tile);
        if (!settle() && (trail == null || !backtrack())) {
            state.clearDirty();
            return Status.CONTRADICTION;
        }
        rekeyDirty(count);
        return null;
    }

    /**
     * Propagates, then enforces the constraints, until neither changes anything.
     *
     * @return false on a contradiction ({@link #failedCell} set) or a violated constraint (failedCell -1)
     */
    private boolean settle() {
        while (true) {
            int bad = propagator.propagate();
            if (bad >= 0) {
                failedCell = bad;
                return false;
            }
            if (constraints == null) {
                return true;
            }
            long before = state.changes;
            if (!constraints.enforce(propagator)) {
                failedCell = -1;
                return false;
            }
            if (state.changes == before) {
                return true;
            }
        }
    }

    private void openLevel(int cell, int tile) {
        if (depth == backtracking.maxDepth()) {
            int k = depth / 2;
            trail.commitOldest(k);
            System.arraycopy(decisionCell, k, decisionCell, 0, depth - k);
            System.arraycopy(decisionTile, k, decisionTile, 0, depth - k);
            depth -= k;
            committed += k;
        }
        if (depth == decisionCell.length) {
            decisionCell = Arrays.copyOf(decisionCell, depth * 2);
            decisionTile = Arrays.copyOf(decisionTile, depth * 2);
        }
        decisionCell[depth] = cell;
        decisionTile[depth] = tile;
        depth++;
        trail.push();
    }

    /**
     * Undoes decisions until banning the undone choice leaves a consistent state: pop the last decision (or, when
     * {@link BackjumpSchedule} says so, the last several), restore the state before it, ban its tile at its cell,
     * settle; repeat while that fails. Gives up (the attempt fails) past the backtrack budget of the attempt (a jump
     * counts as one undo) or with no undoable decision left.
     */
    private boolean backtrack() {
        do {
            if (depth == 0 || backtracks >= backtracking.maxBacktracks()) {
                return false;
            }
            backtracks++;
            int undo = backtracking.backjump() ? jumps.undo(committed + depth, depth) : 1;
            for (int i = 0; i < undo; i++) {
                depth--;
                trail.pop(restoreListener);
            }
            if (constraints != null) {
                constraints.violated = null;
            }
            int cell = decisionCell[depth];
            int tile = decisionTile[depth];
            if (heuristic == Heuristic.SCANLINE) {
                rewindScanCursor();
            }
            propagator.restrict(cell, banMask(tile), 0);
        } while (!settle());
        return true;
    }

    /** A reusable mask of every tile but {@code tile}. */
    private long[] banMask(int tile) {
        Arrays.fill(banScratch, -1L);
        banScratch[tile >>> 6] &= ~(1L << tile);
        return banScratch;
    }

    /** After an undo, cells before the cursor may be undecided again: move the cursor back to the first of them. */
    private void rewindScanCursor() {
        for (int i = 0; i < state.dirtySize; i++) {
            int c = state.dirty[i];
            if (c < scanCursor && state.count[c] > 1) {
                scanCursor = c;
            }
        }
    }

    private int nextCell(int[] count) {
        if (heuristic == Heuristic.SCANLINE) {
            int n = count.length;
            while (scanCursor < n && count[scanCursor] <= 1) {
                scanCursor++;
            }
            return scanCursor < n ? scanCursor : -1;
        }
        return heap.peek();
    }

    /** Weighted choice among the cell's remaining tiles (by its region's weights), exact in fixed point. */
    private int chooseTile(int cell) {
        long r = rng.nextLong(state.sumW[cell]);
        Wave wave = state.wave;
        int o = weights.weightBase(cell);
        for (int t = wave.nextSetBit(cell, 0); ; t = wave.nextSetBit(cell, t + 1)) {
            r -= weightFixed[o + t];
            if (r < 0) {
                return t;
            }
        }
    }

    private void rekeyDirty(int[] count) {
        int[] dirty = state.dirty;
        if (heuristic != Heuristic.SCANLINE) {
            for (int i = 0, n = state.dirtySize; i < n; i++) {
                int c = dirty[i];
                if (count[c] <= 1) {
                    heap.remove(c);
                } else {
                    heap.update(c, key(c));
                }
            }
        }
        state.clearDirty();
    }
}
