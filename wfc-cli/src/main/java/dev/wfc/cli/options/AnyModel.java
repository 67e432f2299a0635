package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.Model;

import java.util.List;

/**
 * A model read from its command-line inputs, as the commands that draw a solve or describe the rules see it,
 * whichever model it is. Made by the model option mixins ({@link OverlappingModelOptions#any()} and its siblings),
 * each of which fills in what differs.
 */
public abstract class AnyModel {
    private final String name;
    private final String units;
    private final Model model;
    private final String restriction;

    /**
     * @param name the NAME of default output files, e.g. the sample's file name without {@code .png}
     * @param units what the rules are made of, plural: {@code "patterns"} or {@code "tiles"}
     * @param model the model: rules, tile labels, grids and solver builders
     * @param restriction the option that restricts the rules beyond the model (e.g. {@code --ground}), or null
     */
    AnyModel(String name, String units, Model model, String restriction) {
        this.name = name;
        this.units = units;
        this.model = model;
        this.restriction = restriction;
    }

    public final String name() {
        return name;
    }

    public final String units() {
        return units;
    }

    public final Rules rules() {
        return model.rules();
    }

    public final List<String> tileNames() {
        return model.tileNames();
    }

    public final String restriction() {
        return restriction;
    }

    /**
     * The cell grid of an output of the given size, in the command's units.
     *
     * @throws CliFailure with exit code 2 naming the size option if the model cannot make that size
     */
    public Grid grid(SizeOptions size) {
        try {
            return grid(size.width(), size.height(), size.periodic());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(size.describe() + ": " + e.getMessage());
        }
    }

    /** The model's grid for an output of {@code width x height}. @throws IllegalArgumentException if it has none */
    public final Grid grid(int width, int height, boolean periodic) {
        return model.grid(width, height, periodic);
    }

    /** A fresh builder of the rules on {@link #grid}, with the model's restrictions. */
    public final SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return model.solverBuilder(width, height, periodic);
    }

    /** Whether {@link #render} can draw maps (text examples cannot). */
    public boolean drawsMaps() {
        return true;
    }

    /** The side in pixels of the square a cell of {@link #render} starts at (top-left at x, y times it). */
    public int cellPixels() {
        return 1;
    }

    /**
     * The map as its single-map command draws it at its smallest scale: undecided cells show the weighted average of
     * their remaining options.
     */
    public abstract Image render(Solution map);

    /** Tile {@code t} as a small picture: a pattern's N x N pixels, a tile's image, a colour or a character. */
    public abstract Image tileImage(int t);
}
