package dev.wfc.core;

/**
 * When backtracking jumps back over several decisions instead of one: after {@link #PATIENCE} contradictions in a
 * row that reach no deeper than the deepest one so far, the next undo takes back every decision made since
 * {@link #FIRST_JUMP} levels above that deepest contradiction, the one after that twice as many, and so on; a
 * contradiction deeper than every earlier one (progress) starts over with single undos. Both solvers ask it at every
 * contradiction, so they undo alike.
 *
 * <p>Why (issue 18, docs/performance.md "Backjumping"): on Summer 40² the decision that dooms an attempt is often
 * more than ten decisions back, and undoing one decision at a time only reshuffles the last few cells near the
 * contradiction (traced: a hundred undos within 10 levels of one depth, over the same 8×5 cells) until the budget
 * runs out. Jumping is a heuristic, not conflict analysis: the decision jumped back to is banned like any undone
 * one, which may cut off maps that were possible; the restart after the budget keeps the search going.
 *
 * <p>Maintainers: O(1) a call, no allocation. Depths are counted from the attempt's start, including decisions made
 * permanent by the trail's depth limit, so progress is measured alike before and after such a cut.
 */
final class BackjumpSchedule {
    /** Contradictions without progress before a jump. Measured on Summer 40² against 2, 3, 8 and 16. */
    static final int PATIENCE = 4;
    /** Levels above the deepest contradiction that the first jump returns to; doubles with each further jump. */
    static final int FIRST_JUMP = 8;
    /** Jumps are at most 2^30 times the first: past that the target is the attempt's start anyway. */
    private static final int MAX_ROUND = 30;

    private long deepest;
    private int strikes;
    private int round;

    /** Forgets the attempt: the next contradiction is progress. */
    void reset() {
        deepest = 0;
        strikes = 0;
        round = 0;
    }

    /**
     * The decisions to undo at a contradiction.
     *
     * @param depth the decisions made so far in this attempt, at least 1
     * @param undoable the decisions that may still be undone (the deepest ones), 1 .. depth
     * @return how many of the latest decisions to undo, 1 .. undoable
     */
    int undo(long depth, int undoable) {
        if (depth > deepest) {
            deepest = depth;
            strikes = 0;
            round = 0;
        }
        if (++strikes < PATIENCE) {
            return 1;
        }
        strikes = 0;
        long target = deepest - ((long) FIRST_JUMP << round);
        round = Math.min(round + 1, MAX_ROUND);
        return (int) Math.max(1, Math.min(undoable, depth - target));
    }
}
