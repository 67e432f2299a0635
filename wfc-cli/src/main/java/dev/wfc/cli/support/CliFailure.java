package dev.wfc.cli.support;

/**
 * A failure that a command reports as one line on stderr with its own exit code (see {@link ExitCodes}). It carries
 * no stack trace: the message alone must say what is wrong and what is allowed.
 */
public final class CliFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    private CliFailure(int exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    /** Exit code 2: an argument or an input file cannot be used. */
    public static CliFailure badInput(String message) {
        return new CliFailure(ExitCodes.BAD_INPUT, message);
    }

    /** Exit code 3: no solution within the tries. */
    public static CliFailure noSolution(String message) {
        return new CliFailure(ExitCodes.NO_SOLUTION, message);
    }

    /** Exit code 1: anything else. */
    public static CliFailure failed(String message) {
        return new CliFailure(ExitCodes.FAILURE, message);
    }

    public int exitCode() {
        return exitCode;
    }
}
