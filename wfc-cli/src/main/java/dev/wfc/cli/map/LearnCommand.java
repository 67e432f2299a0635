package dev.wfc.cli.map;

import dev.wfc.cli.options.LearnedModelOptions;
import dev.wfc.cli.options.OptionDefaults;
import dev.wfc.cli.options.TopologyOptions;
import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.io.TiledMap;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TmxWriter;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
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

/** {@code wfc learn}: one map whose neighbouring cells all occur side by side in the examples. */
@Command(name = "learn",
        addMethodSubcommands = false,
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Generates a map in which every two neighbouring cells also stand side by side, the same way round, in "
                    + "an example (the learned-adjacency model). Tiles are as frequent as in the examples.",
            "An example is a PNG image, a tile per colour, or a UTF-8 text file, a tile per character; the examples "
                    + "must be of one kind, and the map is written in the same form (PNG or text).",
            "A MagicaVoxel .vox example (a tile per colour index, empty space included) makes a cube map of --depth "
                    + "layers, written as .vox with the example's palette; a hexagonal Tiled .tmx example (a tile "
                    + "per tile id), or PNG examples with --topology hex (pixel (x, y) is hexagon (x, y)), make a "
                    + "hexagonal map, drawn as hexagons. --mask cuts any map to a footprint.",
            "NAME is the first example's file name without its extension. Sizes are in cells.",
            "Prints one line: the output files, size, seed, tile count, attempts, solve time."})
