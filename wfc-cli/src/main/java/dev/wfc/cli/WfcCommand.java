package dev.wfc.cli;

import dev.wfc.cli.animate.AnimateCommand;
import dev.wfc.cli.bench.BenchCommand;
import dev.wfc.cli.corpus.CorpusCommand;
import dev.wfc.cli.debroglie.DebroglieCommand;
import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.map.OverlappingCommand;
import dev.wfc.cli.map.TiledCommand;
import dev.wfc.cli.rules.RulesCommand;
import dev.wfc.cli.samples.SamplesCommand;
import dev.wfc.cli.stats.StatsCommand;
import dev.wfc.cli.support.ErrorReporter;
import dev.wfc.cli.support.LowercaseEnumConverter;
import dev.wfc.cli.verify.VerifyCommand;
import dev.wfc.cli.world.WorldCommand;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.core.view.FrameView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

import java.util.List;

/**
 * {@code wfc}: the top command. Each subcommand is one class, listed in {@link #SUBCOMMANDS}; shared options live in
 * the {@code *Options} mixins. Help, version and the exit-code list are inherited by every subcommand.
 *
 * <p>Every command class says {@code addMethodSubcommands = false}: wfc has no {@code @Command} methods, and without
 * it picocli looks for them in every public and declared method of each command it builds, parsing their
 * annotations (those of {@link Object}'s methods too), in every run (docs/performance.md#start-up).
 */
@Command(name = "wfc",
        addMethodSubcommands = false,
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Wave Function Collapse: generates images that look locally like a sample.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the map or every map of the corpus was written (a --limit partial map too; a corpus records maps "
                    + "without a solution in its manifest)",
            "1:anything else (e.g. the output cannot be written)",
            "2:bad arguments, or an input that cannot be read or used (also a size that cannot fit in memory, a "
                    + "corpus directory that is not empty without --resume, or a --resume of another job)",
            "3:no solution within --tries (a corpus: no map is possible at all)"},
        footer = "") // ends the help with a line break after the exit-code list
public final class WfcCommand implements Runnable {
    /** Every subcommand, in the order {@code wfc --help} lists them. */
    static final List<Class<?>> SUBCOMMANDS = List.of(
            OverlappingCommand.class,
            CorpusCommand.class,
            TiledCommand.class,
            LearnCommand.class,
            SamplesCommand.class,
            DebroglieCommand.class,
            BenchCommand.class,
            AnimateCommand.class,
            RulesCommand.class,
            StatsCommand.class,
            VerifyCommand.class,
            WorldCommand.class);

    @Spec
    private CommandSpec spec;

    /** Without a subcommand there is nothing to do: a usage error that lists the commands. */
    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command (expected: one of "
                + String.join(", ", spec.subcommands().keySet()) + "; see wfc --help)");
    }

    /** The full command tree with wfc's error reporting and lowercase enum options; writes to System.out/err. */
    public static CommandLine commandLine() {
        return commandLine(SUBCOMMANDS);
    }

    /**
     * The part of the tree that {@code args} can reach, which parses them and prints exactly as the full tree does:
     * only the subcommand that the first argument names (picocli matches a subcommand's arguments against it and its
     * own subcommands alone), else the full tree (help, errors and their suggestions list every command). Building
     * one subcommand instead of all makes start-up measurably faster (docs/performance.md#start-up).
     */
    static CommandLine commandLine(String... args) {
        if (args.length > 0) {
            for (Class<?> subcommand : SUBCOMMANDS) {
                if (subcommand.getAnnotation(Command.class).name().equals(args[0])) {
                    return commandLine(List.of(subcommand));
                }
            }
        }
        return commandLine(SUBCOMMANDS);
    }

    /**
     * What {@code wfc --version} prints, line by line, if {@code args} are a lone {@code --version} or {@code -V};
     * else null. {@link Main} prints it without building a command model, which is most of such a run's time.
     */
    static String[] versionAlone(String... args) {
        boolean alone = args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
        return alone ? new VersionProvider().getVersion() : null;
    }

    private static CommandLine commandLine(List<Class<?>> subcommands) {
        ErrorReporter reporter = new ErrorReporter();
        CommandLine cl = new CommandLine(new WfcCommand())
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter)
                .setExecutionStrategy(reporter);
        // A loop, not a method reference: a lambda bound to picocli's CommandLine would make the CDS dump link that
        // class, which is then left out of the archive (picocli's classes are of Java 5's format).
        for (Class<?> subcommand : subcommands) {
            cl.addSubcommand(subcommand);
        }
        cl.registerConverter(Heuristic.class, new LowercaseEnumConverter<>(Heuristic.class));
        cl.registerConverter(SolverKind.class, new LowercaseEnumConverter<>(SolverKind.class));
        cl.registerConverter(PropagatorKind.class, new LowercaseEnumConverter<>(PropagatorKind.class));
        cl.registerConverter(FrameView.class, new LowercaseEnumConverter<>(FrameView.class));
        return cl;
    }
}
