package dev.wfc.cli.bench;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.SizeOptions;
import dev.wfc.cli.options.SolverOptions;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.MemoryBudget;
import dev.wfc.core.Direction;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * {@code wfc bench}: times the solver on one workload, map after map on one thread, and prints the times as JSON.
 * The workload is a corpus spec ({@code --spec}) or one of the subcommands, which take the model options of the
 * single-map commands; all of them end in {@link #run}.
 */
@Command(name = "bench",
        addMethodSubcommands = false,
        scope = ScopeType.INHERIT,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the benchmark ran and printed its JSON (maps without a solution are reported in it), or with "
                    + "--baseline its verdict, which is not slower",
            "1:with --baseline: slower than the baseline beyond --max-slowdown; else anything else",
            "2:bad arguments, or an input that cannot be read or used (also a size that cannot fit in memory)",
            "3:no map is possible at all: the rules leave a cell without options before the first choice"},
        description = {
            "Times the solver on a workload: W untimed warm-up maps, then K timed maps with the seeds S .. S+K-1, on "
                    + "one thread, with one solver built once and reused; only the solve of each map is timed.",
            "The workload is a corpus spec (--spec) or a subcommand that takes the options of wfc overlapping, "
                    + "tiled or learn; the bench options may stand before or after it.",
            "Prints one JSON object on stdout: the command, the workload, the solver options, a record per timed map, "
                    + "their median, min, max and mean, and the JVM and machine; --save writes it to a file as well.",
            "With --baseline, a report saved from the same workload, prints instead one line: whether the median "
                    + "time got slower beyond --max-slowdown, by a bootstrap interval on the ratio of medians."},
        subcommands = {
            BenchOverlappingCommand.class,
            BenchTiledCommand.class,
            BenchLearnCommand.class,
        })
public final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--spec", paramLabel = "SPEC.json",
            description = "The workload as a corpus spec (see wfc corpus); its keys set the solver options too.")
    private Path specFile;

    @Mixin
    private BenchOptions options;

    @Override
    public Integer call() {
        if (specFile == null) {
            throw new ParameterException(spec.commandLine(), "missing workload (expected: --spec SPEC.json, or one of "
                    + String.join(", ", spec.subcommands().keySet()) + "; see wfc bench --help)");
        }
        options.check();
        CorpusJob job;
        try {
            job = CorpusJob.read(specFile);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        SolveParams params = job.params();
        String size = specFile + ": width x height " + params.width() + "x" + params.height();
        try {
            MemoryBudget.require(job.bytesPerWorker(), size);
            SolverBuilder builder;
            try {
                builder = params.configure(job.model().solverBuilder(params.width(), params.height(),
                        params.periodic()));
            } catch (IllegalArgumentException e) {
                throw CliFailure.badInput(specFile + ": " + e.getMessage());
            }
            BenchWorkload workload = BenchWorkload.spec(specFile.toString(), job.canonicalSpec());
            return run(spec, workload, builder, params, null);
        } catch (OutOfMemoryError e) {
            throw MemoryBudget.outOfMemory(size);
        }
    }

    /**
     * Checks the bench options before a workload subcommand reads its inputs.
     *
     * @throws CliFailure with exit code 2 for a count out of range, or {@code --spec} besides the subcommand
     */
    void checkOptions() {
        if (specFile != null) {
            throw CliFailure.badInput("--spec: " + specFile + " (expected: either --spec or a workload subcommand, "
                    + "not both)");
        }
        options.check();
    }

    /**
     * Benchmarks the workload of a subcommand, once its model is loaded; call within
     * {@link MapRun#withinMemory}.
     *
     * @param caller the subcommand
     * @param workload the model's inputs and parameters; the size, tile and cell counts are added here
     * @param rules a fresh builder of the model's rules on the grid of {@code size}; {@code tiles}, {@code cells}
     *     and {@code restriction} as for {@link MapRun#solve}
     * @return the exit code
     */
    int run(CommandSpec caller, BenchWorkload workload, SizeOptions size, SolverOptions solver,
            Supplier<SolverBuilder> rules, int tiles, double cells, String restriction) {
        return run(caller, workload, size, solver, rules, tiles, Direction.COUNT, cells, restriction);
    }

    /** As {@link #run(CommandSpec, BenchWorkload, SizeOptions, SolverOptions, Supplier, int, double, String)} on a
     * topology of {@code directions} neighbours a cell (hexagons and cubes: 6). */
    int run(CommandSpec caller, BenchWorkload workload, SizeOptions size, SolverOptions solver,
            Supplier<SolverBuilder> rules, int tiles, int directions, double cells, String restriction) {
        SolverBuilder builder = new MapRun(caller, size, solver).builder(rules, tiles, directions, cells, 0);
        workload.put("width", size.width()).put("height", size.height()).put("periodic", size.periodic());
        return run(caller, workload, builder, solver.params(size.width(), size.height(), size.periodic()),
                restriction);
    }

    private int run(CommandSpec caller, BenchWorkload workload, SolverBuilder builder, SolveParams params,
                    String restriction) {
        PropagatorKind used = params.kind() == SolverKind.NAIVE ? null : builder.resolvePropagator();
        Solver solver = MapRun.build(builder, restriction);
        workload.put("tiles", solver.rules().tileCount()).put("cells", solver.grid().cells());
        List<String> command = new ArrayList<>();
        command.add("wfc");
        command.addAll(spec.root().commandLine().getParseResult().originalArgs());
        return BenchOutcome.run(caller.commandLine().getOut(), command, workload, params, used, options, solver);
    }
}
