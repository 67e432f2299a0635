package dev.wfc.cli;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;

import java.util.List;

/**
 * A model read from its command-line inputs, as the commands that draw a solve or describe the rules see it,
 * whichever model it is. Made by the model option mixins ({@link OverlappingModelOptions#any()} and its siblings),
 * each of which fills in what differs.
 */
abstract class AnyModel {
    private final String name;
    private final String units;
    private final Rules rules;
    private final List<String> tileNames;
    private final String restriction;

    /**
     * @param name the NAME of default output files, e.g. the sample's file name without {@code .png}
     * @param units what the rules are made of, plural: {@code "patterns"} or {@code "tiles"}
     * @param tileNames a label per tile id, e.g. {@code "corner 3"}, {@code "#FF0000"} or a character
     * @param restriction the option that restricts the rules beyond the model (e.g. {@code --ground}), or null
     */
    AnyModel(String name, String units, Rules rules, List<String> tileNames, String restriction) {
        this.name = name;
        this.units = units;
        this.rules = rules;
        this.tileNames = tileNames;
        this.restriction = restriction;
    }

    final String name() {
        return name;
    }

    final String units() {
        return units;
    }

    final Rules rules() {
        return rules;
    }

    final List<String> tileNames() {
        return tileNames;
    }

    final String restriction() {
        return restriction;
    }

    /**
     * The cell grid of an output of the given size, in the command's units.
     *
     * @throws CliFailure with exit code 2 naming the size option if the model cannot make that size
     */
    Grid grid(SizeOptions size) {
        try {
            return grid(size.width(), size.height(), size.periodic());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(size.describe() + ": " + e.getMessage());
        }
    }

    /** The model's grid for an output of {@code width x height}. @throws IllegalArgumentException if it has none */
    abstract Grid grid(int width, int height, boolean periodic);

    /** A fresh builder of the rules on {@link #grid}, with the model's restrictions. */
    abstract SolverBuilder solverBuilder(int width, int height, boolean periodic);

    /** Whether {@link #render} can draw maps (text examples cannot). */
    boolean drawsMaps() {
        return true;
    }

    /** The side in pixels of the square a cell of {@link #render} starts at (top-left at x, y times it). */
    int cellPixels() {
        return 1;
    }

    /**
     * The map as its single-map command draws it at its smallest scale: undecided cells show the weighted average of
     * their remaining options.
     */
    abstract Image render(Solution map);

    /** Tile {@code t} as a small picture: a pattern's N x N pixels, a tile's image, a colour or a character. */
    abstract Image tileImage(int t);
}
