package dev.wfc.cli.bench;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.map.TiledCommand;
import dev.wfc.cli.options.ShapeOptions;
import dev.wfc.cli.options.TiledModelOptions;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc bench tiled}: a classic tileset with the options of {@code wfc tiled} as workload. */
@Command(name = "tiled",
        addMethodSubcommands = false,
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Times maps of the simple tiled model, with the tileset, size and solver options of wfc tiled.",
            "Sizes are in tiles. A hex or cube tileset times hexagonal or cubic maps; --depth gives a cube map's "
                    + "layers, --mask its footprint, as in wfc tiled."})
final class BenchTiledCommand extends BenchModelCommand {
    @Mixin
    private TiledModelOptions source;

    @Mixin
    private ShapeOptions shape;

    @Override
    public Integer call() {
        bench.checkOptions();
        Topology topology = source.topology();
        if (topology != Topology.SQUARE) {
            return onGrid(topology);
        }
        if (shape.given()) {
            throw TiledModelOptions.onSquare("--depth/--mask");
        }
        TiledModel model = source.model();
        return MapRun.withinMemory(size, () -> {
            BenchWorkload workload = workload("tiled")
                    .put("tileset", source.tileset().toString()).put("subset", source.subset())
                    .put("allowDeadEnds", source.deadEndsAllowed());
            return run(workload, model::solverBuilder, model.tileCount(),
                    (double) size.width() * size.height(), null);
        });
    }

    /** A hex or cube tileset: maps of --depth layers cut by --mask, the workload naming the topology and depth. */
    private int onGrid(Topology topology) {
        source.refuseOnGrid(topology, null);
        int depth = shape.depth(topology);
        Model shaped = source.readOnGrid(topology, depth, shape.mask()).model();
        return MapRun.withinMemory(size, () -> {
            BenchWorkload workload = workload("tiled").put("tileset", source.tileset().toString())
                    .put("topology", topology.id()).put("depth", depth);
            return run(workload, shaped::solverBuilder, shaped.rules().tileCount(), topology.directions(),
                    (double) size.width() * size.height() * depth, null);
        });
    }
}
