package dev.wfc.core.io;

import java.nio.charset.StandardCharsets;

/**
 * Writes an orthogonal (or hexagonal) Tiled map ({@code .tmx}) of global ids: one CSV layer and one tileset, either
 * referenced by its file name or embedded with its image's file name. Names are written as given (a file beside the
 * map); attribute values are escaped.
 */
public final class TmxWriter {
    private TmxWriter() {
    }

    /**
     * @param gids {@code width * height} global ids row by row, 0 for an empty cell
     * @param tileset the tileset the ids come from (its {@code firstGid} is written)
     * @param tilesetSource the {@code .tsx} file name to reference, or null to embed the tileset
     */
    public static byte[] write(int width, int height, int[] gids, TiledTileset tileset, String tilesetSource) {
        return write(width, height, gids, tileset, tilesetSource,
                "orientation=\"orthogonal\" renderorder=\"right-down\" width=\"" + width + "\" height=\"" + height
                + "\" tilewidth=\"" + tileset.tileWidth() + "\" tileheight=\"" + tileset.tileHeight() + "\"");
    }

    /**
     * A hexagonal map (pointy top, rows staggered along y) of offset rows, with the cell size and side length of
     * the map it continues.
     *
     * @param gids {@code width * height} global ids row by row (offset rows), 0 for an empty cell
     * @param tileset the tileset the ids come from, embedded
     * @param tileWidth pixels of a cell, as the source map states it
     * @param tileHeight pixels of a cell, as the source map states it
     * @param hexSideLength pixels of a hexagon's flat side
     * @param staggerOdd whether odd rows are the ones shifted right
     */
    public static byte[] writeHexagonal(int width, int height, int[] gids, TiledTileset tileset, int tileWidth,
                                        int tileHeight, int hexSideLength, boolean staggerOdd) {
        return write(width, height, gids, tileset, null,
                "orientation=\"hexagonal\" renderorder=\"right-down\" width=\"" + width + "\" height=\"" + height
                + "\" tilewidth=\"" + tileWidth + "\" tileheight=\"" + tileHeight
                + "\" hexsidelength=\"" + hexSideLength
                + "\" staggeraxis=\"y\" staggerindex=\"" + (staggerOdd ? "odd" : "even") + "\"");
    }

    /**
     * A map on wfc's axial hexagon grid as a hexagonal map of offset rows ({@link #writeHexagonal}): axial cell
     * {@code (x, y)} is row {@code y}, column {@code x - shift(y) + shift(height - 1)}, {@code shift} as
     * {@link TmxMap#axial()} has it, so the map is {@code width + shift(height - 1)} columns wide and every cell
     * outside the slanted rhombus is 0. {@link TmxMap#axial()} reads it back with each cell moved right by
     * {@code shift(height - 1)}.
     *
     * @param axialGids {@code width * height} global ids, {@code x + y * width}, 0 for an empty cell
     */
    public static byte[] writeAxialHexagonal(int width, int height, int[] axialGids, TiledTileset tileset,
                                             int tileWidth, int tileHeight, int hexSideLength, boolean staggerOdd) {
        if (axialGids.length != (long) width * height) {
            throw new IllegalArgumentException("axialGids: " + axialGids.length + " values (expected: " + width
                    + " x " + height + ")");
        }
        int last = shift(height - 1, staggerOdd);
        long columns = (long) width + last;
        if (columns * height > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("width x height: " + width + "x" + height + " (expected: offset rows"
                    + " of at most " + (Integer.MAX_VALUE - 8) + " cells)");
        }
        int[] rows = new int[(int) columns * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                rows[x - shift(y, staggerOdd) + last + y * (int) columns] = axialGids[x + y * width];
            }
        }
        return writeHexagonal((int) columns, height, rows, tileset, tileWidth, tileHeight, hexSideLength, staggerOdd);
    }

    /** The axial column of offset row {@code r}'s first cell, as {@link TmxMap#axial()} computes it. */
    private static int shift(int r, boolean staggerOdd) {
        return staggerOdd ? (r + (r & 1)) / 2 : (r - (r & 1)) / 2;
    }

    private static byte[] write(int width, int height, int[] gids, TiledTileset tileset, String tilesetSource,
                                String mapAttributes) {
        if (gids.length != (long) width * height) {
            throw new IllegalArgumentException("gids: " + gids.length + " values (expected: " + width + " x "
                    + height + ")");
        }
        StringBuilder s = new StringBuilder(64 + gids.length * 4);
        s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        s.append("<map version=\"1.0\" ").append(mapAttributes).append(" infinite=\"0\">\n");
        s.append(" <tileset firstgid=\"").append(tileset.firstGid()).append('"');
        if (tilesetSource != null) {
            s.append(" source=\"").append(escape(tilesetSource)).append("\"/>\n");
        } else {
            s.append(" name=\"").append(escape(tileset.name())).append("\" tilewidth=\"").append(tileset.tileWidth())
                    .append("\" tileheight=\"").append(tileset.tileHeight()).append("\" tilecount=\"")
                    .append(tileset.tileCount()).append("\" columns=\"").append(tileset.columns()).append("\" margin=\"")
                    .append(tileset.margin()).append("\" spacing=\"").append(tileset.spacing()).append("\">\n");
            if (tileset.image() != null) {
                s.append("  <image source=\"").append(escape(tileset.image().getFileName().toString()))
                        .append("\"/>\n");
            }
            s.append(" </tileset>\n");
        }
        s.append(" <layer name=\"wfc\" width=\"").append(width).append("\" height=\"").append(height).append("\">\n");
        s.append("  <data encoding=\"csv\">\n");
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                s.append(Integer.toUnsignedString(gids[x + y * width]));
                if (x + 1 < width || y + 1 < height) {
                    s.append(',');
                }
            }
            s.append('\n');
        }
        s.append("  </data>\n </layer>\n</map>\n");
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String escape(String v) {
        return v.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }
}
