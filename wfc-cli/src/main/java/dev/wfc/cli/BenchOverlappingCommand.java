package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.util.Objects;
import java.util.concurrent.Callable;

/** {@code wfc bench overlapping}: the overlapping model with the options of {@code wfc overlapping} as workload. */
@Command(name = "overlapping",
        description = {
            "Times maps of the overlapping model, with the model, size and solver options of wfc overlapping.",
            "Without SAMPLE.png, the built-in sample is used. Sizes are in pixels."})
final class BenchOverlappingCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private BenchCommand bench;

    @Mixin
    private OverlappingModelOptions source;
    @Mixin
    private SizeOptions size;
    @Mixin
    private SolverOptions solver;

    @Override
    public Integer call() {
        bench.checkOptions();
        Image image = source.image();
        return MapRun.withinMemory(size, () -> {
            OverlappingModel model = source.model(image);
            double cells = source.cells(size);
            ObjectNode workload = JsonNodeFactory.instance.objectNode().put("model", "overlapping")
                    .put("sample", Objects.toString(source.sample(), null)).put("n", source.n())
                    .put("symmetry", source.input().symmetry()).put("periodicInput", source.input().periodicInput())
                    .put("ground", source.ground());
            return bench.run(spec, workload, size, solver,
                    () -> model.solverBuilder(size.width(), size.height(), size.periodic()), model.patternCount(),
                    cells, source.restriction());
        });
    }
}
