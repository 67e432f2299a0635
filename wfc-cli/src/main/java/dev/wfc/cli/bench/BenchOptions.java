package dev.wfc.cli.bench;

import dev.wfc.cli.support.CliFailure;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * How {@code wfc bench} runs: how many maps it times, how many untimed ones come first, and the first seed. The
 * options are inherited by the workload subcommands, so they may stand before or after the workload. They are
 * checked when the run starts, so that an error names the command that was run.
 */
final class BenchOptions {
    @Option(names = "--seeds", paramLabel = "K", defaultValue = "21", scope = ScopeType.INHERIT,
            description = "Maps to time, with the seeds --first-seed .. --first-seed + K - 1 (default: "
                    + "${DEFAULT-VALUE}).")
    private int seeds;

    @Option(names = "--warmup", paramLabel = "W", defaultValue = "10", scope = ScopeType.INHERIT,
            description = "Maps solved untimed before the timed ones, to warm up the JVM, with the seeds after "
                    + "them (default: ${DEFAULT-VALUE}).")
    private int warmup;

    @Option(names = "--first-seed", paramLabel = "S", defaultValue = "0", scope = ScopeType.INHERIT,
            description = "Seed of the first timed map; map j is the one wfc overlapping (tiled, learn) --seed S+j "
                    + "makes (default: ${DEFAULT-VALUE}).")
    private long firstSeed;

    /**
     * @throws CliFailure with exit code 2 for a count out of its range
     */
    void check() {
        if (seeds < 1) {
            throw CliFailure.badInput("--seeds: " + seeds + " (expected: > 0)");
        }
        if (warmup < 0) {
            throw CliFailure.badInput("--warmup: " + warmup + " (expected: >= 0)");
        }
    }

    int seeds() {
        return seeds;
    }

    int warmup() {
        return warmup;
    }

    long firstSeed() {
        return firstSeed;
    }
}
