package dev.wfc.spark;

import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.Region;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * The cells of a hexagonal world's tiles, kept for the driver's {@code --png} ({@link WorldPicture}): a hexagon
 * picture is drawn from cells, not from the tiles' pictures (rhombi that do not lie side by side), so each task also
 * writes its tiles' cells to a scratch folder beside the picture, {@code .NAME.cells/X_Y}, which the driver reads a
 * row of tiles at a time, deletes as it goes, and removes at the end.
 *
 * <p>Format: the tile's cells row by row, 4 bytes each (big-endian tile ids); the tile's size is known from the
 * region.
 */
final class TileCells {
    private TileCells() {
    }

    /** The scratch folder of the picture {@code png}. */
    static Path folder(Path png) {
        return new Path(png.getParent(), "." + png.getName() + ".cells");
    }

    private static Path file(Path folder, WorldTiles.Tile tile) {
        return new Path(folder, tile.x() + "_" + tile.y());
    }

    /** Writes the cells of {@code tile}, {@code cells}, through a temporary file and a rename. */
    static void write(FileSystem fs, Path folder, WorldTiles.Tile tile, Region cells) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(4 * cells.tiles().length);
        bytes.asIntBuffer().put(cells.tiles());
        CorpusFiles.writeFile(fs, file(folder, tile), bytes.array());
    }

    /**
     * The band of {@code region}'s cells that the row of tiles from {@code first} (its first tile in row-major order)
     * covers: the region's full width, the tiles' height; deletes their files.
     *
     * @throws IOException if a file cannot be read or is not the tile's size
     */
    static Region band(FileSystem fs, Path folder, WorldRegion region, int tileSize, long first, int tileCount)
            throws IOException {
        long columns = (region.width() + (long) tileSize - 1) / tileSize;
        WorldTiles.Tile start = WorldTiles.at(region, tileSize, first, "png");
        int w = region.width();
        int[] tiles = new int[w * start.height()];
        for (long i = first; i < first + columns; i++) {
            WorldTiles.Tile tile = WorldTiles.at(region, tileSize, i, "png");
            Path file = file(folder, tile);
            ByteBuffer bytes = ByteBuffer.wrap(CorpusFiles.read(fs, file));
            if (bytes.capacity() != 4L * tile.cells()) {
                throw new IOException(file + ": " + bytes.capacity() + " bytes (expected: " + 4 * tile.cells()
                        + ", 4 a cell of " + tile.width() + "x" + tile.height() + ")");
            }
            int x0 = (int) (tile.x() - region.x());
            for (int j = 0; j < tile.height(); j++) {
                bytes.asIntBuffer().get(j * tile.width(), tiles, x0 + j * w, tile.width());
            }
            fs.delete(file, false);
        }
        return new Region(region.x(), start.y(), w, start.height(), tileCount, tiles, 1, Topology.HEX);
    }
}
