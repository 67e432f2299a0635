package dev.wfc.core;

/** A constraint bound to one solver: tracks per-cell status as cells change and prunes at fixpoints. */
interface ActiveConstraint {
    /** Recomputes all tracking from the state (a new attempt). O(cells x words). */
    void start(State state);

    /** {@code cell}'s options changed (ban, restriction or undo). O(words). */
    void changed(State state, int cell);

    /**
     * At a propagation fixpoint: checks the constraint and restricts cells that it rules out, through
     * {@code propagator} so that their consequences propagate. Pruning is monotone: fewer options never allow more.
     *
     * @return false if the constraint can no longer hold
     */
    boolean enforce(State state, Propagator propagator);

    Constraint source();
}
