package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The grid a learned map is made on: its topology, its layers and a footprint mask, for {@code wfc learn}. The
 * values are checked by the library's own checks ({@link Topology#parse}, {@link Checks#depth}), their messages
 * led by the option's name.
 */
public final class TopologyOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    private Topology topology;
    private int depth = Defaults.DEPTH;
    private boolean depthSet;

    @Option(names = "--mask", paramLabel = "PNG",
            description = "Only the cells whose pixel in this PNG (of the output's width and height) is opaque and "
                    + "not black exist; the others hold no tile, and no rule reaches across them (on a cube: every "
                    + "layer) (default: every cell).")
    private Path mask;

    @Option(names = "--topology", paramLabel = "square|hex|cube",
            description = "The grid: square cells (4 neighbours), hexagons in axial coordinates (6: x to the right, "
                    + "y down and to the left; a rhombus on screen) or cubes (6, z up) (default: cube for .vox "
                    + "examples, hex for a hexagonal .tmx, else square).")
    void setTopology(String value) {
        topology = parse(mixee, value);
    }

    /**
     * {@code value} of a {@code --topology} option of {@code command}, by {@link Topology#parse}.
     *
     * @throws ParameterException naming {@code --topology} and the topologies allowed
     */
    public static Topology parse(CommandSpec command, String value) {
        try {
            return Topology.parse(value);
        } catch (WfcInputException e) {
            throw new ParameterException(command.commandLine(), "--" + e.getMessage());
        }
    }

    @Option(names = "--depth", paramLabel = "D",
            description = "Layers of a cube map, z from 0 at the bottom (default: 1; only a cube map has more).")
    void setDepth(int value) {
        try {
            depth = Checks.depth(value, Topology.CUBE);
            depthSet = true;
        } catch (WfcInputException e) {
            throw new ParameterException(mixee.commandLine(), "--" + e.getMessage());
        }
    }

    /** The topology asked for, or null to take the examples'. */
    public Topology topology() {
        return topology;
    }

    /**
     * The layers, checked against the model's topology.
     *
     * @throws CliFailure with exit code 2 for a depth above 1 on a square or hexagonal model
     */
    public int depth(Topology model) {
        try {
            return Checks.depth(depth, model);
        } catch (WfcInputException e) {
            throw CliFailure.badInput("--" + e.getMessage());
        }
    }

    /** Whether any of the options was given (the default is today's square grid). */
    public boolean given() {
        return topology != null || depthSet || mask != null;
    }

    /**
     * The footprint, or null.
     *
     * @throws CliFailure with exit code 2 naming {@code --mask} if the file cannot be read or has no cell
     */
    public Mask mask() {
        if (mask == null) {
            return null;
        }
        try {
            return Mask.read(mask);
        } catch (IOException e) {
            throw CliFailure.badInput("--mask " + e.getMessage());
        }
    }
}
