package dev.wfc.cli.bench;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.baseline.BenchBaseline;
import dev.wfc.corpus.baseline.Slowdown;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

import java.io.IOException;
import java.nio.file.Path;

/**
 * How {@code wfc bench} runs: how many maps it times, in how many rounds, how many untimed ones come first, the
 * first seed, where the report is saved and which baseline it is compared with. The options are inherited by the
 * workload subcommands, so they may stand before or after the workload. They are checked when the run starts,
 * before any input is read, so that an error names the command that was run and a bad baseline costs no timing run.
 */
final class BenchOptions {
    /** The most rounds of {@code --repeats}. */
    static final int MAX_REPEATS = 1000;

    @Option(names = "--seeds", paramLabel = "K", defaultValue = "21", scope = ScopeType.INHERIT,
            description = "Maps to time, with the seeds --first-seed .. --first-seed + K - 1 (default: "
                    + "${DEFAULT-VALUE}).")
    private int seeds;

    @Option(names = "--warmup", paramLabel = "W", defaultValue = "10", scope = ScopeType.INHERIT,
            description = "Maps solved untimed before the timed ones, to warm up the JVM, with the seeds after "
                    + "them (default: ${DEFAULT-VALUE}).")
    private int warmup;

    @Option(names = "--repeats", paramLabel = "R", defaultValue = "1", scope = ScopeType.INHERIT,
            description = "Rounds of timing: every seed is timed R times, round after round, and keeps its least "
                    + "time, which load elsewhere on the machine disturbs least (default: ${DEFAULT-VALUE}, at most "
                    + MAX_REPEATS + ").")
    private int repeats;

    @Option(names = "--first-seed", paramLabel = "S", defaultValue = "0", scope = ScopeType.INHERIT,
            description = "Seed of the first timed map; map j is the one wfc overlapping (tiled, learn) --seed S+j "
                    + "makes (default: ${DEFAULT-VALUE}).")
    private long firstSeed;

    @Option(names = "--clock", paramLabel = "KIND", defaultValue = "wall", scope = ScopeType.INHERIT,
            description = "What a map's time is: wall (elapsed time) or cpu (the CPU time of the solving thread, "
                    + "which other processes on a busy machine disturb far less) (default: ${DEFAULT-VALUE}).")
    private String clock;

    @Option(names = "--save", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "Also writes the JSON report to FILE, to serve as a later run's --baseline.")
    private Path save;

    @Option(names = "--baseline", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "Compares the times with a report saved by --save from the same workload, seed by seed, "
                    + "and prints a one-line verdict instead of the JSON; exit code 1 when slower beyond "
                    + "--max-slowdown (see docs/performance.md).")
    private Path baselineFile;

    @Option(names = "--max-slowdown", paramLabel = "PERCENT", scope = ScopeType.INHERIT,
            description = "With --baseline: the slowdown allowed before the run counts as slower, 0.."
                    + Slowdown.MAX_MAX_SLOWDOWN_PERCENT + ", the %% sign optional (default: "
                    + Slowdown.DEFAULT_MAX_SLOWDOWN_PERCENT + "%%).")
    private String maxSlowdown;

    private BenchBaseline baseline;
    private double maxSlowdownPercent = Slowdown.DEFAULT_MAX_SLOWDOWN_PERCENT;

    /**
     * Checks the counts and the output file, and reads the baseline.
     *
     * @throws CliFailure with exit code 2 for a count out of its range, a --save that names no regular file, a
     *     baseline that cannot be read, or --max-slowdown out of range or without --baseline
     */
    void check() {
        if (seeds < 1) {
            throw CliFailure.badInput("--seeds: " + seeds + " (expected: > 0)");
        }
        if (warmup < 0) {
            throw CliFailure.badInput("--warmup: " + warmup + " (expected: >= 0)");
        }
        if (repeats < 1 || repeats > MAX_REPEATS) {
            throw CliFailure.badInput("--repeats: " + repeats + " (expected: 1.." + MAX_REPEATS + ")");
        }
        if (!BenchClock.NAMES.contains(clock)) {
            throw CliFailure.badInput("--clock: " + clock + " (expected: " + String.join(" or ", BenchClock.NAMES)
                    + ")");
        }
        if (save != null) {
            try {
                AtomicFiles.target(save);
            } catch (IOException e) {
                throw CliFailure.badInput("--save " + e.getMessage());
            }
        }
        if (maxSlowdown != null) {
            if (baselineFile == null) {
                throw CliFailure.badInput("--max-slowdown: " + maxSlowdown + " (expected: together with --baseline "
                        + "FILE)");
            }
            try {
                maxSlowdownPercent = Slowdown.parsePercent("--max-slowdown", maxSlowdown);
            } catch (WfcInputException e) {
                throw CliFailure.badInput(e.getMessage());
            }
        }
        if (baselineFile != null) {
            try {
                baseline = BenchBaseline.read(baselineFile);
            } catch (InvalidInputException e) {
                throw CliFailure.badInput("--baseline " + e.getMessage());
            }
        }
    }

    int seeds() {
        return seeds;
    }

    int warmup() {
        return warmup;
    }

    int repeats() {
        return repeats;
    }

    /** The clock that times each map: {@code wall} or {@code cpu}, checked by {@link #check}. */
    String clock() {
        return clock;
    }

    long firstSeed() {
        return firstSeed;
    }

    /** The file to save the report to, or null. */
    Path save() {
        return save;
    }

    /** The baseline read by {@link #check}, or null without --baseline. */
    BenchBaseline baseline() {
        return baseline;
    }

    double maxSlowdownPercent() {
        return maxSlowdownPercent;
    }
}
