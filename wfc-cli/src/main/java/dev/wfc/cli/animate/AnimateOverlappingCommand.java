package dev.wfc.cli.animate;

import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.options.OverlappingModelOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc animate overlapping}: an animated GIF of the map {@code wfc overlapping} makes with the same options. */
@Command(name = "overlapping",
        description = {
            "Animates the map of wfc overlapping with the same options: sizes in pixels, NAME the sample's.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateOverlappingCommand extends AnimateModelCommand {
    @Mixin
    private OverlappingModelOptions source;

    @Override
    ModelInput model() {
        return source.read();
    }
}
