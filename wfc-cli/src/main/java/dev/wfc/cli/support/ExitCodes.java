package dev.wfc.cli.support;

/** The exit codes of every wfc command, as the README documents them. */
public final class ExitCodes {
    /** The map was written (solved, or partial after the step limit). */
    public static final int OK = 0;
    /** Anything not covered below: an output that cannot be written, a bug. */
    public static final int FAILURE = 1;
    /** Bad arguments, or an input that cannot be read or used (including a size that cannot fit in memory). */
    public static final int BAD_INPUT = 2;
    /** Every try ran into a contradiction. */
    public static final int NO_SOLUTION = 3;

    private ExitCodes() {
    }
}
