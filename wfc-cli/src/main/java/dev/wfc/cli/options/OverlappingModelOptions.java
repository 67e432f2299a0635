package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.Inputs;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;

/**
 * What the overlapping model is built from: the sample, N, its symmetries, whether it wraps around, and the ground;
 * for every command that builds the model ({@code wfc overlapping} and its {@code bench}, {@code animate} and
 * {@code rules} subcommands).
 */
public final class OverlappingModelOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SAMPLE.png",
            description = "The sample image, any PNG colour type (default: the built-in sample).")
    private Path sample;

    private int n;

    @Option(names = "--ground", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Pin the sample's bottom-row pattern (its last one) to the output's bottom row and ban it "
                    + "elsewhere, for samples with a floor or horizon (default: false).")
    private boolean ground;

    @Mixin
    private InputSymmetryOptions input;

    @Option(names = "--n", paramLabel = "N", defaultValue = "3",
            description = "Pattern side, at least 2 and at most the sample's smaller side (default: ${DEFAULT-VALUE}).")
    void setN(int value) {
        n = (int) Args.atLeast(mixee, "--n", value, 2);
    }

    /** The sample file, or null for the built-in sample. */
    public Path sample() {
        return sample;
    }

    /** The NAME of the default output: the sample's file name without {@code .png}, or {@code builtin}. */
    public String name() {
        return sample == null ? BuiltinSample.NAME : FileNames.baseName(sample, ".png");
    }

    public int n() {
        return n;
    }

    public boolean ground() {
        return ground;
    }

    public InputSymmetryOptions input() {
        return input;
    }

    /** The option that restricts the rules beyond the sample: {@code --ground}, or null. */
    public String restriction() {
        return ground ? "--ground" : null;
    }

    /** Reads the sample; a file that cannot be read or decoded is a failure with exit code 2 naming it. */
    public Image image() {
        return sample == null ? BuiltinSample.image() : Inputs.png(sample);
    }

    /**
     * The model for the options, learned from {@code image} (see {@link #image}); N beyond the sample is reported
     * against {@code --n} before the model sees it.
     *
     * @throws CliFailure with exit code 2 if the sample cannot be used
     */
    public OverlappingModel model(Image image) {
        int smaller = Math.min(image.width(), image.height());
        if (n > smaller) {
            String of = sample == null ? "the built-in sample" : sample.toString();
            throw CliFailure.badInput("--n: " + n + " (expected: at most " + smaller + ", the smaller side of "
                    + of + ")");
        }
        try {
            return OverlappingModel.builder(image).n(n).periodicInput(input.periodicInput())
                    .symmetry(input.symmetry()).ground(ground).build();
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput((sample == null ? "built-in sample" : sample.toString()) + ": "
                    + e.getMessage());
        }
    }

    /**
     * The solver's cells for an output of {@code size}: every pixel of a periodic output, else one a pattern.
     *
     * @throws CliFailure with exit code 2 if a non-periodic output is narrower or lower than N
     */
    public double cells(SizeOptions size) {
        int w = size.width();
        int h = size.height();
        if (size.periodic()) {
            return (double) w * h;
        }
        if (w < n || h < n) {
            throw CliFailure.badInput(size.describe() + ": too small for --n " + n
                    + " (expected: at least " + n + " on each side, or --periodic)");
        }
        return (double) (w - n + 1) * (h - n + 1);
    }

    /** {@link #model} of the sample, with the size check of {@link #cells}. */
    public ModelInput read() {
        return new ModelInput(name(), "patterns", model(image()), restriction(), this::cells);
    }
}
