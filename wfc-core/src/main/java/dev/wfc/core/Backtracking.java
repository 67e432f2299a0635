package dev.wfc.core;

/**
 * Limits of backtracking, the contradiction policy that undoes the last decision instead of restarting.
 *
 * @param maxBacktracks undos allowed in one attempt; past it the attempt fails and the next try restarts
 * @param maxUnwind decisions one contradiction may undo before the attempt gives up (bounds deep unwinding)
 */
public record Backtracking(long maxBacktracks, int maxUnwind) {
    /** Defaults that solve the classic hard cases without letting a hopeless attempt run for long. */
    public static final Backtracking DEFAULT = new Backtracking(10_000, 100);

    public Backtracking {
        if (maxBacktracks < 1) {
            throw new IllegalArgumentException("maxBacktracks: " + maxBacktracks + " (expected: > 0)");
        }
        if (maxUnwind < 1) {
            throw new IllegalArgumentException("maxUnwind: " + maxUnwind + " (expected: > 0)");
        }
    }
}
