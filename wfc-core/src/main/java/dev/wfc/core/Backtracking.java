package dev.wfc.core;

/**
 * Limits of backtracking, the contradiction policy that undoes the last decision instead of restarting; the default
 * policy of every solver ({@link #DEFAULT}), unless it is asked to restart only.
 *
 * @param maxBacktracks undos allowed in one attempt; past it the attempt fails and the next try restarts
 * @param maxDepth decisions kept undoable: when a new decision would exceed it, the older half becomes permanent.
 *     Bounds the undo log's memory (about maxDepth x changes a step x (words + 1) longs)
 * @param backjump whether a run of contradictions that makes no progress jumps back over several decisions at once
 *     (4 such contradictions, then 8 decisions above the deepest contradiction, then 16, ...; a jump counts as one
 *     undo), as every policy built without this flag does; false undoes one decision at a time, a complete search
 *     when the limits are unbounded, which backjumping is not (the decision jumped to is banned though it may not be
 *     the culprit)
 */
public record Backtracking(long maxBacktracks, int maxDepth, boolean backjump) {
    /**
     * The default policy: {@link Defaults#MAX_BACKTRACKS} undos with backjumps, then a restart. Solves the classic
     * hard cases without letting a hopeless attempt run for long.
     */
    public static final Backtracking DEFAULT = new Backtracking(Defaults.MAX_BACKTRACKS, Defaults.MAX_BACKTRACK_DEPTH);

    public Backtracking {
        Checks.positive("maxBacktracks", maxBacktracks);
        Checks.atLeast("maxDepth", maxDepth, 2);
    }

    /**
     * Backtracking with backjumps within these limits.
     *
     * @throws IllegalArgumentException for {@code maxBacktracks < 1} or {@code maxDepth < 2}
     */
    public Backtracking(long maxBacktracks, int maxDepth) {
        this(maxBacktracks, maxDepth, true);
    }

    /**
     * The limits for a backtrack flag and an undo limit ({@code maxBacktracks}, null for the default's); null to
     * restart on every contradiction. How the command line's {@code --backtrack} and {@code --max-backtracks} and
     * the corpus spec's {@code backtrack} and {@code maxBacktracks} read alike; each caller refuses an undo limit
     * given with backtracking off, in its own names.
     *
     * @throws IllegalArgumentException for {@code maxBacktracks < 1}, or an undo limit without backtracking
     */
    public static Backtracking of(boolean backtrack, Long maxBacktracks) {
        if (!backtrack) {
            if (maxBacktracks != null) {
                throw new WfcInputException("maxBacktracks: " + maxBacktracks
                        + " given without backtracking (expected: no undo limit when restarting only)");
            }
            return null;
        }
        return maxBacktracks == null ? DEFAULT : new Backtracking(maxBacktracks, DEFAULT.maxDepth());
    }
}
