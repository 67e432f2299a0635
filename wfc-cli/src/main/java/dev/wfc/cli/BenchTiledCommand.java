package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.model.TiledModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc bench tiled}: a classic tileset with the options of {@code wfc tiled} as workload. */
@Command(name = "tiled",
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Times maps of the simple tiled model, with the tileset, size and solver options of wfc tiled.",
            "Sizes are in tiles."})
final class BenchTiledCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private BenchCommand bench;

    @Mixin
    private TiledModelOptions source;
    @Mixin
    private SizeOptions size;
    @Mixin
    private SolverOptions solver;

    @Override
    public Integer call() {
        bench.checkOptions();
        TiledModel model = source.model();
        return MapRun.withinMemory(size, () -> {
            ObjectNode workload = JsonNodeFactory.instance.objectNode().put("model", "tiled")
                    .put("tileset", source.tileset().toString()).put("subset", source.subset())
                    .put("allowDeadEnds", source.deadEndsAllowed());
            return bench.run(spec, workload, size, solver,
                    () -> model.solverBuilder(size.width(), size.height(), size.periodic()), model.tileCount(),
                    (double) size.width() * size.height(), null);
        });
    }
}
