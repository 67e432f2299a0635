package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Defaults;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * How a command reads the picture it learns from: which of its rotations and reflections count too, and whether it
 * wraps around. Defaults here are the overlapping model's; a command with other defaults states them through its
 * {@link OptionDefaults}.
 */
public final class InputSymmetryOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    private int symmetry;

    @Option(names = "--periodic-input", arity = "0..1", fallbackValue = "true", defaultValue = "true",
            paramLabel = "true|false",
            description = "Read the input as wrapping around, so that what is learned crosses its edges "
                    + "(default: ${DEFAULT-VALUE}).")
    private boolean periodicInput;

    @Option(names = "--symmetry", paramLabel = "1..8", defaultValue = "8",
            description = "How many of the 8 rotations and reflections of the input to learn from, in the classic "
                    + "order (1: as drawn, 2: plus its mirror image, 8: all); on a hex grid up to 12, the six turns "
                    + "by 60 degrees each also mirrored (default: ${DEFAULT-VALUE}).")
    void setSymmetry(int value) {
        symmetry = Args.inRange(mixee, "--symmetry", value, 1, Defaults.MAX_HEX_SYMMETRY);
    }

    /** The value given, 1..12: the model checks it against its topology's range (1..8 off the hexagon). */
    public int symmetry() {
        return symmetry;
    }

    /**
     * The value, for a model that cannot be hexagonal: checked against the square's 1..8 before any file is read.
     *
     * @throws CliFailure with exit code 2 naming {@code --symmetry} for 9..12
     */
    public int squareSymmetry() {
        if (symmetry > Defaults.MAX_SYMMETRY) {
            throw CliFailure.badInput("--symmetry: " + symmetry + " (expected: 1.." + Defaults.MAX_SYMMETRY
                    + "; up to " + Defaults.MAX_HEX_SYMMETRY + " on a hex grid)");
        }
        return symmetry;
    }

    /**
     * A model's refusal as a command line reports it: led by {@code --symmetry} when the model refused the
     * symmetry (the library's {@code "symmetry: 9 (expected: 1..8)"}) or the ground (no window at the sample's
     * bottom), else by {@code input}, the file at fault.
     */
    public static String optionLed(String message, String input) {
        return message.startsWith("symmetry: ") || message.startsWith("ground: ") ? "--" + message
                : input + ": " + message;
    }

    public boolean periodicInput() {
        return periodicInput;
    }
}
