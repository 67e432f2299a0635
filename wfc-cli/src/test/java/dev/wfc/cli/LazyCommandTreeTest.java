package dev.wfc.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line that {@link Main} builds for its arguments holds only the subcommand they name, and parses and
 * prints exactly as the full tree does: same exit code, same stdout, same stderr.
 */
class LazyCommandTreeTest {
    @Test
    void theNamedSubcommandAloneIsBuilt() {
        assertEquals(Set.of("overlapping"),
                WfcCommand.commandLine("overlapping", "--size", "8").getSubcommands().keySet());
        assertEquals(Set.of("bench"), WfcCommand.commandLine("bench", "tiled", "--help").getSubcommands().keySet());
        List<String> all = new ArrayList<>(WfcCommand.commandLine().getSubcommands().keySet());
        assertTrue(all.containsAll(List.of("overlapping", "corpus", "bench", "stats")), all::toString);
        for (String[] args : new String[][] {{}, {"--help"}, {"-h"}, {"--version", "overlapping"}, {"nosuch"},
                {"Overlapping"}, {"--size", "8", "overlapping"}}) {
            assertEquals(all, new ArrayList<>(WfcCommand.commandLine(args).getSubcommands().keySet()),
                    () -> String.join(" ", args));
        }
    }

    @Test
    void helpOfEveryCommandIsTheFullTreesHelp() {
        List<List<String>> paths = new ArrayList<>();
        collect(WfcCommand.commandLine(), new ArrayList<>(), paths);
        assertTrue(paths.size() > 10, "expected the subcommands and theirs: " + paths);
        for (List<String> path : paths) {
            for (String option : List.of("--help", "-h", "--version")) {
                List<String> args = new ArrayList<>(path);
                args.add(option);
                assertSameRun(args.toArray(String[]::new));
            }
        }
    }

    /** Every command of the tree skips picocli's search for {@code @Command} methods (see {@link WfcCommand}). */
    @Test
    void noCommandSearchesForMethodSubcommands() {
        List<CommandLine> commands = new ArrayList<>();
        commands.add(WfcCommand.commandLine());
        for (int i = 0; i < commands.size(); i++) {
            CommandLine command = commands.get(i);
            assertFalse(command.getCommandSpec().isAddMethodSubcommands(), command.getCommandSpec()::qualifiedName);
            commands.addAll(command.getSubcommands().values());
        }
        assertTrue(commands.size() > 10, "expected the subcommands and theirs: " + commands.size());
    }

    @Test
    void errorsAndRunsAreTheFullTrees() {
        String[][] cases = {
            {},
            {"nosuch"},
            {"overlap"},
            {"--size", "8"},
            {"overlapping", "--bogus"},
            {"overlapping", "--size", "0"},
            {"overlapping", "--siz", "8"},
            {"overlapping", "corpus"},
            {"bench"},
            {"bench", "nosuch"},
            {"bench", "overlapping", "--seeds", "0"},
            {"animate"},
            {"rules"},
            {"stats"},
            {"corpus", "--count", "0"},
            {"tiled"},
            {"--version", "--help"},
            {"-V", "overlapping"},
        };
        for (String[] args : cases) {
            assertSameRun(args);
        }
    }

    /** A lone --version, which Main answers without picocli, prints what the full tree prints for it. */
    @Test
    void versionAloneIsTheFullTreesVersion() {
        for (String option : List.of("--version", "-V")) {
            StringBuilder out = new StringBuilder();
            for (String line : WfcCommand.versionAlone(option)) {
                out.append(line).append(System.lineSeparator());
            }
            assertEquals(run(WfcCommand.commandLine(), option), "exit 0\n--- out:\n" + out + "--- err:\n");
        }
        for (String[] args : new String[][] {{}, {"--version", "--help"}, {"-V", "-V"}, {"overlapping", "--version"},
                {"--VERSION"}, {"-v"}}) {
            assertEquals(null, WfcCommand.versionAlone(args), () -> String.join(" ", args));
        }
    }

    private static void assertSameRun(String... args) {
        String lazy = run(WfcCommand.commandLine(args), args);
        String full = run(WfcCommand.commandLine(), args);
        assertEquals(full, lazy, () -> "wfc " + String.join(" ", args));
    }

    /** Exit code, stdout and stderr of one run, as one text. */
    private static String run(CommandLine cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return "exit " + code + "\n--- out:\n" + out + "--- err:\n" + err;
    }

    /** The arguments that reach every command below the top, depth first. */
    private static void collect(CommandLine command, List<String> path, List<List<String>> into) {
        for (var sub : command.getSubcommands().entrySet()) {
            List<String> p = new ArrayList<>(path);
            p.add(sub.getKey());
            into.add(p);
            collect(sub.getValue(), p, into);
        }
    }
}
