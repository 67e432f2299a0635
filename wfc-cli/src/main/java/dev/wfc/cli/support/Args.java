package dev.wfc.cli.support;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** Range checks for option values; a failure is a usage error (exit 2) that names the option and the range. */
public final class Args {
    private Args() {
    }

    /** {@code value}, if it is at least {@code min}. */
    public static long atLeast(CommandSpec spec, String option, long value, long min) {
        if (value < min) {
            String expected = min == 1 ? "> 0" : ">= " + min;
            throw new ParameterException(spec.commandLine(), option + ": " + value + " (expected: " + expected + ")");
        }
        return value;
    }

    /** {@code value}, if it lies in {@code [min, max]}. */
    public static int inRange(CommandSpec spec, String option, int value, int min, int max) {
        if (value < min || value > max) {
            throw new ParameterException(spec.commandLine(),
                    option + ": " + value + " (expected: " + min + ".." + max + ")");
        }
        return value;
    }

    /**
     * The usage error of a command run without one of its subcommands: {@code "missing WHAT (expected: one of a, b;
     * see wfc COMMAND --help)"}.
     */
    public static ParameterException missingSubcommand(CommandSpec spec, String what) {
        return new ParameterException(spec.commandLine(), "missing " + what + " (expected: one of "
                + String.join(", ", spec.subcommands().keySet()) + "; see " + spec.qualifiedName() + " --help)");
    }
}
