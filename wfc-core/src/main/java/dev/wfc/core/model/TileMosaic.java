package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.ColourTable;
import dev.wfc.core.io.IndexedPicture;
import dev.wfc.core.io.Png;

/**
 * Decided maps as {@link TileRenderer} draws them, given to {@link Png#encode(IndexedPicture)} as rows of colour ids:
 * each tile's picture is converted to ids once, and a map's rows are copies of their slices. Immutable, shared by
 * threads.
 *
 * <p>Maintainers: row {@code y} of a map is, cell by cell of cell row {@code y / size}, pixel row {@code y % size} of
 * the cell's tile: one array copy of {@code size} bytes a cell, O(pixels) a map, nothing allocated but the picture.
 */
final class TileMosaic {
    /** Null when the pictures cannot be indexed: then every map is left to {@link TileRenderer}. */
    private final ColourTable colours;
    /** ids[tile][x + y * size]: the tile picture's colour ids. */
    private final byte[][] ids;
    private final int size;

    private TileMosaic(ColourTable colours, byte[][] ids, int size) {
        this.colours = colours;
        this.ids = ids;
        this.size = size;
    }

    /**
     * @param images ARGB {@code [tile][x + y * size]}, not kept
     * @return a mosaic that gives no picture when the images have more than {@link ColourTable#MAX} colours or
     *     one that is not opaque
     */
    static TileMosaic of(int[][] images, int size) {
        ColourTable table = ColourTable.ofPictures(images).orElse(null);
        byte[][] ids = new byte[images.length][];
        for (int t = 0; table != null && t < images.length; t++) {
            ids[t] = table.ids(images[t]);
        }
        return new TileMosaic(table, ids, size);
    }

    /** The side of a tile's picture in pixels. */
    int size() {
        return size;
    }

    /**
     * The map's picture, or null if a cell is undecided, the picture would exceed 2^31 - 9 pixels, or the tiles'
     * pictures cannot be indexed.
     */
    IndexedPicture picture(Solution s) {
        Grid g = s.grid();
        if (colours == null) {
            return null;
        }
        int columns = g.width();
        int[] tiles = s.tiles();
        if (tiles.length != (long) columns * g.height()
                || (long) columns * size * g.height() * size > Integer.MAX_VALUE - 8) {
            return null;
        }
        for (int t : tiles) {
            if (t < 0) {
                return null;
            }
        }
        int width = columns * size;
        int height = g.height() * size;
        return IndexedPicture.of(width, height, colours, (y, out, offset) -> {
            int first = (y / size) * columns;
            int from = (y % size) * size;
            for (int c = 0, to = offset; c < columns; c++, to += size) {
                System.arraycopy(ids[tiles[first + c]], from, out, to, size);
            }
        });
    }
}
