package dev.wfc.cli.map;

import dev.wfc.cli.options.BlackBackgroundOption;
import dev.wfc.cli.options.OptionDefaults;
import dev.wfc.cli.options.TiledModelOptions;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Solution;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.TiledModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code wfc tiled}: one map of a classic tileset with the simple tiled model, as PNG and optionally text and JSON. */
@Command(name = "tiled",
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Generates a map of tiles from a tileset in the classic XML format, every pair of neighbouring tiles "
                    + "allowed by its <neighbor> rules (the simple tiled model).",
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

    @Override
    public Integer call() {
        TiledModel model = source.model();
        return MapRun.withinMemory(size, () -> generate(model));
    }

    private int generate(TiledModel model) {
        int w = size.width();
        int h = size.height();
        int px = model.tileSize();
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, model.tileNames(), null, mapSeed);
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
        run.finish(solved, files, " tiles of " + px + " px", model.tileCount() + " tiles");
        return ExitCodes.OK;
    }
}
