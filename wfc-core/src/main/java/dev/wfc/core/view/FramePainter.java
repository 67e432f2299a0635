package dev.wfc.core.view;

import dev.wfc.core.Entropy;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolveView;
import dev.wfc.core.io.Image;

import java.util.Arrays;
import java.util.function.Function;

import static dev.wfc.core.view.FrameColours.BACKGROUND;
import static dev.wfc.core.view.FrameColours.DECIDED;
import static dev.wfc.core.view.FrameColours.RING_INNER;
import static dev.wfc.core.view.FrameColours.RING_OUTER;
import static dev.wfc.core.view.FrameColours.heat;
import static dev.wfc.core.view.FrameColours.over;

/**
 * Draws one frame of an animation: the partial map as the model renders it, and/or the entropy heat map of the
 * cells, side by side, each magnified {@code scale} times; the cell about to collapse is ringed in both. Off the
 * square, a {@link CellLayout} draws both panels: hexagons, or a cube's layers side by side ({@link LayoutFrame}).
 *
 * <p>Heat map: a cell is a square of the map's cell size; an undecided cell's colour runs from near black (entropy
 * 0) through purple and orange to pale yellow at the entropy of a cell where every tile is possible (higher values,
 * which removing a heavy tile can cause, are drawn as that); a decided cell is flat steel blue. Frames are opaque:
 * translucent map pixels are blended over the dark background. The ring is black inside, white outside, one pixel
 * each, clipped to its panel.
 */
public final class FramePainter {
    /** Pixels between the two panels. */
    static final int GAP = 4;

    private final Function<Solution, Image> render;
    /** Off the square: the frame a cell layout draws; null on the square. */
    private final LayoutFrame layoutFrame;
    private final FrameView view;
    private final Grid grid;
    private final int mapWidth;
    private final int mapHeight;
    private final int scale;
    private final int cell;
    private final double fullEntropy;
    private final int width;
    private final int height;

    /**
     * @param rules the rules being solved, whose full entropy is the top of the heat scale
     * @param render draws a map, partial or not, at its smallest scale: undecided cells as the model shows them
     * @param cellPixels the side in pixels of the square a cell of {@code render}'s maps starts at (top-left at x, y
     *     times it)
     * @param mapWidth the width of {@code render}'s maps, in pixels; {@code mapHeight} their height
     * @param scale pixels per map pixel, >= 1
     */
    public FramePainter(Rules rules, Function<Solution, Image> render, int cellPixels, FrameView view, Grid grid,
                        int mapWidth, int mapHeight, int scale) {
        this.render = render;
        this.layoutFrame = null;
        this.view = view;
        this.grid = grid;
        this.mapWidth = mapWidth;
        this.mapHeight = mapHeight;
        this.scale = scale;
        this.cell = cellPixels * scale;
        this.fullEntropy = fullEntropy(weights(rules));
        long w = frameWidth(view, grid, cellPixels, mapWidth, scale);
        long h = frameHeight(view, grid, cellPixels, mapHeight, scale);
        this.width = (int) w;
        this.height = (int) h;
    }

    /**
     * A painter of a grid that {@code layout} draws (hexagons, or a cube's layers side by side): both panels are the
     * layout's pixels, one to one. The map panel shows a decided cell in its tile's colour and an undecided one in
     * the weighted average colour (each channel, alpha too) of its remaining tiles, blended over the background; the
     * heat panel the cells in heat colours; the ring follows the outline of the cell about to collapse.
     *
     * @param tileColors ARGB by tile id
     * @param grid the grid {@code layout} was made of
     */
    public FramePainter(Rules rules, int[] tileColors, FrameView view, Grid grid, CellLayout layout) {
        this.render = null;
        double[] weights = weights(rules);
        this.fullEntropy = fullEntropy(weights);
        this.layoutFrame = new LayoutFrame(tileColors.clone(), weights, fullEntropy, view, grid, layout);
        this.view = view;
        this.grid = grid;
        this.mapWidth = layout.width();
        this.mapHeight = layout.height();
        this.scale = 1;
        this.cell = 1;
        this.width = layoutFrame.width();
        this.height = layoutFrame.height();
    }

    private static double[] weights(Rules rules) {
        double[] weights = new double[rules.tileCount()];
        Arrays.setAll(weights, rules::weight);
        return weights;
    }

    /** The entropy of a cell where every tile is possible, the top of the heat scale; 1 if that is 0. */
    private static double fullEntropy(double[] weights) {
        double full = Entropy.of(weights);
        return full > 0 ? full : 1;
    }

