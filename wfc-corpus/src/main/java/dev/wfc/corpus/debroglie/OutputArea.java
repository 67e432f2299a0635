package dev.wfc.corpus.debroglie;

import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.model.OverlappingModel;

import java.util.Arrays;

/**
 * The output as a configuration sees it, {@code width x height} pixels or tiles, and how a restriction of one of its
 * places becomes a restriction of a solver cell. For the adjacent model a place is a cell. For the overlapping
 * model a place is a pixel: cell {@code (min(x, gw - 1), min(y, gh - 1))} draws it, at offset {@code (x - cx, y - cy)}
 * of its pattern (a grid is N - 1 smaller than the picture along each non-periodic axis); a place holds a colour
 * when the pattern pixel there has that colour.
 */
final class OutputArea {
    final int width;
    final int height;
    final int gridWidth;
    final int gridHeight;
    private final OverlappingModel overlapping;
    private final int tiles;

    /** The adjacent model's area: a place a cell. */
    static OutputArea cells(int width, int height, int tiles) {
        return new OutputArea(width, height, width, height, null, tiles);
    }

    /**
     * A rectangular overlapping model's area: {@code padX} and {@code padY} pixels more than the grid, and no
     * restriction of places (the rectangular configuration takes none).
     */
    static OutputArea rectangle(int width, int height, int padX, int padY, int tiles) {
        return new OutputArea(width, height, width - padX, height - padY, null, tiles);
    }

    /** The overlapping model's area: a place a pixel. */
    static OutputArea pixels(int width, int height, boolean periodicX, boolean periodicY, OverlappingModel model) {
        int padX = periodicX ? 0 : model.n() - 1;
        int padY = periodicY ? 0 : model.n() - 1;
        return new OutputArea(width, height, width - padX, height - padY, model, model.patternCount());
    }

    private OutputArea(int width, int height, int gw, int gh, OverlappingModel overlapping, int tiles) {
        this.width = width;
        this.height = height;
        this.gridWidth = gw;
        this.gridHeight = gh;
        this.overlapping = overlapping;
        this.tiles = tiles;
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
            int shown = overlapping == null ? t : overlapping.patternPixel(t, ox, oy);
            boolean listed = Arrays.stream(values).anyMatch(v -> v == shown);
            if (listed != ban) {
                keep[n++] = t;
            }
        }
        b.restrict(cell, Arrays.copyOf(keep, n));
    }
}
