package dev.wfc.cli;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;

/** The overlapping model's inputs: the sample, N, its symmetry and wrapping, and ground; for every command using it. */
final class OverlappingModelOptions {
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

    /** The sample's file name without {@code .png}, or {@code builtin}. */
    String name() {
        return sample == null ? BuiltinSample.NAME : Inputs.baseName(sample, ".png");
    }

    /** The option that restricts the rules beyond the sample: {@code --ground}, or null. */
    String restriction() {
        return ground ? "--ground" : null;
    }

    /**
     * Reads the sample and learns its patterns; N beyond the sample is reported against {@code --n}.
     *
     * @throws CliFailure with exit code 2 if the sample cannot be read or used
     */
    OverlappingModel model() {
        Image image = sample == null ? BuiltinSample.image() : Inputs.png(sample);
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
     * Checks that the model can make an output of {@code size} pixels.
     *
     * @throws CliFailure with exit code 2 if a non-periodic side is smaller than N
     */
    static void checkSize(OverlappingModel model, SizeOptions size) {
        int n = model.n();
        if (!size.periodic() && (size.width() < n || size.height() < n)) {
            throw CliFailure.badInput(size.describe() + ": too small for --n " + n
                    + " (expected: at least " + n + " on each side, or --periodic)");
        }
    }

    /** {@link #model()} as a model of any kind. */
    AnyModel any() {
        OverlappingModel model = model();
        return new AnyModel(name(), "patterns", model.rules(), model.tileNames(), restriction()) {
            @Override
            Grid grid(SizeOptions size) {
                checkSize(model, size);
                return super.grid(size);
            }

            @Override
            Grid grid(int width, int height, boolean periodic) {
                return model.grid(width, height, periodic);
            }

            @Override
            SolverBuilder solverBuilder(int width, int height, boolean periodic) {
                return model.solverBuilder(width, height, periodic);
            }

            @Override
            Image render(Solution map) {
                Grid g = map.grid();
                int extra = g.periodic() ? 0 : model.n() - 1;
                return model.render(map, g.width() + extra, g.height() + extra);
            }

            @Override
            Image tileImage(int t) {
                int side = model.n();
                int[] argb = new int[side * side];
                for (int y = 0; y < side; y++) {
                    for (int x = 0; x < side; x++) {
                        argb[x + y * side] = model.patternPixel(t, x, y);
                    }
                }
                return new Image(argb, side, side);
            }
        };
    }
}
