package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;

/** Entry point of the {@code wfc} command line; the exit code is the command's (see {@link ExitCodes}). */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(WfcCommand.commandLine(args).execute(args));
    }
}
