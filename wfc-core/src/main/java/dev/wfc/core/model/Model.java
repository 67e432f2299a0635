package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.topo.Mask;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * What every model offers a caller that does not care which one it is: its rules, a label per tile, the grid and a
 * solver builder for an output size, and the drawing and encoding of its maps. Implemented by
 * {@link OverlappingModel}, {@link TiledModel} and {@link LearnedModel}; sizes are in each model's units (pixels for
 * the overlapping model, cells otherwise). A model bound to designer constraints ({@link #steered}) is a model too.
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
     * {@link #grid}. Safe to call from several threads at once.
     *
     * @throws IllegalArgumentException if the model cannot make that size
     */
    default SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return SolverBuilder.of(rules(), grid(width, height, periodic));
    }

    /**
     * The pixels {@link #render} draws for an output of {@code width} x {@code height} (0 if it does not draw), known
     * before solving, for a memory estimate; by default a pixel a unit, as for the overlapping model.
     */
    default double pixels(int width, int height) {
        return formats().contains(MapFormat.PNG) ? (double) width * height : 0;
    }

    /** The formats {@link #encode} offers for this model; {@link MapFormat#PNG} whenever {@link #render} draws. */
    Set<MapFormat> formats();

    /**
     * The map as an image, at the model's own scale: a pattern's pixel a cell (a non-periodic overlapping output has
     * its grid's size plus N - 1), a tile image a cell, a pixel an example colour. Undecided cells show the
     * weighted average of their remaining options. Safe to call from several threads at once.
     *
     * @throws IllegalStateException if the model does not draw ({@link #formats()} lacks PNG: text examples)
     */
    Image render(Solution solution);

    /**
     * The side in pixels of the square that a cell of {@link #render} starts at (its top-left corner at x and y times
     * this); by default 1, a pixel a cell.
     */
    default int cellPixels() {
        return 1;
    }

    /**
     * Tile {@code t} as a small picture: a pattern's N x N pixels, a tile's image, an example's colour as one pixel
     * or its character as a glyph.
     *
     * @throws IllegalStateException if the model has no pictures of its tiles
     * @throws IndexOutOfBoundsException if {@code t} is not a tile id
     */
    default Image tileImage(int t) {
        throw new IllegalStateException("tileImage: this model has no pictures of its tiles");
    }

    /**
     * The map's bytes in {@code format}. Safe to call from several threads at once.
     *
     * @throws WfcInputException if {@code format} is not one of {@link #formats()}
     * @throws IllegalArgumentException for {@link MapFormat#TXT} if a cell is undecided
     */
    default byte[] encode(Solution solution, MapFormat format) {
        if (!formats().contains(format)) {
            throw new WfcInputException("format: " + format.extension() + " (expected: one of "
                    + formats().stream().map(MapFormat::extension).toList() + ")");
        }
        return switch (format) {
            case PNG -> Png.encode(render(solution));
            case JSON -> GridJson.write(solution, tileNames()).getBytes(StandardCharsets.UTF_8);
            case TXT -> text(solution).getBytes(StandardCharsets.UTF_8);
        };
    }

    /** The map as PNG bytes: {@code encode(solution, MapFormat.PNG)}. */
    default byte[] png(Solution solution) {
        return encode(solution, MapFormat.PNG);
    }

    /**
     * The map as text, a line per row, for the models that offer {@link MapFormat#TXT}.
     *
     * @throws IllegalStateException if the model has no text form
     * @throws IllegalArgumentException if a cell is undecided
     */
    default String text(Solution solution) {
        throw new IllegalStateException("text: this model has no text form (expected: a tiled model or"
                + " text examples)");
    }

    /**
     * This model with {@code steering}'s designer constraints applied after its own restrictions, to every solver
     * builder it makes; it renders and encodes as this model does. {@code steering} is copied: changing it later
     * does not change the result.
     *
     * @param steering constraints stated with this model's {@link #tileNames()}
     */
    default Model steered(Steering steering) {
        return new ConstrainedModel(this, steering.copy());
    }

    /**
     * This model on grids of its rules' topology ({@link Rules#topology()}) of {@code depth} layers, cut by
     * {@code mask} (null: every cell): its {@link #grid} and {@link #solverBuilder} make such grids, and cells
     * outside the mask hold no tile (-1). For a model of one cell a unit (tiled, learned); the overlapping model's
     * grid is in patterns, not pixels. Shape first, then {@link #steered steer}.
     *
     * @throws IllegalArgumentException if {@code depth} is out of range ({@link dev.wfc.core.Checks#depth})
     */
    default Model shaped(int depth, Mask mask) {
        dev.wfc.core.Checks.depth(depth, rules().topology());
        return new ShapedModel(this, depth, mask, grid -> SolverBuilder.of(rules(), grid));
    }
}
