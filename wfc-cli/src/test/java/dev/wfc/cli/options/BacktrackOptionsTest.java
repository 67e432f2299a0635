package dev.wfc.cli.options;

import dev.wfc.cli.WfcCommand;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Backtracking;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --backtrack} and {@code --max-backtracks}: what they configure, the stated default, and a run with them. */
class BacktrackOptionsTest {
    @Command(name = "probe")
    static final class Probe {
        @Mixin
        BacktrackOptions options;
    }

    private static Backtracking parse(String... args) {
        Probe probe = new Probe();
        new CommandLine(probe).parseArgs(args);
        return probe.options.backtracking();
    }

    @Test
    void optionsGiveTheLimits() {
        assertNull(parse());
        assertNull(parse("--backtrack=false"));
        assertEquals(Backtracking.DEFAULT, parse("--backtrack"));
        assertEquals(new Backtracking(5, Backtracking.DEFAULT.maxDepth()), parse("--max-backtracks", "5"));
    }

    /** The help states the core's default, which is not a compile-time constant the annotation could use. */
    @Test
    void helpStatesTheDefaultLimit() {
        for (String command : new String[] {"overlapping", "tiled", "learn", "samples"}) {
            String description = String.join(" ", WfcCommand.commandLine().getSubcommands().get(command)
                    .getCommandSpec().findOption("--max-backtracks").description());
            assertTrue(description.contains("(default: " + Backtracking.DEFAULT.maxBacktracks() + ")"),
                    command + ": " + description);
        }
    }

    @Test
    void overlappingWithBacktrackingKeepsToTheSample(@TempDir Path out) throws IOException {
        Path png = out.resolve("flowers.png");
        CliRun run = CliRun.of("overlapping", SampleFiles.sample("Flowers").toString(), "--symmetry", "2", "--ground",
                "--periodic", "--size", "40", "--seed", "5", "--tries", "1", "--max-backtracks", "500",
                "--out", png.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        SampleWindows windows = new SampleWindows(Png.read(SampleFiles.sample("Flowers")), 3, 2, true);
        assertNull(windows.firstForeignWindow(Png.read(png), true));
    }
}
