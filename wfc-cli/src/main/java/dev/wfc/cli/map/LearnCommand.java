package dev.wfc.cli.map;

import dev.wfc.cli.options.LearnedModelOptions;
import dev.wfc.cli.options.OptionDefaults;
import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Solution;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.SteeredModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code wfc learn}: one map whose neighbouring cells all occur side by side in the examples. */
@Command(name = "learn",
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Generates a map in which every two neighbouring cells also stand side by side, the same way round, in "
                    + "an example (the learned-adjacency model). Tiles are as frequent as in the examples.",
            "An example is a PNG image, a tile per colour, or a UTF-8 text file, a tile per character; the examples "
                    + "must be of one kind, and the map is written in the same form (PNG or text).",
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

    private Integer scale;

    @Option(names = "--json", paramLabel = "FILE",
            description = "Also write the map as JSON: the tile names (characters, or colours as #RRGGBB) and a "
                    + "grid of their ids (default: none).")
    private Path json;

    @Option(names = "--scale", paramLabel = "K",
            description = "Pixels per cell side of a PNG map, 1.." + LearnedModel.MAX_SCALE + "; PNG examples only "
                    + "(default: 1).")
    void setScale(int value) {
        scale = Args.inRange(spec, "--scale", value, 1, LearnedModel.MAX_SCALE);
    }

    @Override
    public Integer call() {
        LearnedModel model = source.model();
        if (scale != null && model.form() == LearnedModel.Form.TEXT) {
            throw CliFailure.badInput("--scale: " + scale + " (expected: PNG examples; a text map has one "
                    + "character per cell)");
        }
        return MapRun.withinMemory(size, () -> generate(model));
    }

    private int generate(LearnedModel model) {
        int w = size.width();
        int h = size.height();
        boolean image = model.form() == LearnedModel.Form.IMAGE;
        int k = scale == null ? 1 : scale;
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, model.tileNames(), null);
        MapRun.Solved solved = run.solve(rules, model.tileCount(), (double) w * h, (double) w * h * k * k, mapSeed);
        Solution map = solved.solution();
        String name = source.name();
        List<OutputFile> files = new ArrayList<>();
        files.add(image ? output.png(name, mapSeed, model.render(map, k))
                : OutputFile.text("--out", output.path(name, mapSeed, ".txt"), () -> model.text(map)));
        if (json != null) {
            files.add(OutputFile.text("--json", json, () -> model.json(map)));
        }
        run.finish(solved, files, k > 1 ? " cells of " + k + " px" : "", model.tileCount() + " tiles");
        return ExitCodes.OK;
    }
}
