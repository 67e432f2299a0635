package dev.wfc.parallel;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The histogram against a sorted array (the naive twin): percentiles at most 1/64 above the exact ones. */
class LatencyHistogramProperties {
    @Property(tries = 300, seed = "7")
    void percentilesBoundTheExactOnes(@ForAll @IntRange(min = 1, max = 2000) int n, @ForAll long seed,
                                      @ForAll @IntRange(min = 1, max = 62) int bits,
                                      @ForAll @DoubleRange(min = 0.01, max = 100) double percent) {
        Random rnd = new Random(seed);
        long[] values = new long[n];
        LatencyHistogram h = new LatencyHistogram();
        for (int i = 0; i < n; i++) {
            values[i] = rnd.nextLong() >>> (64 - bits);
            h.record(values[i]);
        }
        Arrays.sort(values);
        long exact = values[(int) Math.max(1, Math.ceil(percent / 100 * n)) - 1];
        long reported = h.percentile(percent);
        assertTrue(reported >= exact, () -> reported + " < exact " + exact);
        assertTrue(reported - exact <= exact / 64, () -> reported + " too far above exact " + exact);
        assertEquals(values[n - 1], h.percentile(100));
        assertEquals(values[n - 1], h.max());
        assertEquals(n, h.count());
    }

    @Property(tries = 2000, seed = "8")
    void bucketsTileTheLongs(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long v) {
        int b = LatencyHistogram.bucket(v);
        long high = LatencyHistogram.highest(b);
        assertTrue(high >= v);
        assertEquals(b, LatencyHistogram.bucket(high));
        assertTrue(b == 0 || LatencyHistogram.highest(b - 1) < v);
        assertTrue(high - v <= v / 64);
    }

    @Test
    void edges() {
        LatencyHistogram h = new LatencyHistogram();
        assertEquals(0, h.percentile(50));
        h.record(Long.MAX_VALUE);
        assertEquals(Long.MAX_VALUE, h.percentile(1));
        assertEquals(LatencyHistogram.bucket(Long.MAX_VALUE), LatencyHistogram.bucket(Long.MAX_VALUE - 1));
        assertThrows(IllegalArgumentException.class, () -> h.percentile(0));
        assertThrows(IllegalArgumentException.class, () -> h.percentile(100.5));
    }
}
