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
    /** A pattern's box in pixels, 1 x 1 for the adjacent model. */
    private final int boxWidth;
    private final int boxHeight;

    /** The adjacent model's area: a place a cell. */
    static OutputArea cells(int width, int height, int tiles) {
        return new OutputArea(width, height, width, height, null, tiles, 1, 1);
    }

    /** The overlapping model's area: a place a pixel. */
    static OutputArea pixels(int width, int height, boolean periodicX, boolean periodicY, OverlappingModel model) {
        int padX = periodicX ? 0 : model.n() - 1;
        int padY = periodicY ? 0 : model.n() - 1;
        return new OutputArea(width, height, width - padX, height - padY, model::patternPixel, model.patternCount(),
                model.n(), model.n());
    }

    /** A square {@link GridOverlappingModel}'s area (rectangular patterns): a place a pixel. */
    static OutputArea pixels(int width, int height, boolean periodicX, boolean periodicY, GridOverlappingModel model) {
        int padX = periodicX ? 0 : model.nx() - 1;
        int padY = periodicY ? 0 : model.ny() - 1;
        return new OutputArea(width, height, width - padX, height - padY, (t, x, y) -> model.value(t, x, y, 0),
                model.patternCount(), model.nx(), model.ny());
    }

    private OutputArea(int width, int height, int gw, int gh, PatternPixels pixels, int tiles, int boxWidth,
                       int boxHeight) {
        this.width = width;
        this.height = height;
        this.gridWidth = gw;
        this.gridHeight = gh;
        this.pixels = pixels;
        this.tiles = tiles;
        this.boxWidth = boxWidth;
        this.boxHeight = boxHeight;
    }

    /**
     * Per pattern, the pattern whose pixels are its own mirrored along x ({@code axis} 0) or y (1), -1 when the model
     * has none; an overlapping model's area only. On a non-periodic axis the cell across the grid's middle then draws
     * the mirrored pixels: cell {@code x} covers pixels {@code x .. x + n - 1}, cell {@code gw - 1 - x} their mirror
     * images {@code width - 1 - x - (n - 1) ..}. O(patterns x box).
     */
    int[] mirrorOf(int axis) {
        java.util.Map<String, Integer> byPixels = new java.util.HashMap<>();
        for (int t = 0; t < tiles; t++) {
            byPixels.putIfAbsent(box(t, false, axis), t);
        }
        int[] mirror = new int[tiles];
        for (int t = 0; t < tiles; t++) {
            mirror[t] = byPixels.getOrDefault(box(t, true, axis), -1);
        }
        return mirror;
    }

    /** Pattern {@code t}'s pixels row by row, mirrored along {@code axis} if {@code mirrored}. */
    private String box(int t, boolean mirrored, int axis) {
        StringBuilder key = new StringBuilder();
        for (int y = 0; y < boxHeight; y++) {
            for (int x = 0; x < boxWidth; x++) {
                int mx = mirrored && axis == 0 ? boxWidth - 1 - x : x;
                int my = mirrored && axis == 1 ? boxHeight - 1 - y : y;
                key.append(pixels.at(t, mx, my)).append(',');
            }
        }
        return key.toString();
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
