package dev.wfc.core;

import dev.wfc.bitset.Wave;

import java.util.function.BooleanSupplier;

/**
 * The textbook solver, kept as the test oracle and benchmark baseline. Each step scans every cell, recomputes the
 * entropy of each undecided one from its remaining tiles, and collapses the minimum; propagation is AC-3 over a
 * worklist of changed cells, revising each neighbour tile by tile against {@link Rules#allows}. It shares no
 * bookkeeping with {@link IncrementalSolver}, only the random-draw order and the fixed-point weights, so both make
 * the same choices for the same seed. Cost: O(cells x T) a step, O(cells² x T) a map.
 */
final class NaiveSolver implements Solver {
    private final Rules rules;
    private final Grid grid;
    private final Heuristic heuristic;
    private final int tries;
    private final long stepLimit;
    private final SolveListener listener;
    private final boolean[][] initial;
    private final boolean[][] possible;
    private final double[] noise;
    private final SplitMix64 rng = new SplitMix64();

    NaiveSolver(SolverBuilder b) {
        this.rules = b.rules();
        this.grid = b.grid();
        this.heuristic = b.heuristic();
        this.tries = b.tries();
        this.stepLimit = b.stepLimit();
        this.listener = b.listener();
        int cells = grid.cells();
        int tiles = rules.tileCount();
        this.possible = new boolean[cells][tiles];
        this.initial = new boolean[cells][tiles];
        this.noise = new double[cells];
        long[] allowed = b.allowedWords();
        int wpc = Wave.wordsFor(tiles);
        java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
        for (int c = 0; c < cells; c++) {
            for (int t = 0; t < tiles; t++) {
                possible[c][t] = (allowed[c * wpc + (t >>> 6)] & (1L << t)) != 0;
            }
            work.add(c);
        }
        int bad = propagate(work);
        for (int c = 0; c < cells && bad < 0; c++) {
            bad = count(c) == 0 ? c : -1;
        }
        if (bad >= 0) {
            throw new NoMapPossibleException(grid, bad);
        }
        for (int c = 0; c < cells; c++) {
            initial[c] = possible[c].clone();
        }
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
            rng.reseed(attemptSeed);
            for (int c = 0; c < possible.length; c++) {
                System.arraycopy(initial[c], 0, possible[c], 0, initial[c].length);
                noise[c] = IncrementalSolver.NOISE * rng.nextDouble();
            }
            status = run(cancelled);
            if (status != Status.CONTRADICTION) {
                bad = -1;
                break;
            }
            bad = lastContradiction;
            if (listener != null) {
                listener.contradiction(bad);
            }
        }
        int cells = possible.length;
        int tiles = rules.tileCount();
        int[] result = new int[cells];
        Wave remaining = status == Status.SOLVED ? null : new Wave(cells, tiles);
        for (int c = 0; c < cells; c++) {
            int n = 0;
            int last = -1;
            for (int t = 0; t < tiles; t++) {
                if (possible[c][t]) {
                    n++;
                    last = t;
                    if (remaining != null) {
                        remaining.set(c, t);
                    }
                }
            }
            result[c] = n == 1 ? last : -1;
        }
        return new Solution(grid, rules.tileCount(), status, result, remaining, attempt, seed, bad);
    }

    private int lastContradiction = -1;

    private Status run(BooleanSupplier cancelled) {
        java.util.ArrayDeque<Integer> work = new java.util.ArrayDeque<>();
        for (long steps = 0; ; steps++) {
            if (cancelled.getAsBoolean()) {
                return Status.CANCELLED;
            }
            if (stepLimit >= 0 && steps >= stepLimit) {
                return Status.STEP_LIMIT;
            }
            int cell = pickCell();
            if (cell < 0) {
                return Status.SOLVED;
            }
            int tile = chooseTile(cell);
            if (listener != null) {
                listener.observed(cell, tile);
            }
            for (int t = 0; t < possible[cell].length; t++) {
                if (t != tile && possible[cell][t]) {
                    possible[cell][t] = false;
                    if (listener != null) {
                        listener.banned(cell, t);
                    }
                }
            }
            work.clear();
            work.add(cell);
            int bad = propagate(work);
            if (bad >= 0) {
                lastContradiction = bad;
                return Status.CONTRADICTION;
            }
        }
    }

    /** Scans every cell; least (key, index) among cells with more than one option, or -1. */
    private int pickCell() {
        long[] wf = rules.weightFixed();
        long[] wl = rules.wLogWFixed();
        int best = -1;
        double bestKey = Double.POSITIVE_INFINITY;
        for (int c = 0; c < possible.length; c++) {
            int n = 0;
            long sumW = 0;
            long sumWLogW = 0;
            for (int t = 0; t < possible[c].length; t++) {
                if (possible[c][t]) {
                    n++;
                    sumW += wf[t];
                    sumWLogW += wl[t];
                }
            }
            if (n <= 1) {
                continue;
            }
            if (heuristic == Heuristic.SCANLINE) {
                return c;
            }
            double k = (heuristic == Heuristic.MRV ? n : rules.entropy(sumW, sumWLogW)) + noise[c];
            if (k < bestKey) {
                bestKey = k;
                best = c;
            }
        }
        return best;
    }

    private int chooseTile(int cell) {
        long[] wf = rules.weightFixed();
        long sum = 0;
        for (int t = 0; t < possible[cell].length; t++) {
            if (possible[cell][t]) {
                sum += wf[t];
            }
        }
        long r = rng.nextLong(sum);
        for (int t = 0; ; t++) {
            if (possible[cell][t]) {
                r -= wf[t];
                if (r < 0) {
                    return t;
                }
            }
        }
    }

    /** AC-3: revise the neighbours of every changed cell until nothing changes. @return an emptied cell or -1. */
    private int propagate(java.util.ArrayDeque<Integer> work) {
        int tiles = rules.tileCount();
        while (!work.isEmpty()) {
            int cell = work.poll();
            for (int d = 0; d < Direction.COUNT; d++) {
                int n = grid.neighbor(cell, d);
                if (n < 0) {
                    continue;
                }
                int back = Direction.opposite(d);
                boolean changed = false;
                for (int t = 0; t < tiles; t++) {
                    if (possible[n][t] && !supported(t, cell, back)) {
                        possible[n][t] = false;
                        changed = true;
                        if (listener != null) {
                            listener.banned(n, t);
                        }
                    }
                }
                if (changed) {
                    boolean any = false;
                    for (int t = 0; t < tiles && !any; t++) {
                        any = possible[n][t];
                    }
                    if (!any) {
                        return n;
                    }
                    work.add(n);
                }
            }
        }
        return -1;
    }

    private int count(int cell) {
        int n = 0;
        for (boolean p : possible[cell]) {
            n += p ? 1 : 0;
        }
        return n;
    }

    /** Whether some tile still possible at {@code other} may stand in direction {@code d} of tile {@code t}. */
    private boolean supported(int t, int other, int d) {
        boolean[] p = possible[other];
        for (int t2 = 0; t2 < p.length; t2++) {
            if (p[t2] && rules.allows(t, t2, d)) {
                return true;
            }
        }
        return false;
    }
}
