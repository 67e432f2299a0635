package dev.wfc.cli.animate;

import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.options.OverlappingModelOptions;
import dev.wfc.cli.options.TopologyOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc animate overlapping}: an animated GIF of the map {@code wfc overlapping} makes with the same options. */
@Command(name = "overlapping",
        addMethodSubcommands = false,
        description = {
            "Animates the map of wfc overlapping with the same options: sizes in pixels, NAME the sample's.",
            "A .vox sample (a cube map), a hexagonal .tmx map or --topology hex (a hex map) animate the overlapping "
                    + "model on that grid, sizes in cells, with --depth and --mask as in wfc overlapping: a hex map "
                    + "drawn as hexagons (--scale: a hexagon's width in pixels), a cube map as its layers side by "
                    + "side, the bottom one (z = 0) leftmost, one empty cell apart (--scale: pixels a cell side); "
                    + "each cell in the colour of its pattern's first cell.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateOverlappingCommand extends AnimateModelCommand {
    @Mixin
    private OverlappingModelOptions source;
    @Mixin
    private TopologyOptions grid;

    @Override
    ModelInput model() {
        return source.readOn(grid);
    }
}
