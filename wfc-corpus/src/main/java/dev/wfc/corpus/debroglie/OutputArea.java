package dev.wfc.corpus.debroglie;

import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.OverlappingModel;

import java.util.Arrays;

/**
 * The output as a configuration sees it, {@code width x height} pixels or tiles, and how a restriction of one of its
 * places becomes a restriction of a solver cell. For the adjacent model a place is a cell. For an overlapping model
 * (square or rectangular patterns) a place is a pixel: cell {@code (min(x, gw - 1), min(y, gh - 1))} draws it, at
 * offset {@code (x - cx, y - cy)} of its pattern (a grid is nX - 1 (nY - 1) smaller than the picture along each
 * non-periodic axis); a place holds a colour when the pattern pixel there has that colour.
 */
final class OutputArea {
    /** The colour pattern {@code t} has at {@code (x, y)} of its box. */
    interface PatternPixels {
        int at(int t, int x, int y);
    }

    final int width;
    final int height;
    final int gridWidth;
    final int gridHeight;
    /** Null for the adjacent model. */
    private final PatternPixels pixels;
    private final int tiles;

    /** The adjacent model's area: a place a cell. */
    static OutputArea cells(int width, int height, int tiles) {
        return new OutputArea(width, height, width, height, null, tiles);
    }

    /** The overlapping model's area: a place a pixel. */
    static OutputArea pixels(int width, int height, boolean periodicX, boolean periodicY, OverlappingModel model) {
        int padX = periodicX ? 0 : model.n() - 1;
        int padY = periodicY ? 0 : model.n() - 1;
        return new OutputArea(width, height, width - padX, height - padY, model::patternPixel, model.patternCount());
    }

    /** A square {@link GridOverlappingModel}'s area (rectangular patterns): a place a pixel. */
    static OutputArea pixels(int width, int height, boolean periodicX, boolean periodicY, GridOverlappingModel model) {
        int padX = periodicX ? 0 : model.nx() - 1;
        int padY = periodicY ? 0 : model.ny() - 1;
        return new OutputArea(width, height, width - padX, height - padY, (t, x, y) -> model.value(t, x, y, 0),
                model.patternCount());
    }

    private OutputArea(int width, int height, int gw, int gh, PatternPixels pixels, int tiles) {
        this.width = width;
        this.height = height;
        this.gridWidth = gw;
        this.gridHeight = gh;
        this.pixels = pixels;
        this.tiles = tiles;
    }

    /**
     * The patterns whose own pixel, the one their cell shows, is one of {@code colours}; an overlapping model's area
     * only.
     */
    int[] showing(int[] colours) {
        return java.util.stream.IntStream.range(0, tiles)
                .filter(p -> Arrays.stream(colours).anyMatch(c -> c == pixels.at(p, 0, 0))).toArray();
    }

    int cellOf(int x, int y) {
        return Math.min(x, gridWidth - 1) + Math.min(y, gridHeight - 1) * gridWidth;
    }

    /**
     * Keeps at place {@code (x, y)} only the tiles that show one of {@code values} there (or, with {@code ban}, only
     * those that do not). {@code values} are colours (ARGB) for the overlapping model, tile ids otherwise.
     */
    void restrict(SolverBuilder b, int x, int y, int[] values, boolean ban) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new WfcInputException("point (" + x + ", " + y + "): outside the " + width + "x" + height
                    + " output");
        }
        int cell = cellOf(x, y);
        int ox = x - Math.min(x, gridWidth - 1);
        int oy = y - Math.min(y, gridHeight - 1);
        int[] keep = new int[tiles];
        int n = 0;
        for (int t = 0; t < tiles; t++) {
            int shown = pixels == null ? t : pixels.at(t, ox, oy);
            boolean listed = Arrays.stream(values).anyMatch(v -> v == shown);
            if (listed != ban) {
                keep[n++] = t;
            }
        }
        b.restrict(cell, Arrays.copyOf(keep, n));
    }
}
