package dev.wfc.core;

/**
 * Seed derivation: map {@code i} of a job gets {@code mix(master + i * GOLDEN)}, attempt {@code k} of a map gets
 * {@code mix(mapSeed + (k + 1) * GOLDEN)}, where {@code mix} is the SplitMix64 finalizer. Pure functions of their
 * arguments, so an output never depends on threads or timing.
 */
public final class Seeds {
    static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private Seeds() {
    }

    /** The seed of map {@code index} of a job with master seed {@code master}. */
    public static long map(long master, long index) {
        return mix(master + index * GOLDEN);
    }

    /** The seed of attempt {@code attempt} (from 0) of a map with seed {@code mapSeed}. */
    public static long attempt(long mapSeed, int attempt) {
        return mix(mapSeed + (attempt + 1L) * GOLDEN);
    }

    /** The SplitMix64 finalizer (Stafford's variant 13): a bijection on longs. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
