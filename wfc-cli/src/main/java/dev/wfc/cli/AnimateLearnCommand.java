package dev.wfc.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc animate learn}: an animated GIF of the solve {@code wfc learn} makes with the same options. */
@Command(name = "learn",
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Animates the map of wfc learn with the same options: sizes in cells, a pixel a cell before --scale; "
                    + "PNG examples only.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateLearnCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private LearnedModelOptions source;
    @Mixin
    private SizeOptions size;
    @Mixin
    private SeedOptions seed;
    @Mixin
    private SolverOptions solver;
    @Mixin
    private AnimationOptions animation;

    @Override
    public Integer call() {
        AnimationRun run = new AnimationRun(spec, size, seed, solver, animation);
        return MapRun.withinMemory(size, () -> {
            AnyModel model = source.any();
            if (!model.drawsMaps()) {
                throw CliFailure.badInput("EXAMPLE: text examples (expected: PNG examples; an animation draws "
                        + "pictures)");
            }
            return run.run(model);
        });
    }
}
