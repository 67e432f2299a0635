package dev.wfc.cli.map;

import dev.wfc.cli.options.BlackBackgroundOption;
import dev.wfc.cli.options.OptionDefaults;
import dev.wfc.cli.options.ShapeOptions;
import dev.wfc.cli.options.TiledModelOptions;
import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.Inputs;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.HexPicture;
import dev.wfc.core.view.IsometricPicture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code wfc tiled}: one map of a tileset with the simple tiled model: of a classic (square) tileset as PNG and
 * optionally text and JSON; of a hex tileset as a PNG of hexagons, of a cube tileset as .vox and a preview.
 */
@Command(name = "tiled",
        addMethodSubcommands = false,
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Generates a map of tiles from a tileset in the classic XML format, every pair of neighbouring tiles "
                    + "allowed by its <neighbor> rules (the simple tiled model).",
            "A tileset with <set topology=\"hex\"> (tiles with six side labels and a colour) makes a hex map drawn "
                    + "as hexagons; one with <set topology=\"cube\"> (a .vox file a tile) makes a cube map of --depth "
                    + "layers, written as .vox with the tiles' colours. --mask cuts either to a footprint "
                    + "(docs/cli.md describes both formats).",
            "NAME is the tileset's file name without .xml, then -SUBSET with --subset. Sizes are in tiles.",
            "Prints one line: the output files, size, seed, tile count, attempts, solve time."})
