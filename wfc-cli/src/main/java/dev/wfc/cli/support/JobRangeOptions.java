package dev.wfc.cli.support;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Which maps of a corpus job to make: {@code --master-seed}, {@code --start-index} and {@code --count}. A picocli
 * mixin shared by {@code wfc corpus} and {@code wfc-spark}, so both read a job's range alike.
 */
public final class JobRangeOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    private int count;
    private long startIndex;

    @Option(names = "--master-seed", paramLabel = "SEED", defaultValue = "0",
            description = "Seed of the whole job; map i gets a seed derived from it and i (default: ${DEFAULT-VALUE}).")
    private long masterSeed;

    @Option(names = "--count", paramLabel = "N", defaultValue = "100",
            description = "How many maps (default: ${DEFAULT-VALUE}).")
    void setCount(int value) {
        count = (int) Args.atLeast(mixee, "--count", value, 1);
    }

    @Option(names = "--start-index", paramLabel = "I", defaultValue = "0",
            description = "Index of the first map, e.g. to make shards of one job (default: ${DEFAULT-VALUE}).")
    void setStartIndex(long value) {
        startIndex = Args.atLeast(mixee, "--start-index", value, 0);
    }

    public long masterSeed() {
        return masterSeed;
    }

    public long startIndex() {
        return startIndex;
    }

    public int count() {
        return count;
    }

    /**
     * Checks that the last index of the range, {@code --start-index + --count - 1}, fits in a long.
     *
     * @throws CliFailure with exit code 2 naming {@code --start-index} and {@code --count}
     */
    public void check() {
        if (count > Long.MAX_VALUE - startIndex) {
            throw CliFailure.badInput("--start-index + --count: " + startIndex + " + " + count + " (expected: at most "
                    + Long.MAX_VALUE + ")");
        }
    }
}
