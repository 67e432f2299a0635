package dev.wfc.corpus.world;

import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.world.World;

/**
 * How a region is cut into tiles: squares of {@code tileSize} cells from the region's first cell, in row-major order,
 * the last of a row or column cut to the region. A tile's file is the model's drawing of its cells as PNG, or on the
 * cube its columns as MagicaVoxel voxels ({@code .vox}), the same bytes on any thread count and in any process.
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
     * @param extension its file's extension, {@code png} or {@code vox} ({@link #extension(World)})
     */
    public record Tile(long index, long x, long y, int width, int height, String extension)
            implements java.io.Serializable {
        /** Its file name relative to the world directory, {@code tiles/X_Y.png} or {@code tiles/X_Y.vox}. */
        public String name() {
            return WorldDir.tileName(x, y, extension);
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
    public static Tile at(WorldRegion region, int tileSize, long index, String extension) {
        long columns = columns(region, tileSize);
        long x = region.x() + index % columns * tileSize;
        long y = region.y() + index / columns * tileSize;
        int w = (int) Math.min(tileSize, region.x() + region.width() - x);
        int h = (int) Math.min(tileSize, region.y() + region.height() - y);
        return new Tile(index, x, y, w, h, extension);
    }

    private static long columns(WorldRegion region, int tileSize) {
        return (region.width() + (long) tileSize - 1) / tileSize;
    }

    /** The extension of a tile's file: {@code vox} for a learned model on the cube, else {@code png}. */
    public static String extension(World world) {
        return voxels(world) != null ? "vox" : "png";
    }

    /**
     * The file of {@code tile}, its cells computed on {@code threads} threads: its PNG, or its voxels (a column of
     * {@link World#depth()} cells a cell) on the cube.
     */
    public static byte[] encode(World world, Tile tile, int threads) {
        dev.wfc.world.Region r = world.region(tile.x(), tile.y(), tile.width(), tile.height(), threads);
        LearnedModel voxels = voxels(world);
        return voxels != null ? voxels.vox(r.solution()) : Png.encode(world.render(r));
    }

    /**
     * Pixels a cell of {@code world}'s drawing: 1 for the overlapping model, the tile side for tiled maps; 1 (a voxel
     * a cell) for {@code .vox} tiles.
     */
    public static int pixelsPerCell(World world, WorldRegion region) {
        return voxels(world) != null ? 1 : world.render(world.region(region.x(), region.y(), 1, 1)).width();
    }

    private static LearnedModel voxels(World world) {
        return world.model() instanceof LearnedModel m && m.topology() == Topology.CUBE ? m : null;
    }
}
