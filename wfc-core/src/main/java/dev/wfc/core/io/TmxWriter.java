package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Writes an orthogonal (or hexagonal) Tiled map ({@code .tmx}) of global ids: one CSV layer and one tileset, either
 * referenced by its file name or embedded with its image's file name; or a square map of a model in its
 * {@link TiledAtlas} ({@link #orthogonal}), the {@code .tmx} twin of {@link TmjWriter}'s map; or a hex tileset's map
 * in its atlas of hexagons ({@link #hexagonal}). Names are written as given (a file beside the
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
                hexagonalAttributes(width, height, tileWidth, tileHeight, hexSideLength, staggerOdd));
    }

    private static String hexagonalAttributes(int width, int height, int tileWidth, int tileHeight,
                                              int hexSideLength, boolean staggerOdd) {
        return "orientation=\"hexagonal\" renderorder=\"right-down\" width=\"" + width + "\" height=\"" + height
                + "\" tilewidth=\"" + tileWidth + "\" tileheight=\"" + tileHeight
                + "\" hexsidelength=\"" + hexSideLength
                + "\" staggeraxis=\"y\" staggerindex=\"" + (staggerOdd ? "odd" : "even") + "\"";
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
        int[] rows = offsetRows(width, height, axialGids, staggerOdd);
        return writeHexagonal(rows.length / height, height, rows, tileset, tileWidth, tileHeight, hexSideLength,
                staggerOdd);
    }

    /**
     * The offset rows of {@link #writeAxialHexagonal} (and of {@link TmjWriter}'s hexagonal maps):
     * {@code width + shift(height - 1)} columns a row.
     */
    static int[] offsetRows(int width, int height, int[] axialGids, boolean staggerOdd) {
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
        return rows;
    }

    /**
     * A hex tileset's map (wfc's axial grid) drawn from {@code atlas} ({@link TiledAtlas#hexagons}), as a
     * hexagonal Tiled map of offset rows, odd rows shifted ({@link #writeAxialHexagonal}'s layout): cells of the
     * atlas's tile size, {@code hexsidelength = 2 round(1.5 w / sqrt(3)) - h} for tiles {@code w x h}, so that
     * Tiled's row step {@code (h + hexsidelength) / 2} is wfc's, {@code 1.5 w / sqrt(3)}, rounded; the atlas
     * embedded as {@link #orthogonal} embeds it, the map's {@code periodic} and {@code status} as map properties.
     * Undecided cells, masked-out cells and the corners of the offset rows outside the map are empty (0).
     *
     * @param name the tileset's name
     * @param image how the map names the atlas's image file, relative to the map's folder
     */
    public static byte[] hexagonal(TiledAtlas atlas, String name, String image, Solution map) {
        Grid g = map.grid();
        int[] gids = new int[g.cells()];
        for (int c = 0; c < gids.length; c++) {
            gids[c] = g.exists(c) ? (int) atlas.cell(map.tile(c)) : 0;
        }
        int[] rows = offsetRows(g.width(), g.height(), gids, true);
        int columns = rows.length / g.height();
        return write(columns, g.height(), rows, embedded(atlas, name, image, map), hexagonalAttributes(columns,
                g.height(), atlas.tileSize(), atlas.tileHeight(), hexSideLength(atlas), true));
    }

    /**
     * The {@code hexsidelength} of {@link #hexagonal}'s maps of {@code atlas}'s tiles {@code w x h}:
     * {@code 2 round(1.5 w / sqrt(3)) - h}, so that Tiled's row step {@code (h + hexsidelength) / 2} is wfc's.
     */
    static int hexSideLength(TiledAtlas atlas) {
        return (int) (2 * Math.round(1.5 * atlas.tileSize() / Math.sqrt(3)) - atlas.tileHeight());
    }

    /** The axial column of offset row {@code r}'s first cell, as {@link TmxMap#axial()} computes it. */
    private static int shift(int r, boolean staggerOdd) {
        return staggerOdd ? (r + (r & 1)) / 2 : (r - (r & 1)) / 2;
    }

    /**
     * A square map drawn from {@code atlas}, as {@link TmjWriter} writes it in Tiled JSON: orthogonal, cells of the
     * atlas's tile size, the atlas embedded as the tileset (image size, and each tile's {@code name} property), the
     * map's {@code periodic} and {@code status} as map properties; an undecided cell is empty (global id 0).
     *
     * @param name the tileset's name
     * @param image how the map names the atlas's image file, relative to the map's folder
     */
    public static byte[] orthogonal(TiledAtlas atlas, String name, String image, Solution map) {
        Grid g = map.grid();
        int[] gids = new int[g.cells()];
        for (int c = 0; c < gids.length; c++) {
            gids[c] = (int) atlas.cell(map.tile(c));
        }
        int size = atlas.tileSize();
        return write(g.width(), g.height(), gids, embedded(atlas, name, image, map), "orientation=\"orthogonal\""
                + " renderorder=\"right-down\" width=\"" + g.width() + "\" height=\"" + g.height() + "\" tilewidth=\""
                + size + "\" tileheight=\"" + size + "\"");
    }

    /** The map's properties ({@code periodic}, {@code status}) and {@code atlas} as an embedded tileset. */
    private static String embedded(TiledAtlas atlas, String name, String image, Solution map) {
        StringBuilder set = new StringBuilder(160 + atlas.tileCount() * 96);
        set.append(" <properties>\n  <property name=\"periodic\" type=\"bool\" value=\"")
                .append(map.grid().periodic()).append("\"/>\n  <property name=\"status\" value=\"")
                .append(map.status().name().toLowerCase(Locale.ROOT)).append("\"/>\n </properties>\n");
        set.append(" <tileset firstgid=\"1\" name=\"").append(escape(name)).append("\" tilewidth=\"")
                .append(atlas.tileSize()).append("\" tileheight=\"").append(atlas.tileHeight())
                .append("\" tilecount=\"").append(atlas.tileCount())
                .append("\" columns=\"").append(atlas.columns()).append("\" margin=\"0\" spacing=\"0\">\n");
        set.append("  <image source=\"").append(escape(image)).append("\" width=\"").append(atlas.imageWidth())
                .append("\" height=\"").append(atlas.imageHeight()).append("\"/>\n");
        for (int i = 0; i < atlas.tileCount(); i++) {
            set.append("  <tile id=\"").append(i).append("\">\n   <properties>\n    <property name=\"name\" value=\"")
                    .append(escape(atlas.name(i))).append("\"/>\n   </properties>\n  </tile>\n");
        }
        set.append(" </tileset>\n");
        return set.toString();
    }

    private static byte[] write(int width, int height, int[] gids, TiledTileset tileset, String tilesetSource,
                                String mapAttributes) {
        StringBuilder s = new StringBuilder();
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
        return write(width, height, gids, s.toString(), mapAttributes);
    }

    /** The map: its attributes, {@code beforeLayer} (the tileset elements, written as given), one CSV layer. */
    private static byte[] write(int width, int height, int[] gids, String beforeLayer, String mapAttributes) {
        if (gids.length != (long) width * height) {
            throw new IllegalArgumentException("gids: " + gids.length + " values (expected: " + width + " x "
                    + height + ")");
        }
        StringBuilder s = new StringBuilder(64 + beforeLayer.length() + gids.length * 4);
        s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        s.append("<map version=\"1.0\" ").append(mapAttributes).append(" infinite=\"0\">\n");
        s.append(beforeLayer);
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
