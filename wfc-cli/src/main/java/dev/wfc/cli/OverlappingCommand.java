package dev.wfc.cli;

import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code wfc overlapping}: one image from a sample with the overlapping model, written as PNG. */
@Command(name = "overlapping",
        description = {
            "Generates an image in which every N x N patch also occurs in the sample (the overlapping model).",
            "Without SAMPLE.png, a built-in pipe sample drawn by wfc itself is used (NAME: builtin).",
            "Sizes are in pixels. Prints one line: the output file, size, seed, pattern count, attempts, solve time."})
final class OverlappingCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

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
    @Mixin
    private SizeOptions size;
    @Mixin
    private SeedOptions seed;
    @Mixin
    private SolverOptions solver;
    @Mixin
    private SteeringOptions steering;
    @Mixin
    private OutputOptions output;

    @Option(names = "--n", paramLabel = "N", defaultValue = "3",
            description = "Pattern side, at least 2 and at most the sample's smaller side (default: ${DEFAULT-VALUE}).")
    void setN(int value) {
        n = (int) Args.atLeast(spec, "--n", value, 2);
    }

    @Override
    public Integer call() {
        Image image = sample == null ? BuiltinSample.image() : Inputs.png(sample);
        String name = sample == null ? BuiltinSample.NAME : Inputs.baseName(sample, ".png");
        return MapRun.withinMemory(size, () -> generate(image, name));
    }

    private int generate(Image image, String name) {
        OverlappingModel model = model(image);
        int w = size.width();
        int h = size.height();
        boolean periodic = size.periodic();
        if (!periodic && (w < n || h < n)) {
            throw CliFailure.badInput(size.describe() + ": too small for --n " + n
                    + " (expected: at least " + n + " on each side, or --periodic)");
        }
        double cells = periodic ? (double) w * h : (double) (w - n + 1) * (h - n + 1);
        MapRun run = new MapRun(spec, size, solver, steering);
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, model.tileNames(), ground ? "--ground"
                : null);
        MapRun.Solved solved = run.solve(rules, model.patternCount(), cells, (double) w * h, mapSeed);
        Image picture = model.render(solved.solution(), w, h);
        run.finish(solved, List.of(output.png(name, mapSeed, picture)), "",
                model.patternCount() + " patterns");
        return ExitCodes.OK;
    }

    /** The model for the options; N beyond the sample is reported against --n before the model sees it. */
    private OverlappingModel model(Image image) {
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
}
