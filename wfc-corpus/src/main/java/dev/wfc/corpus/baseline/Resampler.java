package dev.wfc.corpus.baseline;

import dev.wfc.core.Seeds;

/**
 * The bootstrap's source of indices: a SplitMix64 stream this project owns (state advanced by the golden gamma, then
 * {@link Seeds#mix}), so that the same times always give the same interval, on any JDK. Not thread-safe.
 */
final class Resampler {
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    Resampler(long seed) {
        this.state = seed;
    }

    long nextLong() {
        state += GAMMA;
        return Seeds.mix(state);
    }

    /**
     * Uniform in [0, bound) for {@code bound > 0}, by rejection on 63-bit draws: unbiased, one draw almost always.
     */
    int nextIndex(int bound) {
        long m = bound - 1L;
        long r = nextLong() >>> 1;
        if ((bound & m) == 0) {
            return (int) (r & m);
        }
        for (long u = r; u - (r = u % bound) + m < 0; u = nextLong() >>> 1) {
            // rejected: u fell into the incomplete last block of 2^63
        }
        return (int) r;
    }
}
