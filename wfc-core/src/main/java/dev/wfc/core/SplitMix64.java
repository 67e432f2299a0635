package dev.wfc.core;

/**
 * The SplitMix64 generator: a stream this project owns, so no JDK upgrade can change an output. Not thread-safe;
 * one solver owns one. Every method draws exactly one or a fixed pattern of values, as documented.
 */
final class SplitMix64 {
    private long state;

    void reseed(long seed) {
        state = seed;
    }

    long nextLong() {
        state += Seeds.GOLDEN;
        return Seeds.mix(state);
    }

    /** Uniform in [0, 1), 53 random bits. One draw. */
    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [0, bound) for {@code bound > 0}, by rejection on 63-bit draws (one draw almost always). */
    long nextLong(long bound) {
        long m = bound - 1;
        long r = nextLong() >>> 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (long u = r; u - (r = u % bound) + m < 0; u = nextLong() >>> 1) {
            // rejected: u fell into the incomplete last block
        }
        return r;
    }
}
