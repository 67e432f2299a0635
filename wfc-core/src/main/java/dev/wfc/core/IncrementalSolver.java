package dev.wfc.core;

import java.util.function.BooleanSupplier;

/**
 * The fast solver: exact running sums per cell ({@link State}), an indexed heap of undecided cells keyed by
 * entropy (or count) plus a per-attempt noise, and a worklist {@link Propagator}. Each step: O(log cells) to pick a
 * cell, O(1) per ban for the sums, O(log cells) per changed cell to re-key it. Reset between attempts copies the
 * snapshot taken after the initial restrictions. Allocates nothing per step.
 *
 * <p>Random draws, in this order, define the output for a seed (the naive solver draws the same): one
 * {@code nextDouble} per cell in index order for the noise at the start of every attempt, then one bounded
 * {@code nextLong(sumW)} per collapse.
 */
final class IncrementalSolver implements Solver {
    static final double NOISE = 1e-6;

    private final Rules rules;
    private final Grid grid;
    private final Heuristic heuristic;
    private final int tries;
    private final long stepLimit;
    private final SolveListener listener;
    private final State state;
    private final State initial;
    private final Propagator propagator;
    private final CellHeap heap;
    private final double[] noise;
    private final long[] weightFixed;
    private final SplitMix64 rng = new SplitMix64();
    private int scanCursor;

    IncrementalSolver(SolverBuilder b, PropagatorKind kind) {
        this.rules = b.rules();
        this.grid = b.grid();
        this.heuristic = b.heuristic();
        this.tries = b.tries();
        this.stepLimit = b.stepLimit();
        this.listener = b.listener();
        int cells = grid.cells();
        int[] neighbors = grid.neighborTable();
        this.state = new State(rules, cells, listener);
        this.initial = new State(rules, cells, null);
        this.propagator = kind == PropagatorKind.AC4
                ? new Ac4Propagator(rules, state, neighbors)
                : new BitsetPropagator(rules, state, neighbors);
        this.heap = new CellHeap(cells);
        this.noise = new double[cells];
        this.weightFixed = rules.weightFixed();
        state.wave.fill();
        state.recomputeAll();
        long[] allowed = b.allowedWords();
        int wpc = state.wordsPerCell;
        for (int c = 0; c < cells; c++) {
            propagator.restrict(c, allowed, c * wpc);
        }
        propagator.queueAll();
        int bad = propagator.propagate();
        for (int c = 0; c < cells && bad < 0; c++) {
            bad = state.count[c] == 0 ? c : -1;
        }
        if (bad >= 0) {
            throw new NoMapPossibleException(grid, bad);
        }
        state.clearDirty();
        propagator.snapshot();
        initial.copyFrom(state);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public Grid grid() {
        return grid;
    }

    @Override
    public Solution solve(long seed, BooleanSupplier cancelled) {
        Status status = Status.CONTRADICTION;
        int bad = -1;
        int attempt = 0;
        while (attempt < tries) {
            long attemptSeed = Seeds.attempt(seed, attempt);
            attempt++;
            if (listener != null) {
                listener.attemptStarted(attempt - 1, attemptSeed);
            }
            reset(attemptSeed);
            bad = run(cancelled);
            if (bad == -1) {
                status = Status.SOLVED;
                break;
            }
            if (bad == STOPPED_BY_LIMIT || bad == STOPPED_BY_CANCEL) {
                status = bad == STOPPED_BY_LIMIT ? Status.STEP_LIMIT : Status.CANCELLED;
                bad = -1;
                break;
            }
            if (listener != null) {
                listener.contradiction(bad);
            }
        }
        dev.wfc.bitset.Wave remaining = null;
        if (status != Status.SOLVED) {
            remaining = new dev.wfc.bitset.Wave(grid.cells(), rules.tileCount());
            remaining.copyFrom(state.wave);
        }
        return new Solution(grid, rules.tileCount(), status, state.decidedTiles(), remaining, attempt, seed, bad);
    }

    private static final int STOPPED_BY_LIMIT = -2;
    private static final int STOPPED_BY_CANCEL = -3;

    private void reset(long attemptSeed) {
        rng.reseed(attemptSeed);
        state.copyFrom(initial);
        propagator.reset();
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
                : rules.entropy(state.sumW[cell], state.sumWLogW[cell]);
        return base + noise[cell];
    }

    /** Runs one attempt. @return -1 solved, a contradiction cell, or a STOPPED_BY_* code. */
    private int run(BooleanSupplier cancelled) {
        final int[] count = state.count;
        for (long steps = 0; ; steps++) {
            if (cancelled.getAsBoolean()) {
                return STOPPED_BY_CANCEL;
            }
            if (stepLimit >= 0 && steps >= stepLimit) {
                return STOPPED_BY_LIMIT;
            }
            int cell = nextCell(count);
            if (cell < 0) {
                return -1;
            }
            int tile = chooseTile(cell);
            if (listener != null) {
                listener.observed(cell, tile);
            }
            propagator.collapse(cell, tile);
            int bad = propagator.propagate();
            if (bad >= 0) {
                state.clearDirty();
                return bad;
            }
            rekeyDirty(count);
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

    /** Weighted choice among the cell's remaining tiles, exact in fixed point. */
    private int chooseTile(int cell) {
        long r = rng.nextLong(state.sumW[cell]);
        dev.wfc.bitset.Wave wave = state.wave;
        for (int t = wave.nextSetBit(cell, 0); ; t = wave.nextSetBit(cell, t + 1)) {
            r -= weightFixed[t];
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
