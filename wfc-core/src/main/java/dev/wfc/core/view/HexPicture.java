package dev.wfc.core.view;

import dev.wfc.core.Grid;
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

    /**
     * The map with each cell's tile picture at its hexagon: a picture {@code pw x ph} pixels is scaled by
     * {@code cellWidth / pw} (both axes) and centred on the hexagon. Exactly: a pixel of cell {@code (x, y)} whose
     * centre lies {@code (dx, dy)} from the hexagon's centre ({@link HexRaster#centreX}, {@link
     * HexRaster#centreY}) shows picture pixel {@code (floor(pw / 2 + dx f), floor(ph / 2 + dy f))},
     * {@code f = pw / cellWidth}, each coordinate clamped into the picture (nearest neighbour:
     * {@link HexRaster#picturePixel}). Which pixels a cell
     * covers is {@link #draw(Solution, int[], int)}'s rule; an undecided cell is grey.
     *
     * @param pictures ARGB pixels by tile id, each {@code pw x ph}, row-major
     * @throws IllegalArgumentException as {@link #draw(Solution, int[], int)}
     */
    public static Image draw(Solution solution, int[][] pictures, int pw, int ph, int cellWidth) {
        Grid g = solution.grid();
        CellLayout layout = CellLayout.hexagons(g, cellWidth);
        HexRaster raster = new HexRaster(g.width(), g.height(), cellWidth);
        int width = layout.width();
        int[] out = new int[width * layout.height()];
        for (int py = 0; py < layout.height(); py++) {
            for (int px = 0; px < width; px++) {
                int cell = layout.cell(px, py);
                if (cell < 0) {
                    continue;
                }
                int t = solution.tile(cell);
                if (t < 0) {
                    out[px + py * width] = UNDECIDED;
                    continue;
                }
                out[px + py * width] = pictures[t][raster.picturePixel(px, py, g.x(cell), g.y(cell), pw, ph)];
            }
        }
        return new Image(out, width, layout.height());
    }
}
