package dev.wfc.cli.rules;

import dev.wfc.cli.options.OverlappingModelOptions;
import dev.wfc.cli.options.TopologyOptions;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc rules overlapping}: the rules {@code wfc overlapping} solves with, for the same model options. */
@Command(name = "overlapping",
        addMethodSubcommands = false,
        description = "Describes the patterns wfc overlapping learns from the sample with the same options; NAME is "
                + "the sample's. A .vox sample gives N x N x N boxes and the six directions of a cube (left, down, "
                + "right, up, above, below), a hexagonal .tmx map or a PNG with --topology hex rhombi of N x N "
                + "hexagons and the six directions of a hexagon (left, down-left, down-right, right, up-right, "
                + "up-left); the contact sheet draws a box's layers one below the other.")
final class RulesOverlappingCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private OverlappingModelOptions source;
    @Mixin
    private RulesOptions rules;

    private Topology topology;

    @Option(names = "--topology", paramLabel = "square|hex|cube",
            description = "The grid the patterns are read on, as wfc overlapping --topology (default: cube for a "
                    + ".vox sample, hex for a hexagonal .tmx, else the square).")
    void setTopology(String value) {
        topology = TopologyOptions.parse(spec, value);
    }

    @Override
    public Integer call() {
        return RulesRun.run(spec, source.readOn(topology), rules);
    }
}
