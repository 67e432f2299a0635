package dev.wfc.cli.map;

import dev.wfc.cli.options.OverlappingModelOptions;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.SteeredModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.List;

/** {@code wfc overlapping}: one image from a sample with the overlapping model, written as PNG. */
@Command(name = "overlapping",
        description = {
            "Generates an image in which every N x N patch also occurs in the sample (the overlapping model).",
            "Without SAMPLE.png, a built-in pipe sample drawn by wfc itself is used (NAME: builtin).",
            "Sizes are in pixels. Prints one line: the output file, size, seed, pattern count, attempts, solve time."})
public final class OverlappingCommand extends SingleMapCommand {
    @Mixin
    private OverlappingModelOptions source;

    @Override
    public Integer call() {
        Image image = source.image();
        return MapRun.withinMemory(size, () -> generate(image));
    }

    private int generate(Image image) {
        OverlappingModel model = source.model(image);
        int w = size.width();
        int h = size.height();
        double cells = source.cells(size);
        MapRun run = mapRun();
        long mapSeed = seed.seed();
        SteeredModel rules = run.steer(model::solverBuilder, model::grid, model.tileNames(),
                source.restriction());
        MapRun.Solved solved = run.solve(rules, model.patternCount(), cells, (double) w * h, mapSeed);
        Image picture = model.render(solved.solution(), w, h);
        run.finish(solved, List.of(output.png(source.name(), mapSeed, picture)), "",
                model.patternCount() + " patterns");
        return ExitCodes.OK;
    }
}
