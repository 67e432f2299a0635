package dev.wfc.cli;

import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
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
    private int symmetry;

    @Option(names = "--periodic-input", arity = "0..1", fallbackValue = "true", defaultValue = "true",
            paramLabel = "true|false",
            description = "Read the sample as wrapping around, so patterns cross its edges (default: ${DEFAULT-VALUE}).")
    private boolean periodicInput;

    @Option(names = "--ground", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Pin the sample's bottom-row pattern (its last one) to the output's bottom row and ban it "
                    + "elsewhere, for samples with a floor or horizon (default: false).")
    private boolean ground;

    @Mixin
    private SizeOptions size;
    @Mixin
    private SeedOptions seed;
    @Mixin
    private SolverOptions solver;
    @Mixin
    private OutputOptions output;

    @Option(names = "--n", paramLabel = "N", defaultValue = "3",
            description = "Pattern side, at least 2 and at most the sample's smaller side (default: ${DEFAULT-VALUE}).")
    void setN(int value) {
        n = (int) Args.atLeast(spec, "--n", value, 2);
    }

    @Option(names = "--symmetry", paramLabel = "1..8", defaultValue = "8",
            description = "How many of the 8 rotations and reflections of each pattern to add, in the classic order "
                    + "(1: as drawn, 2: plus its mirror image, 8: all) (default: ${DEFAULT-VALUE}).")
    void setSymmetry(int value) {
        symmetry = Args.inRange(spec, "--symmetry", value, 1, 8);
    }

    @Override
    public Integer call() {
        Image image = sample == null ? BuiltinSample.image() : read(sample);
        String name = sample == null ? BuiltinSample.NAME : baseName(sample);
        try {
            return generate(image, name);
        } catch (OutOfMemoryError e) {
            throw MemoryBudget.outOfMemory(size.describe());
        }
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
        MemoryBudget.require(MemoryBudget.estimate(cells, model.patternCount(), solver.kind(), solver.propagator(),
                (double) w * h), size.describe());
        Solver built;
        try {
            built = solver.params(w, h, periodic).newSolver(model::solverBuilder);
        } catch (NoMapPossibleException e) {
            // No seed can help: --ground (the only restriction) or the sample's rules leave a cell empty.
            throw CliFailure.noSolution((ground ? "--ground: " : "") + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(size.describe() + ": " + e.getMessage());
        }
        long mapSeed = seed.seed();
        long start = System.nanoTime();
        Solution solution = built.solve(mapSeed);
        double millis = (System.nanoTime() - start) / 1e6;
        String note = solver.outcome(solution);
        Path path = output.path(name, mapSeed);
        output.write(path, model.render(solution, w, h));
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "%s: %dx%d, seed %d, %d patterns, %d attempt%s, solved in %.0f ms%s", path, w, h, mapSeed,
                model.patternCount(), solution.attempts(), solution.attempts() == 1 ? "" : "s", millis, note));
        spec.commandLine().getOut().flush();
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
            return OverlappingModel.builder(image).n(n).periodicInput(periodicInput).symmetry(symmetry)
                    .ground(ground).build();
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput((sample == null ? "built-in sample" : sample.toString()) + ": "
                    + e.getMessage());
        }
    }

    private static Image read(Path file) {
        try {
            return Png.read(file);
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(file + ": too large to read (out of memory)");
        }
    }

    /** The file name without a {@code .png} extension, any case. */
    private static String baseName(Path file) {
        String base = file.getFileName().toString();
        return base.toLowerCase(Locale.ROOT).endsWith(".png") ? base.substring(0, base.length() - 4) : base;
    }
}
