package dev.wfc.corpus.stats;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The KL divergence and the percentiles of {@code wfc stats}, on cases worked out by hand and on random ones. */
class CorpusStatisticsProperties {
    @Test
    void divergenceOfHandWorkedCases() {
        // q = (1/2, 1/2, 0) against p = (1/4, 1/4, 1/2): 1/2 ln 2 + 1/2 ln 2 = ln 2.
        assertEquals(Math.log(2), CorpusStatistics.divergence(new long[] {5, 5, 0}, new double[] {1, 1, 2}), 1e-15);
        // q = (1, 0) against p = (1/10, 9/10): ln 10.
        assertEquals(Math.log(10), CorpusStatistics.divergence(new long[] {3, 0}, new double[] {0.5, 4.5}), 1e-15);
        assertThrows(IllegalArgumentException.class,
                () -> CorpusStatistics.divergence(new long[] {0, 0}, new double[] {1, 1}));
    }

    @Test
    void percentilesAreNearestRank() {
        List<Double> values = List.of(7.0, 1.0, 9.0, 3.0, 5.0, 2.0, 10.0, 4.0, 8.0, 6.0);
        assertEquals(5.0, CorpusStatistics.percentile(values, 50));
        assertEquals(9.0, CorpusStatistics.percentile(values, 90));
        assertEquals(10.0, CorpusStatistics.percentile(values, 99));
        assertEquals(1.0, CorpusStatistics.percentile(values, 0));
        assertTrue(Double.isNaN(CorpusStatistics.percentile(List.of(), 50)));
    }

    @Property(tries = 200, seed = "17")
    void divergenceIsZeroExactlyForTheSampleProportions(@ForAll @Size(min = 1, max = 12) List<@IntRange(min = 1,
            max = 50) Integer> weights, @ForAll @IntRange(min = 1, max = 9) int factor,
                                                       @ForAll @IntRange(min = 0, max = 11) int bumped) {
        double[] w = weights.stream().mapToDouble(Integer::doubleValue).toArray();
        long[] proportional = weights.stream().mapToLong(v -> (long) v * factor).toArray();
        assertEquals(0, CorpusStatistics.divergence(proportional, w), 1e-12);
        proportional[bumped % proportional.length] += 1;
        double d = CorpusStatistics.divergence(proportional, w);
        assertTrue(d >= 0, () -> "divergence " + d);
        assertTrue(weights.size() == 1 || d > 0, () -> "divergence " + d);
    }

    @Test
    void meanOfHandWorkedCase() {
        assertEquals(2.5, CorpusStatistics.mean(List.of(4.0, 1.0, 3.0, 2.0)));
        assertTrue(Double.isNaN(CorpusStatistics.mean(List.of())));
    }

    /** The manifest's order is the order maps finished in: the mean must not depend on it, to the last bit. */
    @Property(tries = 200, seed = "23")
    void meanIsTheSameInAnyOrder(@ForAll @Size(min = 1, max = 200) List<@IntRange(min = 1, max = 1_000_000)
            Integer> raw, @ForAll long shuffleSeed) {
        List<Double> values = new ArrayList<>();
        for (int v : raw) {
            values.add(v / 7919.0);
        }
        List<Double> shuffled = new ArrayList<>(values);
        Collections.shuffle(shuffled, new Random(shuffleSeed));
        assertEquals(Double.doubleToRawLongBits(CorpusStatistics.mean(values)),
                Double.doubleToRawLongBits(CorpusStatistics.mean(shuffled)));
    }
}
