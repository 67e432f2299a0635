package dev.wfc.world;

import dev.wfc.core.Solution;
import dev.wfc.core.topo.Topology;

/**
 * A rectangle of a world's cells, row-major and then layer by layer on the cube: cell {@code (x + i, y + j, z)} of
 * the world is {@code tile(i, j, z)}, at index {@code i + (j + z * height) * width}.
 *
 * @param x world column of the first cell
 * @param y world row of the first cell
 * @param width cells a row, > 0
 * @param height rows, > 0
 * @param tileCount the model's tile count
 * @param depth the world's column height: 1 on the square grid
 * @param topology the model's topology: square, hex (axial cells: the region is a rhombus) or cube
 */
public record Region(long x, long y, int width, int height, int tileCount, int[] tiles, int depth,
                     Topology topology) {
    /** A region of a square world. */
    public Region(long x, long y, int width, int height, int tileCount, int[] tiles) {
        this(x, y, width, height, tileCount, tiles, 1, Topology.SQUARE);
    }

    /** The tile at {@code (i, j)} of the region, {@code 0 <= i < width}, {@code 0 <= j < height} (z = 0). */
    public int tile(int i, int j) {
        return tiles[i + j * width];
    }

    /** The tile at {@code (i, j, z)} of the region, {@code 0 <= z < depth}. */
    public int tile(int i, int j, int z) {
        return tiles[i + (j + z * height) * width];
    }

    /**
     * The region as a solved map on a periodic grid of its size, for {@link dev.wfc.core.model.Model#render} and
     * {@code encode}: periodic, so that the overlapping model draws one pixel a cell (each pattern's first), as the
     * world's cells continue beyond the region's edges.
     */
    public Solution solution() {
        return Solution.of(Layers.grid(topology, width, height, depth, true), tileCount, tiles);
    }
}
