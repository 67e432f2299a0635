package dev.wfc.spark;

import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.corpus.world.HexRegionPicture;
import dev.wfc.corpus.world.WorldPng;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.World;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.BufferedOutputStream;
import java.io.IOException;

/**
 * The region of a Spark world job as one PNG ({@code --png}), made on the driver while the tasks run, a row of tiles
 * at a time as soon as the tasks covering it are done ({@link Written}), and streamed into a {@link PngStreamWriter}:
 * so it is the picture {@code wfc world --png} streams for the same region, byte for byte (the writer compresses the
 * same rows in the same order).
 *
 * <p>A square world's tiles are read back, decoded and laid side by side: a tile is the model's drawing of its cells,
 * and a square region's drawing is its cells' drawings side by side; {@link TileRows} reads and packs them on
 * several threads while another compresses. Memory: two rows of tiles' pixels. A hexagonal world's picture is drawn from cells ({@link HexRegionPicture}), which the tasks leave for it ({@link TileCells}):
 * its tiles are rhombi that do not lie side by side in a rectangle. Memory: two rows of tiles' cells and a few rows
 * of pixels.
 */
final class WorldPicture {
    /** Threads that read, decode and pack a square world's tiles beside the one compressing ({@link TileRows}). */
    private static final int PACKERS = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);

    private WorldPicture() {
    }

    /** How the driver waits for tiles to be in place. */
    @FunctionalInterface
    interface Written {
        /** Blocks until the tiles before {@code end} (in row-major order) are written. */
        void await(long end) throws IOException;
    }

    /**
     * Writes the picture of {@code region} of {@code world}, whose tiles of {@code tileSize} cells drawn at
     * {@code scale} pixels a cell are (or will be, as {@code written} says) in {@code out}, to {@code png} through a
     * temporary file and a rename (replacing a file there).
     *
     * @param extension the tiles' extension: {@code png}
     * @throws IOException if a tile cannot be read or is not the size the region says, or the picture cannot be
     *     written
     */
    static void write(FileSystem tilesFs, Path out, FileSystem pngFs, Path png, World world, WorldRegion region,
                      int tileSize, int scale, String extension, Written written) throws IOException {
        long columns = (region.width() + (long) tileSize - 1) / tileSize;
        long[] size = WorldPng.size(world, region, scale);
        Path tmp = new Path(png.getParent(), "." + png.getName() + ".tmp");
        Path cells = TileCells.folder(png);
        try (PngStreamWriter writer = new PngStreamWriter(new BufferedOutputStream(pngFs.create(tmp, true), 1 << 16),
                (int) size[0], (int) size[1])) {
            if (WorldPng.hexagons(world)) {
                int tileCount = world.model().rules().tileCount();
                long[] next = {0};
                HexRegionPicture.write(writer, world, region, scale, () -> {
                    long first = next[0];
                    written.await(first + columns);
                    next[0] += columns;
                    return TileCells.band(pngFs, cells, region, tileSize, first, tileCount);
                });
            } else {
                new TileRows(tilesFs, out, region, tileSize, scale, extension).write(writer, written, PACKERS);
            }
        } finally {
            pngFs.delete(cells, true);
        }
        pngFs.delete(png, false);
        if (!pngFs.rename(tmp, png)) {
            throw new IOException(png + ": cannot rename " + tmp + " into place");
        }
    }
}
