package dev.wfc.cli.map;

import dev.wfc.cli.options.OverlappingModelOptions;
import dev.wfc.cli.options.TopologyOptions;
import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code wfc overlapping}: one image from a sample with the overlapping model, written as PNG. */
@Command(name = "overlapping",
        addMethodSubcommands = false,
        description = {
            "Generates an image in which every N x N patch also occurs in the sample (the overlapping model).",
            "Without SAMPLE.png, a built-in pipe sample drawn by wfc itself is used (NAME: builtin).",
            "A MagicaVoxel .vox sample makes a cube map of --depth layers from N x N x N boxes, written as .vox "
                    + "with the sample's palette; a hexagonal Tiled .tmx map, or a PNG with --topology hex (pixel "
                    + "(x, y) is hexagon (x, y)), makes a hex map from rhombi of N x N hexagons, drawn as hexagons. "
                    + "There every cell shows its pattern's first cell, sizes are in cells, --mask cuts the map to a "
                    + "footprint and --symmetry goes up to 12 on hexagons. A PNG sample with --mask makes a square "
                    + "map cut to the mask the same way (a cell a pixel, --scale K: K x K).",
            "Sizes are in pixels. Prints one line: the output file, size, seed, pattern count, attempts, solve time."})
public final class OverlappingCommand extends SingleMapCommand {
    @Mixin
    private OverlappingModelOptions source;

    @Mixin
    private TopologyOptions grid;

    @Option(names = "--preview", paramLabel = "FILE",
            description = "Also write an isometric PNG preview of a cube map, cubes of 4 x --scale pixels (default: "
                    + "none).")
    private Path preview;

    @Option(names = "--json", paramLabel = "FILE",
            description = "Also write a hex, cube or masked square map as JSON: the pattern names (the colour or voxel "
                    + "each shows) and a grid of their ids (default: none).")
    private Path json;

    private Integer scale;

    @Option(names = "--scale", paramLabel = "K",
            description = "On a hex map a hexagon's width in pixels (at least 2; default 8), on a cube map the "
                    + "preview's unit (default 2), on a masked square map the pixels a cell side (default 1); a "
                    + "square map without --mask is drawn a pixel a pixel.")
    void setScale(int value) {
        scale = Args.inRange(spec, "--scale", value, 1, LearnedModel.MAX_SCALE);
    }

    @Override
    public Integer call() {
        if (source.onGrid(grid)) {
            return onGrid();
        }
        if (preview != null || json != null || scale != null) {
            throw CliFailure.badInput((preview != null ? "--preview" : json != null ? "--json" : "--scale")
                    + ": on a square overlapping map (expected: a hex, cube or masked map: --topology hex, a .vox "
                    + "or a hexagonal .tmx sample, or --mask)");
        }
        source.input().squareSymmetry(); // before the sample is read
        Image image = source.image();
        return MapRun.withinMemory(size, () -> generate(image));
    }

    /** The overlapping model on a grid: a cube map from a .vox sample, a hex map, or a masked square map. */
    private int onGrid() {
        GridOverlappingModel model = source.gridModel(grid.topology());
        Topology topology = model.topology();
        if (preview != null && topology != Topology.CUBE) {
            throw CliFailure.badInput("--preview " + preview + ": a " + topology.id() + " map (expected: a cube "
                    + "map, from a .vox sample)");
        }
        steering.refuseMirrors("wfc overlapping");
        int depth = grid.depth(topology);
        Model shaped = model.shaped(depth, grid.mask());
        return MapRun.withinMemory(size, () -> generateOnGrid(model, shaped, depth));
    }

    /**
     * Solves and writes a hex map (PNG of hexagons), a masked square map (PNG, K x K pixels a cell) or a cube map
     * (.vox, and the preview), plus JSON.
     */
    private int generateOnGrid(GridOverlappingModel model, Model shaped, int depth) {
        int w = size.width();
        int h = size.height();
        Topology topology = model.topology();
        int k = scale == null ? (topology == Topology.HEX ? 8 : topology == Topology.CUBE ? 2 : 1) : scale;
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(shaped::solverBuilder, shaped::grid, topology, model.tileNames(),
                source.restriction(), seed.seed());
        double pixels = switch (topology) {
            case HEX -> (w + h / 2.0 + 1) * k * ((h + 1) * k);
            case CUBE -> preview == null ? 0 : (w + h) * 2.0 * k * ((w + h + 2.0 * depth + 2) * k);
            case SQUARE -> (double) w * h * k * k;
        };
        MapRun.Solved solved = run.solve(rules, model.patternCount(), topology.directions(), (double) w * h * depth,
                pixels, mapSeed);
        Solution map = solved.solution();
        String name = source.name();
        List<OutputFile> files = new ArrayList<>();
        if (topology == Topology.CUBE) {
            files.add(new OutputFile("--out", output.path(name, mapSeed, ".vox"), model.vox(map)));
            if (preview != null) {
                files.add(new OutputFile("--preview", preview, Png.encode(model.render(map, k))));
            }
        } else {
            files.add(output.png(name, mapSeed, model.render(map, k)));
        }
        if (json != null) {
            files.add(OutputFile.text("--json", json, () -> GridJson.write(map, model.tileNames())));
        }
        Grid g = map.grid();
        String detail = (depth > 1 ? "x" + depth : "") + " " + topology.id()
                + (g.masked() ? ", " + g.existingCells() + " cells in the mask" : "");
        run.finish(solved, files, detail, model.patternCount() + " patterns");
        return ExitCodes.OK;
    }

    private int generate(Image image) {
        OverlappingModel model = source.model(image);
        int w = size.width();
        int h = size.height();
        double cells = source.cells(size);
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        steering.refuseMirrors("wfc overlapping");
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, Topology.SQUARE, model.tileNames(),
                source.restriction(), mapSeed);
        MapRun.Solved solved = run.solve(rules, model.patternCount(), cells, (double) w * h, mapSeed);
        // The model's PNG, byte for byte that of its rendered image: a solved map is encoded from colour ids.
        byte[] png = model.png(solved.solution(), w, h);
        run.finish(solved, List.of(output.png(source.name(), mapSeed, png)), "",
                model.patternCount() + " patterns");
        return ExitCodes.OK;
    }
}
