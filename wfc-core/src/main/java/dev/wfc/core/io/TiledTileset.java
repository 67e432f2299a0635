package dev.wfc.core.io;

import java.nio.file.Path;
import java.util.Map;

/**
 * A Tiled tileset ({@code .tsx}, or embedded in a map): tiles cut from one image in a grid of {@code columns}, local
 * ids {@code 0 .. tileCount - 1}, global ids {@code firstGid + local} once placed in a map.
 *
 * @param firstGid the global id of local tile 0 (1 for a tileset read on its own)
 * @param name the tileset's name attribute, or ""
 * @param tileWidth pixels of one tile
 * @param tileHeight pixels of one tile
 * @param tileCount tiles in the set
 * @param columns tiles per row of the image
 * @param margin pixels around the tiles at the image's edges
 * @param spacing pixels between neighbouring tiles of the image
 * @param image the image file, resolved against the tileset's folder, or null if the set has none
 * @param properties per local id, the custom properties of that tile ({@code name} among them), only for tiles
 *     that have some
 */
public record TiledTileset(int firstGid, String name, int tileWidth, int tileHeight, int tileCount, int columns,
                           int margin, int spacing, Path image, Map<Integer, Map<String, String>> properties) {
    public TiledTileset {
        properties = Map.copyOf(properties);
    }

    /** Whether global id {@code gid} (without flip flags) belongs to this set. */
    public boolean contains(long gid) {
        return gid >= firstGid && gid < (long) firstGid + tileCount;
    }

    /** The left edge, in the image, of local tile {@code local}: {@code margin + column * (tileWidth + spacing)}. */
    public int imageX(int local) {
        return margin + (local % columns) * (tileWidth + spacing);
    }

    /** The top edge, in the image, of local tile {@code local}. */
    public int imageY(int local) {
        return margin + (local / columns) * (tileHeight + spacing);
    }

    /** The tileset with another first global id, as a map places it. */
    public TiledTileset at(int gid) {
        return new TiledTileset(gid, name, tileWidth, tileHeight, tileCount, columns, margin, spacing, image,
                properties);
    }
}
