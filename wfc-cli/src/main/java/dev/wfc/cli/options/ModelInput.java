package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Grid;
import dev.wfc.core.model.Model;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * A model read from a command's inputs, with what the commands that draw a solve or describe the rules say about it
 * beyond the model itself. Made by the model option mixins ({@link OverlappingModelOptions#read()} and its
 * siblings); the model draws its maps and tiles itself.
 *
 * @param name the NAME of default output files, e.g. the sample's file name without {@code .png}
 * @param units what the rules are made of, plural: {@code "patterns"} or {@code "tiles"}
 * @param model the model: rules, tile names and pictures, grids, solver builders, rendering
 * @param restriction the option that restricts the rules beyond the model (e.g. {@code --ground}), or null
 * @param sizeCheck throws a {@link CliFailure} naming the options for a size they cannot take, before the model's own
 *     check of the grid
 * @param cellColors the ARGB a cell of each tile shows where a map is drawn a colour a cell (hexagons, a cube's
 *     layers), or null for the mean colour of the tile's picture; an overlapping pattern shows its first cell
 */
public record ModelInput(String name, String units, Model model, String restriction, Consumer<SizeOptions> sizeCheck,
                         int[] cellColors) {
    public ModelInput {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(units, "units");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(sizeCheck, "sizeCheck");
    }

    /** A model whose cells show their tile's picture's mean colour ({@code cellColors} null). */
    public ModelInput(String name, String units, Model model, String restriction, Consumer<SizeOptions> sizeCheck) {
        this(name, units, model, restriction, sizeCheck, null);
    }

    /**
     * The cell grid of an output of the given size, in the command's units.
     *
     * @throws CliFailure with exit code 2 naming the size option if the model cannot make that size
     */
    public Grid grid(SizeOptions size) {
        sizeCheck.accept(size);
        try {
            return model.grid(size.width(), size.height(), size.periodic());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(size.describe() + ": " + e.getMessage());
        }
    }
}
