package dev.wfc.cli.rules;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.options.LearnedModelOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc rules learn}: the rules {@code wfc learn} solves with, for the same model options. */
@Command(name = "learn",
        addMethodSubcommands = false,
        defaultValueProvider = LearnCommand.Defaults.class,
        description = "Describes the tiles and adjacencies wfc learn learns from the examples with the same options; "
                + "NAME is the first example's. A hexagonal .tmx example gives the six directions of a hexagon "
                + "(left, down-left, down-right, right, up-right, up-left), .vox examples those of a cube (left, down, "
                + "right, up, above, below).")
final class RulesLearnCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private LearnedModelOptions source;
    @Mixin
    private RulesOptions rules;

    @Override
    public Integer call() {
        return RulesRun.run(spec, source.readOnItsTopology(), rules);
    }
}
