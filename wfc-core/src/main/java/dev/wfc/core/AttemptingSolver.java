package dev.wfc.core;

import java.util.function.BooleanSupplier;

/**
 * What every solver shares: the configuration from its builder, the attempt loop (attempt k runs with
 * {@link Seeds#attempt(long, int)} until one does not end in a contradiction or the tries run out) and the per-step
 * checks of cancellation and step limit, in that order. Subclasses run one attempt and describe its end.
 *
 * <p>Maintainers: a listener also gets a {@link SolveView} of the solver, built once by {@link #attachListener()}
 * at the end of the subclass constructor. The view reads the state through {@link #optionCount}, {@link #entropyAt}
 * and {@link #result}, which the solver has anyway; the attempt it reports is recorded only when there is a
 * listener, so without one the loops are unchanged.
 */
abstract class AttemptingSolver implements Solver {
    final Rules rules;
    final Grid grid;
    final Heuristic heuristic;
    final int tries;
    final long stepLimit;
    final SolveListener listener;
    /** Null when backtracking is off. */
    final Backtracking backtracking;
    /** Diagnosis of the last failure: the emptied cell (-1 for a constraint) and the last choice. */
    int failedCell = -1;
    int lastCell = -1;
    int lastTile = -1;
    /** The map seed and the current attempt (1-based), for the view's snapshots; kept only with a listener. */
    private long viewSeed;
    private int viewAttempt;

    AttemptingSolver(SolverBuilder b) {
        this.rules = b.rules();
        this.grid = b.grid();
        this.heuristic = b.heuristic();
        this.tries = b.tries();
        this.stepLimit = b.stepLimit();
        this.listener = b.listener();
        this.backtracking = b.backtracking();
    }

    @Override
    public final Rules rules() {
        return rules;
    }

    @Override
    public final Grid grid() {
        return grid;
    }

    @Override
    public final Solution solve(long seed, BooleanSupplier cancelled) {
        Status status = Status.CONTRADICTION;
        int attempt = 0;
        while (attempt < tries) {
            long attemptSeed = Seeds.attempt(seed, attempt);
            attempt++;
            if (listener != null) {
                viewSeed = seed;
                viewAttempt = attempt;
                listener.attemptStarted(attempt - 1, attemptSeed);
            }
            failedCell = -1;
            lastCell = -1;
            lastTile = -1;
            status = runAttempt(attemptSeed, cancelled);
            if (status != Status.CONTRADICTION) {
                break;
            }
            if (listener != null) {
                listener.contradiction(failedCell);
            }
        }
        return result(status, attempt, seed);
    }

    /**
     * The reason to stop before step {@code steps} (counted from 0), or null to go on: cancellation first, then the
     * step limit.
     */
    final Status stopBefore(long steps, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            return Status.CANCELLED;
        }
        return stepLimit >= 0 && steps >= stepLimit ? Status.STEP_LIMIT : null;
    }

    /** Records the choice about to be made, for the listener and the diagnosis. */
    final void observed(int cell, int tile) {
        if (listener != null) {
            listener.observed(cell, tile);
        }
        lastCell = cell;
        lastTile = tile;
    }

    /** Hands the listener, if any, its view of this solver; the subclass constructor calls it last. */
    final void attachListener() {
        if (listener != null) {
            listener.attached(new View(this));
        }
    }

    /** The number of tiles still possible at {@code cell}. */
    abstract int optionCount(int cell);

    /** The Shannon entropy of the remaining weights at {@code cell}; 0 for one option or none. */
    abstract double entropyAt(int cell);

    /** Resets to the initial state with the attempt's seed and runs it to its end. */
    abstract Status runAttempt(long attemptSeed, BooleanSupplier cancelled);

    /** The map as the last attempt left it. */
    abstract Solution result(Status status, int attempts, long seed);

    /** The diagnosis of a contradiction in the last attempt. */
    final Diagnosis diagnosis(Constraint violated) {
        return new Diagnosis(failedCell, lastCell, lastTile, violated);
    }

    /** The live {@link SolveView} of a solver. */
    private static final class View implements SolveView {
        private final AttemptingSolver solver;

        View(AttemptingSolver solver) {
            this.solver = solver;
        }

        @Override
        public Grid grid() {
            return solver.grid;
        }

        @Override
        public double entropy(int cell) {
            java.util.Objects.checkIndex(cell, solver.grid.cells());
            return solver.entropyAt(cell);
        }

        @Override
        public Solution snapshot() {
            Status status = Status.SOLVED;
            for (int c = 0, n = solver.grid.cells(); c < n; c++) {
                int options = solver.optionCount(c);
                if (options == 0) {
                    status = Status.CONTRADICTION;
                    break;
                }
                if (options > 1) {
                    status = Status.STEP_LIMIT;
                }
            }
            return solver.result(status, solver.viewAttempt, solver.viewSeed);
        }
    }
}
