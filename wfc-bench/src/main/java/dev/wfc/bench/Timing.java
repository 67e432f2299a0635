package dev.wfc.bench;

import java.util.Arrays;

/**
 * The solve times of one solver at one map size: the maps that finished within the time cap, and how many were
 * cancelled at the cap. A cancelled map took longer than every finished one, so a median is still known while fewer
 * than half of the maps were cancelled.
 *
 * @param seconds solve times of the finished maps, in any order
 * @param capped maps cancelled at the cap
 * @param skipped whether the point was not run at all because a smaller size already exceeded the cap
 */
public record Timing(int size, double[] seconds, int capped, boolean skipped) {
    /** A point not run because a smaller size of the same solver was already over the cap. */
    public static Timing notRun(int size) {
        return new Timing(size, new double[0], 0, true);
    }

    public long cells() {
        return (long) size * size;
    }

    /** Whether the median is known: some maps ran and capped ones do not reach the middle. */
    public boolean measured() {
        return !Double.isNaN(median());
    }

    /** The median over all maps run, cancelled ones counting as longest; NaN if a cancelled map would decide it. */
    public double median() {
        int maps = seconds.length + capped;
        int hi = maps / 2;
        if (maps == 0 || hi >= seconds.length) {
            return Double.NaN;
        }
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        return maps % 2 == 1 ? sorted[hi] : (sorted[hi - 1] + sorted[hi]) / 2;
    }
}
