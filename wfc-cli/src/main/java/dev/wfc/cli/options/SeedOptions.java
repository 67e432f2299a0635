package dev.wfc.cli.options;

import picocli.CommandLine.Option;

import java.util.concurrent.ThreadLocalRandom;

/** The seed of a map: the one given, or one drawn at random once, which the command then prints. */
public final class SeedOptions {
    @Option(names = "--seed", paramLabel = "SEED",
            description = "Seed of the map; the same seed and options give the same image (default: random, printed).")
    private Long seed;

    /** The seed; the first call draws a random one if none was given, later calls return the same. */
    public long seed() {
        if (seed == null) {
            seed = (long) ThreadLocalRandom.current().nextInt(Integer.MAX_VALUE);
        }
        return seed;
    }
}
