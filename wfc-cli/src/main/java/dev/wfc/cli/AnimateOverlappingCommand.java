package dev.wfc.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc animate overlapping}: an animated GIF of the map {@code wfc overlapping} makes with the same options. */
@Command(name = "overlapping",
        description = {
            "Animates the map of wfc overlapping with the same options: sizes in pixels, NAME the sample's.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateOverlappingCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private OverlappingModelOptions source;
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
        return MapRun.withinMemory(size, () -> run.run(source.any()));
    }
}
