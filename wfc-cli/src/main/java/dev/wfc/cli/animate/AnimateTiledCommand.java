package dev.wfc.cli.animate;

import dev.wfc.cli.map.TiledCommand;
import dev.wfc.cli.options.BlackBackgroundOption;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.options.TiledModelOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc animate tiled}: an animated GIF of the solve {@code wfc tiled} makes with the same options. */
@Command(name = "tiled",
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Animates the map of wfc tiled with the same options: sizes in tiles, NAME the tileset's (and subset's).",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateTiledCommand extends AnimateModelCommand {
    @Mixin
    private TiledModelOptions source;
    @Mixin
    private BlackBackgroundOption background;

    @Override
    ModelInput model() {
        return source.read(background.blackBackground());
    }
}
