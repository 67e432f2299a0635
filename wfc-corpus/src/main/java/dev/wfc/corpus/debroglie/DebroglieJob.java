package dev.wfc.corpus.debroglie;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Constraint;
import dev.wfc.core.Defaults;
import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledTileset;
import dev.wfc.core.io.TmxWriter;
import dev.wfc.core.model.ColorNames;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.debroglie.DebroglieConfig.ModelType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;

/**
 * One DeBroglie configuration made runnable: the model its keys describe, the output area, the restrictions and
 * constraints, and the encoding its {@code dest} extension names. {@link #solve(long)} is a pure function of the
 * configuration and the seed. Throws {@link NotSupportedException} at {@link #of} for what wfc does not make yet;
 * {@link DebroglieSetup} reads the configuration into the job's parts.
 */
public final class DebroglieJob {
    private final DebroglieConfig config;
    private final Model model;
    private final OutputArea area;
    /** Restrictions applied to every fresh builder; the long is the map's seed (for a fixedTile without point). */
    private final List<BiConsumer<SolverBuilder, Long>> steps;
    private final List<Constraint> constraints;
    private final AdjacentTiles tiles;
    private final TiledTileset tileset;
    /** A voxel sample or set, null for a 2D configuration. */
    private final VoxelSource voxels;
    /** A hexagonal Tiled sample's model and output, null otherwise. */
    private final HexSample hex;

    DebroglieJob(DebroglieConfig config, Model model, OutputArea area,
                         List<BiConsumer<SolverBuilder, Long>> steps, List<Constraint> constraints,
                         AdjacentTiles tiles, TiledTileset tileset, VoxelSource voxels, HexSample hex) {
        this.config = config;
        this.model = model;
        this.area = area;
        this.steps = steps;
        this.constraints = constraints;
        this.tiles = tiles;
        this.tileset = tileset;
        this.voxels = voxels;
        this.hex = hex;
    }

    /**
     * Reads the configuration's sample files and builds the job.
     *
     * @throws IOException for a sample file that is missing or unreadable, or malformed (InvalidInputException)
     * @throws WfcInputException naming the key for a value that cannot be used with this sample
     * @throws NotSupportedException for what wfc does not make yet
     */
    public static DebroglieJob of(DebroglieConfig c) throws IOException {
        return DebroglieSetup.job(c);
    }

    public DebroglieConfig config() {
        return config;
    }

    /** The model that solves, with its rules. */
    public Model model() {
        return model;
    }

    /** "overlapping N=3" or "adjacent". */
    public String modelName() {
        if (hex != null) {
            return config.model() == ModelType.OVERLAPPING ? "overlapping hex N=" + config.nX() : "learned hex";
        }
        if (voxels instanceof VoxelSet) {
            return "tiled voxels";
        }
        if (squarePatterns() != null || model instanceof GridOverlappingModel) {
            return "overlapping " + config.nX() + "x" + config.nY() + (voxels == null ? "" : "x" + config.nZ());
        }
        return config.model() == ModelType.OVERLAPPING ? "overlapping N=" + config.nX() : "adjacent";
    }

    /** The output's size in the configuration's units, e.g. "48x48" ("20x20x20" for voxels). */
    public String size() {
        return area.width + "x" + area.height + (voxels == null ? "" : "x" + config.depth());
    }

    /** The constraints bound to every solve (path, count, ...), for independent checks. */
    public List<Constraint> constraints() {
        return List.copyOf(constraints);
    }

    /** The solver grid's cells (for a non-periodic overlapping output, N - 1 fewer per side than pixels). */
    public long cells() {
        if (hex != null) {
            return hex.grid().cells();
        }
        return (long) area.gridWidth * area.gridHeight * (voxels == null ? 1 : config.depth());
    }

    /** The grid that {@link #solverBuilder} solves on: square, hexagonal (a masked axial box) or cubic. */
    public Grid grid() {
        if (hex != null) {
            return hex.grid();
        }
        if (voxels != null) {
            return voxels.grid();
        }
        return Grid.builder(Topology.SQUARE).size(area.gridWidth, area.gridHeight)
                .periodic(config.periodicX(), config.periodicY(), false).build();
    }

    /**
     * The ARGB a cell of each tile shows where a hexagonal or voxel map is drawn a colour a cell, as wfc's own
     * commands draw that model: an overlapping pattern's first cell, a voxel tile's mean colour; null for a learned
     * tile, whose picture is its colour.
     */
    public int[] cellColors() {
        if (model instanceof GridOverlappingModel g) {
            return g.tileColors();
        }
        return model instanceof VoxelTiles v ? v.tileColors() : null;
    }

