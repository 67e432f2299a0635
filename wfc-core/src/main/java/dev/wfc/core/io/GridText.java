package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Mask;

import java.util.List;

/**
 * Writes a solved grid as text: one line (ending in LF) per row, each cell as its tile's name followed by a
 * separator. With names {@code "NAME K"} and separator {@code ", "} this is the classic tiled model's text output;
 * with one-character names and an empty separator it is a character grid like {@link CharGrid} reads. A cell outside
 * the grid's mask is written as {@link #OUTSIDE}, so a masked map keeps its rectangle of rows.
 */
public final class GridText {
    /** What a cell outside the grid's mask is written as: a space, which must then name no tile. */
    public static final String OUTSIDE = " ";

    private GridText() {
    }

    /**
     * Refuses, before a map is made, tile names that text output of a grid cut by {@code mask} would confuse with the
     * cells outside it.
     *
     * @param mask null for none
     * @throws WfcInputException naming {@code mask} if it has holes and a tile is named {@link #OUTSIDE}
     */
    public static void checkOutside(List<String> names, Mask mask) {
        if (mask != null && mask.hasHoles() && names.contains(OUTSIDE)) {
            throw new WfcInputException("mask: has holes, and the examples use ' ' (a space) as a tile, which a text "
                    + "map writes for the cells outside the mask (expected: text examples without spaces, or a mask "
                    + "without holes)");
        }
    }

    /**
     * @param names tile names by tile id
     * @throws IllegalArgumentException if a cell inside the grid is undecided (text has no way to show a partial
     *     cell), a tile has no name, or the grid has a cell outside its mask and a tile is named {@link #OUTSIDE}
     */
    public static String write(Solution solution, List<String> names, String separator) {
        Grid g = solution.grid();
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                int cell = x + y * g.width();
                if (!g.exists(cell)) {
                    if (names.contains(OUTSIDE)) {
                        throw new WfcInputException("cell (" + x + ", " + y + "): outside the mask, and a tile is "
                                + "named '" + OUTSIDE + "' (expected: no tile named as the cells outside the mask)");
                    }
                    sb.append(OUTSIDE).append(separator);
                    continue;
                }
                int t = solution.tile(cell);
                if (t < 0) {
                    throw new WfcInputException("cell (" + x + ", " + y + "): undecided in a "
                            + solution.status() + " map (expected: every cell decided for text output)");
                }
                if (t >= names.size()) {
                    throw new WfcInputException("tile: " + t + " (expected: 0.." + (names.size() - 1)
                            + ", a named tile)");
                }
                sb.append(names.get(t)).append(separator);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
