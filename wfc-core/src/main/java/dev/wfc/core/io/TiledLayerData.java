package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.internal.Xml;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;

import static dev.wfc.core.io.TiledAttributes.bad;
import static dev.wfc.core.io.TiledAttributes.positive;

/**
 * The cells of a Tiled {@code <layer>}: its {@code <data>} in CSV, base64 (raw, zlib or gzip: four little-endian
 * bytes a cell) or one {@code <tile>} element a cell, as global tile ids with their flip flags. The count is checked
 * against the map's size as the data is read, and decompression stops at four bytes a cell.
 */
final class TiledLayerData {
    private TiledLayerData() {
    }

    /**
     * The cells of {@code layer}, row by row, on a map of {@code width x height} cells.
     *
     * @throws InvalidInputException naming the file and element for data that is not one global id a cell
     */
    static int[] read(Path file, Element layer, int width, int height) throws IOException {
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
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": not base64 (" + e.getMessage()
                    + ")");
        }
        byte[] bytes = switch (compression) {
            case "" -> raw;
            case "zlib", "gzip" -> inflate(file, data, raw, compression, 4L * cells);
            default -> throw bad(file, data, "compression", "zlib, gzip or none");
        };
        if (bytes.length != 4L * cells) {
            throw new InvalidInputException(file + ": " + Xml.describe(data) + ": " + bytes.length
                    + " bytes (expected: " + 4L * cells + ", four per cell)");
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
            return n == out.length ? out : Arrays.copyOf(out, n);
        } catch (ZipException | EOFException e) {
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
}
