package dev.wfc.cli.animate;

import dev.wfc.cli.support.Args;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code wfc animate}: an animated GIF of one solve. One subcommand per model, each with the model options of its
 * single-map command, so that the same options and seed animate exactly the map that command makes.
 */
@Command(name = "animate",
        addMethodSubcommands = false,
        description = {
            "Films one solve as an animated GIF: the partial map, the entropy heat map, or both, with the cell about "
                    + "to collapse ringed. The model comes first, with the options of its single-map command.",
            "The same options and --seed animate exactly the map that command writes."},
        subcommands = {
            AnimateOverlappingCommand.class,
            AnimateTiledCommand.class,
            AnimateLearnCommand.class,
        })
public final class AnimateCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    /** Without a model there is nothing to animate: a usage error that lists the models. */
    @Override
    public void run() {
        throw Args.missingSubcommand(spec, "model");
    }
}
