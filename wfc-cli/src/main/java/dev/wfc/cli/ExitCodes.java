package dev.wfc.cli;

/** The exit codes of every wfc command, as the README documents them. */
final class ExitCodes {
    /** The map was written (solved, or partial after the step limit). */
    static final int OK = 0;
    /** Anything not covered below: an output that cannot be written, a bug. */
    static final int FAILURE = 1;
    /** Bad arguments, or an input that cannot be read or used (including a size that cannot fit in memory). */
    static final int BAD_INPUT = 2;
    /** Every try ran into a contradiction. */
    static final int NO_SOLUTION = 3;

    private ExitCodes() {
    }
}
