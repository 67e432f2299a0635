package dev.wfc.core;

import dev.wfc.bitset.Wave;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The textbook solver, kept as the test oracle and benchmark baseline. Each step scans every cell, recomputes the
 * entropy of each undecided one from its remaining tiles, and collapses the minimum; propagation is AC-3 over a
 * worklist of changed cells, revising each neighbour tile by tile against {@link Rules#allows}; constraints are
 * re-evaluated from scratch over the whole grid ({@link NaiveEnforcement}), on any topology through {@link Grid#neighbor} (cells outside a
 * mask start with no option and are never visited); backtracking keeps a full copy of the state per decision and
 * undoes one or, as {@link BackjumpSchedule} says, several of them at a contradiction. It
 * shares no bookkeeping with {@link IncrementalSolver}, only the random-draw order, the fixed-point weights and the
 * enforcement rules, so both make the same choices for the same seed. Cost: O(cells x T) a step, O(cells² x T) a map.
 */
final class NaiveSolver extends AttemptingSolver {
    private final List<Constraint> constraints;
    private final boolean[][] initial;
    private boolean[][] possible;
    private final double[] noise;
    private final SplitMix64 rng = new SplitMix64();
    private final FixedWeights weights;
    private Constraint violated;

    NaiveSolver(SolverBuilder b) {
        super(b);
        this.weights = b.fixedWeights();
        this.constraints = List.copyOf(b.constraints());
        int cells = grid.cells();
        int tiles = rules.tileCount();
        this.possible = new boolean[cells][tiles];
        this.noise = new double[cells];
        long[] allowed = b.allowedWords();
        int wpc = Wave.wordsFor(tiles);
        ArrayDeque<Integer> work = new ArrayDeque<>();
        for (int c = 0; c < cells; c++) {
            for (int t = 0; t < tiles; t++) {
                possible[c][t] = (allowed[c * wpc + (t >>> 6)] & (1L << t)) != 0;
            }
            if (grid.exists(c)) {
                work.add(c);
            }
        }
        boolean ok = settle(work);
        for (int c = 0; c < cells && ok; c++) {
            ok = count(c) > 0 || !grid.exists(c);
            failedCell = ok ? -1 : c;
        }
        if (!ok) {
            throw new NoMapPossibleException(grid, failedCell, violated);
        }
        this.initial = copy(possible);
        attachListener();
    }

    @Override
    int optionCount(int cell) {
        return count(cell);
    }

    @Override
    double entropyAt(int cell) {
        long[] wf = weights.weightFixed;
        long[] wl = weights.wLogWFixed;
        int o = weights.weightBase(cell);
        long sumW = 0;
        long sumWLogW = 0;
        for (int t = 0; t < possible[cell].length; t++) {
            if (possible[cell][t]) {
                sumW += wf[o + t];
                sumWLogW += wl[o + t];
            }
        }
        return count(cell) <= 1 ? 0 : weights.entropy(sumW, sumWLogW);
    }

    @Override
    Status runAttempt(long attemptSeed, BooleanSupplier cancelled) {
        rng.reseed(attemptSeed);
        possible = copy(initial);
        for (int c = 0; c < possible.length; c++) {
            noise[c] = IncrementalSolver.NOISE * rng.nextDouble();
        }
        violated = null;
        return run(cancelled);
    }

    @Override
    Solution result(Status status, int attempt, long seed) {
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
        Diagnosis diagnosis = status == Status.CONTRADICTION ? diagnosis(violated) : null;
        return new Solution(grid, tiles, status, result, remaining, attempt, seed, diagnosis);
    }

    private Status run(BooleanSupplier cancelled) {
        List<boolean[][]> saved = new ArrayList<>();
        List<int[]> decisions = new ArrayList<>();
        long backtracks = 0;
        long committed = 0;
        BackjumpSchedule jumps = new BackjumpSchedule();
        for (long steps = 0; ; steps++) {
            Status stop = stopBefore(steps, cancelled);
            if (stop != null) {
                return stop;
            }
            int cell = pickCell();
            if (cell < 0) {
                return Status.SOLVED;
            }
            int tile = chooseTile(cell);
            observed(cell, tile);
            if (backtracking != null) {
                if (saved.size() == backtracking.maxDepth()) {
                    int k = saved.size() / 2;
                    saved.subList(0, k).clear();
                    decisions.subList(0, k).clear();
                    committed += k;
                }
                saved.add(copy(possible));
                decisions.add(new int[] {cell, tile});
            }
            keepOnly(cell, tile);
            boolean ok = settle(single(cell));
            while (!ok && backtracking != null && !decisions.isEmpty() && backtracks < backtracking.maxBacktracks()) {
                backtracks++;
                int[] undone = null;
                int undo = backtracking.backjump() ? jumps.undo(committed + saved.size(), saved.size()) : 1;
                for (; undo > 0; undo--) {
                    possible = saved.remove(saved.size() - 1);
                    undone = decisions.remove(decisions.size() - 1);
                }
                violated = null;
                possible[undone[0]][undone[1]] = false;
                if (listener != null) {
                    listener.banned(undone[0], undone[1]);
                }
                ok = count(undone[0]) > 0 && settle(single(undone[0]));
                if (count(undone[0]) == 0) {
                    failedCell = undone[0];
                }
            }
            if (!ok) {
                return Status.CONTRADICTION;
            }
        }
    }

    private void keepOnly(int cell, int tile) {
        for (int t = 0; t < possible[cell].length; t++) {
            if (t != tile && possible[cell][t]) {
                possible[cell][t] = false;
                if (listener != null) {
                    listener.banned(cell, t);
                }
            }
        }
    }

    /** Scans every cell; least (key, index) among cells with more than one option, or -1. */
    private int pickCell() {
        long[] wf = weights.weightFixed;
        long[] wl = weights.wLogWFixed;
        int best = -1;
        double bestKey = Double.POSITIVE_INFINITY;
        for (int c = 0; c < possible.length; c++) {
            int n = 0;
            long sumW = 0;
            long sumWLogW = 0;
            int o = weights.weightBase(c);
            for (int t = 0; t < possible[c].length; t++) {
                if (possible[c][t]) {
                    n++;
                    sumW += wf[o + t];
                    sumWLogW += wl[o + t];
                }
            }
            if (n <= 1) {
                continue;
            }
            if (heuristic == Heuristic.SCANLINE) {
                return c;
            }
            double k = (heuristic == Heuristic.MRV ? n : weights.entropy(sumW, sumWLogW)) + noise[c];
            if (k < bestKey) {
                bestKey = k;
                best = c;
            }
        }
        return best;
    }

    private int chooseTile(int cell) {
        long[] wf = weights.weightFixed;
        int o = weights.weightBase(cell);
        long sum = 0;
        for (int t = 0; t < possible[cell].length; t++) {
            if (possible[cell][t]) {
                sum += wf[o + t];
            }
        }
        long r = rng.nextLong(sum);
        for (int t = 0; ; t++) {
            if (possible[cell][t]) {
                r -= wf[o + t];
                if (r < 0) {
                    return t;
                }
            }
        }
    }

    /** AC-3 to its fixpoint, then the constraints from scratch, until neither changes anything. */
    private boolean settle(ArrayDeque<Integer> work) {
        while (true) {
            int bad = propagate(work);
            if (bad >= 0) {
                failedCell = bad;
                return false;
            }
            for (Constraint c : constraints) {
                if (!NaiveEnforcement.enforce(c, possible, grid, work, listener)) {
                    failedCell = -1;
                    violated = c;
                    return false;
                }
            }
            if (work.isEmpty()) {
                return true;
            }
        }
    }

    /** AC-3: revise the neighbours of every changed cell until nothing changes. @return an emptied cell or -1. */
    private int propagate(ArrayDeque<Integer> work) {
        int tiles = rules.tileCount();
        while (!work.isEmpty()) {
            int cell = work.poll();
            if (count(cell) == 0) {
                return cell;
            }
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(cell, d);
                if (n < 0) {
                    continue;
                }
                int back = grid.opposite(d);
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
                    if (count(n) == 0) {
                        work.clear();
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

    private static ArrayDeque<Integer> single(int cell) {
        ArrayDeque<Integer> work = new ArrayDeque<>();
        work.add(cell);
        return work;
    }

    private static boolean[][] copy(boolean[][] p) {
        boolean[][] c = new boolean[p.length][];
        for (int i = 0; i < p.length; i++) {
            c[i] = p[i].clone();
        }
        return c;
    }
}
