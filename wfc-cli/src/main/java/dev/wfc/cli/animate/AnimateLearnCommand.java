package dev.wfc.cli.animate;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.options.LearnedModelOptions;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.model.MapFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc animate learn}: an animated GIF of the solve {@code wfc learn} makes with the same options. */
@Command(name = "learn",
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Animates the map of wfc learn with the same options: sizes in cells, a pixel a cell before --scale; "
                    + "PNG examples only.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateLearnCommand extends AnimateModelCommand {
    @Mixin
    private LearnedModelOptions source;

    @Override
    ModelInput model() {
        ModelInput model = source.read();
        if (!model.model().formats().contains(MapFormat.PNG)) {
            throw CliFailure.badInput("EXAMPLE: text examples (expected: PNG examples; an animation draws "
                    + "pictures)");
        }
        return model;
    }
}
