package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;

/** Entry point of the {@code wfc} command line; the exit code is the command's (see {@link ExitCodes}). */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
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
