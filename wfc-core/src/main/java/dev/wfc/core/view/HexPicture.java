package dev.wfc.core.view;

import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;

/**
 * Draws a hexagonal map: each cell a pointy-top hexagon of its tile's colour, laid out as {@link Topology#HEX}
 * says (x to the right, y down and to the left), so that a rhombus of axial cells shows as a rhombus. Cells outside
 * the mask and the corners around the rhombus are transparent; an undecided cell is grey.
 *
 * <p>Each pixel shows the cell {@link CellLayout#hexagons} maps it to (its centre rounded to the nearest hexagon),
 * so every pixel belongs to at most one cell and the picture is a pure function of the map: O(pixels).
 */
public final class HexPicture {
    /** The widest hexagon drawn, in pixels. */
    public static final int MAX_CELL = 256;
    private static final int UNDECIDED = 0xFF808080;

    private HexPicture() {
    }

    /**
     * @param colors ARGB by tile id
     * @param cellWidth a hexagon's width in pixels (flat side to flat side), 2..{@link #MAX_CELL}
     * @throws IllegalArgumentException if the grid is not hexagonal, the width is out of range or the picture would
     *     exceed 2^31 - 9 pixels
     */
    public static Image draw(Solution solution, int[] colors, int cellWidth) {
        CellLayout layout = CellLayout.hexagons(solution.grid(), cellWidth);
        int[] out = new int[layout.width() * layout.height()];
        for (int py = 0; py < layout.height(); py++) {
            for (int px = 0; px < layout.width(); px++) {
                int cell = layout.cell(px, py);
                if (cell >= 0) {
                    int t = solution.tile(cell);
                    out[px + py * layout.width()] = t >= 0 ? colors[t] : UNDECIDED;
                }
            }
        }
        return new Image(out, layout.width(), layout.height());
    }
}
