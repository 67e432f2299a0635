package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.TiledTileset;
import dev.wfc.core.model.ColorNames;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The adjacent model's tile values, numbered in order of first appearance: ARGB colours of a PNG sample, or global
 * ids of Tiled tilesets; and the value a reference's text names among them. Configuration-time code, so boxed
 * collections are fine.
 */
final class TileValues {
    private final java.util.Map<Long, Integer> ids = new java.util.HashMap<>();
    private final List<Long> values = new ArrayList<>();
    /** Tiled tilesets, when the tiles are global ids; null for colours. */
    private List<TiledTileset> tilesets;

    /** Makes the values global ids of {@code sets} (else they are colours). */
    void tilesets(List<TiledTileset> sets) {
        tilesets = sets;
    }

    /** The tilesets, or null for colours. */
    List<TiledTileset> tilesets() {
        return tilesets;
    }

    /** Whether the values are Tiled global ids (else colours). */
    boolean tiled() {
        return tilesets != null;
    }

    /** The values by id (the live list). */
    List<Long> values() {
        return values;
    }

    int count() {
        return values.size();
    }

    /** The id of {@code value}, or -1 if it has none. */
    int idOf(long value) {
        return ids.getOrDefault(value, -1);
    }

    /**
     * The value a reference names: a colour {@code "#RRGGBB"} without tilesets; a global id (0 or one of the
     * tilesets') or a tile's {@code name} property with them.
     *
     * @throws WfcInputException naming {@code key} if it names none
     */
    long value(TileRef r, String key) {
        if (tilesets == null) {
            if (r.numeric() || !r.text().startsWith("#")) {
                throw new WfcInputException(key + ": " + r + " (expected: a colour \"#RRGGBB\" of the sample)");
            }
            return Colors.parse(r.text(), key) & 0xFFFF_FFFFL;
        }
        if (r.numeric()) {
            long gid = Long.parseLong(r.text());
            if (gid != 0 && tilesetOf(gid) == null) {
                throw new WfcInputException(key + ": " + r + " (expected: 0 or a global id of the tileset)");
            }
            return gid;
        }
        for (TiledTileset t : tilesets) {
            for (var e : t.properties().entrySet()) {
                if (r.text().equals(e.getValue().get("name"))) {
                    return (long) t.firstGid() + e.getKey();
                }
            }
        }
        throw new WfcInputException(key + ": " + r + " (expected: a global id, or a tile's \"name\" property)");
    }

    private TiledTileset tilesetOf(long gid) {
        for (TiledTileset t : tilesets) {
            if (t.contains(gid)) {
                return t;
            }
        }
        return null;
    }

    /** The id of {@code value}, which becomes the next tile if it has none yet. */
    int id(long value) {
        int id = ids.getOrDefault(value, -1);
        if (id < 0) {
            id = values.size();
            ids.put(value, id);
            values.add(value);
        }
        return id;
    }

    /** The first twelve names, for a message. */
    String preview() {
        List<String> n = names();
        return String.join(", ", n.subList(0, Math.min(12, n.size()))) + (n.size() > 12 ? ", ..." : "");
    }

    /** Tile names by id: the colour in lower case, or the global id. */
    List<String> names() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            long v = values.get(i);
            out.add(tilesets == null ? ColorNames.of((int) v).toLowerCase(Locale.ROOT) : Long.toString(v));
        }
        return out;
    }

    /** A tile's width in pixels: the first tileset's, 1 for colours. */
    int tileWidth() {
        return tilesets == null ? 1 : tilesets.get(0).tileWidth();
    }

    /** A tile's height in pixels, as {@link #tileWidth()}. */
    int tileHeight() {
        return tilesets == null ? 1 : tilesets.get(0).tileHeight();
    }
}
