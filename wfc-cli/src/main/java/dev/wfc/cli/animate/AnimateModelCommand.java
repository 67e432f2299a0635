package dev.wfc.cli.animate;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.options.SeedOptions;
import dev.wfc.cli.options.SizeOptions;
import dev.wfc.cli.options.SolverOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * What the {@code wfc animate} subcommands share: the size, seed, solver and animation options, and the run. A
 * subcommand adds its model's option mixin and says how to load the model.
 */
abstract class AnimateModelCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private SizeOptions size;
    @Mixin
    private SeedOptions seed;
    @Mixin
    private SolverOptions solver;
    @Mixin
    private AnimationOptions animation;

    /** The model of the subcommand's options; called within the memory guard. */
    abstract ModelInput model();

    @Override
    public final Integer call() {
        AnimationRun run = new AnimationRun(spec, size, seed, solver, animation);
        return MapRun.withinMemory(size, () -> run.run(model()));
    }
}
