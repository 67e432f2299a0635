package dev.wfc.cli.rules;

import dev.wfc.cli.support.Args;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code wfc rules}: what a model's rules are made of. One subcommand per model, each with the model options of its
 * single-map command, so that it describes exactly the rules that command solves with.
 */
@Command(name = "rules",
        addMethodSubcommands = false,
        description = {
            "Describes a model's rules: the number of patterns or tiles, their weights, which may stand beside which "
                    + "in each direction, the dead ends, and a contact sheet of every pattern or tile orientation.",
            "The model comes first, with the model options of its single-map command. The report goes to stdout "
                    + "as Markdown."},
        subcommands = {
            RulesOverlappingCommand.class,
            RulesTiledCommand.class,
            RulesLearnCommand.class,
        })
public final class RulesCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    /** Without a model there is nothing to describe: a usage error that lists the models. */
    @Override
    public void run() {
        throw Args.missingSubcommand(spec, "model");
    }
}
