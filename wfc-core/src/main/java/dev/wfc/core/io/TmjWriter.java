package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Writes maps as Tiled JSON maps ({@code .tmj}), which the Tiled editor and the usual game-engine loaders open:
 * orthogonal, one tile layer whose {@code data} is an array of global tile ids, and one embedded tileset, the model's
 * {@link TiledAtlas}, whose image the maps (one folder below the root of their corpus or world) name as
 * {@link TiledAtlas#SHARED_IMAGE}. Each atlas tile carries a {@code name} property.
 */
public final class TmjWriter {
    private final TiledAtlas atlas;
    /** The embedded tileset's JSON, the same in every map. */
    private final String tileset;

    private TmjWriter(TiledAtlas atlas, String name) {
        this.atlas = atlas;
        this.tileset = tileset(name, atlas);
    }

    /** The writer for maps drawn from {@code atlas}, its tileset named {@code name}; maps of any size. */
    public static TmjWriter of(TiledAtlas atlas, String name) {
        return new TmjWriter(atlas, name);
    }

    /** The map as a .tmj file, UTF-8; an undecided cell is empty (global id 0). */
    public byte[] encode(Solution map) {
        Grid g = map.grid();
        String head = head(tileset, atlas.tileSize(), g);
        StringBuilder sb = new StringBuilder(head.length() + g.cells() * 11 + 160).append(head);
        for (int y = 0; y < g.height(); y++) {
            sb.append(y == 0 ? "\n" : ",\n");
            for (int x = 0; x < g.width(); x++) {
                sb.append(x == 0 ? "" : ",").append(atlas.cell(map.tile(x + y * g.width())));
            }
        }
        sb.append("\n]}],\n\"properties\":[{\"name\":\"periodic\",\"type\":\"bool\",\"value\":").append(g.periodic())
                .append("},{\"name\":\"status\",\"type\":\"string\",\"value\":\"")
                .append(map.status().name().toLowerCase(Locale.ROOT)).append("\"}]}\n");
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The embedded tileset as compact JSON, keys in Tiled's order; strings escaped by {@link GridJson#string}, which
     * for the names that reach here (file names and tile names, without control characters) writes what a JSON
     * library writes.
     */
    private static String tileset(String name, TiledAtlas atlas) {
        int count = atlas.tileCount();
        int size = atlas.tileSize();
        StringBuilder sb = new StringBuilder(160 + count * 72).append("{\"firstgid\":1,\"name\":");
        GridJson.string(sb, name);
        sb.append(",\"image\":");
        GridJson.string(sb, TiledAtlas.SHARED_IMAGE);
        sb.append(",\"imagewidth\":").append(atlas.imageWidth()).append(",\"imageheight\":").append(atlas.imageHeight())
                .append(",\"tilewidth\":").append(size).append(",\"tileheight\":").append(size)
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

    private static String head(String tileset, int size, Grid grid) {
        return "{\"type\":\"map\",\"version\":\"1.10\",\"tiledversion\":\"1.10.2\",\"orientation\":\"orthogonal\","
                + "\"renderorder\":\"right-down\",\"infinite\":false,\"width\":" + grid.width() + ",\"height\":"
                + grid.height() + ",\"tilewidth\":" + size + ",\"tileheight\":" + size
                + ",\"nextlayerid\":2,\"nextobjectid\":1,\n\"tilesets\":[" + tileset + "],\n"
                + "\"layers\":[{\"id\":1,\"name\":\"wfc\",\"type\":\"tilelayer\",\"x\":0,\"y\":0,\"width\":"
                + grid.width() + ",\"height\":" + grid.height() + ",\"opacity\":1,\"visible\":true,\"data\":[";
    }
}
