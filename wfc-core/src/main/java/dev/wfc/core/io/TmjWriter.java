package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.TiledModel;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Writes maps as Tiled JSON maps ({@code .tmj}), which the Tiled editor and the usual game-engine loaders open:
 * orthogonal, one tile layer whose {@code data} is an array of global tile ids, and one embedded tileset of square
 * tiles cut from a single atlas image. The atlas is the same for every map of a corpus, so it is written once, as
 * {@link #IMAGE} at the corpus's root, and the maps in {@code maps/} refer to it as {@code ../tileset.png}.
 *
 * <p>A tile's global id is its atlas index plus 1 (0 is an empty cell: an undecided cell of a partial map), with
 * Tiled's flip flags in the top bits. A tiled model's atlas holds each tile's orientation 0; every other orientation
 * whose image is that one transformed as the classic tileset format defines orientations (a quarter turn that brings
 * the top-right corner to the top left, {@code k} times; then, for {@code k >= 4}, a left-right mirror) is written as
 * orientation 0 with the flags of that transformation, and any other (a unique tileset's own drawing) gets an atlas
 * tile of its own. A learned model's atlas is one colour swatch per tile, no flags. Each atlas tile carries a
 * {@code name} property: the model's name of the tile it shows unflipped.
 *
 * <p>Maintainers: Tiled applies the diagonal flip (swapping x and y) first, then the horizontal, then the vertical
 * one. With {@code out(x, y) = in(s-1-y, x)} for the quarter turn, one turn is diagonal + vertical, two are
 * horizontal + vertical, three diagonal + horizontal; a mirror after them toggles the horizontal flag.
 */
public final class TmjWriter {
    /** The atlas's file name at the corpus's root. */
    public static final String IMAGE = "tileset.png";
    public static final long FLIP_HORIZONTAL = 0x80000000L;
    public static final long FLIP_VERTICAL = 0x40000000L;
    public static final long FLIP_DIAGONAL = 0x20000000L;
    /** The flags that turn orientation 0 into orientation k of the classic format, k = 0..7. */
    static final long[] ORIENTATION_FLAGS = {
        0, FLIP_DIAGONAL | FLIP_VERTICAL, FLIP_HORIZONTAL | FLIP_VERTICAL, FLIP_DIAGONAL | FLIP_HORIZONTAL,
        FLIP_HORIZONTAL, FLIP_DIAGONAL | FLIP_HORIZONTAL | FLIP_VERTICAL, FLIP_VERTICAL, FLIP_DIAGONAL};

    private final Image atlas;
    private final long[] gids;
    /** The map's JSON before the tile ids. */
    private final String head;

    private TmjWriter(List<int[]> tiles, List<String> names, int size, long[] gids, String name, Grid grid) {
        int columns = (int) Math.ceil(Math.sqrt(tiles.size()));
        int rows = (tiles.size() + columns - 1) / columns;
        int[] px = new int[columns * size * rows * size];
        for (int i = 0; i < tiles.size(); i++) {
            int x0 = i % columns * size;
            int y0 = i / columns * size;
            for (int y = 0; y < size; y++) {
                System.arraycopy(tiles.get(i), y * size, px, x0 + (y0 + y) * columns * size, size);
            }
        }
        this.atlas = new Image(px, columns * size, rows * size);
        this.gids = gids;
        this.head = head(tileset(name, names, size, columns, atlas), size, grid);
    }

    /**
     * The writer for maps of {@code model} on {@code grid}, its tileset named {@code name}.
     *
     * @throws NumberFormatException if a tile name does not end in its orientation, as {@link TiledModel} names them
     */
    public static TmjWriter tiled(TiledModel model, String name, Grid grid) {
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
        return new TmjWriter(tiles, names, size, gids, name, grid);
    }

    /**
     * The writer for maps of a learned model of image examples: a swatch of {@code scale x scale} pixels of each
     * tile's colour, in tile order.
     */
    public static TmjWriter swatches(LearnedModel model, int scale, String name, Grid grid) {
        List<int[]> tiles = new ArrayList<>();
        long[] gids = new long[model.tileCount()];
        for (int t = 0; t < gids.length; t++) {
            int[] swatch = new int[scale * scale];
            Arrays.fill(swatch, model.symbol(t));
            tiles.add(swatch);
            gids[t] = t + 1;
        }
        return new TmjWriter(tiles, model.tileNames(), scale, gids, name, grid);
    }

    /** The atlas as PNG, the file {@link #IMAGE}. */
    public byte[] atlasPng() {
        return Png.encode(atlas);
    }

    /** The global tile id (with flip flags) that shows {@code tile}. */
    public long gid(int tile) {
        return gids[tile];
    }

    /** The map as a .tmj file, UTF-8; an undecided cell is empty (global id 0). */
    public byte[] encode(Solution map) {
        Grid g = map.grid();
        StringBuilder sb = new StringBuilder(head.length() + g.cells() * 11 + 160).append(head);
        for (int y = 0; y < g.height(); y++) {
            sb.append(y == 0 ? "\n" : ",\n");
            for (int x = 0; x < g.width(); x++) {
                int t = map.tile(x + y * g.width());
                sb.append(x == 0 ? "" : ",").append(t < 0 ? 0 : gids[t]);
            }
        }
        sb.append("\n]}],\n\"properties\":[{\"name\":\"periodic\",\"type\":\"bool\",\"value\":").append(g.periodic())
                .append("},{\"name\":\"status\",\"type\":\"string\",\"value\":\"")
                .append(map.status().name().toLowerCase(Locale.ROOT)).append("\"}]}\n");
        return sb.toString().getBytes(StandardCharsets.UTF_8);
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

    /**
     * The embedded tileset as compact JSON, keys in Tiled's order; strings escaped by {@link GridJson#string}, which
     * for the names that reach here (file names and tile names, without control characters) writes what a JSON
     * library writes.
     */
    private static String tileset(String name, List<String> names, int size, int columns, Image atlas) {
        StringBuilder sb = new StringBuilder(160 + names.size() * 72).append("{\"firstgid\":1,\"name\":");
        GridJson.string(sb, name);
        sb.append(",\"image\":");
        GridJson.string(sb, "../" + IMAGE);
        sb.append(",\"imagewidth\":").append(atlas.width()).append(",\"imageheight\":").append(atlas.height())
                .append(",\"tilewidth\":").append(size).append(",\"tileheight\":").append(size)
                .append(",\"tilecount\":").append(names.size()).append(",\"columns\":").append(columns)
                .append(",\"margin\":0,\"spacing\":0,\"tiles\":[");
        for (int i = 0; i < names.size(); i++) {
            sb.append(i == 0 ? "" : ",").append("{\"id\":").append(i)
                    .append(",\"properties\":[{\"name\":\"name\",\"type\":\"string\",\"value\":");
            GridJson.string(sb, names.get(i));
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
