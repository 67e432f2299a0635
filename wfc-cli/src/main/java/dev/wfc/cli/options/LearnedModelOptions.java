package dev.wfc.cli.options;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.LearnedModelBuilder;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * What the learned-adjacency model is built from: the examples, their symmetries and whether they wrap around; for
 * every command that learns from examples ({@code wfc learn} and its {@code bench}, {@code animate} and {@code rules}
 * subcommands). Such a command states the model's own defaults (as drawn, not wrapping) with
 * {@code defaultValueProvider = LearnCommand.Defaults.class}.
 */
public final class LearnedModelOptions {
    @Parameters(arity = "1..*", paramLabel = "EXAMPLE",
            description = "Example files, all PNG (name ending in .png, any case), all MagicaVoxel .vox, all Tiled "
                    + ".tmx, or all text; their tile counts add up and their adjacencies unite.")
    private List<Path> examples;

    @Mixin
    private InputSymmetryOptions input;

    /** The examples, at least one, in the order given. */
    public List<Path> examples() {
        return examples;
    }

    public InputSymmetryOptions input() {
        return input;
    }

    /** The NAME of the default output: the first example's file name without its extension. */
    public String name() {
        Path first = examples.get(0);
        String file = first.getFileName().toString();
        int dot = file.lastIndexOf('.');
        return FileNames.baseName(first, dot > 0 ? file.substring(dot) : "");
    }

    /**
     * Reads the examples.
     *
     * @throws CliFailure with exit code 2 naming the example that cannot be read, or if they do not go together
     */
    public LearnedModel model() {
        return model(null);
    }

    /**
     * Reads the examples onto {@code topology} (null: the examples' own, square unless they are voxels or a
     * hexagonal Tiled map).
     *
     * @throws CliFailure with exit code 2 naming the example that cannot be read, or if they do not go together
     */
    public LearnedModel model(dev.wfc.core.topo.Topology topology) {
        boolean hexPossible = topology == dev.wfc.core.topo.Topology.HEX || (topology == null && examples.stream()
                .anyMatch(e -> e.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".tmx")));
        if (!hexPossible) {
            input.squareSymmetry(); // before any example is read
        }
        LearnedModelBuilder builder = LearnedModel.builder().symmetry(input.symmetry())
                .periodicInput(input.periodicInput());
        if (topology != null) {
            builder.topology(topology);
        }
        for (Path example : examples) {
            try {
                builder.example(example);
            } catch (IOException | IllegalArgumentException e) {
                throw CliFailure.badInput(e.getMessage());
            } catch (OutOfMemoryError e) {
                throw CliFailure.badInput(example + ": too large to read (out of memory)");
            }
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(InputSymmetryOptions.optionLed(e.getMessage(),
                    String.join(", ", examples.stream().map(Path::toString).toList())));
        }
    }

    /**
     * {@link #model()} with the command's names for it; maps are drawn a pixel per cell.
     *
     * @throws CliFailure with exit code 2 if the examples make a hex or cube model, which only {@code wfc learn}
     *     draws
     */
    public ModelInput read() {
        LearnedModel model = model();
        if (model.topology() != dev.wfc.core.topo.Topology.SQUARE) {
            throw CliFailure.badInput(examples.get(0) + ": a " + model.topology().id() + " model (expected: square "
                    + "examples here; wfc learn makes hex and cube maps)");
        }
        return new ModelInput(name(), "tiles", model, null, size -> { });
    }

    /**
     * {@link #model()} on the examples' own topology, square, hexagonal (a hexagonal {@code .tmx}) or cubic
     * ({@code .vox}), for the commands that describe or draw any of them.
     *
     * @throws CliFailure with exit code 2 naming the example that cannot be read, or if they do not go together
     */
    public ModelInput readOnItsTopology() {
        return new ModelInput(name(), "tiles", model(), null, size -> { });
    }
}