public final class LearnCommand extends SingleMapCommand {
    /** The model's own defaults: the examples as drawn, not wrapping around. */
    public static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of("--symmetry", "1", "--periodic-input", "false"));
        }
    }

    @Mixin
    private LearnedModelOptions source;

    @Mixin
    private TopologyOptions grid;

    @Option(names = "--preview", paramLabel = "FILE",
            description = "Also write an isometric PNG preview of a cube map, cubes of 4 x --scale pixels (default: "
                    + "none).")
    private Path preview;

    private Integer scale;

    @Option(names = "--tmx", paramLabel = "FILE",
            description = "Also write the map as a Tiled .tmx, 0 (no tile) in undecided or masked-out cells: a hex "
                    + "map learned from a hexagonal .tmx as a hexagonal .tmx in the first example's tileset and cell "
                    + "size (offset rows, the rhombus of axial cells slanted in them, 0 outside it); a square map "
                    + "as an orthogonal .tmx, in the first example's tileset for .tmx examples, for PNG examples "
                    + "over a tileset of --scale-pixel colour swatches written beside it (map.tmx: "
                    + "map-tileset.png) (default: none).")
    private Path tmx;

    @Option(names = "--json", paramLabel = "FILE",
            description = "Also write the map as JSON: the tile names (characters, or colours as #RRGGBB) and a "
                    + "grid of their ids (default: none).")
    private Path json;

    @Option(names = "--scale", paramLabel = "K",
            description = "Pixels per cell side of a PNG map, 1.." + LearnedModel.MAX_SCALE + "; a hexagon's width "
                    + "(at least 2; default 8) on a hex map, the preview's unit (default 2) on a cube map; not for "
                    + "text (default: 1).")
    void setScale(int value) {
        scale = Args.inRange(spec, "--scale", value, 1, LearnedModel.MAX_SCALE);
    }

    @Override
    public Integer call() {
        LearnedModel model = source.model(grid.topology());
        if (scale != null && model.form() == LearnedModel.Form.TEXT) {
            throw CliFailure.badInput("--scale: " + scale + " (expected: PNG examples; a text map has one "
                    + "character per cell)");
        }
        if (preview != null && model.topology() != Topology.CUBE) {
            throw CliFailure.badInput("--preview " + preview + ": a " + model.topology().id() + " map (expected: a "
                    + "cube map, from .vox examples)");
        }
        boolean tmxOffered = model.topology() == Topology.HEX ? model.form() == LearnedModel.Form.TILES
                : model.topology() == Topology.SQUARE && model.form() != LearnedModel.Form.TEXT;
        if (tmx != null && !tmxOffered) {
            throw CliFailure.badInput("--tmx " + tmx + ": a " + model.topology().id() + " map of " + model.form()
                    .name().toLowerCase(java.util.Locale.ROOT) + " (expected: a hex map from hexagonal .tmx "
                    + "examples, or a square map from PNG or orthogonal .tmx examples)");
        }
        if (model.topology() == Topology.SQUARE && !grid.given()) {
            return MapRun.withinMemory(size, () -> generate(model));
        }
        int depth = grid.depth(model.topology());
        Model shaped = grid.shaped(model);
        return MapRun.withinMemory(size, () -> generateOnGrid(model, shaped, depth));
    }

    /** A map on a hexagonal, cubic or masked grid: PNG (hexagons, or squares) or .vox, plus JSON and a preview. */
    private int generateOnGrid(LearnedModel model, Model shaped, int depth) {
        int w = size.width();
        int h = size.height();
        Topology topology = model.topology();
        int k = scale == null ? (topology == Topology.HEX ? 8 : topology == Topology.CUBE ? 2 : 1) : scale;
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(shaped::solverBuilder, shaped::grid, model.topology(), model.tileNames(),
                null, mapSeed);
        double cells = (double) w * h * depth;
        // Pixels of the picture drawn, generously: hexagons of k px, an isometric box of units k, or k x k a cell.
        double pixels = switch (topology) {
            case HEX -> (w + h / 2.0 + 1) * k * ((h + 1) * k);
            case CUBE -> preview == null ? 0 : (w + h) * 2.0 * k * ((w + h + 2.0 * depth + 2) * k);
            case SQUARE -> (double) w * h * k * k;
        };
        MapRun.Solved solved = run.solve(rules, model.tileCount(), topology.directions(), cells, pixels, mapSeed);
        Solution map = solved.solution();
        String name = source.name();
        List<OutputFile> files = new ArrayList<>();
        if (topology == Topology.CUBE) {
            files.add(new OutputFile("--out", output.path(name, mapSeed, ".vox"), model.vox(map)));
            if (preview != null) {
                files.add(new OutputFile("--preview", preview, dev.wfc.core.io.Png.encode(
                        IsometricPicture.draw(map, tileColors(model), Math.min(IsometricPicture.MAX_UNIT, k)))));
            }
        } else if (model.form() == LearnedModel.Form.TEXT) {
            files.add(OutputFile.text("--out", output.path(name, mapSeed, ".txt"), () -> model.text(map)));
        } else {
            files.add(output.png(name, mapSeed, topology == Topology.HEX
                    ? HexPicture.draw(map, tileColors(model), Math.max(2, Math.min(HexPicture.MAX_CELL, k)))
                    : model.render(map, k)));
        }
        if (json != null) {
            files.add(OutputFile.text("--json", json, () -> model.json(map)));
        }
        if (tmx != null) {
            files.addAll(tmxFiles(model, map, k));
        }
        Grid g = map.grid();
        String detail = (depth > 1 ? "x" + depth : "") + " " + topology.id()
                + (g.masked() ? ", " + g.existingCells() + " cells in the mask" : "");
        run.finish(solved, files, detail, model.tileCount() + " tiles");
        return ExitCodes.OK;
    }

    /**
     * The files of --tmx: for .tmx examples the map in the first example's tileset (hexagonal offset rows in its
     * cell size on a hex map, {@link TmxWriter}), for PNG examples an orthogonal map over swatches of {@code scale}
     * pixels and their image ({@link TmxFiles}).
     */
    private List<OutputFile> tmxFiles(LearnedModel model, Solution map, int scale) {
        if (model.form() == LearnedModel.Form.IMAGE) {
            return TmxFiles.files(tmx, TiledAtlas.swatches(model, scale), source.name(), map);
        }
        Path first = source.examples().get(0);
        TiledMap example;
        try {
            example = TiledReader.readMap(first);
        } catch (java.io.IOException e) {
            throw CliFailure.badInput("--tmx: " + e.getMessage());
        }
        if (example.tilesets().isEmpty()) {
            throw CliFailure.badInput("--tmx: " + first + " has no <tileset> (expected: one, for the map to name)");
        }
        Grid g = map.grid();
        int[] gids = new int[g.cells()];
        for (int c = 0; c < gids.length; c++) {
            int t = g.exists(c) ? map.tile(c) : -1;
            gids[c] = t < 0 ? 0 : model.symbol(t);
        }
        byte[] bytes = model.topology() == Topology.HEX
                ? TmxWriter.writeAxialHexagonal(g.width(), g.height(), gids, example.tilesets().get(0),
                        example.tileWidth(), example.tileHeight(), example.hexSideLength(),
                        !example.staggerIndex().equals("even"))
                : TmxWriter.write(g.width(), g.height(), gids, example.tilesets().get(0), null);
        return List.of(new OutputFile("--tmx", tmx, bytes));
    }

    /** ARGB per tile as the model draws it: the colour, the palette colour of a voxel, a colour per Tiled id. */
    private static int[] tileColors(LearnedModel model) {
        return model.tileColors();
    }

    private int generate(LearnedModel model) {
        int w = size.width();
        int h = size.height();
        boolean image = model.form() == LearnedModel.Form.IMAGE;
        int k = scale == null ? 1 : scale;
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, Topology.SQUARE, model.tileNames(), null,
                mapSeed);
        MapRun.Solved solved = run.solve(rules, model.tileCount(), (double) w * h, (double) w * h * k * k, mapSeed);
        Solution map = solved.solution();
        String name = source.name();
        List<OutputFile> files = new ArrayList<>();
        files.add(image ? output.png(name, mapSeed, model.render(map, k))
                : OutputFile.text("--out", output.path(name, mapSeed, ".txt"), () -> model.text(map)));
        if (json != null) {
            files.add(OutputFile.text("--json", json, () -> model.json(map)));
        }
        if (tmx != null) {
            files.addAll(tmxFiles(model, map, k));
        }
        run.finish(solved, files, k > 1 ? " cells of " + k + " px" : "", model.tileCount() + " tiles");
        return ExitCodes.OK;
    }
}
