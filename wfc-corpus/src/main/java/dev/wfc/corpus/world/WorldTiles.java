package dev.wfc.corpus.world;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.MapFormat;
import dev.wfc.world.Region;
import dev.wfc.world.World;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How a region is cut into tiles: squares of {@code tileSize} cells from the region's first cell, in row-major order,
 * the last of a row or column cut to the region. A tile's file is the model's drawing of its cells as PNG, or on the
 * cube its columns as MagicaVoxel voxels ({@code .vox}), the same bytes on any thread count and in any process; on
 * request also its Tiled maps ({@code .tmj}, {@code .tmx}; square and hexagonal worlds of models with Tiled maps:
 * orthogonal, or hexagonal maps of the tile's rhombus), whose tileset image is the world's
 * {@link dev.wfc.core.io.TiledAtlas#IMAGE}.
 */
public final class WorldTiles {
    /** Tile side in cells by default ({@code --tile-size}). */
    public static final int DEFAULT_TILE_SIZE = 256;
    /** The largest tile side in cells. */
    public static final int MAX_TILE_SIZE = 4096;

    private WorldTiles() {
    }

    /**
     * A tile: its first cell in world coordinates and its size in cells.
     *
     * @param index its position in row-major order, from 0
     * @param extension its file's extension, {@code png} or {@code vox} ({@link #extension(World)})
     */
    public record Tile(long index, long x, long y, int width, int height, String extension)
            implements java.io.Serializable {
        /** Its file name relative to the world directory, {@code tiles/X_Y.png} or {@code tiles/X_Y.vox}. */
        public String name() {
            return WorldDir.tileName(x, y, extension);
        }

        /** Its cells. */
        public long cells() {
            return (long) width * height;
        }
    }

    /** Tiles of {@code region} cut at {@code tileSize}: columns times rows, each rounded up. */
    public static long count(WorldRegion region, int tileSize) {
        return columns(region, tileSize) * ((region.height() + (long) tileSize - 1) / tileSize);
    }

    /** Tile {@code index} (0 .. {@link #count} - 1) of {@code region} in row-major order; O(1), nothing kept. */
    public static Tile at(WorldRegion region, int tileSize, long index, String extension) {
        long columns = columns(region, tileSize);
        long x = region.x() + index % columns * tileSize;
        long y = region.y() + index / columns * tileSize;
        int w = (int) Math.min(tileSize, region.x() + region.width() - x);
        int h = (int) Math.min(tileSize, region.y() + region.height() - y);
        return new Tile(index, x, y, w, h, extension);
    }

    private static long columns(WorldRegion region, int tileSize) {
        return (region.width() + (long) tileSize - 1) / tileSize;
    }

    /** The extension of a tile's file: {@code vox} for a learned model on the cube, else {@code png}. */
    public static String extension(World world) {
        return extension(world.model());
    }

    /** The extension of a tile's file of a world of {@code model}: {@code vox} on the cube, else {@code png}. */
    private static String extension(Model model) {
        return voxels(model) != null ? "vox" : "png";
    }

    /**
     * The file of {@code tile}, its cells computed on {@code threads} threads: its PNG, or its voxels (a column of
     * {@link World#depth()} cells a cell) on the cube.
     */
    public static byte[] encode(World world, Tile tile, int threads) {
        return main(world, region(world, tile, threads));
    }

    /**
     * The formats a tile of a world of {@code job}'s model can be written in: its main one ({@link #extension}), and
     * for a square or hexagonal world of a model whose maps {@code job} writes as Tiled maps, tmj and tmx.
     */
    public static Set<MapFormat> offered(CorpusJob job) {
        Set<MapFormat> offered = EnumSet.of(mainFormat(job.bareModel()));
        if (job.bareModel().rules().topology() != Topology.CUBE) {
            for (MapFormat f : List.of(MapFormat.TMJ, MapFormat.TMX)) {
                if (job.formats().contains(f)) {
                    offered.add(f);
                }
            }
        }
        return offered;
    }

    private static MapFormat mainFormat(Model model) {
        return MapFormat.valueOf(extension(model).toUpperCase(Locale.ROOT));
    }

    /**
     * The tile formats {@code list} ({@code --formats}: comma-separated, order and repeats free) asks for beside the
     * main one; empty for null (no {@code --formats}). Checked once here for {@code wfc world} and wfc-spark's world
     * job alike.
     *
     * @throws InvalidInputException naming {@code --formats} and what a world of {@code job}'s model offers, for an
     *     unknown or unoffered format or a list without the main format
     */
    public static Set<MapFormat> extraFormats(CorpusJob job, String list) throws InvalidInputException {
        if (list == null) {
            return Set.of();
        }
        Set<MapFormat> offered = offered(job);
        MapFormat main = mainFormat(job.bareModel());
        String expected = " (expected: a comma-separated list of " + MapFormat.names(offered) + ", as this world "
                + "offers them, " + main.extension() + " among them)";
        Set<MapFormat> chosen;
        try {
            chosen = MapFormat.parse(list);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--formats: " + e.getMessage().replaceFirst(" \\(expected: .*", "")
                    + expected);
        }
        for (MapFormat f : chosen) {
            if (!offered.contains(f)) {
                throw new InvalidInputException("--formats: " + f.extension() + expected);
            }
        }
        if (!chosen.contains(main)) {
            throw new InvalidInputException("--formats: '" + list + "' without " + main.extension() + expected);
        }
        Set<MapFormat> extra = EnumSet.copyOf(chosen);
        extra.remove(main);
        return extra;
    }

    /** A tile's file: its name relative to the world directory and its bytes. */
    public record TileFile(String name, byte[] bytes) {
    }

    /**
     * The files of {@code tile}, its cells computed once on {@code threads} threads: its main file
     * ({@link #encode}) first, then one a format of {@code extra} (each of {@link #offered} but the main one), in
     * {@link MapFormat} order, as {@code job} encodes a solved map of the tile's cells on a non-periodic grid of the
     * model (a rhombus of axial cells on the hexagon).
     */
    public static List<TileFile> files(World world, CorpusJob job, Tile tile, Set<MapFormat> extra, int threads) {
        return files(world, job, tile, region(world, tile, threads), extra);
    }

    /** As {@link #files(World, CorpusJob, Tile, Set, int)}, from the tile's cells {@code r}, computed already. */
    public static List<TileFile> files(World world, CorpusJob job, Tile tile, Region r, Set<MapFormat> extra) {
        List<TileFile> files = new ArrayList<>(1 + extra.size());
        files.add(new TileFile(tile.name(), main(world, r)));
        if (!extra.isEmpty()) {
            Grid grid = job.bareModel().grid(r.width(), r.height(), false);
            Solution cells = Solution.of(grid, r.tileCount(), r.tiles());
            for (MapFormat f : EnumSet.copyOf(extra)) {
                files.add(new TileFile(WorldDir.tileName(tile.x(), tile.y(), f.extension()), job.encode(f, cells)));
            }
        }
        return files;
    }

    private static Region region(World world, Tile tile, int threads) {
        return world.region(tile.x(), tile.y(), tile.width(), tile.height(), threads);
    }

    private static byte[] main(World world, Region r) {
        LearnedModel voxels = voxels(world);
        return voxels != null ? voxels.vox(r.solution()) : Png.encode(world.render(r));
    }

    /**
     * Pixels a cell of {@code world}'s drawing: 1 for the overlapping model, the tile side for tiled maps; 1 (a voxel
     * a cell) for {@code .vox} tiles.
     */
    public static int pixelsPerCell(World world, WorldRegion region) {
        return voxels(world) != null ? 1 : world.render(world.region(region.x(), region.y(), 1, 1)).width();
    }

    private static LearnedModel voxels(World world) {
        return voxels(world.model());
    }

    private static LearnedModel voxels(Model model) {
        return model instanceof LearnedModel m && m.topology() == Topology.CUBE ? m : null;
    }
}
