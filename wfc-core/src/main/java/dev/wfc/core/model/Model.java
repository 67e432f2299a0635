package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.SolverBuilder;

import java.util.List;

/**
 * What every model offers a caller that does not care which one it is: its rules, a label per tile, and the grid
 * and a solver builder for an output size. Implemented by {@link OverlappingModel}, {@link TiledModel} and
 * {@link LearnedModel}; sizes are in each model's units (pixels for the overlapping model, cells otherwise).
 */
public interface Model {
    /** The adjacency rules and tile weights. */
    Rules rules();

    /** A label per tile id, e.g. {@code "corner 3"}, {@code "#FF0000"} or a character. */
    List<String> tileNames();

    /**
     * The cell grid of an output of {@code width} x {@code height}: by default a cell a unit, as for tiled and
     * learned models.
     *
     * @throws IllegalArgumentException if the model cannot make that size
     */
    default Grid grid(int width, int height, boolean periodic) {
        return new Grid(width, height, periodic);
    }

    /**
     * A fresh builder for an output of {@code width} x {@code height}, with the model's own restrictions (such as
     * the overlapping model's ground) applied and no solver option set; by default the bare rules on
     * {@link #grid}.
     *
     * @throws IllegalArgumentException if the model cannot make that size
     */
    default SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return SolverBuilder.of(rules(), grid(width, height, periodic));
    }
}
