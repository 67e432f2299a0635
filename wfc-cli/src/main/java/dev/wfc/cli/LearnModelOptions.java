package dev.wfc.cli;

import dev.wfc.core.model.LearnedModel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * What the learned-adjacency model is built from: the examples, their symmetries and whether they wrap around; for
 * every command that learns from examples ({@code wfc learn}, {@code wfc bench learn}). Such a command states the
 * model's own defaults (as drawn, not wrapping) with {@link LearnCommand.Defaults}.
 */
final class LearnModelOptions {
    @Parameters(arity = "1..*", paramLabel = "EXAMPLE",
            description = "Example files, all PNG (name ending in .png, any case) or all text; their tile counts "
                    + "add up and their adjacencies unite.")
    private List<Path> examples;

    @Mixin
    private InputSymmetryOptions input;

    /** The examples, at least one, in the order given. */
    List<Path> examples() {
        return examples;
    }

    InputSymmetryOptions input() {
        return input;
    }

    /** Reads the examples; one that cannot be read or used is a failure with exit code 2 naming it. */
    LearnedModel model() {
        LearnedModel.Builder builder = LearnedModel.builder().symmetry(input.symmetry())
                .periodicInput(input.periodicInput());
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
            throw CliFailure.badInput(String.join(", ", examples.stream().map(Path::toString).toList()) + ": "
                    + e.getMessage());
        }
    }
}
