package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;

/** Entry point of the {@code wfc} command line; the exit code is the command's (see {@link ExitCodes}). */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        String[] version = WfcCommand.versionAlone(args);
        if (version != null) {
            for (String line : version) {
                System.out.println(line);
            }
            System.exit(ExitCodes.OK);
        }
        System.exit(WfcCommand.commandLine(args).execute(args));
    }
}
