package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;

import java.util.List;

/**
 * Writes a solved grid as text: one line (ending in LF) per row, each cell as its tile's name followed by a
 * separator. With names {@code "NAME K"} and separator {@code ", "} this is the classic tiled model's text output;
 * with one-character names and an empty separator it is a character grid like {@link CharGrid} reads.
 */
public final class GridText {
    private GridText() {
    }

    /**
     * @param names tile names by tile id
     * @throws IllegalArgumentException if a cell is undecided (text has no way to show a partial cell) or a tile
     *     has no name
     */
    public static String write(Solution solution, List<String> names, String separator) {
        Grid g = solution.grid();
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                int t = solution.tile(x + y * g.width());
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
