package dev.wfc.cli.animate;

import dev.wfc.cli.map.TiledCommand;
import dev.wfc.cli.options.BlackBackgroundOption;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.options.ShapeOptions;
import dev.wfc.cli.options.TiledModelOptions;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc animate tiled}: an animated GIF of the solve {@code wfc tiled} makes with the same options. */
@Command(name = "tiled",
        addMethodSubcommands = false,
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Animates the map of wfc tiled with the same options: sizes in tiles, NAME the tileset's (and subset's).",
            "A hex tileset's map is drawn as hexagons in the tiles' colours (--scale: a hexagon's width in pixels), a "
                    + "cube tileset's (--depth layers, --mask a footprint, as in wfc tiled) as its layers side by side, "
                    + "the bottom one (z = 0) leftmost, one empty cell apart, each cell in the mean colour of its "
                    + "tile's voxels (--scale: pixels a cell side); in both panels, frame by frame.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateTiledCommand extends AnimateModelCommand {
    @Mixin
    private TiledModelOptions source;
    @Mixin
    private BlackBackgroundOption background;
    @Mixin
    private ShapeOptions shape;

    @Override
    ModelInput model() {
        Topology topology = source.topology();
        if (topology == Topology.SQUARE) {
            if (shape.given()) {
                throw TiledModelOptions.onSquare("--depth/--mask");
            }
            return source.read(background.blackBackground());
        }
        source.refuseOnGrid(topology, background.blackBackground() ? "--black-background" : null);
        return source.readOnGrid(topology, shape.depth(topology), shape.mask());
    }
}
