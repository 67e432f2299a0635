package dev.wfc.core;

import java.util.function.BooleanSupplier;

/**
 * What every solver shares: the configuration from its builder, the attempt loop (attempt k runs with
 * {@link Seeds#attempt(long, int)} until one does not end in a contradiction or the tries run out) and the per-step
 * checks of cancellation and step limit, in that order. Subclasses run one attempt and describe its end.
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

    /** Resets to the initial state with the attempt's seed and runs it to its end. */
    abstract Status runAttempt(long attemptSeed, BooleanSupplier cancelled);

    /** The map as the last attempt left it. */
    abstract Solution result(Status status, int attempts, long seed);

    /** The diagnosis of a contradiction in the last attempt. */
    final Diagnosis diagnosis(Constraint violated) {
        return new Diagnosis(failedCell, lastCell, lastTile, violated);
    }
}
