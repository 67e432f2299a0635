package dev.wfc.cli;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;

import java.util.List;

/**
 * A model read from its command-line inputs, as the commands that draw a solve or describe the rules see it,
 * whichever model it is. Made by the model option mixins ({@link OverlappingModelOptions#any()} and its siblings).
 */
interface AnyModel {
    /** The NAME of default output files, e.g. the sample's file name without {@code .png}. */
    String name();

    /** What the rules are made of, plural: {@code "patterns"} or {@code "tiles"}. */
    String units();

    Rules rules();

    /** A label per tile id, e.g. {@code "corner 3"}, {@code "#FF0000"} or a character. */
    List<String> tileNames();

    /**
     * The cell grid of an output of {@code width x height} in the command's units.
     *
     * @throws CliFailure with exit code 2 naming the size option if the model cannot make that size
     */
    Grid grid(SizeOptions size);

    /** A fresh builder of the rules on {@link #grid}, with the model's restrictions. */
    SolverBuilder solverBuilder(int width, int height, boolean periodic);

    /** The option that restricts the rules beyond the model (e.g. {@code --ground}), or null. */
    String restriction();

    /** Whether {@link #render} can draw maps (text examples cannot). */
    boolean drawsMaps();

    /** The side in pixels of the square a cell of {@link #render} starts at (top-left at x, y times it). */
    int cellPixels();

    /**
     * The map as its single-map command draws it at its smallest scale: undecided cells show the weighted average of
     * their remaining options.
     */
    Image render(Solution map);

    /** Tile {@code t} as a small picture: a pattern's N x N pixels, a tile's image, a colour or a character. */
    Image tileImage(int t);
}
