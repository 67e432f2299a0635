package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;

/** Entry point of the {@code wfc} command line; the exit code is the command's (see {@link ExitCodes}). */
public final class Main {
    private Main() {
    }

    /** Runs the command; anything that escapes even its error reporting is one line on stderr and exit 1. */
    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (Throwable t) { // the last resort: never a stack trace
            System.err.println("wfc: unexpected error: " + t.getClass().getName());
            code = ExitCodes.FAILURE;
        }
        System.exit(code);
    }

    /** Runs wfc with {@code args}, writing to System.out and System.err, and returns its exit code. */
    static int run(String... args) {
        String[] version = WfcCommand.versionAlone(args);
        if (version != null) {
            for (String line : version) {
                System.out.println(line);
            }
            return ExitCodes.OK;
        }
        return WfcCommand.commandLine(args).execute(args);
    }
}
