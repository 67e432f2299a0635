package dev.wfc.world;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;

/**
 * A rectangle of a world's cells, row-major: cell {@code (x + i, y + j)} of the world is {@code tile(i, j)}.
 *
 * @param x world column of the first cell
 * @param y world row of the first cell
 * @param width cells a row, > 0
 * @param height rows, > 0
 * @param tileCount the model's tile count
 */
public record Region(long x, long y, int width, int height, int tileCount, int[] tiles) {
    /** The tile at {@code (i, j)} of the region, {@code 0 <= i < width}, {@code 0 <= j < height}. */
    public int tile(int i, int j) {
        return tiles[i + j * width];
    }

    /**
     * The region as a solved map on a periodic grid of its size, for {@link dev.wfc.core.model.Model#render} and
     * {@code encode}: periodic, so that the overlapping model draws one pixel a cell (each pattern's first), as the
     * world's cells continue beyond the region's edges.
     */
    public Solution solution() {
        return Solution.of(new Grid(width, height, true), tileCount, tiles);
    }
}
