package dev.wfc.cli;

import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * What every command that makes one map shares: check that the size fits in memory, build the solver, solve and
 * time it, judge how it ended; then write the map's files, all or none, and print one summary line.
 */
final class MapRun {
    private final CommandSpec spec;
    private final SizeOptions size;
    private final SolverOptions solver;

    MapRun(CommandSpec spec, SizeOptions size, SolverOptions solver) {
        this.spec = spec;
        this.size = size;
        this.solver = solver;
    }

    /**
     * A map and its solve time.
     *
     * @param note empty when solved, else why the map is partial (see {@link SolverOptions#outcome})
     */
    record Solved(Solution solution, double millis, String note) {
    }

    /** Runs {@code body}, turning an {@link OutOfMemoryError} into the usual bad-input failure for the size. */
    static int withinMemory(SizeOptions size, Supplier<Integer> body) {
        try {
            return body.get();
        } catch (OutOfMemoryError e) {
            throw MemoryBudget.outOfMemory(size.describe());
        }
    }

    /**
     * Solves one map with {@code seed}.
     *
     * @param rules a fresh builder of the model's rules on the grid of the requested size, no option set; may throw
     *     IllegalArgumentException for a size the model cannot make
     * @param tileCount the rules' tile (or pattern) count, for the memory estimate
     * @param cells the solver's cells; {@code pixels} the rendered output's, for the memory estimate
     * @param restriction the option that restricts the rules beyond the model (e.g. {@code --ground}), named when
     *     they leave no map possible; null if none
     * @throws CliFailure with exit code 2 for a size that does not fit or that the model refuses, 3 if no seed or no
     *     try can give a map
     */
    Solved solve(Supplier<SolverBuilder> rules, int tileCount, double cells, double pixels, String restriction,
                 long seed) {
        Solver built = build(builder(rules, tileCount, cells, pixels), restriction);
        long start = System.nanoTime();
        Solution solution = built.solve(seed);
        double millis = (System.nanoTime() - start) / 1e6;
        return new Solved(solution, millis, solver.outcome(solution));
    }

    /**
     * The builder of a solver with every solver option, once the size has passed the memory estimate; parameters
     * as for {@link #solve}.
     *
     * @throws CliFailure with exit code 2 for a size that does not fit or that the model refuses
     */
    SolverBuilder builder(Supplier<SolverBuilder> rules, int tileCount, double cells, double pixels) {
        MemoryBudget.require(MemoryBudget.estimate(cells, tileCount, solver.kind(), solver.propagator(), pixels),
                size.describe());
        try {
            return solver.params(size.width(), size.height(), size.periodic()).configure(rules.get());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(size.describe() + ": " + e.getMessage());
        }
    }

    /**
     * Builds the solver of {@code builder}.
     *
     * @param restriction as for {@link #solve}
     * @throws CliFailure with exit code 3 if the rules and restrictions leave no map possible
     */
    static Solver build(SolverBuilder builder, String restriction) {
        try {
            return builder.build();
        } catch (NoMapPossibleException e) {
            // No seed can help: the rules, with the restriction if any, leave a cell empty.
            throw CliFailure.noSolution((restriction == null ? "" : restriction + ": ") + e.getMessage());
        }
    }

    /**
     * Writes {@code files} (see {@link OutputFile#writeAll}) and prints
     * {@code "FILES: WxH DETAIL, seed S, COUNT, A attempts, solved in T ms NOTE"}.
     *
     * @param detail what follows the size, e.g. {@code " tiles of 10 px"}; may be empty
     * @param count what the rules are made of, e.g. {@code "100 patterns"}
     */
    void finish(Solved solved, List<OutputFile> files, String detail, String count) {
        OutputFile.writeAll(files);
        Solution s = solved.solution();
        String paths = files.stream().map(OutputFile::path).map(Path::toString).collect(Collectors.joining(", "));
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %dx%d%s, seed %d, %s, %d attempt%s, solved in %.0f ms%s", paths,
                size.width(), size.height(), detail, s.seed(), count, s.attempts(), s.attempts() == 1 ? "" : "s",
                solved.millis(), solved.note()));
        out.flush();
    }
}
