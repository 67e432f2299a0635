package dev.wfc.core.view;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolveView;
import dev.wfc.core.io.Image;

import java.util.Arrays;

import static dev.wfc.core.view.FrameColours.BACKGROUND;
import static dev.wfc.core.view.FrameColours.DECIDED;
import static dev.wfc.core.view.FrameColours.RING_INNER;
import static dev.wfc.core.view.FrameColours.RING_OUTER;
import static dev.wfc.core.view.FrameColours.heat;
import static dev.wfc.core.view.FrameColours.over;

/**
 * {@link FramePainter}'s frames off the square, where a {@link CellLayout} draws both panels, one layout pixel a
 * frame pixel: the map panel shows a decided cell in its tile's colour and an undecided one in the weighted average
 * colour of its remaining tiles; the heat panel the cells in heat colours; the ring follows the outline of the cell
 * about to collapse. O(pixels + cells x tiles) a frame.
 */
final class LayoutFrame {
    private final CellLayout layout;
    /** ARGB by tile, and the tiles' weights. */
    private final int[] tileColors;
    private final double[] weights;
    private final double fullEntropy;
    private final FrameView view;
    private final Grid grid;
    private final int width;

    /**
     * @param tileColors ARGB by tile id, owned by this frame from now on
     * @param fullEntropy the top of the heat scale, > 0
     * @param grid the grid {@code layout} was made of
     */
    LayoutFrame(int[] tileColors, double[] weights, double fullEntropy, FrameView view, Grid grid,
                CellLayout layout) {
        this.layout = layout;
        this.tileColors = tileColors;
        this.weights = weights;
        this.fullEntropy = fullEntropy;
        this.view = view;
        this.grid = grid;
        this.width = (int) FramePainter.frameWidth(view, layout.width());
    }

    /** The frame's width in pixels: one or both panels, and the gap between them. */
    int width() {
        return width;
    }

    /** The frame's height in pixels: the layout's. */
    int height() {
        return layout.height();
    }

    /** {@link FramePainter#paint} off the square. */
    Image paint(Solution state, SolveView solver, int next) {
        int[] out = new int[width * height()];
        Arrays.fill(out, BACKGROUND);
        int cells = grid.cells();
        int x0 = 0;
        if (view.showsMap()) {
            int[] colour = new int[cells];
            double[] sum = new double[4];
            for (int c = 0; c < cells; c++) {
                int t = state.tile(c);
                colour[c] = over(t >= 0 ? tileColors[t] : average(state, c, sum));
            }
            draw(out, 0, colour);
            ring(out, 0, next);
            x0 = layout.width() + FramePainter.GAP;
        }
        if (view.showsEntropy()) {
            int[] colour = new int[cells];
            for (int c = 0; c < cells; c++) {
                colour[c] = state.tile(c) >= 0 ? DECIDED : heat(solver.entropy(c) / fullEntropy);
            }
            draw(out, x0, colour);
            ring(out, x0, next);
        }
        return new Image(out, width, height());
    }

    /**
     * The weighted average ARGB of the tiles still possible at {@code c}, each channel alone; 0 if none is.
     * {@code sum} is scratch of four, reused across the cells of a frame rather than allocated per cell.
     */
    private int average(Solution state, int c, double[] sum) {
        Arrays.fill(sum, 0);
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

    private void draw(int[] out, int x0, int[] colour) {
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
    private void ring(int[] out, int x0, int next) {
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
}