public final class TiledCommand extends SingleMapCommand {
    /** The classic's default size for tiled models. */
    public static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of("--size", "24"));
        }
    }

    @Mixin
    private TiledModelOptions source;

    @Mixin
    private BlackBackgroundOption background;

    @Option(names = "--text", paramLabel = "FILE",
            description = "Also write the map as text: a line per row, each cell as \"TILE K, \" (default: none).")
    private Path text;

    @Option(names = "--json", paramLabel = "FILE",
            description = "Also write the map as JSON: the tile names and a grid of their ids (default: none).")
    private Path json;

    @Option(names = "--tmx", paramLabel = "FILE",
            description = "Also write the map as a Tiled .tmx and, beside it, the tileset image it names (map.tmx: "
                    + "map-tileset.png): of a square tileset an orthogonal map, each tile's orientation 0, the others "
                    + "as Tiled's flip flags, as in wfc corpus's tmj maps; of a hex tileset a hexagonal map (odd rows "
                    + "shifted), every turned copy a hexagon --scale wide in the image; not of a cube tileset "
                    + "(default: none).")
    private Path tmx;

    @Mixin
    private ShapeOptions shape;

    @Option(names = "--preview", paramLabel = "FILE",
            description = "Also write an isometric PNG preview of a cube map, a voxel drawn as a cube of 4 x --scale "
                    + "pixels (default: none).")
    private Path preview;

    private Integer scale;

    @Option(names = "--scale", paramLabel = "K",
            description = "On a hex map a hexagon's width in pixels (2.." + HexPicture.MAX_CELL + "; default 8, or the "
                    + "width of the tiles' pictures), "
                    + "on a cube map the preview's unit (1.." + IsometricPicture.MAX_UNIT
                    + "; default 2).")
    void setScale(int value) {
        scale = Args.inRange(spec, "--scale", value, 1, HexPicture.MAX_CELL);
    }

    @Override
    public Integer call() {
        Topology topology = source.topology();
        if (topology != Topology.SQUARE) {
            return onGrid(topology);
        }
        if (shape.given() || preview != null || scale != null) {
            throw TiledModelOptions.onSquare(shape.given() ? "--depth/--mask" : preview != null ? "--preview"
                    : "--scale");
        }
        TiledModel model = source.model();
        return MapRun.withinMemory(size, () -> generate(model));
    }

    /** A hex or cube tileset: the square's own options are refused, then one map on the shaped grid. */
    private int onGrid(Topology topology) {
        source.refuseOnGrid(topology, background.blackBackground() ? "--black-background" : text != null ? "--text"
                : null);
        if (tmx != null && topology != Topology.HEX) {
            throw CliFailure.badInput("--tmx " + tmx + ": a cube tileset (expected: a square or hex tileset)");
        }
        if (preview != null && topology != Topology.CUBE) {
            throw CliFailure.badInput("--preview " + preview + ": a hex tileset (expected: a cube tileset)");
        }
        if (scale != null && (topology == Topology.HEX ? scale < 2 : scale > IsometricPicture.MAX_UNIT)) {
            throw CliFailure.badInput("--scale: " + scale + " (expected: " + (topology == Topology.HEX
                    ? "2.." + HexPicture.MAX_CELL + " on a hex map)" : "1.." + IsometricPicture.MAX_UNIT
                    + " on a cube map)"));
        }
        Model model = Inputs.gridTiles(source.tileset(), topology);
        int k = scale != null ? scale : model instanceof HexTiles hex ? hex.defaultScale() : 2;
        int depth = shape.depth(topology);
        if (model instanceof VoxelTiles voxels) {
            try {
                voxels.checkVoxelSize(size.width(), size.height(), depth);
            } catch (IllegalArgumentException e) {
                throw CliFailure.badInput("--size/--depth: " + e.getMessage());
            }
        }
        Model shaped = model.shaped(depth, shape.mask());
        return MapRun.withinMemory(size, () -> generateOnGrid(model, shaped, topology, depth, k));
    }

    /** Solves and writes a hex map (PNG of hexagons) or a cube map (.vox, and the preview), plus JSON. */
    private int generateOnGrid(Model model, Model shaped, Topology topology, int depth, int k) {
        int w = size.width();
        int h = size.height();
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(shaped::solverBuilder, shaped::grid, topology, model.tileNames(), null,
                mapSeed);
        double pixels = model instanceof VoxelTiles voxels ? voxels.pictureInts(w, h, depth, k, preview != null)
                : (w + h / 2.0 + 1) * k * ((h + 1) * k);
        int tiles = model.rules().tileCount();
        MapRun.Solved solved = run.solve(rules, tiles, topology.directions(), (double) w * h * depth, pixels,
                mapSeed);
        Solution map = solved.solution();
        String name = source.name();
        List<OutputFile> files = new ArrayList<>();
        if (model instanceof VoxelTiles voxels) {
            files.add(new OutputFile("--out", output.path(name, mapSeed, ".vox"), voxels.vox(map)));
            if (preview != null) {
                files.add(new OutputFile("--preview", preview, Png.encode(voxels.preview(map, k))));
            }
        } else {
            HexTiles hex = (HexTiles) model;
            files.add(output.png(name, mapSeed, hex.render(map, k)));
            if (tmx != null) {
                files.addAll(TmxFiles.files(tmx, TiledAtlas.hexagons(hex, k), name, map));
            }
        }
        if (json != null) {
            files.add(OutputFile.text("--json", json, () -> GridJson.write(map, model.tileNames())));
        }
        Grid g = map.grid();
        String detail = (depth > 1 ? "x" + depth : "") + " " + topology.id()
                + (g.masked() ? ", " + g.existingCells() + " cells in the mask" : "");
        run.finish(solved, files, detail, tiles + " tiles");
        return ExitCodes.OK;
    }

    private int generate(TiledModel model) {
        int w = size.width();
        int h = size.height();
        int px = model.tileSize();
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, Topology.SQUARE, model.tileNames(), null,
                mapSeed);
        MapRun.Solved solved = run.solve(rules, model.tileCount(), (double) w * h, (double) w * h * px * px, mapSeed);
        Solution map = solved.solution();
        List<OutputFile> files = new ArrayList<>();
        files.add(output.png(source.name(), mapSeed, model.render(map, background.blackBackground())));
        if (text != null) {
            files.add(OutputFile.text("--text", text, () -> model.text(map)));
        }
        if (json != null) {
            files.add(OutputFile.text("--json", json, () -> model.json(map)));
        }
        if (tmx != null) {
            files.addAll(TmxFiles.files(tmx, TiledAtlas.tiled(model), source.name(), map));
        }
        run.finish(solved, files, " tiles of " + px + " px", model.tileCount() + " tiles");
        return ExitCodes.OK;
    }
}
