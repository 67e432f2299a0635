package dev.wfc.cli.bench;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.map.TiledCommand;
import dev.wfc.cli.options.TiledModelOptions;
import dev.wfc.core.model.TiledModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code wfc bench tiled}: a classic tileset with the options of {@code wfc tiled} as workload. */
@Command(name = "tiled",
        defaultValueProvider = TiledCommand.Defaults.class,
        description = {
            "Times maps of the simple tiled model, with the tileset, size and solver options of wfc tiled.",
            "Sizes are in tiles."})
final class BenchTiledCommand extends BenchModelCommand {
    @Mixin
    private TiledModelOptions source;

    @Override
    public Integer call() {
        bench.checkOptions();
        TiledModel model = source.model();
        return MapRun.withinMemory(size, () -> {
            BenchWorkload workload = workload("tiled")
                    .put("tileset", source.tileset().toString()).put("subset", source.subset())
                    .put("allowDeadEnds", source.deadEndsAllowed());
            return run(workload, model::solverBuilder, model.tileCount(),
                    (double) size.width() * size.height(), null);
        });
    }
}
