package dev.wfc.core.view;

import dev.wfc.core.Entropy;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolveView;
import dev.wfc.core.io.Image;

import java.util.Arrays;
import java.util.function.Function;

/**
 * Draws one frame of an animation: the partial map as the model renders it, and/or the entropy heat map of the
 * cells, side by side, each magnified {@code scale} times; the cell about to collapse is ringed in both. Off the
 * square, a {@link CellLayout} draws both panels: hexagons, or a cube's layers side by side.
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
    static final int BACKGROUND = 0xFF202020;
    /** The heat map's colour of a decided cell. */
    static final int DECIDED = 0xFF3A6F8F;
    static final int RING_INNER = 0xFF000000;
    static final int RING_OUTER = 0xFFFFFFFF;
    /** Heat colour stops at 0, 1/3, 2/3 and 1 of the full entropy. */
    private static final int[] HEAT = {0xFF08080C, 0xFF5A1E82, 0xFFE0602C, 0xFFFCEEA8};

    private final Function<Solution, Image> render;
    /** Off the square: the cells' pixels of either panel, and ARGB by tile; null on the square. */
    private final CellLayout layout;
    private final int[] tileColors;
    private final double[] weights;
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
        this.layout = null;
        this.tileColors = null;
        this.view = view;
        this.grid = grid;
        this.mapWidth = mapWidth;
        this.mapHeight = mapHeight;
        this.scale = scale;
        this.cell = cellPixels * scale;
        this.weights = new double[rules.tileCount()];
        Arrays.setAll(weights, rules::weight);
        double full = Entropy.of(weights);
        this.fullEntropy = full > 0 ? full : 1;
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
        this.layout = layout;
        this.tileColors = tileColors.clone();
        this.view = view;
        this.grid = grid;
        this.mapWidth = layout.width();
        this.mapHeight = layout.height();
        this.scale = 1;
        this.cell = 1;
        this.weights = new double[rules.tileCount()];
        Arrays.setAll(weights, rules::weight);
        double full = Entropy.of(weights);
        this.fullEntropy = full > 0 ? full : 1;
        this.width = (int) frameWidth(view, layout.width());
        this.height = layout.height();
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
        if (layout != null) {
            return paintLayout(state, solver, next);
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

    /** {@link #paint} off the square: O(pixels + cells x tiles) a frame. */
    private Image paintLayout(Solution state, SolveView solver, int next) {
        int[] out = new int[width * height];
        Arrays.fill(out, BACKGROUND);
        int cells = grid.cells();
        int x0 = 0;
        if (view.showsMap()) {
            int[] colour = new int[cells];
            for (int c = 0; c < cells; c++) {
                int t = state.tile(c);
                colour[c] = over(t >= 0 ? tileColors[t] : average(state, c));
            }
            drawLayout(out, 0, colour);
            ringLayout(out, 0, next);
            x0 = layout.width() + GAP;
        }
        if (view.showsEntropy()) {
            int[] colour = new int[cells];
            for (int c = 0; c < cells; c++) {
                colour[c] = state.tile(c) >= 0 ? DECIDED : heat(solver.entropy(c) / fullEntropy);
            }
            drawLayout(out, x0, colour);
            ringLayout(out, x0, next);
        }
        return new Image(out, width, height);
    }

    /** The weighted average ARGB of the tiles still possible at {@code c}, each channel alone; 0 if none is. */
    private int average(Solution state, int c) {
        double[] sum = new double[4];
        double total = 0;
        for (int t = 0; t < tileColors.length; t++) {
            if (state.possible(c, t)) {
                total += weights[t];
                for (int k = 0; k < 4; k++) {
                    sum[k] += weights[t] * ((tileColors[t] >>> (8 * k)) & 0xFF);
                }
            }
        }
        if (total <= 0) {
            return 0;
        }
        int argb = 0;
        for (int k = 0; k < 4; k++) {
            argb |= (int) Math.round(sum[k] / total) << (8 * k);
        }
        return argb;
    }

    private void drawLayout(int[] out, int x0, int[] colour) {
        for (int y = 0; y < layout.height(); y++) {
            for (int x = 0; x < layout.width(); x++) {
                int c = layout.cell(x, y);
                if (c >= 0) {
                    out[x0 + x + y * width] = colour[c];
                }
            }
        }
    }

    /**
     * Rings cell {@code next} in the layout panel at {@code x0}: its pixels with a 4-neighbour of another cell (or
     * the panel's edge) black, the pixels of other cells or none beside it white.
     */
    private void ringLayout(int[] out, int x0, int next) {
        if (next < 0) {
            return;
        }
        int lw = layout.width();
        int lh = layout.height();
        for (int y = 0; y < lh; y++) {
            for (int x = 0; x < lw; x++) {
                boolean inside = layout.cell(x, y) == next;
                boolean border = false;
                for (int k = 0; k < 4 && !border; k++) {
                    int nx = x + (k == 0 ? -1 : k == 1 ? 1 : 0);
                    int ny = y + (k == 2 ? -1 : k == 3 ? 1 : 0);
                    boolean neighbourInside = nx >= 0 && ny >= 0 && nx < lw && ny < lh && layout.cell(nx, ny) == next;
                    border = inside != neighbourInside;
                }
                if (border) {
                    out[x0 + x + y * width] = inside ? RING_INNER : RING_OUTER;
                }
            }
        }
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

    /** {@code argb} blended over the background, opaque. */
    static int over(int argb) {
        int a = argb >>> 24;
        if (a == 0xFF) {
            return argb;
        }
        int rgb = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            int c = (argb >>> shift) & 0xFF;
            int b = (BACKGROUND >>> shift) & 0xFF;
            rgb |= ((c * a + b * (0xFF - a) + 127) / 0xFF) << shift;
        }
        return 0xFF000000 | rgb;
    }

    /** The heat colour of {@code v}, clamped to [0, 1]: linear between the stops. */
    static int heat(double v) {
        double t = Math.min(1, Math.max(0, v)) * (HEAT.length - 1);
        int i = Math.min((int) t, HEAT.length - 2);
        double f = t - i;
        int rgb = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            int a = (HEAT[i] >>> shift) & 0xFF;
            int b = (HEAT[i + 1] >>> shift) & 0xFF;
            rgb |= (int) Math.round(a + (b - a) * f) << shift;
        }
        return 0xFF000000 | rgb;
    }
}
