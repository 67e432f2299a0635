package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.topo.Topology;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Writes maps as Tiled JSON maps ({@code .tmj}), which the Tiled editor and the usual game-engine loaders open:
 * orthogonal (hexagonal for a map on the hexagon, {@link #encode}), one tile layer whose {@code data} is an array of global tile ids, and one embedded tileset, the model's
 * {@link TiledAtlas}, whose image each map names by a path relative to its own folder (the shared atlas at the root of
 * its corpus or world: {@link TiledAtlas#imageFrom}). Each atlas tile carries a {@code name} property.
 */
public final class TmjWriter {
    private final TiledAtlas atlas;
    /** The embedded tileset's JSON before its image's path, and after it: the same in every map. */
    private final String tilesetHead;
    private final String tilesetTail;

    private TmjWriter(TiledAtlas atlas, String name) {
        this.atlas = atlas;
        StringBuilder head = new StringBuilder(160).append("{\"firstgid\":1,\"name\":");
        GridJson.string(head, name);
        this.tilesetHead = head.append(",\"image\":").toString();
        this.tilesetTail = tilesetTail(atlas);
    }

    /** The writer for maps drawn from {@code atlas}, its tileset named {@code name}; maps of any size. */
    public static TmjWriter of(TiledAtlas atlas, String name) {
        return new TmjWriter(atlas, name);
    }

    /**
     * The map as a .tmj file, UTF-8; an undecided cell is empty (global id 0). A map on the hexagon (wfc's axial
     * rhombus, drawn from {@link TiledAtlas#hexagons}) is a hexagonal map of offset rows, as {@link
     * TmxWriter#hexagonal} writes it: {@code orientation "hexagonal"}, {@code staggeraxis "y"}, {@code staggerindex
     * "odd"}, its {@code hexsidelength}, and the cells outside the rhombus (and masked-out cells) empty.
     *
     * @param image the atlas image's path as the map names it, relative to the map's folder
     */
    public byte[] encode(Solution map, String image) {
        Grid g = map.grid();
        StringBuilder tileset = new StringBuilder(tilesetHead.length() + image.length() + tilesetTail.length() + 8)
                .append(tilesetHead);
        GridJson.string(tileset, image);
        tileset.append(tilesetTail);
        boolean hex = g.topology() == Topology.HEX;
        int[] rows = hex ? offsetRows(map) : null;
        int width = hex ? rows.length / g.height() : g.width();
        String head = head(tileset.toString(), width, g.height(), hex);
        StringBuilder sb = new StringBuilder(head.length() + width * g.height() * 11 + 160).append(head);
        for (int y = 0; y < g.height(); y++) {
            sb.append(y == 0 ? "\n" : ",\n");
            for (int x = 0; x < width; x++) {
                sb.append(x == 0 ? "" : ",");
                if (hex) {
                    sb.append(rows[x + y * width]);
                } else {
                    sb.append(atlas.cell(map.tile(x + y * width)));
                }
            }
        }
        sb.append("\n]}],\n\"properties\":[{\"name\":\"periodic\",\"type\":\"bool\",\"value\":").append(g.periodic())
                .append("},{\"name\":\"status\",\"type\":\"string\",\"value\":\"")
                .append(map.status().name().toLowerCase(Locale.ROOT)).append("\"}]}\n");
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A hex map's global ids as {@link TmxWriter#hexagonal}'s offset rows (no flip flags on a hex atlas). */
    private int[] offsetRows(Solution map) {
        Grid g = map.grid();
        int[] gids = new int[g.cells()];
        for (int c = 0; c < gids.length; c++) {
            gids[c] = g.exists(c) ? (int) atlas.cell(map.tile(c)) : 0;
        }
        return TmxWriter.offsetRows(g.width(), g.height(), gids, true);
    }

    /**
     * The embedded tileset as compact JSON after its image's path, keys in Tiled's order; strings escaped by
     * {@link GridJson#string}, which for the names that reach here (file names and tile names, without control
     * characters) writes what a JSON library writes.
     */
    private static String tilesetTail(TiledAtlas atlas) {
        int count = atlas.tileCount();
        int size = atlas.tileSize();
        StringBuilder sb = new StringBuilder(160 + count * 72);
        sb.append(",\"imagewidth\":").append(atlas.imageWidth()).append(",\"imageheight\":").append(atlas.imageHeight())
                .append(",\"tilewidth\":").append(size).append(",\"tileheight\":").append(atlas.tileHeight())
                .append(",\"tilecount\":").append(count).append(",\"columns\":").append(atlas.columns())
                .append(",\"margin\":0,\"spacing\":0,\"tiles\":[");
        for (int i = 0; i < count; i++) {
            sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i)
                    .append(",\"properties\":[{\"name\":\"name\",\"type\":\"string\",\"value\":");
            GridJson.string(sb, atlas.name(i));
            sb.append("}]}");
        }
        return sb.append("]}").toString();
    }

    /** The map's keys before its data: {@code width x height} cells, hexagonal (offset rows) or orthogonal. */
    private String head(String tileset, int width, int height, boolean hex) {
        String shape = hex ? "\"orientation\":\"hexagonal\"," : "\"orientation\":\"orthogonal\",";
        String hexKeys = hex ? ",\"hexsidelength\":" + TmxWriter.hexSideLength(atlas)
                + ",\"staggeraxis\":\"y\",\"staggerindex\":\"odd\"" : "";
        return "{\"type\":\"map\",\"version\":\"1.10\",\"tiledversion\":\"1.10.2\"," + shape
                + "\"renderorder\":\"right-down\",\"infinite\":false,\"width\":" + width + ",\"height\":"
                + height + ",\"tilewidth\":" + atlas.tileSize() + ",\"tileheight\":" + atlas.tileHeight() + hexKeys
                + ",\"nextlayerid\":2,\"nextobjectid\":1,\n\"tilesets\":[" + tileset + "],\n"
                + "\"layers\":[{\"id\":1,\"name\":\"wfc\",\"type\":\"tilelayer\",\"x\":0,\"y\":0,\"width\":"
                + width + ",\"height\":" + height + ",\"opacity\":1,\"visible\":true,\"data\":[";
    }
}
