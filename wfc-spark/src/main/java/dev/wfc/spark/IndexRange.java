package dev.wfc.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * One Spark partition's share of a job: map indices {@code start .. start + count - 1}, the {@code part}-th of the
 * job's contiguous ranges in index order.
 *
 * @param part the range's position among the job's ranges, from 0
 * @param start the first index
 * @param count how many maps, > 0
 */
record IndexRange(int part, long start, int count) implements Serializable {
    /**
     * Splits {@code start .. start + count - 1} into {@code parts} contiguous ranges in index order whose sizes differ
     * by at most one, the larger ones first.
     *
     * @param parts 1 .. count
     */
    static List<IndexRange> split(long start, int count, int parts) {
        if (parts < 1 || parts > count) {
            throw new IllegalArgumentException("parts: " + parts + " (expected: 1.." + count + ")");
        }
        List<IndexRange> ranges = new ArrayList<>(parts);
        int base = count / parts;
        int larger = count % parts;
        long next = start;
        for (int p = 0; p < parts; p++) {
            int size = base + (p < larger ? 1 : 0);
            ranges.add(new IndexRange(p, next, size));
            next += size;
        }
        return ranges;
    }
}
