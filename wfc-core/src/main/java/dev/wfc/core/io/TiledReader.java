package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.internal.Xml;
import org.w3c.dom.Element;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.wfc.core.io.TiledAttributes.bad;
import static dev.wfc.core.io.TiledAttributes.nonNegative;
import static dev.wfc.core.io.TiledAttributes.positive;

/**
 * Reads Tiled maps ({@code .tmx}) and tilesets ({@code .tsx}) through the secure XML parser (a DOCTYPE is refused,
 * so no entity of any kind): tile layers in CSV, base64, base64 with zlib or gzip, or one {@code <tile>} element a
 * cell; embedded and external tilesets (an external one must lie in the map's folder or below it). Every size is
 * checked before anything is allocated by it: a layer holds at most {@link Grid#MAX_CELLS} cells (a hexagonal map
 * as many on the axial grid, {@link TmxMap#axial()}: its box is up to {@code height / 2} cells wider) and
 * decompresses to exactly four bytes a cell. Errors are one line naming the file and the element:
 * {@code "FILE: <layer name=...>: ... (expected: ...)"}.
 */
public final class TiledReader {
    /** The largest tile side in pixels. */
    public static final int MAX_TILE_SIDE = 4096;
    /** The most tiles one tileset may declare. */
    public static final int MAX_TILES = 1 << 20;

    private TiledReader() {
    }

    /**
     * Reads a map and the tilesets it names.
     *
     * @throws InvalidInputException naming the file and element for content that is not a usable map
     * @throws IOException if a file is missing or unreadable
     */
    public static TiledMap readMap(Path file) throws IOException {
        return readMap(file, true);
    }

    /**
     * Reads a map's attributes and tile layers without the tilesets it names (their list is empty): what an
     * example of ids needs, so that a tileset file beside the map need not exist. Same checks as {@link #readMap}.
     *
     * @throws InvalidInputException naming the file and element for content that is not a usable map
     * @throws IOException if the file is missing or unreadable
     */
    public static TiledMap readLayers(Path file) throws IOException {
        return readMap(file, false);
    }

    private static TiledMap readMap(Path file, boolean withTilesets) throws IOException {
        Element root = Xml.parse(file).getDocumentElement();
        if (!root.getTagName().equals("map")) {
            throw new InvalidInputException(file + ": <" + root.getTagName() + ">: not a Tiled map (expected: <map>)");
        }
        String orientation = root.getAttribute("orientation");
        if (!List.of("orthogonal", "hexagonal", "isometric", "staggered").contains(orientation)) {
            throw bad(file, root, "orientation", "orthogonal, hexagonal, isometric or staggered");
        }
        if ("1".equals(root.getAttribute("infinite"))) {
            throw bad(file, root, "infinite", "0: infinite maps are not read");
        }
        int width = positive(file, root, "width", Grid.MAX_CELLS);
        int height = positive(file, root, "height", Grid.MAX_CELLS);
        if ((long) width * height > Grid.MAX_CELLS) {
            throw new InvalidInputException(file + ": " + Xml.describe(root) + ": " + width + " x " + height
                    + " cells (expected: at most " + Grid.MAX_CELLS + ")");
        }
        long axialBox = ((long) width + (height + 1) / 2) * height;
        if (orientation.equals("hexagonal") && axialBox > Grid.MAX_CELLS) {
            throw new InvalidInputException(file + ": " + Xml.describe(root) + ": " + width + " x " + height
                    + " hexagons take " + axialBox + " cells of the axial grid (expected: at most " + Grid.MAX_CELLS
                    + ")");
        }
        int tileWidth = positive(file, root, "tilewidth", MAX_TILE_SIDE);
        int tileHeight = positive(file, root, "tileheight", MAX_TILE_SIDE);
        List<TiledTileset> sets = new ArrayList<>();
        for (Element t : withTilesets ? Xml.children(root, "tileset") : List.<Element>of()) {
            int first = positive(file, t, "firstgid", Integer.MAX_VALUE & ~TiledMap.FLAGS);
            if (t.hasAttribute("source")) {
                Path source = inside(file, t, t.getAttribute("source"));
                sets.add(readTileset(source).at(first));
            } else {
                sets.add(tileset(file, t, first));
            }
        }
        sets.sort(java.util.Comparator.comparingInt(TiledTileset::firstGid));
        List<int[]> layers = new ArrayList<>();
        for (Element layer : Xml.children(root, "layer")) {
            layers.add(TiledLayerData.read(file, layer, width, height));
        }
        if (layers.isEmpty()) {
            throw new InvalidInputException(file + ": " + Xml.describe(root) + ": no <layer> (expected: at least one"
                    + " tile layer)");
        }
        int hexSide = root.hasAttribute("hexsidelength") ? nonNegative(file, root, "hexsidelength", MAX_TILE_SIDE) : 0;
        return new TiledMap(orientation, root.getAttribute("staggeraxis"), root.getAttribute("staggerindex"), width,
                height, tileWidth, tileHeight, hexSide, sets, layers);
    }

