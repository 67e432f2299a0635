package dev.wfc.core;

/**
 * Receives the events of a solve, on the solving thread, and can look at the solver's state through the
 * {@link SolveView} it is given first. Every method defaults to doing nothing. A solver built without a listener does
 * not pay for the calls.
 */
public interface SolveListener {
    /**
     * A solver that reports to this listener was built: from now on {@code view} shows its state (see
     * {@link SolveView}). Called once per solver, at the end of {@link SolverBuilder#build()}, after the bans of the
     * initial restrictions and before the first attempt; a listener given to several solvers gets one view each.
     */
    default void attached(SolveView view) {
    }

    /** A new attempt starts (0-based) with the given derived seed. */
    default void attemptStarted(int attempt, long seed) {
    }

    /** The solver chose {@code tile} for {@code cell} and is about to collapse it; the view shows the state before. */
    default void observed(int cell, int tile) {
    }

    /** {@code tile} became impossible at {@code cell}. */
    default void banned(int cell, int tile) {
    }

    /** {@code cell} has no option left; the attempt ends. */
    default void contradiction(int cell) {
    }
}
