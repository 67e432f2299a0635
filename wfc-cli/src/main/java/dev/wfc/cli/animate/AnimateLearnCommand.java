package dev.wfc.cli.animate;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.options.LearnedModelOptions;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.options.TopologyOptions;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc animate learn}: an animated GIF of the solve {@code wfc learn} makes with the same options. */
@Command(name = "learn",
        addMethodSubcommands = false,
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Animates the map of wfc learn with the same options: sizes in cells, a pixel a cell before --scale; "
                    + "PNG, .vox and .tmx examples, not text.",
            "A hexagonal map is drawn as hexagons (--scale: a hexagon's width in pixels), a cube map as its layers "
                    + "side by side, the bottom one (z = 0) leftmost, one empty cell apart (--scale: pixels a cell "
                    + "side); in both panels, frame by frame.",
            "Prints one line: the GIF, its frames and their size, the map's size, seed, attempts and solve time."})
final class AnimateLearnCommand extends AnimateModelCommand {
    @Mixin
    private LearnedModelOptions source;
    @Mixin
    private TopologyOptions grid;

    @Override
    ModelInput model() {
        LearnedModel learned = source.model(grid.topology());
        if (learned.form() == LearnedModel.Form.TEXT) {
            throw CliFailure.badInput("EXAMPLE: text examples (expected: PNG, .vox or .tmx examples; an animation "
                    + "draws pictures)");
        }
        if (learned.topology() == Topology.SQUARE && !grid.given()) {
            return new ModelInput(source.name(), "tiles", learned, null, size -> { });
        }
        Model shaped = grid.shaped(learned);
        return new ModelInput(source.name(), "tiles", shaped, null, size -> { });
    }
}
