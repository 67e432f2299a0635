package dev.wfc.cli.rules;

import dev.wfc.cli.options.TiledModelOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc rules tiled}: the rules {@code wfc tiled} solves with, for the same model options. */
@Command(name = "tiled",
        description = "Describes the tile orientations and neighbour rules of a tileset as wfc tiled reads them; "
                + "NAME is the tileset's.")
final class RulesTiledCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private TiledModelOptions source;
    @Mixin
    private RulesOptions rules;

    @Override
    public Integer call() {
        return RulesRun.run(spec, source.read(false), rules);
    }
}
