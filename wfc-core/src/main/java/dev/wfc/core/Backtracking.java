package dev.wfc.core;

/**
 * Limits of backtracking, the contradiction policy that undoes the last decision instead of restarting.
 *
 * @param maxBacktracks undos allowed in one attempt; past it the attempt fails and the next try restarts
 * @param maxDepth decisions kept undoable: when a new decision would exceed it, the older half becomes permanent.
 *     Bounds the undo log's memory (about maxDepth x changes a step x (words + 1) longs)
 */
public record Backtracking(long maxBacktracks, int maxDepth) {
    /** Defaults that solve the classic hard cases without letting a hopeless attempt run for long. */
    public static final Backtracking DEFAULT = new Backtracking(Defaults.MAX_BACKTRACKS, Defaults.MAX_BACKTRACK_DEPTH);

    public Backtracking {
        Checks.positive("maxBacktracks", maxBacktracks);
        Checks.atLeast("maxDepth", maxDepth, 2);
    }
}
