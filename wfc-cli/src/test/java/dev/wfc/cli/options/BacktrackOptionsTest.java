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

/**
 * {@code --backtrack}, {@code --no-backtrack} and {@code --max-backtracks}: what they configure (backtracking by
 * default), the stated defaults, the refusal of a limit without backtracking, and runs with them.
 */
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
        assertEquals(Backtracking.DEFAULT, parse());
        assertEquals(Backtracking.DEFAULT, parse("--backtrack"));
        assertEquals(Backtracking.DEFAULT, parse("--backtrack=true"));
        assertNull(parse("--backtrack=false"));
        assertNull(parse("--no-backtrack"));
        assertEquals(new Backtracking(5, Backtracking.DEFAULT.maxDepth()), parse("--max-backtracks", "5"));
        assertEquals(new Backtracking(5, Backtracking.DEFAULT.maxDepth()),
                parse("--backtrack", "--max-backtracks", "5"));
    }

    @Test
    void aLimitWithoutBacktrackingIsRefusedInOneLine(@TempDir Path out) {
        for (String off : new String[] {"--no-backtrack", "--backtrack=false"}) {
            CliRun run = CliRun.of("overlapping", "--size", "8", "--seed", "1", off, "--max-backtracks", "5",
                    "--out", out.resolve("x.png").toString());
            assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
            assertEquals("wfc overlapping: --max-backtracks: 5 with --no-backtrack (expected: one of them; "
                    + "--no-backtrack restarts at every contradiction)", run.err().strip());
            assertTrue(run.out().isEmpty(), run::toString);
            assertTrue(!out.resolve("x.png").toFile().exists(), "no partial output");
        }
    }

    /**
     * Restarts only is still there: a seed whose first attempt contradicts solves in one attempt by default, and with
     * --no-backtrack takes more attempts, each of them a restart.
     */
    @Test
    void noBacktrackRestartsWhereTheDefaultBacktracks(@TempDir Path out) throws IOException {
        SampleWindows windows = new SampleWindows(Png.read(SampleFiles.sample("Flowers")), 3, 2, true);
        int restarted = 0;
        for (int seed = 0; seed < 12 && restarted == 0; seed++) {
            Path old = out.resolve("old-" + seed + ".png");
            CliRun restarts = CliRun.of("overlapping", SampleFiles.sample("Flowers").toString(), "--symmetry", "2",
                    "--ground", "--periodic", "--size", "48", "--seed", Integer.toString(seed), "--no-backtrack",
                    "--tries", "1000", "--out", old.toString());
            assertEquals(ExitCodes.OK, restarts.exitCode(), restarts::toString);
            if (restarts.out().contains(", 1 attempt,")) {
                continue;
            }
            restarted++;
            Path now = out.resolve("new-" + seed + ".png");
            CliRun byDefault = CliRun.of("overlapping", SampleFiles.sample("Flowers").toString(), "--symmetry", "2",
                    "--ground", "--periodic", "--size", "48", "--seed", Integer.toString(seed), "--out",
                    now.toString());
            assertEquals(ExitCodes.OK, byDefault.exitCode(), byDefault::toString);
            assertTrue(byDefault.out().contains(", 1 attempt,"), byDefault::toString);
            assertNull(windows.firstForeignWindow(Png.read(old), true));
            assertNull(windows.firstForeignWindow(Png.read(now), true));
        }
        assertEquals(1, restarted, "no seed of 0..11 needed a restart: pick other seeds");
    }

    /** The help states the defaults: backtracking on, 100 undos, and the way back to restarts only. */
    @Test
    void helpStatesTheDefaults() {
        for (String command : new String[] {"overlapping", "tiled", "learn", "samples"}) {
            CommandLine.Model.CommandSpec spec = WfcCommand.commandLine().getSubcommands().get(command)
                    .getCommandSpec();
            String limit = String.join(" ", spec.findOption("--max-backtracks").description());
            assertTrue(limit.contains("(default: 100)"), command + ": " + limit);
            String flag = String.join(" ", spec.findOption("--backtrack").description());
            assertTrue(flag.contains("(default: true)") && flag.contains("--no-backtrack"), command + ": " + flag);
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
