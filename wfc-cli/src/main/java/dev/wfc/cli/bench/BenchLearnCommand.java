package dev.wfc.cli.bench;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.LearnedModelOptions;
import dev.wfc.cli.options.TopologyOptions;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.nio.file.Path;

/** {@code wfc bench learn}: the learned-adjacency model with the options of {@code wfc learn} as workload. */
@Command(name = "learn",
        addMethodSubcommands = false,
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Times maps of the learned-adjacency model, with the example, size and solver options of wfc learn.",
            "Sizes are in cells. Hexagonal .tmx and .vox examples (or --topology) time hexagonal and cubic maps; "
                    + "--depth gives a cube map's layers, --mask its footprint, as in wfc learn."})
final class BenchLearnCommand extends BenchModelCommand {
    @Mixin
    private LearnedModelOptions source;
    @Mixin
    private TopologyOptions grid;

    @Override
    public Integer call() {
        bench.checkOptions();
        LearnedModel model = source.model(grid.topology());
        if (model.topology() == Topology.SQUARE && !grid.given()) {
            return MapRun.withinMemory(size, () -> {
                BenchWorkload workload = workload("learned");
                workload.put("examples", source.examples().stream().map(Path::toString).toList());
                workload.put("symmetry", source.input().symmetry()).put("periodicInput",
                        source.input().periodicInput());
                return run(workload, model::solverBuilder, model.tileCount(),
                        (double) size.width() * size.height(), null);
            });
        }
        int depth = grid.depth(model.topology());
        Model shaped = grid.shaped(model);
        return MapRun.withinMemory(size, () -> {
            BenchWorkload workload = workload("learned");
            workload.put("examples", source.examples().stream().map(Path::toString).toList());
            workload.put("symmetry", source.input().symmetry()).put("periodicInput", source.input().periodicInput());
            workload.put("topology", model.topology().id()).put("depth", depth);
            return run(workload, shaped::solverBuilder, model.tileCount(), model.topology().directions(),
                    (double) size.width() * size.height() * depth, null);
        });
    }
}