    /** The picture's width in pixels: the output's pixels, or its tiles times a tile's width. */
    public long pictureWidth() {
        return (long) area.width * (tiles == null ? 1 : tiles.tileWidth());
    }

    /** The picture's height in pixels, as {@link #pictureWidth()}. */
    public long pictureHeight() {
        return (long) area.height * (tiles == null ? 1 : tiles.tileHeight());
    }

    /** Whether the output wraps along both axes. */
    public boolean periodic() {
        return config.periodicX() && config.periodicY();
    }

    /** A fresh solver builder with every restriction and constraint of the configuration. */
    public SolverBuilder solverBuilder(long seed) {
        SolverBuilder b = bareBuilder();
        for (BiConsumer<SolverBuilder, Long> s : steps) {
            s.accept(b, seed);
        }
        constraints.forEach(b::constraint);
        // DeBroglie's own default is not to backtrack: its "backtrack": false keeps restarts only.
        if (config.backtrack()) {
            b.backtracking(Backtracking.DEFAULT);
        } else {
            b.restartsOnly();
        }
        return b.tries(Defaults.TRIES);
    }

    /**
     * The model's own builder: through {@link Model#solverBuilder} when the output wraps along both axes or neither
     * (the bytes of wfc's other commands), else on a grid wrapping along one axis only.
     */
    private SolverBuilder bareBuilder() {
        boolean px = config.periodicX();
        boolean py = config.periodicY();
        if (voxels != null) {
            return SolverBuilder.of(model.rules(), voxels.grid());
        }
        if (hex != null) {
            return SolverBuilder.of(hex.rules, hex.grid());
        }
        if (squarePatterns() != null) {
            return SolverBuilder.of(model.rules(), grid());
        }
        if (px == py) {
            return model.solverBuilder(area.width, area.height, px);
        }
        if (model instanceof OverlappingModel om) {
            return om.solverBuilder(area.width, area.height, px, py);
        }
        if (model instanceof Reweighted r) {
            return r.solverBuilder(area.width, area.height, px, py);
        }
        return SolverBuilder.of(model.rules(), Grid.builder(Topology.SQUARE).size(area.width, area.height)
                .periodic(px, py, false).build());
    }

    /**
     * Solves the map of {@code seed}.
     *
     * @throws NoMapPossibleException if the rules and restrictions admit no map at all
     */
    public Solution solve(long seed) {
        return solverBuilder(seed).build().solve(seed);
    }

    /** The map's bytes in the format of {@code dest}'s extension. */
    public byte[] encode(Solution s) {
        return switch (config.destExtension()) {
            case "png" -> Png.encode(picture(s));
            case "csv" -> csv(s).getBytes(StandardCharsets.UTF_8);
            case "tmx" -> hex != null ? hex.tmx(s) : tmx(s);
            case "vox" -> voxels.vox(s);
            default -> throw new IllegalStateException(config.dest());
        };
    }

    /** The map's picture; rectangular patterns by a non-periodic edge drawn whole, as the square ones are. */
    private Image picture(Solution s) {
        return squarePatterns() != null ? squarePatterns().overhangPicture(s) : model.render(s);
    }

    /** The rectangular-pattern model on the square grid, perhaps under {@code tiles} weights; null for others. */
    private GridOverlappingModel squarePatterns() {
        Model m = model instanceof Reweighted r ? r.base() : model;
        return m instanceof GridOverlappingModel g && g.topology() == Topology.SQUARE ? g : null;
    }

    /** Values separated by commas along x, a line per row: global ids or colours. */
    private String csv(Solution s) {
        StringBuilder out = new StringBuilder();
        if (tiles == null) {
            Image img = picture(s);
            for (int y = 0; y < img.height(); y++) {
                for (int x = 0; x < img.width(); x++) {
                    out.append(x == 0 ? "" : ",").append(ColorNames.of(img.pixel(x, y)).toLowerCase(Locale.ROOT));
                }
                out.append('\n');
            }
            return out.toString();
        }
        List<String> names = tiles.tileNames();
        int w = s.grid().width();
        for (int c = 0; c < s.grid().cells(); c++) {
            int t = s.tile(c);
            out.append(c % w == 0 ? "" : ",").append(t < 0 ? "" : names.get(t));
            if (c % w == w - 1) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    private byte[] tmx(Solution s) {
        int[] gids = new int[s.grid().cells()];
        for (int c = 0; c < gids.length; c++) {
            int t = s.tile(c);
            gids[c] = t < 0 ? 0 : (int) tiles.value(t);
        }
        return TmxWriter.write(s.grid().width(), s.grid().height(), gids, tileset, null);
    }
}
