package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@code --help} and {@code --version} on every command, and the README documenting every option. */
class HelpAndVersionTest {
    @Test
    void helpWorksOnEveryCommand() {
        List<CommandLine> commands = allCommands();
        assertTrue(commands.size() > 1, "expected subcommands");
        for (CommandLine command : commands) {
            String name = command.getCommandSpec().qualifiedName();
            for (String help : List.of("--help", "-h")) {
                CliRun run = CliRun.of(withPath(command, help));
                assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
                assertTrue(run.out().startsWith("Usage: " + name), run::toString);
                assertTrue(run.out().contains("Exit codes:"), run::toString);
                assertEquals("", run.err(), run::toString);
            }
        }
    }

    @Test
    void versionIsTheProjectVersionOnEveryCommand() {
        String expected = System.getProperty("wfc.expectedVersion");
        assumeTrue(expected != null, "run through Maven, which passes the project version");
        for (CommandLine command : allCommands()) {
            CliRun run = CliRun.of(withPath(command, "--version"));
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            assertEquals("wfc " + expected, run.out().strip(), run::toString);
        }
    }

    /** The command reference (docs/cli.md, corpus.md, performance.md, world.md) names every option of every command. */
    @Test
    void referenceDocumentsEveryOption() throws IOException {
        StringBuilder text = new StringBuilder();
        for (String doc : List.of("cli.md", "corpus.md", "performance.md", "world.md")) {
            Path path = Path.of("..", "docs", doc);
            assertTrue(Files.isRegularFile(path), () -> path + " not found beside the module");
            text.append(Files.readString(path, StandardCharsets.UTF_8));
        }
        for (CommandLine command : allCommands()) {
            for (OptionSpec option : command.getCommandSpec().options()) {
                assertTrue(text.indexOf("`" + option.longestName()) >= 0,
                        () -> "docs lack " + option.longestName() + " of " + command.getCommandSpec().qualifiedName());
            }
        }
    }

    /** The top command and every subcommand, depth first. */
    private static List<CommandLine> allCommands() {
        List<CommandLine> all = new ArrayList<>();
        collect(WfcCommand.commandLine(), all);
        return all;
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        command.getSubcommands().values().forEach(sub -> collect(sub, into));
    }

    /** The arguments that reach {@code command} from the top, then {@code option}. */
    private static String[] withPath(CommandLine command, String option) {
        List<String> args = new ArrayList<>();
        for (CommandLine c = command; c.getParent() != null; c = c.getParent()) {
            args.add(0, c.getCommandName());
        }
        args.add(option);
        return args.toArray(String[]::new);
    }
}
