package dev.wfc.core;

/**
 * Spreads bans through the grid to the arc-consistent fixpoint. Every implementation, from the same state and the
 * same bans, leaves exactly the same wave (the fixpoint is unique). Works on a shared {@link State}.
 */
interface Propagator {
    /** Records the current state (after initial restrictions) as the one {@link #reset()} returns to. */
    void snapshot();

    /** Returns the propagator's own bookkeeping to the snapshot; called once the caller has reset the state to it. */
    void reset();

    /**
     * Queues the whole grid, so that the next {@link #propagate()} also removes tiles that lack support from the
     * start (a tile with no compatible neighbour in some direction). Called once, before the snapshot.
     */
    void queueAll();

    /** Restricts {@code cell} to the tiles in {@code mask} (offset {@code offset}) and queues what changed. */
    void restrict(int cell, long[] mask, int offset);

    /** Restricts {@code cell} to the single {@code tile} and queues what changed. */
    void collapse(int cell, int tile);

    /**
     * Runs to the fixpoint. After a contradiction the bookkeeping still matches the wave (pending work is settled
     * without further bans), so that a backtracking undo can be followed by {@link #restored} calls.
     *
     * @return a cell left with no option (the attempt failed), or -1
     */
    int propagate();

    /** An undo made {@code tile} possible again at {@code cell}; called before the cell's words are restored. */
    void restored(int cell, int tile);
}
