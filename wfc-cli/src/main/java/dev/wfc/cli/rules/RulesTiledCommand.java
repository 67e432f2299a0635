package dev.wfc.cli.rules;

import dev.wfc.cli.options.TiledModelOptions;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc rules tiled}: the rules {@code wfc tiled} solves with, for the same model options. */
@Command(name = "tiled",
        addMethodSubcommands = false,
        description = "Describes the tile orientations and neighbour rules of a tileset as wfc tiled reads them; "
                + "NAME is the tileset's. A hex tileset gives the six directions of a hexagon (left, down-left, "
                + "down-right, right, up-right, up-left) and each tile as its colour, a cube tileset those of a cube "
                + "(left, down, right, up, above, below) and each tile as its voxels' layers one below the other, "
                + "the bottom one first.")
final class RulesTiledCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private TiledModelOptions source;
    @Mixin
    private RulesOptions rules;

    @Override
    public Integer call() {
        Topology topology = source.topology();
        if (topology == Topology.SQUARE) {
            return RulesRun.run(spec, source.read(false), rules);
        }
        source.refuseOnGrid(topology, null);
        return RulesRun.run(spec, source.readOnGrid(topology, 1, null), rules);
    }
}
