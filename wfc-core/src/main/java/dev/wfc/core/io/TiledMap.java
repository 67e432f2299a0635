package dev.wfc.core.io;

import java.util.List;

/**
 * A Tiled map ({@code .tmx}): tile layers of global ids and the tilesets they draw from. Orthogonal maps are what
 * wfc generates; a hexagonal map is read with its {@link #orientation()}, {@link #staggerAxis()} and
 * {@link #staggerIndex()} so that a hexagonal topology can use it.
 *
 * <p>Global ids keep Tiled's flip flags in their top four bits ({@link #FLIPPED_HORIZONTALLY},
 * {@link #FLIPPED_VERTICALLY}, {@link #FLIPPED_DIAGONALLY}, {@link #ROTATED_HEXAGONAL_120}); {@link #gid(int)} strips them. 0 is the empty cell.
 *
 * @param orientation "orthogonal", "hexagonal", "isometric" or "staggered"
 * @param staggerAxis "x" or "y" for staggered and hexagonal maps, else ""
 * @param staggerIndex "odd" or "even" for staggered and hexagonal maps, else ""
 * @param width cells per row
 * @param height rows
 * @param tileWidth pixels of a cell
 * @param tileHeight pixels of a cell
 * @param hexSideLength a hexagonal map's {@code hexsidelength} (pixels of a hexagon's flat side), 0 if absent
 * @param tilesets the tilesets, by ascending first global id
 * @param layers the tile layers, each {@code width * height} global ids row by row (with flags)
 */
public record TiledMap(String orientation, String staggerAxis, String staggerIndex, int width, int height,
                       int tileWidth, int tileHeight, int hexSideLength, List<TiledTileset> tilesets,
                       List<int[]> layers) {
    /** Flag bit of a global id: the tile is mirrored left to right. */
    public static final int FLIPPED_HORIZONTALLY = 0x8000_0000;
    /** Flag bit of a global id: the tile is mirrored top to bottom. */
    public static final int FLIPPED_VERTICALLY = 0x4000_0000;
    /** Flag bit of a global id: the tile is mirrored about its top-left to bottom-right diagonal. */
    public static final int FLIPPED_DIAGONALLY = 0x2000_0000;
    /** Flag bit of a global id on a hexagonal map: the tile is turned by 120 degrees. */
    public static final int ROTATED_HEXAGONAL_120 = 0x1000_0000;
    /** The bits of a global id that are flags. */
    public static final int FLAGS = FLIPPED_HORIZONTALLY | FLIPPED_VERTICALLY | FLIPPED_DIAGONALLY
            | ROTATED_HEXAGONAL_120;

    public TiledMap {
        tilesets = List.copyOf(tilesets);
        layers = List.copyOf(layers);
    }

    /** The global id of a layer value without its flip flags. */
    public static int gid(int value) {
        return value & ~FLAGS;
    }

    /** The flip flags of a layer value. */
    public static int flags(int value) {
        return value & FLAGS;
    }

    /** The tileset that global id {@code gid} (flags stripped) belongs to, or null (0, or no set holds it). */
    public TiledTileset tilesetOf(int gid) {
        TiledTileset found = null;
        for (TiledTileset t : tilesets) {
            if (t.firstGid() <= gid) {
                found = t;
            }
        }
        return found != null && found.contains(gid) ? found : null;
    }
}
