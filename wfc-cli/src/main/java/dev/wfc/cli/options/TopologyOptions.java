package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The grid a learned or overlapping map is made on: its topology ({@link Topology#parse}, the message led by the
 * option's name), and its layers and footprint mask ({@link ShapeOptions}).
 */
public final class TopologyOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    private Topology topology;

    @Mixin
    private ShapeOptions shape;

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

    /** The topology asked for, or null to take the examples'. */
    public Topology topology() {
        return topology;
    }

    /** @see ShapeOptions#depth */
    public int depth(Topology model) {
        return shape.depth(model);
    }

    /** Whether any of the options was given (the default is today's square grid). */
    public boolean given() {
        return topology != null || shape.given();
    }

    /** @see ShapeOptions#masked */
    public boolean masked() {
        return shape.masked();
    }

    /** @see ShapeOptions#mask */
    public Mask mask() {
        return shape.mask();
    }

    /**
     * {@code model} on this grid: {@link Model#shaped} with the depth and mask asked for.
     *
     * @throws CliFailure with exit code 2 naming the option of what the model refuses (a mask, a depth)
     */
    public Model shaped(Model model) {
        int depth = depth(model.rules().topology());
        Mask footprint = mask();
        try {
            return model.shaped(depth, footprint);
        } catch (WfcInputException e) {
            throw CliFailure.badInput("--" + e.getMessage());
        }
    }
}
