package dev.wfc.core;

/**
 * Receives the events of a solve, on the solving thread. Every method defaults to doing nothing. A solver built
 * without a listener does not pay for the calls.
 */
public interface SolveListener {
    /** A new attempt starts (0-based) with the given derived seed. */
    default void attemptStarted(int attempt, long seed) {
    }

    /** The solver collapsed {@code cell} to {@code tile}. */
    default void observed(int cell, int tile) {
    }

    /** {@code tile} became impossible at {@code cell}. */
    default void banned(int cell, int tile) {
    }

    /** {@code cell} has no option left; the attempt ends. */
    default void contradiction(int cell) {
    }
}
