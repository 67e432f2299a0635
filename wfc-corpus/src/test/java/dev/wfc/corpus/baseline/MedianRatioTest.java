package dev.wfc.corpus.baseline;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The ratio of medians and its bootstrap interval on cases worked out by hand. */
class MedianRatioTest {
    @Test
    void oneMapHasOneResample() {
        MedianRatio.Interval i = MedianRatio.of(new double[] {10}, new double[] {12});
        assertEquals(new MedianRatio.Interval(10, 12, 1.2, 1.2, 1.2, 1), i);
    }

    @Test
    void twoMapsEnumerateFourSequences() {
        // Sequences (0,0): medians 10 and 11, ratio 1.1; (0,1) and (1,0): 15 and 20.5, ratio 41/30; (1,1): 20 and 30,
        // ratio 1.5. B = 4: the interval runs from rank ceil(4 * 2.5 / 100) = 1 to rank ceil(4 * 97.5 / 100) = 4.
        MedianRatio.Interval i = MedianRatio.of(new double[] {10, 20}, new double[] {11, 30});
        assertEquals(15, i.baselineMedian());
        assertEquals(20.5, i.currentMedian());
        assertEquals(20.5 / 15, i.ratio());
        assertEquals(11.0 / 10, i.low());
        assertEquals(30.0 / 20, i.high());
        assertEquals(4, i.resamples());
    }

    @Test
    void threeMapsInReverseOrder() {
        // The median of three draws is the middle one of the drawn indices, in either run's order (one is the other
        // reversed): index 0 with 7 of the 27 sequences (at least two 0s), ratio 30/10; index 2 likewise, 10/30;
        // index 1 with the other 13, ratio 1. Ranks 1 and 27 of 27 are the extremes.
        MedianRatio.Interval i = MedianRatio.of(new double[] {10, 20, 30}, new double[] {30, 20, 10});
        assertEquals(1.0, i.ratio());
        assertEquals(10.0 / 30, i.low());
        assertEquals(30.0 / 10, i.high());
        assertEquals(27, i.resamples());
    }

    @Test
    void fourMapsQuoteRanksSevenAndTwoHundredFifty() {
        // Baseline medians are always 10. B = 256; the interval runs from rank ceil(6.4) = 7 to ceil(249.6) = 250.
        // The median of four draws of {8, 10, 12, 30} (mean of the 2nd and 3rd smallest) is 8 in the 13 sequences
        // with three or four 8s, and 30 in the 13 with three or four 30s: ranks 1..13 are 0.8, 244..256 are 3.0.
        MedianRatio.Interval i = MedianRatio.of(new double[] {10, 10, 10, 10}, new double[] {8, 10, 12, 30});
        assertEquals(1.1, i.ratio(), 1e-15);
        assertEquals(0.8, i.low());
        assertEquals(3.0, i.high());
        assertEquals(256, i.resamples());
    }

    @Test
    void drawnResamplesOfADoubledRunAreAllTwo() {
        // Halving and doubling are exact in binary floating point: every resample's ratio is exactly 2.
        double[] base = new double[21];
        for (int j = 0; j < base.length; j++) {
            base[j] = 20 + 7.25 * ((j * 13) % 21);
        }
        double[] doubled = Arrays.stream(base).map(v -> 2 * v).toArray();
        MedianRatio.Interval i = MedianRatio.of(base, doubled);
        assertEquals(new MedianRatio.Interval(20 + 7.25 * 10, 2 * (20 + 7.25 * 10), 2, 2, 2, MedianRatio.RESAMPLES), i);
        MedianRatio.Interval same = MedianRatio.of(base, base.clone());
        assertEquals(1, same.low());
        assertEquals(1, same.high());
    }

    @Test
    void nearestRanksInIntegers() {
        assertEquals(250, MedianRatio.nearestRank(10_000, 5));
        assertEquals(9750, MedianRatio.nearestRank(10_000, 195));
        assertEquals(79, MedianRatio.nearestRank(3125, 5));
        assertEquals(3047, MedianRatio.nearestRank(3125, 195));
        assertEquals(1, MedianRatio.nearestRank(1, 5));
        assertEquals(1, MedianRatio.nearestRank(1, 195));
    }

    @Test
    void refusesTimesItCannotCompare() {
        assertThrows(IllegalArgumentException.class, () -> MedianRatio.of(new double[0], new double[0]));
        assertThrows(IllegalArgumentException.class, () -> MedianRatio.of(new double[] {1}, new double[] {1, 2}));
        assertThrows(IllegalArgumentException.class, () -> MedianRatio.of(new double[] {0}, new double[] {1}));
        assertThrows(IllegalArgumentException.class, () -> MedianRatio.of(new double[] {1}, new double[] {-1}));
        assertThrows(IllegalArgumentException.class,
                () -> MedianRatio.of(new double[] {1}, new double[] {Double.NaN}));
        assertThrows(IllegalArgumentException.class,
                () -> MedianRatio.of(new double[] {Double.POSITIVE_INFINITY}, new double[] {1}));
    }
}
