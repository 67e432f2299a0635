package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.Inputs;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.GridOverlappingModelBuilder;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;

/**
 * What the overlapping model is built from: the sample, N, its symmetries, whether it wraps around, and the ground;
 * for every command that builds the model ({@code wfc overlapping} and its {@code bench}, {@code animate} and
 * {@code rules} subcommands).
 */
public final class OverlappingModelOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SAMPLE.png",
            description = "The sample image, any PNG colour type (default: the built-in sample); it "
                    + "may also be a MagicaVoxel .vox sample (a cube map) or a hexagonal Tiled .tmx map (a hex map).")
    private Path sample;

    private int n;

    @Option(names = "--ground", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Pin the sample's bottom-row pattern (its last one) to the output's bottom row and ban it "
                    + "elsewhere, for samples with a floor or horizon; on a cube map the bottom layer holds the "
                    + "sample's bottom-layer patterns and no other layer does, on a hex map or a square map with "
                    + "--mask the last row holds the patterns anchored at the sample's last row and no other row "
                    + "does (default: false).")
    private boolean ground;

    @Mixin
    private InputSymmetryOptions input;

    @Option(names = "--n", paramLabel = "N", defaultValue = "3",
            description = "Pattern side, at least 2 and at most the sample's smaller side (default: ${DEFAULT-VALUE}); "
                    + "on a cube map a box of N x N x N voxels, on a hex map a rhombus of N x N hexagons.")
    void setN(int value) {
        n = (int) Args.atLeast(mixee, "--n", value, 2);
    }

    /** The sample file, or null for the built-in sample. */
    public Path sample() {
        return sample;
    }

    /**
     * The NAME of the default output: the sample's file name without {@code .png} (or its {@code .vox} or
     * {@code .tmx}), or {@code builtin}.
     */
    public String name() {
        if (sample == null) {
            return BuiltinSample.NAME;
        }
        String file = sample.getFileName().toString();
        return FileNames.baseName(sample, gridSample() ? file.substring(file.length() - 4) : ".png");
    }

    public int n() {
        return n;
    }

    public boolean ground() {
        return ground;
    }

    public InputSymmetryOptions input() {
        return input;
    }

    /** The option that restricts the rules beyond the sample: {@code --ground}, or null. */
    public String restriction() {
        return ground ? "--ground" : null;
    }

    /** Reads the sample; a file that cannot be read or decoded is a failure with exit code 2 naming it. */
    public Image image() {
        return sample == null ? BuiltinSample.image() : Inputs.png(sample);
    }

    /**
     * The model for the options, learned from {@code image} (see {@link #image}); N beyond the sample is reported
     * against {@code --n} before the model sees it.
     *
     * @throws CliFailure with exit code 2 if the sample cannot be used
     */
    public OverlappingModel model(Image image) {
        input.squareSymmetry();
        int smaller = Math.min(image.width(), image.height());
        if (n > smaller) {
            String of = sample == null ? "the built-in sample" : sample.toString();
            throw CliFailure.badInput("--n: " + n + " (expected: at most " + smaller + ", the smaller side of "
                    + of + ")");
        }
        try {
            return OverlappingModel.builder(image).n(n).periodicInput(input.periodicInput())
                    .symmetry(input.symmetry()).ground(ground).build();
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(InputSymmetryOptions.optionLed(e.getMessage(), sample == null
                    ? "built-in sample" : sample.toString()));
        }
    }

    /**
     * Whether {@code wfc overlapping} makes its map with {@link #gridModel}: for a {@code .vox} or {@code .tmx}
     * sample, {@code --topology} hex or cube, or a {@code --mask}; else the classic model makes it, and a
     * {@code --depth} there must be 1.
     *
     * @throws CliFailure with exit code 2 for a {@code --depth} above 1 on the classic square path
     */
    public boolean onGrid(TopologyOptions grid) {
        if (gridSample() || grid.masked() || (grid.topology() != null && grid.topology() != Topology.SQUARE)) {
            return true;
        }
        grid.depth(Topology.SQUARE);
        return false;
    }

    /**
     * Whether the sample is not a picture of square pixels for the classic model: a {@code .vox} or {@code .tmx}
     * file (any case), which only {@link #gridModel} reads.
     */
    public boolean gridSample() {
        String lower = sample == null ? "" : sample.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return lower.endsWith(".vox") || lower.endsWith(".tmx");
    }

    /**
     * The overlapping model on a grid ({@link GridOverlappingModel}): N x N x N boxes of a {@code .vox}
     * sample on the cube, N x N rhombi of a hexagonal {@code .tmx} map or of a PNG sample read as axial cells
     * ({@code topology} hex) on the hexagon, N x N squares of a PNG sample on the square (for a masked map);
     * {@code --symmetry} up to 12 on the hexagon.
     *
     * @param topology the {@code --topology} asked for, or null for the sample's own (square for a PNG)
     * @throws CliFailure with exit code 2 naming the option or the sample that cannot be used
     */
    public GridOverlappingModel gridModel(Topology topology) {
        String lower = sample == null ? ".png" : sample.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        Topology own = lower.endsWith(".vox") ? Topology.CUBE : lower.endsWith(".tmx") ? Topology.HEX : null;
        Topology want = topology != null ? topology : own != null ? own : Topology.SQUARE;
        String of = sample == null ? "the built-in sample" : sample.toString();
        if ((own != null && own != want) || (own == null && want == Topology.CUBE)) {
            throw CliFailure.badInput("--topology " + want.id() + ": " + of + " (expected: cube for a .vox sample, "
                    + "hex for a hexagonal .tmx map, square or hex for a PNG)");
        }
        try {
            GridOverlappingModelBuilder b;
            if (want == Topology.CUBE) {
                b = GridOverlappingModel.builder(Vox.read(sample)).n(n, n, n);
            } else if (own == Topology.HEX) {
                b = GridOverlappingModel.builder(TmxMap.read(sample)).n(n);
            } else if (want == Topology.HEX) {
                b = GridOverlappingModel.hexBuilder(image(), null).n(n);
            } else {
                input.squareSymmetry();
                b = GridOverlappingModel.squareBuilder(image()).n(n);
            }
            return b.periodicInput(input.periodicInput()).symmetry(input.symmetry()).ground(ground).build();
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(of + ": too large to read (out of memory)");
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(InputSymmetryOptions.optionLed(e.getMessage(), of));
        }
    }

    /**
     * The solver's cells for an output of {@code size}: every pixel of a periodic output, else one a pattern.
     *
     * @throws CliFailure with exit code 2 if a non-periodic output is narrower or lower than N
     */
    public double cells(SizeOptions size) {
        int w = size.width();
        int h = size.height();
        if (size.periodic()) {
            return (double) w * h;
        }
        if (w < n || h < n) {
            throw CliFailure.badInput(size.describe() + ": too small for --n " + n
                    + " (expected: at least " + n + " on each side, or --periodic)");
        }
        return (double) (w - n + 1) * (h - n + 1);
    }

    /** {@link #model} of the sample, with the size check of {@link #cells}. */
    public ModelInput read() {
        return new ModelInput(name(), "patterns", model(image()), restriction(), this::cells);
    }

    /**
     * The model as {@code wfc overlapping} solves it with {@code grid}'s options: {@link #gridModel} of {@code grid}'s
     * topology, on its depth and mask, with sizes in cells and each cell its pattern's colour, when
     * {@link #onGrid} says so; else {@link #read()}.
     *
     * @throws CliFailure with exit code 2 naming the option or the sample that cannot be used
     */
    public ModelInput readOn(TopologyOptions grid) {
        if (!onGrid(grid)) {
            return read();
        }
        GridOverlappingModel model = gridModel(grid.topology());
        Model shaped = model.shaped(grid.depth(model.topology()), grid.mask());
        return new ModelInput(name(), "patterns", shaped, restriction(), size -> { }, model.tileColors());
    }

    /**
     * The model alone, without a depth or mask: {@link #gridModel} of {@code topology} for a {@code .vox} or
     * {@code .tmx} sample or a {@code topology} of hex or cube, else {@link #read()}; for {@code wfc rules}.
     *
     * @param topology the {@code --topology} asked for, or null for the sample's own
     * @throws CliFailure with exit code 2 naming the option or the sample that cannot be used
     */
    public ModelInput readOn(Topology topology) {
        if (!gridSample() && (topology == null || topology == Topology.SQUARE)) {
            return read();
        }
        GridOverlappingModel model = gridModel(topology);
        return new ModelInput(name(), "patterns", model, restriction(), size -> { }, model.tileColors());
    }
}
