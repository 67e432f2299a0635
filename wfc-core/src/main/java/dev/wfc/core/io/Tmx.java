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
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;

/**
 * Reads the first tile layer of a Tiled {@code .tmx} map, orthogonal or hexagonal (stagger axis y), with data as
 * CSV, as {@code <tile gid>} elements, or base64 (raw, zlib or gzip). Strict: the map's size is checked before any
 * array is allocated, and decompression stops at exactly {@code 4 x width x height} bytes; a bad file gets one line
 * naming the file, the element or attribute and what is allowed. Flip flags (the top four bits) are cleared.
 */
public final class Tmx {
    /** Bits 28..31 of a gid are Tiled's flip and rotation flags. */
    private static final int GID_MASK = 0x0FFFFFFF;

    private Tmx() {
    }

    /**
     * @throws InvalidInputException naming the file and element: not a map, an unsupported orientation, stagger
     *     axis, encoding or compression, an infinite map, a size out of range, data of the wrong length
     * @throws IOException naming the file: missing, not a regular file, or unreadable
     */
    public static TmxMap read(Path file) throws IOException {
        Element map = Xml.parse(file).getDocumentElement();
        String where = file + ": <map>";
        if (!map.getTagName().equals("map")) {
            throw new InvalidInputException(file + ": <" + map.getTagName() + "> (expected: a <map> root)");
        }
        String orientation = map.getAttribute("orientation");
        boolean hex = orientation.equals("hexagonal");
        if (!hex && !orientation.equals("orthogonal")) {
            throw new InvalidInputException(where + ": orientation \"" + orientation
                    + "\" (expected: orthogonal or hexagonal)");
        }
        if (map.getAttribute("infinite").equals("1")) {
            throw new InvalidInputException(where + ": infinite=\"1\" (expected: a finite map)");
        }
        boolean odd = true;
        if (hex) {
            if (!map.getAttribute("staggeraxis").equals("y")) {
                throw new InvalidInputException(where + ": staggeraxis \"" + map.getAttribute("staggeraxis")
                        + "\" (expected: y, pointy-top hexagons)");
            }
            String index = map.getAttribute("staggerindex");
            if (!index.equals("odd") && !index.equals("even")) {
                throw new InvalidInputException(where + ": staggerindex \"" + index + "\" (expected: odd or even)");
            }
            odd = index.equals("odd");
        }
        int width = positive(map, "width", where);
        int height = positive(map, "height", where);
        if ((long) width * height > Grid.MAX_CELLS / 2) {
            throw new InvalidInputException(where + ": " + width + "x" + height + " cells (expected: at most "
                    + Grid.MAX_CELLS / 2 + ")");
        }
        List<Element> layers = Xml.children(map, "layer");
        if (layers.isEmpty()) {
            throw new InvalidInputException(where + ": no <layer> (expected: a tile layer)");
        }
        Element layer = layers.get(0);
        String layerWhere = file + ": <layer name=\"" + layer.getAttribute("name") + "\">";
        if (positive(layer, "width", layerWhere) != width || positive(layer, "height", layerWhere) != height) {
            throw new InvalidInputException(layerWhere + ": " + layer.getAttribute("width") + "x"
                    + layer.getAttribute("height") + " (expected: the map's " + width + "x" + height + ")");
        }
        Element data = Xml.child(layer, "data");
        if (data == null) {
            throw new InvalidInputException(layerWhere + ": no <data> (expected: the layer's tiles)");
        }
        int[] gids = gids(data, width * height, file + ": <data>");
        for (int i = 0; i < gids.length; i++) {
            gids[i] &= GID_MASK;
        }
        return new TmxMap(width, height, hex, odd, gids);
    }

    private static int[] gids(Element data, int cells, String where) throws InvalidInputException {
        String encoding = data.getAttribute("encoding");
        String compression = data.getAttribute("compression");
        switch (encoding) {
            case "" -> {
                List<Element> tiles = Xml.children(data, "tile");
                if (tiles.size() != cells) {
                    throw new InvalidInputException(where + ": " + tiles.size() + " <tile> elements (expected: "
                            + cells + ")");
                }
                int[] gids = new int[cells];
                for (int i = 0; i < cells; i++) {
                    String g = tiles.get(i).getAttribute("gid");
                    gids[i] = g.isEmpty() ? 0 : gid(g, where + " tile " + (i + 1));
                }
                return gids;
            }
            case "csv" -> {
                String[] parts = text(data).trim().split("\\s*,\\s*");
                if (parts.length != cells) {
                    throw new InvalidInputException(where + ": " + parts.length + " CSV values (expected: " + cells
                            + ")");
                }
                int[] gids = new int[cells];
                for (int i = 0; i < cells; i++) {
                    gids[i] = gid(parts[i], where + " value " + (i + 1));
                }
                return gids;
            }
            case "base64" -> {
                byte[] raw;
                try {
                    raw = Base64.getMimeDecoder().decode(text(data).trim());
                } catch (IllegalArgumentException e) {
                    throw new InvalidInputException(where + ": not base64 (" + e.getMessage() + ")");
                }
                byte[] bytes = switch (compression) {
                    case "" -> raw;
                    case "zlib" -> inflate(raw, 4 * cells, where);
                    case "gzip" -> gunzip(raw, 4 * cells, where);
                    default -> throw new InvalidInputException(where + ": compression \"" + compression
                            + "\" (expected: none, zlib or gzip)");
                };
                if (bytes.length != 4 * cells) {
                    throw new InvalidInputException(where + ": " + bytes.length + " bytes of tiles (expected: "
                            + 4L * cells + ", 4 a cell)");
                }
                int[] gids = new int[cells];
                ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(gids);
                return gids;
            }
            default -> throw new InvalidInputException(where + ": encoding \"" + encoding
                    + "\" (expected: csv, base64 or none)");
        }
    }

    /** At most {@code limit + 1} bytes: one more than a layer means the data is too long. */
    private static byte[] inflate(byte[] in, int limit, String where) throws InvalidInputException {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(in);
            byte[] out = new byte[limit + 1];
            int n = 0;
            while (n < out.length && !inflater.finished()) {
                int k = inflater.inflate(out, n, out.length - n);
                if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                n += k;
            }
            return java.util.Arrays.copyOf(out, n);
        } catch (DataFormatException e) {
            throw new InvalidInputException(where + ": damaged zlib data (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }

    private static byte[] gunzip(byte[] in, int limit, String where) throws InvalidInputException {
        try (InputStream z = new GZIPInputStream(new ByteArrayInputStream(in))) {
            return z.readNBytes(limit + 1);
        } catch (IOException e) {
            throw new InvalidInputException(where + ": damaged gzip data (" + e.getMessage() + ")");
        }
    }

    private static String text(Element e) {
        StringBuilder sb = new StringBuilder();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.TEXT_NODE || n.getNodeType() == Node.CDATA_SECTION_NODE) {
                sb.append(n.getNodeValue());
            }
        }
        return sb.toString();
    }

    private static int gid(String s, String where) throws InvalidInputException {
        long v = -1;
        try {
            v = Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            // reported below
        }
        if (v < 0 || v > 0xFFFFFFFFL) {
            throw new InvalidInputException(where + ": \"" + s + "\" (expected: a tile id, 0..4294967295)");
        }
        return (int) v;
    }

    private static int positive(Element e, String name, String where) throws InvalidInputException {
        String v = e.getAttribute(name);
        try {
            int n = Integer.parseInt(v);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new InvalidInputException(where + ": " + name + " \"" + v + "\" (expected: a whole number > 0)");
    }
}
