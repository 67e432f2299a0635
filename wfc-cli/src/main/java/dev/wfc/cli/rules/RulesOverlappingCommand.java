package dev.wfc.cli.rules;

import dev.wfc.cli.options.OverlappingModelOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code wfc rules overlapping}: the rules {@code wfc overlapping} solves with, for the same model options. */
@Command(name = "overlapping",
        description = "Describes the patterns wfc overlapping learns from the sample with the same options; NAME is "
                + "the sample's.")
final class RulesOverlappingCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private OverlappingModelOptions source;
    @Mixin
    private RulesOptions rules;

    @Override
    public Integer call() {
        return RulesRun.run(spec, source.read(), rules);
    }
}
