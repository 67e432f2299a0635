package dev.wfc.cli.bench;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.OverlappingModelOptions;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.Objects;

/** {@code wfc bench overlapping}: the overlapping model with the options of {@code wfc overlapping} as workload. */
@Command(name = "overlapping",
        description = {
            "Times maps of the overlapping model, with the model, size and solver options of wfc overlapping.",
            "Without SAMPLE.png, the built-in sample is used. Sizes are in pixels."})
final class BenchOverlappingCommand extends BenchModelCommand {
    @Mixin
    private OverlappingModelOptions source;

    @Override
    public Integer call() {
        bench.checkOptions();
        Image image = source.image();
        return MapRun.withinMemory(size, () -> {
            OverlappingModel model = source.model(image);
            double cells = source.cells(size);
            BenchWorkload workload = workload("overlapping")
                    .put("sample", Objects.toString(source.sample(), null)).put("n", source.n())
                    .put("symmetry", source.input().symmetry()).put("periodicInput", source.input().periodicInput())
                    .put("ground", source.ground());
            return run(workload, model::solverBuilder, model.patternCount(), cells, source.restriction());
        });
    }
}
