package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.internal.Xml;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

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
            layers.add(layer(file, layer, width, height));
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

    private static int[] layer(Path file, Element layer, int width, int height) throws IOException {
        if (layer.hasAttribute("width") && (positive(file, layer, "width", Grid.MAX_CELLS) != width
                || positive(file, layer, "height", Grid.MAX_CELLS) != height)) {
            throw new InvalidInputException(file + ": " + Xml.describe(layer) + ": size differs from the map's "
                    + width + " x " + height + " (expected: the map's size)");
        }
        Element data = Xml.child(layer, "data");
        if (data == null) {
            throw new InvalidInputException(file + ": " + Xml.describe(layer) + ": no <data> (expected: the layer's"
                    + " cells)");
        }
        if (!Xml.children(data, "chunk").isEmpty()) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": chunks (expected: a finite map)");
        }
        int cells = width * height;
        String encoding = data.getAttribute("encoding");
        String compression = data.getAttribute("compression");
        return switch (encoding) {
            case "csv" -> {
                if (!compression.isEmpty()) {
                    throw bad(file, data, "compression", "none with csv");
                }
                yield csv(file, data, cells);
            }
            case "base64" -> base64(file, data, cells, compression);
            case "" -> xmlTiles(file, data, cells);
            default -> throw bad(file, data, "encoding", "csv or base64");
        };
    }

    private static int[] csv(Path file, Element data, int cells) throws InvalidInputException {
        int[] out = new int[cells];
        String text = data.getTextContent();
        int n = 0;
        int i = 0;
        int len = text.length();
        while (i < len) {
            while (i < len && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= len) {
                break;
            }
            int start = i;
            while (i < len && text.charAt(i) != ',') {
                i++;
            }
            String value = text.substring(start, i).strip();
            if (n >= cells) {
                throw new InvalidInputException(file + ": " + Xml.describe(data) + ": more than " + cells
                        + " values (expected: one per cell)");
            }
            out[n++] = gidValue(file, data, value);
            i++; // the comma
        }
        if (n != cells) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": " + n + " values (expected: "
                    + cells + ", one per cell)");
        }
        return out;
    }

    private static int gidValue(Path file, Element data, String value) throws InvalidInputException {
        try {
            long v = Long.parseLong(value);
            if (v < 0 || v > 0xFFFF_FFFFL) {
                throw new NumberFormatException();
            }
            return (int) v;
        } catch (NumberFormatException e) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": '" + value + "' (expected: a global"
                    + " tile id 0..4294967295)");
        }
    }

    private static int[] base64(Path file, Element data, int cells, String compression) throws IOException {
        byte[] raw;
        try {
            raw = Base64.getMimeDecoder().decode(data.getTextContent().strip());
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": not base64 (" + e.getMessage() + ")");
        }
        byte[] bytes = switch (compression) {
            case "" -> raw;
            case "zlib", "gzip" -> inflate(file, data, raw, compression, 4L * cells);
            default -> throw bad(file, data, "compression", "zlib, gzip or none");
        };
        if (bytes.length != 4L * cells) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": " + bytes.length + " bytes (expected: "
                    + 4L * cells + ", four per cell)");
        }
        int[] out = new int[cells];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
        return out;
    }

    /** Decompresses at most {@code expected} bytes; more is an error, so a small bomb cannot fill the heap. */
    private static byte[] inflate(Path file, Element data, byte[] raw, String kind, long expected) throws IOException {
        try (InputStream in = kind.equals("zlib") ? new InflaterInputStream(new ByteArrayInputStream(raw))
                : new GZIPInputStream(new ByteArrayInputStream(raw))) {
            byte[] out = new byte[(int) expected];
            int n = in.readNBytes(out, 0, out.length);
            if (in.read() >= 0) {
                throw new InvalidInputException(file + ": " + Xml.describe(data) + ": decompresses to more than "
                        + expected + " bytes (expected: four per cell)");
            }
            return n == out.length ? out : java.util.Arrays.copyOf(out, n);
        } catch (java.util.zip.ZipException | java.io.EOFException e) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": not valid " + kind + " data ("
                    + e.getMessage() + ")");
        }
    }

    private static int[] xmlTiles(Path file, Element data, int cells) throws InvalidInputException {
        int[] out = new int[cells];
        int n = 0;
        for (Node c = data.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e && e.getTagName().equals("tile")) {
                if (n >= cells) {
                    throw new InvalidInputException(file + ": " + Xml.describe(data) + ": more than " + cells
                            + " <tile> elements (expected: one per cell)");
                }
                out[n++] = e.hasAttribute("gid") ? gidValue(file, e, e.getAttribute("gid")) : 0;
            }
        }
        if (n != cells) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": " + n + " <tile> elements (expected: "
                    + cells + ", one per cell)");
        }
        return out;
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

    private static int positive(Path file, Element e, String attribute, int max) throws InvalidInputException {
        int v = integer(file, e, attribute, max);
        if (v < 1) {
            throw bad(file, e, attribute, "an integer 1.." + max);
        }
        return v;
    }

    private static int nonNegative(Path file, Element e, String attribute, int max) throws InvalidInputException {
        return integer(file, e, attribute, max);
    }

    private static int integer(Path file, Element e, String attribute, int max) throws InvalidInputException {
        String s = e.getAttribute(attribute);
        try {
            int v = Integer.parseInt(s.strip());
            if (v < 0 || v > max) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException ex) {
            throw bad(file, e, attribute, "an integer 0.." + max);
        }
    }

    private static InvalidInputException bad(Path file, Element e, String attribute, String expected) {
        return new InvalidInputException(file + ": " + Xml.describe(e) + ": " + attribute + "='"
                + e.getAttribute(attribute) + "' (expected: " + expected + ")");
    }
}
