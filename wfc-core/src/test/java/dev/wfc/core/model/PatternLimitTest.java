package dev.wfc.core.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where an overlapping sample stops collecting patterns: the most patterns whose rules, on the sample's topology, and
 * whose collected cells fit the heap. The expected limits are found here by a linear scan over a byte count worked
 * out from the documented layout ({@code MemoryEstimate.rulesBytes}: D T ceil(T/64) mask words twice, 2 ceil(T/8) 256
 * slice sums, 4 longs and D list headers a tile; a collected pattern 4 bytes a cell and 112 of key and entry).
 */
class PatternLimitTest {
    private static final long HEAP = 64L << 20;

    private static double bytes(long t, int directions, int cells) {
        double masks = 2.0 * directions * t * Math.ceil(t / 64.0) * 8;
        double slices = 2 * Math.ceil(t / 8.0) * 256 * 8;
        return masks + slices + t * (32.0 + 16 * directions) + t * (4.0 * cells + 112);
    }

    private static long scan(long possible, int directions, int cells) {
        long t = 0;
        while (t < possible && bytes(t + 1, directions, cells) <= HEAP) {
            t++;
        }
        return t;
    }

    @Test
    void aHexOrCubeSampleCountsSixDirectionsOfMasks() {
        long cube = PatternLimits.patternLimit(1_000_000, 8, 6, HEAP);
        assertEquals(scan(1_000_000, 6, 8), cube);
        long square = PatternLimits.patternLimit(1_000_000, 8, 4, HEAP);
        assertEquals(scan(1_000_000, 4, 8), square);
        // The old limit counted four directions everywhere: on six it would size rules beyond the heap.
        assertTrue(bytes(square, 6, 8) > HEAP, square + " patterns of 4 directions, " + cube + " of 6");
    }

    @Test
    void theLimitIsAtMostWhatTheSampleCanHold() {
        assertEquals(37, PatternLimits.patternLimit(37, 27, 6, HEAP));
        assertEquals(0, PatternLimits.patternLimit(1_000, 9, 4, 100));
    }
}