    /** The frame width of a layout's panels {@code panelWidth} pixels wide; a long. */
    public static long frameWidth(FrameView view, long panelWidth) {
        return (view.showsMap() ? panelWidth : 0) + (view.showsEntropy() ? panelWidth : 0)
                + (view == FrameView.BOTH ? GAP : 0);
    }

    /** The frame width for these settings; a long, since a large scale may overflow an int. */
    public static long frameWidth(FrameView view, Grid grid, int cellPixels, long mapWidth, int scale) {
        long map = view.showsMap() ? mapWidth * scale : 0;
        long heat = view.showsEntropy() ? (long) grid.width() * cellPixels * scale : 0;
        return map + heat + (view == FrameView.BOTH ? GAP : 0);
    }

    /** The frame height for these settings. */
    public static long frameHeight(FrameView view, Grid grid, int cellPixels, long mapHeight, int scale) {
        long map = view.showsMap() ? mapHeight * scale : 0;
        long heat = view.showsEntropy() ? (long) grid.height() * cellPixels * scale : 0;
        return Math.max(map, heat);
    }

    /**
     * The largest scale, at most {@code max}, at which the frame's larger side stays within {@code side} pixels;
     * at least 1.
     */
    public static int fittingScale(FrameView view, Grid grid, int cellPixels, long mapWidth, long mapHeight, int side,
                                   int max) {
        int scale = 1;
        while (scale < max && Math.max(frameWidth(view, grid, cellPixels, mapWidth, scale + 1),
                frameHeight(view, grid, cellPixels, mapHeight, scale + 1)) <= side) {
            scale++;
        }
        return scale;
    }

    /** The frame's width in pixels. */
    public int width() {
        return width;
    }

    /** The frame's height in pixels. */
    public int height() {
        return height;
    }

    /**
     * The frame of {@code state}, with the entropies of {@code solver}'s current state.
     *
     * @param next the cell about to collapse, ringed; -1 for none
     */
    public Image paint(Solution state, SolveView solver, int next) {
        if (layoutFrame != null) {
            return layoutFrame.paint(state, solver, next);
        }
        int[] out = new int[width * height];
        Arrays.fill(out, BACKGROUND);
        int x0 = 0;
        if (view.showsMap()) {
            drawMap(out, render.apply(state));
            ring(out, next, 0, mapWidth * scale, mapHeight * scale);
            x0 = mapWidth * scale + GAP;
        }
        if (view.showsEntropy()) {
            drawHeat(out, x0, state, solver);
            ring(out, next, x0, grid.width() * cell, grid.height() * cell);
        }
        return new Image(out, width, height);
    }

    private void drawMap(int[] out, Image map) {
        for (int y = 0; y < map.height(); y++) {
            for (int x = 0; x < map.width(); x++) {
                fill(out, x * scale, y * scale, scale, over(map.pixel(x, y)));
            }
        }
    }

    private void drawHeat(int[] out, int x0, Solution state, SolveView solver) {
        int w = grid.width();
        for (int c = 0; c < grid.cells(); c++) {
            int colour = state.tile(c) >= 0 ? DECIDED : heat(solver.entropy(c) / fullEntropy);
            fill(out, x0 + (c % w) * cell, (c / w) * cell, cell, colour);
        }
    }

    /** Rings {@code next}'s square in the panel that starts at {@code x0} and is {@code pw x ph} pixels. */
    private void ring(int[] out, int next, int x0, int pw, int ph) {
        if (next < 0) {
            return;
        }
        int bx = x0 + (next % grid.width()) * cell;
        int by = (next / grid.width()) * cell;
        for (int d = 1; d <= 2; d++) {
            int colour = d == 1 ? RING_INNER : RING_OUTER;
            for (int i = -d; i < cell + d; i++) {
                plot(out, bx + i, by - d, x0, pw, ph, colour);
                plot(out, bx + i, by + cell - 1 + d, x0, pw, ph, colour);
                plot(out, bx - d, by + i, x0, pw, ph, colour);
                plot(out, bx + cell - 1 + d, by + i, x0, pw, ph, colour);
            }
        }
    }

    private void plot(int[] out, int x, int y, int x0, int pw, int ph, int colour) {
        if (x >= x0 && x < x0 + pw && y >= 0 && y < ph) {
            out[x + y * width] = colour;
        }
    }

    private void fill(int[] out, int x, int y, int side, int colour) {
        for (int j = 0; j < side; j++) {
            Arrays.fill(out, x + (y + j) * width, x + side + (y + j) * width, colour);
        }
    }
}
