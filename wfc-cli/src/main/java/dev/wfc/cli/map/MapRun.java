package dev.wfc.cli.map;

import dev.wfc.cli.options.SizeOptions;
import dev.wfc.cli.options.SolverOptions;
import dev.wfc.cli.options.SteeringOptions;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.MemoryBudget;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Direction;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.parallel.SolveParams;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * What every command that makes one map shares: check that the size fits in memory, apply the designer
 * constraints, build the solver, solve and time it, judge how it ended; then write the map's files, all or none, and
 * print one summary line.
 */
public final class MapRun {
    private final CommandSpec spec;
    private final SizeOptions size;
    private final SolverOptions solver;
    private final SteeringOptions steering;

    /** For a command without designer constraints (no {@link #steer}). */
    public MapRun(CommandSpec spec, SizeOptions size, SolverOptions solver) {
        this(spec, size, solver, new SteeringOptions());
    }

    public MapRun(CommandSpec spec, SizeOptions size, SolverOptions solver, SteeringOptions steering) {
        this.spec = spec;
        this.size = size;
        this.solver = solver;
        this.steering = steering;
    }

    /**
     * A map and its solve time.
     *
     * @param note empty when solved, else why the map is partial (see {@link SolverOptions#outcome})
     */
    public record Solved(Solution solution, double millis, String note) {
    }

    /** Runs {@code body}, turning an {@link OutOfMemoryError} into the usual bad-input failure for the size. */
    public static int withinMemory(SizeOptions size, Supplier<Integer> body) {
        try {
            return body.get();
        } catch (OutOfMemoryError e) {
            throw MemoryBudget.outOfMemory(size.describe());
        }
    }

    /**
     * The model's rules with the designer constraints of the options.
     *
     * @param rules the model's builders (e.g. {@code model::solverBuilder}), no solver option set; may throw
     *     IllegalArgumentException for a size the model cannot make
     * @param grids the model's grids, which throw IllegalArgumentException for such a size
     * @param topology the grids' topology, which says how many coordinates a cell has and which axes a run
     * @param tileNames the names the options' tiles are looked up in
     * @param restriction the option that restricts the rules beyond the model (e.g. {@code --ground}), named when
     *     they leave no map possible; null if none
     * @param seed the map's seed (it draws the cell of {@code --pin random=NAMES})
     * @throws CliFailure with exit code 2 naming the option that names an unknown tile or cannot be read
     */
    public SteeredModel steer(SteeredModel.Builders rules, SteeredModel.Grids grids, Topology topology,
                              List<String> tileNames, String restriction, long seed) {
        try {
            return SteeredModel.of(rules, grids, tileNames, restriction, steering.statements(seed, topology));
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(e.getMessage());
        }
    }

    /**
     * Solves one map with {@code seed}.
     *
     * @param model the rules from {@link #steer}
     * @param tileCount the rules' tile (or pattern) count, for the memory estimate
     * @param cells the solver's cells; {@code pixels} the rendered output's, for the memory estimate
     * @throws CliFailure with exit code 2 for a size that does not fit or that the model refuses, or a constraint
     *     outside the grid; 3 if no seed or no try can give a map
     */
    public Solved solve(SteeredModel model, int tileCount, double cells, double pixels, long seed) {
        return solve(model, tileCount, Direction.COUNT, cells, pixels, seed);
    }

    /** As {@link #solve(SteeredModel, int, double, double, long)} on a topology of {@code directions} neighbours. */
    public Solved solve(SteeredModel model, int tileCount, int directions, double cells, double pixels, long seed) {
        MemoryBudget.require(MemoryEstimate.bytes(cells, tileCount, directions, solver.kind(), solver.propagator(),
                pixels), size.describe());
        int w = size.width();
        int h = size.height();
        boolean periodic = size.periodic();
        SolveParams params = solver.params(w, h, periodic);
        SolverBuilder builder;
        try {
            model.grid(w, h, periodic);
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(size.describe() + ": " + e.getMessage());
        }
        try {
            model.check(w, h, periodic);
            builder = params.configure(model.solverBuilder(w, h, periodic));
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        Solver built;
        try {
            built = builder.build();
        } catch (NoMapPossibleException e) {
            // No seed can help: the rules, with the restrictions if any, leave a cell empty.
            throw CliFailure.noSolution(model.blame(e, w, h, periodic, params::configure).getMessage());
        }
        long start = System.nanoTime();
        Solution solution = built.solve(seed);
        double millis = (System.nanoTime() - start) / 1e6;
        return new Solved(solution, millis, solver.outcome(solution, () -> model.explain(solution)));
    }

    /**
     * The builder of a solver with every solver option, once the size has passed the memory estimate; parameters
     * as for {@link #solve}.
     *
     * @throws CliFailure with exit code 2 for a size that does not fit or that the model refuses
     */
    public SolverBuilder builder(Supplier<SolverBuilder> rules, int tileCount, double cells, double pixels) {
        return builder(rules, tileCount, Direction.COUNT, cells, pixels);
    }

    /** As {@link #builder(Supplier, int, double, double)} on a topology of {@code directions} neighbours. */
    public SolverBuilder builder(Supplier<SolverBuilder> rules, int tileCount, int directions, double cells,
                                 double pixels) {
        MemoryBudget.require(MemoryEstimate.bytes(cells, tileCount, directions, solver.kind(), solver.propagator(),
                pixels), size.describe());
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
    public static Solver build(SolverBuilder builder, String restriction) {
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
        OutputFile.writeAll(files, spec);
        Solution s = solved.solution();
        String paths = files.stream().map(OutputFile::path).map(Path::toString).collect(Collectors.joining(", "));
        PrintWriter out = spec.commandLine().getOut();
        // Concatenated, not String.format: the formatter's first call loads the locale data (about 100 classes and a
        // resource bundle) in every map's run. Math.round of a non-negative double is what "%.0f" prints.
        out.println(paths + ": " + size.width() + "x" + size.height() + detail + ", seed " + s.seed() + ", " + count
                + ", " + s.attempts() + " attempt" + (s.attempts() == 1 ? "" : "s") + ", solved in "
                + Math.round(solved.millis()) + " ms" + solved.note());
        out.flush();
    }
}
