package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.TiledModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tileset that wfc's Tiled maps ({@link TmjWriter}, {@link TmxWriter#orthogonal}, {@link TmxWriter#hexagonal})
 * draw from: square tiles (hexagons in their rectangles for a hex tileset, {@link #hexagons}) cut from one atlas
 * image, {@code columns} a row, and the global id (flip flags included) that shows each model tile.
 * The atlas is the same for every map of a model, so a corpus or world writes it once, as {@link #IMAGE} at its root,
 * and its maps, one or two folders below, refer to it by a relative path ({@link #imageFrom}).
 *
 * <p>A tile's global id is its atlas index plus 1 (0 is an empty cell: an undecided cell of a partial map), with
 * Tiled's flip flags in the top bits. A tiled model's atlas holds each tile's orientation 0; every other orientation
 * whose image is that one transformed as the classic tileset format defines orientations (a quarter turn that brings
 * the top-right corner to the top left, {@code k} times; then, for {@code k >= 4}, a left-right mirror) is shown as
 * orientation 0 with the flags of that transformation, and any other (a unique tileset's own drawing) gets an atlas
 * tile of its own. A learned model's atlas is one colour swatch per tile, no flags. Each atlas tile is named (a map
 * writes it as the tile's {@code name} property): the model's name of the tile it shows unflipped.
 *
 * <p>Maintainers: Tiled applies the diagonal flip (swapping x and y) first, then the horizontal, then the vertical
 * one. With {@code out(x, y) = in(s-1-y, x)} for the quarter turn, one turn is diagonal + vertical, two are
 * horizontal + vertical, three diagonal + horizontal; a mirror after them toggles the horizontal flag.
 */
public final class TiledAtlas {
    /** The atlas's file name at the root of a corpus or world. */
    public static final String IMAGE = "tileset.png";
    public static final long FLIP_HORIZONTAL = 0x80000000L;
    public static final long FLIP_VERTICAL = 0x40000000L;
    public static final long FLIP_DIAGONAL = 0x20000000L;
    /** The flags that turn orientation 0 into orientation k of the classic format, k = 0..7. */
    static final long[] ORIENTATION_FLAGS = {
        0, FLIP_DIAGONAL | FLIP_VERTICAL, FLIP_HORIZONTAL | FLIP_VERTICAL, FLIP_DIAGONAL | FLIP_HORIZONTAL,
        FLIP_HORIZONTAL, FLIP_DIAGONAL | FLIP_HORIZONTAL | FLIP_VERTICAL, FLIP_VERTICAL, FLIP_DIAGONAL};

    private final Image image;
    private final List<String> names;
    private final int tileSize;
    private final int tileHeight;
    private final int columns;
    private final long[] gids;

    /** Tiles of {@code size x height} pixels, row-major, {@code columns = ceil(sqrt(tiles))} a row. */
    private TiledAtlas(List<int[]> tiles, List<String> names, int size, int height, long[] gids) {
        int columns = (int) Math.ceil(Math.sqrt(tiles.size()));
        int rows = (tiles.size() + columns - 1) / columns;
        int[] px = new int[columns * size * rows * height];
        for (int i = 0; i < tiles.size(); i++) {
            int x0 = i % columns * size;
            int y0 = i / columns * height;
            for (int y = 0; y < height; y++) {
                System.arraycopy(tiles.get(i), y * size, px, x0 + (y0 + y) * columns * size, size);
            }
        }
        this.image = new Image(px, columns * size, rows * height);
        this.names = List.copyOf(names);
        this.tileSize = size;
        this.tileHeight = height;
        this.columns = columns;
        this.gids = gids;
    }

    /**
     * The atlas of a tiled model's tile images.
     *
     * @throws NumberFormatException if a tile name does not end in its orientation, as {@link TiledModel} names them
     */
    public static TiledAtlas tiled(TiledModel model) {
        int size = model.tileSize();
        List<String> tileNames = model.tileNames();
        List<int[]> tiles = new ArrayList<>();
        List<String> names = new ArrayList<>();
        long[] gids = new long[model.tileCount()];
        for (int t = 0; t < gids.length; t++) {
            String tileName = tileNames.get(t);
            int k = Integer.parseInt(tileName.substring(tileName.lastIndexOf(' ') + 1));
            int[] image = model.tileImage(t).argb();
            if (k > 0 && k < ORIENTATION_FLAGS.length) {
                long base = gids[t - k];
                if (Arrays.equals(flip(tiles.get((int) base - 1), size, ORIENTATION_FLAGS[k]), image)) {
                    gids[t] = base | ORIENTATION_FLAGS[k];
                    continue;
                }
            }
            tiles.add(image);
            names.add(tileName);
            gids[t] = tiles.size();
        }
        return new TiledAtlas(tiles, names, size, size, gids);
    }

    /**
     * The atlas of a hex tileset's tiles for a hexagonal map {@code cellWidth} pixels a hexagon: every turned and
     * mirrored copy a tile of its own (no flip flags), drawn as {@link HexTiles#render(Solution, int)} draws a map of
     * that one cell, {@code cellWidth x} {@link HexTiles#pictureHeight}{@code (cellWidth)} pixels, transparent outside
     * the hexagon; global id {@code t + 1} for tile {@code t}.
     */
    public static TiledAtlas hexagons(HexTiles model, int cellWidth) {
        Grid one = model.grid(1, 1, false);
        List<int[]> tiles = new ArrayList<>();
        long[] gids = new long[model.tileCount()];
        for (int t = 0; t < gids.length; t++) {
            tiles.add(model.render(Solution.of(one, gids.length, new int[] {t}), cellWidth).argb());
            gids[t] = t + 1;
        }
        return new TiledAtlas(tiles, model.tileNames(), cellWidth, HexTiles.pictureHeight(cellWidth), gids);
    }

    /**
     * The atlas of a learned model of image examples: a swatch of {@code scale x scale} pixels of each tile's colour,
     * in tile order.
     */
    public static TiledAtlas swatches(LearnedModel model, int scale) {
        List<int[]> tiles = new ArrayList<>();
        long[] gids = new long[model.tileCount()];
        for (int t = 0; t < gids.length; t++) {
            int[] swatch = new int[scale * scale];
            Arrays.fill(swatch, model.symbol(t));
            tiles.add(swatch);
            gids[t] = t + 1;
        }
        return new TiledAtlas(tiles, model.tileNames(), scale, scale, gids);
    }

    /**
     * How a map in a folder {@code levels} below the root names {@link #IMAGE}: {@code ../tileset.png} from
     * {@code maps/}, {@code ../../tileset.png} from {@code maps/012/}.
     *
     * @param levels folders between the root and the map, >= 1
     */
    public static String imageFrom(int levels) {
        if (levels < 1) {
            throw new IllegalArgumentException("levels: " + levels + " (expected: >= 1)");
        }
        return "../".repeat(levels) + IMAGE;
    }

    /** The atlas as PNG, the file {@link #IMAGE}. */
    public byte[] png() {
        return Png.encode(image);
    }

    /** The global tile id (with flip flags) that shows {@code tile}. */
    public long gid(int tile) {
        return gids[tile];
    }

    /** The global id of a map value: 0 for an undecided cell ({@code tile < 0}), else {@link #gid}. */
    long cell(int tile) {
        return tile < 0 ? 0 : gids[tile];
    }

    /** Pixels of an atlas tile's side (its width, for a hex atlas), and of a map cell's. */
    public int tileSize() {
        return tileSize;
    }

    /** Pixels of an atlas tile's height: {@link #tileSize()}, or a hexagon's point to point for a hex atlas. */
    public int tileHeight() {
        return tileHeight;
    }

    /** Atlas tiles a row. */
    int columns() {
        return columns;
    }

    /** Atlas tiles. */
    int tileCount() {
        return names.size();
    }

    /** The model's name of atlas tile {@code i}, shown unflipped. */
    String name(int i) {
        return names.get(i);
    }

    int imageWidth() {
        return image.width();
    }

    int imageHeight() {
        return image.height();
    }

    /**
     * {@code px}, a {@code size x size} image, as Tiled shows it with {@code flags}: swapped across its diagonal
     * first, then mirrored left-right, then top-bottom.
     */
    static int[] flip(int[] px, int size, long flags) {
        int[] out = new int[px.length];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int sx = (flags & FLIP_HORIZONTAL) != 0 ? size - 1 - x : x;
                int sy = (flags & FLIP_VERTICAL) != 0 ? size - 1 - y : y;
                out[x + y * size] = (flags & FLIP_DIAGONAL) != 0 ? px[sy + sx * size] : px[sx + sy * size];
            }
        }
        return out;
    }
}
