package dev.wfc.cli.bench;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.OverlappingModelOptions;
import dev.wfc.cli.options.TopologyOptions;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.Objects;

/** {@code wfc bench overlapping}: the overlapping model with the options of {@code wfc overlapping} as workload. */
@Command(name = "overlapping",
        addMethodSubcommands = false,
        description = {
            "Times maps of the overlapping model, with the model, size and solver options of wfc overlapping.",
            "Without SAMPLE.png, the built-in sample is used. Sizes are in pixels.",
            "A .vox sample, a hexagonal .tmx map or --topology hex time cube and hex maps, sizes in cells; --depth "
                    + "gives a cube map's layers, --mask its footprint, as in wfc overlapping."})
final class BenchOverlappingCommand extends BenchModelCommand {
    @Mixin
    private OverlappingModelOptions source;
    @Mixin
    private TopologyOptions grid;

    @Override
    public Integer call() {
        bench.checkOptions();
        if (source.onGrid(grid)) {
            return onGrid();
        }
        Image image = source.image();
        return MapRun.withinMemory(size, () -> {
            OverlappingModel model = source.model(image);
            double cells = source.cells(size);
            return run(workload(), model::solverBuilder, model.patternCount(), cells, source.restriction());
        });
    }

    /** The overlapping model on a hexagonal, cubic or masked square grid; the workload adds topology and depth. */
    private int onGrid() {
        GridOverlappingModel model = source.gridModel(grid.topology());
        int depth = grid.depth(model.topology());
        Model shaped = model.shaped(depth, grid.mask());
        return MapRun.withinMemory(size, () -> {
            BenchWorkload workload = workload().put("topology", model.topology().id()).put("depth", depth);
            return run(workload, shaped::solverBuilder, model.patternCount(), model.topology().directions(),
                    (double) size.width() * size.height() * depth, source.restriction());
        });
    }

    private BenchWorkload workload() {
        return workload("overlapping").put("sample", Objects.toString(source.sample(), null)).put("n", source.n())
                .put("symmetry", source.input().symmetry()).put("periodicInput", source.input().periodicInput())
                .put("ground", source.ground());
    }
}
