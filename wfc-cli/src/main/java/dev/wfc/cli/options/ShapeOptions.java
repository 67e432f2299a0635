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
 * The shape of a map on its model's topology: its layers and a footprint mask, for {@code wfc learn} and
 * {@code wfc overlapping} (through {@link TopologyOptions}) and {@code wfc tiled}. The values are checked by the
 * library's own checks ({@link Checks#depth}), their messages led by the option's name.
 */
public final class ShapeOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    private int depth = Defaults.DEPTH;
    private boolean depthSet;

    @Option(names = "--mask", paramLabel = "PNG",
            description = "Only the cells whose pixel in this PNG (of the output's width and height) is opaque and "
                    + "not black exist; the others hold no tile, and no rule reaches across them (on a cube: every "
                    + "layer) (default: every cell).")
    private Path mask;

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

    /** Whether {@code --mask} was given. */
    public boolean masked() {
        return mask != null;
    }

    /** Whether either option was given. */
    public boolean given() {
        return depthSet || mask != null;
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
