package dev.wfc.core.model;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A tileset file as declared: every tile, neighbour rule and subset, checked for syntax and for references to
 * tiles and orientations, not yet narrowed to a subset. Lists are in document order.
 *
 * @param file the XML file, for messages and to find the image folder beside it
 * @param unique whether each orientation has its own image ({@code NAME K.png}) instead of generated ones
 * @param subsets tile names by subset name
 */
record Tileset(Path file, boolean unique, List<Tile> tiles, List<Neighbor> neighbors,
               Map<String, List<String>> subsets) {

    /** @param element the tag as written, for messages */
    record Tile(String name, Symmetry symmetry, double weight, String element) {
    }

    /** Orientation {@code leftOrientation} of {@code left} may stand left of orientation {@code rightOrientation}
     * of {@code right}. */
    record Neighbor(String left, int leftOrientation, String right, int rightOrientation, String element) {
    }

    /** The folder of tile images: the file's name without {@code .xml}, beside it. */
    Path imageDir() {
        return TilesetXml.folder(file);
    }
}
