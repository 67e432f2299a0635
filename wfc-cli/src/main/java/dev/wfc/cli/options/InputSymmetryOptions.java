package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
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
                    + "order (1: as drawn, 2: plus its mirror image, 8: all) (default: ${DEFAULT-VALUE}).")
    void setSymmetry(int value) {
        symmetry = Args.inRange(mixee, "--symmetry", value, 1, 8);
    }

    public int symmetry() {
        return symmetry;
    }

    public boolean periodicInput() {
        return periodicInput;
    }
}
