package dev.wfc.core.model;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The image of every orientation of some tiles of a tileset, in tile order and orientation order: read one per
 * orientation ({@code NAME K.png}) from a unique set, else generated from {@code NAME.png} by quarter turns
 * (orientations 1..3) and mirrors of orientations 0..3 (orientations 4..7). All images are square and of one size.
 *
 * @param images ARGB pixels {@code [variant][x + y * size]}
 * @param size the side of every image in pixels
 */
record TilesetImages(int[][] images, int size) {

    /**
     * @throws InvalidInputException if an image is missing, unreadable, not square, or of another size than the
     *     first (the message names the tileset, the tile element and the image)
     */
    static TilesetImages load(Tileset set, List<Tileset.Tile> tiles) throws InvalidInputException {
        Path dir = set.imageDir();
        List<int[]> images = new ArrayList<>();
        int size = -1;
        Path first = null;
        for (Tileset.Tile tile : tiles) {
            int cardinality = tile.symmetry().cardinality();
            int base = images.size();
            for (int k = 0; k < (set.unique() ? cardinality : 1); k++) {
                Path path = dir.resolve(set.unique() ? tile.name() + " " + k + ".png" : tile.name() + ".png");
                Image img;
                try {
                    img = Png.read(path);
                } catch (IOException e) {
                    throw new InvalidInputException(set.file() + ": " + tile.element() + ": image " + e.getMessage());
                }
                if (img.width() != img.height() || (size >= 0 && img.width() != size)) {
                    String expected = size < 0 ? "square" : size + "x" + size + ", the size of " + first;
                    throw new InvalidInputException(set.file() + ": " + tile.element() + ": image " + path + " is "
                            + img.width() + "x" + img.height() + " (expected: " + expected + ")");
                }
                if (size < 0) {
                    size = img.width();
                    first = path;
                }
                images.add(img.argb());
            }
            for (int k = images.size() - base; k < cardinality; k++) {
                images.add(k < 4 ? Transforms.rotate(images.get(base + k - 1), size, size)
                        : Transforms.reflect(images.get(base + k - 4), size, size));
            }
        }
        return new TilesetImages(images.toArray(new int[0][]), size);
    }
}
