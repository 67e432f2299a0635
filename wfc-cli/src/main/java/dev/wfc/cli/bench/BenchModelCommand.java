package dev.wfc.cli.bench;

import dev.wfc.core.Direction;
import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.SizeOptions;
import dev.wfc.cli.options.SolverOptions;
import dev.wfc.parallel.MapModel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * What the {@code wfc bench} model subcommands share: the size and solver options, the parent's bench options, and
 * handing a loaded model to {@link BenchCommand#run}. A subcommand adds its model's options and describes them.
 */
abstract class BenchModelCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    BenchCommand bench;

    @Mixin
    SizeOptions size;
    @Mixin
    SolverOptions solver;

    /** An empty workload description for {@code model}, to which the subcommand adds its inputs. */
    static BenchWorkload workload(String model) {
        return BenchWorkload.model(model);
    }

    /**
     * Benchmarks {@code rules} at the requested size; call within {@link MapRun#withinMemory}.
     *
     * @param tiles the rule set's tile count; {@code cells} the solver's cells; {@code restriction} as for
     *     {@link BenchCommand#run}
     */
    final int run(BenchWorkload workload, MapModel rules, int tiles, double cells, String restriction) {
        return run(workload, rules, tiles, Direction.COUNT, cells, restriction);
    }

    /** As {@link #run(BenchWorkload, MapModel, int, double, String)} on a topology of {@code directions}. */
    final int run(BenchWorkload workload, MapModel rules, int tiles, int directions, double cells,
                  String restriction) {
        return bench.run(spec, workload, size, solver,
                () -> rules.solverBuilder(size.width(), size.height(), size.periodic()), tiles, directions, cells,
                restriction);
    }
}
