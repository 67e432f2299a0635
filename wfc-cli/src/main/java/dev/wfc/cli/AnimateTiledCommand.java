package dev.wfc.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc animate tiled}: an animated GIF of the solve {@code wfc tiled} makes with the same options. */
@Command(name = "tiled",
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Animates the map of wfc tiled with the same options: sizes in tiles, NAME the tileset's (and subset's).",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateTiledCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private TiledModelOptions source;
    @Mixin
    private BlackBackgroundOption background;
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
        return MapRun.withinMemory(size, () -> run.run(source.any(background.blackBackground())));
    }
}
