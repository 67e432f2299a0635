package dev.wfc.corpus.world;

import dev.wfc.core.io.Png;
import dev.wfc.world.World;

/**
 * How a region is cut into tiles: squares of {@code tileSize} cells from the region's first cell, in row-major order,
 * the last of a row or column cut to the region. A tile's PNG is the model's drawing of its cells, the same bytes on
 * any thread count and in any process.
 */
public final class WorldTiles {
    /** Tile side in cells by default ({@code --tile-size}). */
    public static final int DEFAULT_TILE_SIZE = 256;
    /** The largest tile side in cells. */
    public static final int MAX_TILE_SIZE = 4096;

    private WorldTiles() {
    }

    /**
     * A tile: its first cell in world coordinates and its size in cells.
     *
     * @param index its position in row-major order, from 0
     */
    public record Tile(long index, long x, long y, int width, int height) implements java.io.Serializable {
        /** Its file name relative to the world directory, {@code tiles/X_Y.png}. */
        public String name() {
            return WorldDir.tileName(x, y);
        }

        /** Its cells. */
        public long cells() {
            return (long) width * height;
        }
    }

    /** Tiles of {@code region} cut at {@code tileSize}: columns times rows, each rounded up. */
    public static long count(WorldRegion region, int tileSize) {
        return columns(region, tileSize) * ((region.height() + (long) tileSize - 1) / tileSize);
    }

    /** Tile {@code index} (0 .. {@link #count} - 1) of {@code region} in row-major order; O(1), nothing kept. */
    public static Tile at(WorldRegion region, int tileSize, long index) {
        long columns = columns(region, tileSize);
        long x = region.x() + index % columns * tileSize;
        long y = region.y() + index / columns * tileSize;
        int w = (int) Math.min(tileSize, region.x() + region.width() - x);
        int h = (int) Math.min(tileSize, region.y() + region.height() - y);
        return new Tile(index, x, y, w, h);
    }

    private static long columns(WorldRegion region, int tileSize) {
        return (region.width() + (long) tileSize - 1) / tileSize;
    }

    /** The PNG of {@code tile}, its cells computed on {@code threads} threads. */
    public static byte[] png(World world, Tile tile, int threads) {
        return Png.encode(world.render(world.region(tile.x(), tile.y(), tile.width(), tile.height(), threads)));
    }

    /** Pixels a cell of {@code world}'s drawing: 1 for the overlapping model, the tile side for tiled maps. */
    public static int pixelsPerCell(World world, WorldRegion region) {
        return world.render(world.region(region.x(), region.y(), 1, 1)).width();
    }
}