    /**
     * Reads a tileset file on its own; its first global id is 1.
     *
     * @throws InvalidInputException naming the file and element for content that is not a usable tileset
     * @throws IOException if the file is missing or unreadable
     */
    public static TiledTileset readTileset(Path file) throws IOException {
        Element root = Xml.parse(file).getDocumentElement();
        if (!root.getTagName().equals("tileset")) {
            throw new InvalidInputException(file + ": <" + root.getTagName() + ">: not a Tiled tileset (expected:"
                    + " <tileset>)");
        }
        return tileset(file, root, 1);
    }

    private static TiledTileset tileset(Path file, Element t, int firstGid) throws InvalidInputException {
        int tw = positive(file, t, "tilewidth", MAX_TILE_SIDE);
        int th = positive(file, t, "tileheight", MAX_TILE_SIDE);
        int count = positive(file, t, "tilecount", MAX_TILES);
        int columns = t.hasAttribute("columns") ? positive(file, t, "columns", MAX_TILES) : 1;
        Path image = null;
        Element img = Xml.child(t, "image");
        if (img != null) {
            if (!img.hasAttribute("source")) {
                throw bad(file, img, "source", "the image file");
            }
            image = inside(file, img, img.getAttribute("source"));
        }
        Map<Integer, Map<String, String>> props = new HashMap<>();
        for (Element tile : Xml.children(t, "tile")) {
            int id = nonNegative(file, tile, "id", count - 1);
            Element ps = Xml.child(tile, "properties");
            if (ps != null) {
                Map<String, String> m = new LinkedHashMap<>();
                for (Element p : Xml.children(ps, "property")) {
                    m.put(p.getAttribute("name"), p.hasAttribute("value") ? p.getAttribute("value")
                            : p.getTextContent());
                }
                props.put(id, Map.copyOf(m));
            }
        }
        int margin = t.hasAttribute("margin") ? nonNegative(file, t, "margin", MAX_TILE_SIDE) : 0;
        int spacing = t.hasAttribute("spacing") ? nonNegative(file, t, "spacing", MAX_TILE_SIDE) : 0;
        return new TiledTileset(firstGid, t.getAttribute("name"), tw, th, count, columns, margin, spacing, image,
                props);
    }

    /** {@code source} resolved against {@code file}'s folder; it must not leave that folder. */
    private static Path inside(Path file, Element e, String source) throws InvalidInputException {
        Path dir = file.toAbsolutePath().normalize().getParent();
        Path p;
        try {
            p = Path.of(source);
        } catch (java.nio.file.InvalidPathException ex) {
            throw bad(file, e, "source", "a file name");
        }
        Path resolved = dir.resolve(p).normalize();
        if (p.isAbsolute() || !resolved.startsWith(dir) || source.isEmpty()) {
            throw bad(file, e, "source", "a file in " + dir + " or below it");
        }
        return resolved;
    }
}
