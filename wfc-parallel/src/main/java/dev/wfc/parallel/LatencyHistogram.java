package dev.wfc.parallel;

import dev.wfc.core.WfcInputException;

/**
 * Counts of non-negative values in log-linear buckets, for percentiles in fixed memory whatever the number of values.
 * A reported percentile is at least the exact one and at most 1/64 above it.
 *
 * <p>Maintainers: values below 128 have a bucket each. A larger value {@code v} with highest set bit {@code e} (so
 * {@code e >= 7}) is shifted right by {@code s = e - 6}, which leaves {@code m = v >>> s} in [64, 128): the bucket
 * is {@code 128 + (s - 1) * 64 + (m - 64)}, holding the {@code 2^s} values from {@code m << s}. Since
 * {@code v >= 64 * 2^s}, a bucket is at most 1/64 of its values wide. s reaches 56 for the largest long: 3776
 * buckets, 30 KB. Not thread-safe: the batch's writer thread owns it.
 */
final class LatencyHistogram {
    private static final int SUB = 64;
    private static final int BUCKETS = 2 * SUB + 56 * SUB;

    private final long[] counts = new long[BUCKETS];
    private long total;
    private long max;

    /** @param value >= 0 */
    void record(long value) {
        assert value >= 0 : value;
        counts[bucket(value)]++;
        total++;
        max = Math.max(max, value);
    }

    long count() {
        return total;
    }

    long max() {
        return max;
    }

    /**
     * The smallest recorded value's bucket bound such that at least {@code percent}% of the values are at or below
     * it, capped at the maximum; 0 when nothing was recorded.
     *
     * @param percent in (0, 100]
     */
    long percentile(double percent) {
        if (!(percent > 0 && percent <= 100)) {
            throw new WfcInputException("percent: " + percent + " (expected: > 0 and <= 100)");
        }
        if (total == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(percent / 100 * total));
        long seen = 0;
        for (int b = 0; b < BUCKETS; b++) {
            seen += counts[b];
            if (seen >= rank) {
                return Math.min(highest(b), max);
            }
        }
        throw new AssertionError("rank " + rank + " beyond " + total);
    }

    static int bucket(long v) {
        if (v < 2 * SUB) {
            return (int) v;
        }
        int s = 63 - Long.numberOfLeadingZeros(v) - 6;
        return 2 * SUB + (s - 1) * SUB + (int) (v >>> s) - SUB;
    }

    /** The largest value that falls in bucket {@code b}. */
    static long highest(int b) {
        if (b < 2 * SUB) {
            return b;
        }
        int s = (b - 2 * SUB) / SUB + 1;
        long m = SUB + (b - 2 * SUB) % SUB;
        return (m << s) + (1L << s) - 1;
    }
}
