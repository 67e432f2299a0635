package dev.wfc.corpus.baseline;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * How much slower a run of a benchmark is than a baseline run of the same seeds: the ratio of the median times, with
 * a paired bootstrap confidence interval. Map {@code j} of both runs is the same seed, so the pairs
 * {@code (baseline[j], current[j])} are what is resampled: a hard seed stays hard in both halves of a resample.
 *
 * <p>Definitions. The median of n values is the middle one of the sorted values, or the mean of the middle two for
 * an even n. The ratio is {@code median(current) / median(baseline)}. A resample draws n indices uniformly with
 * replacement and takes the ratio of the medians of the drawn pairs. For n up to {@link #EXACT_UP_TO} every one of
 * the n<sup>n</sup> index sequences is taken once (the exact bootstrap distribution); beyond, {@link #RESAMPLES}
 * sequences are drawn from a SplitMix64 stream seeded with {@link #SEED}, so the same times always give the same
 * interval. The {@link #CONFIDENCE_PERCENT}% interval runs from the resample ratio of nearest rank
 * ⌈B·2.5 / 100⌉ to that of rank ⌈B·97.5 / 100⌉ among the B sorted ones.
 *
 * <p>Maintainers: a resample is kept as a count per original index, never materialised; the sorted order of each run
 * is computed once, and the median of a resample is found by walking that order and summing counts until the middle
 * rank: O(n) a resample without sorting or allocating, O(B·n + n log n + B log B) in all.
 * {@code MedianRatioProperties} checks it, bit for bit, against a twin that builds and sorts every resample.
 */
public final class MedianRatio {
    /** The confidence of the interval, in percent. */
    public static final int CONFIDENCE_PERCENT = 95;
    /** Resamples drawn when there are more than {@link #EXACT_UP_TO} maps. */
    public static final int RESAMPLES = 10_000;
    /** The largest map count whose bootstrap distribution is enumerated whole (5<sup>5</sup> = 3125 sequences). */
    public static final int EXACT_UP_TO = 5;
    /** The seed of the resampling stream. */
    public static final long SEED = 0x5EED_0F_BA5E_11E5L;

    /**
     * The ratio and its interval.
     *
     * @param baselineMedian the baseline's median time; {@code currentMedian} the current run's, in the unit given
     * @param ratio {@code currentMedian / baselineMedian}: above 1 when the current run is slower
     * @param low the lower end of the {@link #CONFIDENCE_PERCENT}% interval of the ratio; {@code high} the upper
     * @param resamples how many resamples the interval is drawn from: n<sup>n</sup> or {@link #RESAMPLES}
     */
    public record Interval(double baselineMedian, double currentMedian, double ratio, double low, double high,
                           int resamples) {
    }

    private MedianRatio() {
    }

    /**
     * The ratio of the medians of {@code current} to {@code baseline}, paired by index, and its interval.
     *
     * @param baseline the baseline's times, each finite and positive
     * @param current the current run's times of the same seeds in the same order, each finite and non-negative
     * @throws IllegalArgumentException if the arrays are empty, of different lengths, or hold a time out of range
     */
    public static Interval of(double[] baseline, double[] current) {
        int n = baseline.length;
        if (n == 0 || current.length != n) {
            throw new IllegalArgumentException("times: " + n + " baseline and " + current.length + " current "
                    + "(expected: as many of each, at least one)");
        }
        for (int j = 0; j < n; j++) {
            if (!(baseline[j] > 0) || !Double.isFinite(baseline[j])) {
                throw new IllegalArgumentException("baseline time " + j + ": " + baseline[j] + " (expected: > 0)");
            }
            if (!(current[j] >= 0) || !Double.isFinite(current[j])) {
                throw new IllegalArgumentException("current time " + j + ": " + current[j] + " (expected: >= 0)");
            }
        }
        int[] baseOrder = order(baseline);
        int[] currentOrder = order(current);
        int[] counts = new int[n];
        Arrays.fill(counts, 1);
        double baseMedian = median(baseline, baseOrder, counts, n);
        double currentMedian = median(current, currentOrder, counts, n);
        double[] ratios = n <= EXACT_UP_TO ? exact(baseline, current, baseOrder, currentOrder, counts)
                : drawn(baseline, current, baseOrder, currentOrder, counts);
        Arrays.sort(ratios);
        int b = ratios.length;
        double low = ratios[nearestRank(b, 100 - CONFIDENCE_PERCENT) - 1];
        double high = ratios[nearestRank(b, 100 + CONFIDENCE_PERCENT) - 1];
        return new Interval(baseMedian, currentMedian, currentMedian / baseMedian, low, high, b);
    }

    /** ⌈b · halfPercents / 200⌉: the rank of the quantile {@code halfPercents / 2} percent, in integers. */
    static int nearestRank(int b, int halfPercents) {
        return (int) (((long) b * halfPercents + 199) / 200);
    }

    /** Every index sequence of length n, once: an odometer over n digits of base n. */
    private static double[] exact(double[] baseline, double[] current, int[] baseOrder, int[] currentOrder,
                                  int[] counts) {
        int n = baseline.length;
        int total = 1;
        for (int i = 0; i < n; i++) {
            total *= n;
        }
        double[] ratios = new double[total];
        int[] digits = new int[n];
        Arrays.fill(counts, 0);
        counts[0] = n;
        for (int s = 0; s < total; s++) {
            ratios[s] = median(current, currentOrder, counts, n) / median(baseline, baseOrder, counts, n);
            for (int i = 0; i < n; i++) {
                counts[digits[i]]--;
                digits[i] = (digits[i] + 1) % n;
                counts[digits[i]]++;
                if (digits[i] != 0) {
                    break;
                }
            }
        }
        return ratios;
    }

    /** {@link #RESAMPLES} index sequences drawn from the seeded stream, n draws each. */
    private static double[] drawn(double[] baseline, double[] current, int[] baseOrder, int[] currentOrder,
                                  int[] counts) {
        int n = baseline.length;
        Resampler random = new Resampler(SEED);
        double[] ratios = new double[RESAMPLES];
        for (int s = 0; s < RESAMPLES; s++) {
            Arrays.fill(counts, 0);
            for (int i = 0; i < n; i++) {
                counts[random.nextIndex(n)]++;
            }
            ratios[s] = median(current, currentOrder, counts, n) / median(baseline, baseOrder, counts, n);
        }
        return ratios;
    }

    /** The indices of {@code values} from the smallest value up. */
    private static int[] order(double[] values) {
        return IntStream.range(0, values.length).boxed()
                .sorted(Comparator.comparingDouble((Integer j) -> values[j]).thenComparingInt(j -> j))
                .mapToInt(Integer::intValue).toArray();
    }

    /**
     * The median of the multiset that holds {@code values[j]} {@code counts[j]} times, n in all: the values at the
     * 0-based ranks {@code (n - 1) / 2} and {@code n / 2}, averaged. O(n).
     */
    private static double median(double[] values, int[] order, int[] counts, int n) {
        int lower = (n - 1) / 2;
        int upper = n / 2;
        int seen = 0;
        double first = 0;
        boolean found = false;
        for (int j : order) {
            seen += counts[j];
            if (!found && seen > lower) {
                first = values[j];
                found = true;
            }
            if (seen > upper) {
                return (first + values[j]) / 2;
            }
        }
        throw new AssertionError("counts sum to less than " + n);
    }
}
