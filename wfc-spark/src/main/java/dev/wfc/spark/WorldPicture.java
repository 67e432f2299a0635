package dev.wfc.spark;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldTiles;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.BufferedOutputStream;
import java.io.IOException;

/**
 * The region of a Spark world job as one PNG ({@code --png}), made on the driver from the tiles the tasks wrote: the
 * tiles are read back a row at a time, decoded, laid side by side and streamed into a {@link PngStreamWriter}. A tile
 * is the model's drawing of its cells, and a square region's drawing is its cells' drawings side by side, so the
 * picture is the one {@code wfc world --png} streams for the same region, byte for byte (the writer compresses the
 * same rows in the same order). Memory: one row of tiles' pixels.
 */
final class WorldPicture {
    private WorldPicture() {
    }

    /**
     * Writes the picture of {@code region}, whose tiles of {@code tileSize} cells drawn at {@code scale} pixels a cell
     * are in {@code out}, to {@code png} through a temporary file and a rename (replacing a file there).
     *
     * @param extension the tiles' extension: {@code png}
     * @throws IOException if a tile cannot be read or is not the size the region says, or the picture cannot be
     *     written
     */
    static void write(FileSystem tilesFs, Path out, FileSystem pngFs, Path png, WorldRegion region, int tileSize,
                      int scale, String extension) throws IOException {
        long columns = (region.width() + (long) tileSize - 1) / tileSize;
        long tiles = WorldTiles.count(region, tileSize);
        int width = region.width() * scale;
        Path tmp = new Path(png.getParent(), "." + png.getName() + ".tmp");
        try (PngStreamWriter writer = new PngStreamWriter(new BufferedOutputStream(pngFs.create(tmp, true), 1 << 16),
                width, region.height() * scale)) {
            for (long first = 0; first < tiles; first += columns) {
                int height = WorldTiles.at(region, tileSize, first, extension).height() * scale;
                int[] band = new int[width * height];
                for (long i = first; i < first + columns; i++) {
                    WorldTiles.Tile tile = WorldTiles.at(region, tileSize, i, extension);
                    Image image = Png.decode(CorpusFiles.read(tilesFs, new Path(out, tile.name())), tile.name());
                    if (image.width() != tile.width() * scale || image.height() != height) {
                        throw new IOException(tile.name() + ": " + image.width() + "x" + image.height() + " pixels "
                                + "(expected: " + tile.width() * scale + "x" + height + ")");
                    }
                    int x0 = (int) ((tile.x() - region.x()) * scale);
                    for (int y = 0; y < height; y++) {
                        System.arraycopy(image.argb(), y * image.width(), band, x0 + y * width, image.width());
                    }
                }
                writer.write(new Image(band, width, height));
            }
        }
        pngFs.delete(png, false);
        if (!pngFs.rename(tmp, png)) {
            throw new IOException(png + ": cannot rename " + tmp + " into place");
        }
    }
}
