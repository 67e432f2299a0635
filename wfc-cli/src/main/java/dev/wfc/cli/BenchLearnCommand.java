package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.model.LearnedModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code wfc bench learn}: the learned-adjacency model with the options of {@code wfc learn} as workload. */
@Command(name = "learn",
        defaultValueProvider = LearnCommand.Defaults.class,
        description = {
            "Times maps of the learned-adjacency model, with the example, size and solver options of wfc learn.",
            "Sizes are in cells."})
final class BenchLearnCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private BenchCommand bench;

    @Mixin
    private LearnedModelOptions source;
    @Mixin
    private SizeOptions size;
    @Mixin
    private SolverOptions solver;

    @Override
    public Integer call() {
        bench.checkOptions();
        LearnedModel model = source.model();
        return MapRun.withinMemory(size, () -> {
            ObjectNode workload = JsonNodeFactory.instance.objectNode().put("model", "learned");
            source.examples().stream().map(Path::toString).forEach(workload.putArray("examples")::add);
            workload.put("symmetry", source.input().symmetry()).put("periodicInput", source.input().periodicInput());
            return bench.run(spec, workload, size, solver,
                    () -> model.solverBuilder(size.width(), size.height(), size.periodic()), model.tileCount(),
                    (double) size.width() * size.height(), null);
        });
    }
}
