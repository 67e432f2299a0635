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

    /** How many shards of {@code shardSize} maps (numbered from index 0) maps {@code start ..} {@code +count} touch. */
    static int shardCount(long start, int count, int shardSize) {
        return (int) ((start + count - 1) / shardSize - start / shardSize + 1);
    }

    /**
     * Splits {@code start .. start + count - 1} into {@code parts} contiguous ranges in index order of whole shards
     * of {@code shardSize} maps (shard {@code s} holds indices {@code s * shardSize .. (s + 1) * shardSize - 1}, cut
     * to the run's range), so that a range writes every shard it touches alone; the ranges' shard counts differ by at
     * most one, the larger ones first.
     *
     * @param parts 1 .. {@link #shardCount}
     */
    static List<IndexRange> shards(long start, int count, int shardSize, int parts) {
        int shards = shardCount(start, count, shardSize);
        if (parts < 1 || parts > shards) {
            throw new IllegalArgumentException("parts: " + parts + " (expected: 1.." + shards + ")");
        }
        long end = start + count;
        long first = start / shardSize;
        List<IndexRange> ranges = new ArrayList<>(parts);
        for (IndexRange group : split(first, shards, parts)) {
            long lo = Math.max(start, group.start() * shardSize);
            long hi = Math.min(end, (group.start() + group.count()) * shardSize);
            ranges.add(new IndexRange(group.part(), lo, (int) (hi - lo)));
        }
        return ranges;
    }
}
