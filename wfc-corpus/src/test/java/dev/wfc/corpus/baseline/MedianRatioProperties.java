package dev.wfc.corpus.baseline;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link MedianRatio}, which counts draws and walks a presorted order, against a naive twin that builds every
 * resample as a list, sorts it and takes the middle: the same interval bit for bit, for 1 to 5 maps (the exact
 * distribution) and for 6, 63, 64, 65 and 128 maps (drawn resamples, the same index stream).
 */
class MedianRatioProperties {
    @Property(tries = 40, seed = "23")
    void countingAgreesWithSortingEveryResample(@ForAll("runs") double[][] runs) {
        double[] base = runs[0];
        double[] current = runs[1];
        MedianRatio.Interval fast = MedianRatio.of(base, current);
        MedianRatio.Interval naive = naive(base, current);
        assertEquals(naive, fast);
        assertTrue(fast.low() <= fast.high());
    }

    @Provide
    Arbitrary<double[][]> runs() {
        // Times on a coarse grid, so that ties (which the two sort differently) occur often.
        Arbitrary<Integer> n = Arbitraries.of(1, 2, 3, 4, 5, 6, 63, 64, 65, 128);
        return n.flatMap(size -> Combinators.combine(times(size, 1), times(size, 0))
                .as((a, b) -> new double[][] {a, b}));
    }

    private static Arbitrary<double[]> times(int n, int min) {
        return Arbitraries.integers().between(min, 40).array(int[].class).ofSize(n).map(a -> {
            double[] d = new double[a.length];
            for (int j = 0; j < a.length; j++) {
                d[j] = a[j] * 0.5;
            }
            return d;
        });
    }

    private static MedianRatio.Interval naive(double[] base, double[] current) {
        int n = base.length;
        List<Double> ratios = new ArrayList<>();
        List<int[]> sequences = new ArrayList<>();
        if (n <= MedianRatio.EXACT_UP_TO) {
            all(n, new int[n], 0, sequences);
        } else {
            Resampler random = new Resampler(MedianRatio.SEED);
            for (int s = 0; s < MedianRatio.RESAMPLES; s++) {
                int[] seq = new int[n];
                for (int i = 0; i < n; i++) {
                    seq[i] = random.nextIndex(n);
                }
                sequences.add(seq);
            }
        }
        for (int[] seq : sequences) {
            List<Double> b = new ArrayList<>();
            List<Double> c = new ArrayList<>();
            for (int j : seq) {
                b.add(base[j]);
                c.add(current[j]);
            }
            ratios.add(median(c) / median(b));
        }
        ratios.sort(null);
        int count = ratios.size();
        int low = (int) Math.ceil(count * 2.5 / 100 - 1e-9);
        int high = (int) Math.ceil(count * 97.5 / 100 - 1e-9);
        List<Double> b = new ArrayList<>();
        List<Double> c = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            b.add(base[j]);
            c.add(current[j]);
        }
        return new MedianRatio.Interval(median(b), median(c), median(c) / median(b), ratios.get(Math.max(low, 1) - 1),
                ratios.get(high - 1), count);
    }

    /** Every sequence of n indices in [0, n), in any order: the order does not change the sorted ratios. */
    private static void all(int n, int[] prefix, int at, List<int[]> out) {
        if (at == n) {
            out.add(prefix.clone());
            return;
        }
        for (int j = 0; j < n; j++) {
            prefix[at] = j;
            all(n, prefix, at + 1, out);
        }
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int n = sorted.size();
        return (sorted.get((n - 1) / 2) + sorted.get(n / 2)) / 2;
    }
}
