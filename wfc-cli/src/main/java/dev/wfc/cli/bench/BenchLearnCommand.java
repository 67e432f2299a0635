package dev.wfc.cli.bench;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.LearnedModelOptions;
import dev.wfc.core.model.LearnedModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.nio.file.Path;

/** {@code wfc bench learn}: the learned-adjacency model with the options of {@code wfc learn} as workload. */
@Command(name = "learn",
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Times maps of the learned-adjacency model, with the example, size and solver options of wfc learn.",
            "Sizes are in cells."})
final class BenchLearnCommand extends BenchModelCommand {
    @Mixin
    private LearnedModelOptions source;

    @Override
    public Integer call() {
        bench.checkOptions();
        LearnedModel model = source.model();
        return MapRun.withinMemory(size, () -> {
            BenchWorkload workload = workload("learned");
            workload.put("examples", source.examples().stream().map(Path::toString).toList());
            workload.put("symmetry", source.input().symmetry()).put("periodicInput", source.input().periodicInput());
            return run(workload, model::solverBuilder, model.tileCount(),
                    (double) size.width() * size.height(), null);
        });
    }
}
