package dev.wfc.spark;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Index ranges cover a job's indices exactly once, in order, in near-equal shares; the default partition count. */
class IndexRangeProperties {
    @Property(seed = "7")
    void rangesCoverTheIndicesOnceInOrder(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE / 2) long start,
                                          @ForAll @IntRange(min = 1, max = 100_000) int count,
                                          @ForAll @IntRange(min = 1, max = 5000) int wanted) {
        int parts = Math.min(wanted, count);
        List<IndexRange> ranges = IndexRange.split(start, count, parts);
        assertEquals(parts, ranges.size());
        long next = start;
        int smallest = Integer.MAX_VALUE;
        int largest = 0;
        for (int p = 0; p < parts; p++) {
            IndexRange r = ranges.get(p);
            assertEquals(p, r.part());
            assertEquals(next, r.start());
            next += r.count();
            smallest = Math.min(smallest, r.count());
            largest = Math.max(largest, r.count());
        }
        assertEquals(start + count, next);
        assertTrue(smallest >= 1 && largest - smallest <= 1, smallest + ".." + largest);
    }

    /** Against a naive walk: the shard of every index, each shard in one range, ranges of near-equal shard counts. */
    @Property(seed = "7")
    void shardRangesHoldWholeShards(@ForAll @LongRange(min = 0, max = 1_000_000) long start,
                                    @ForAll @IntRange(min = 1, max = 20_000) int count,
                                    @ForAll @IntRange(min = 1, max = 3000) int shardSize,
                                    @ForAll @IntRange(min = 1, max = 300) int wanted) {
        long shards = java.util.stream.LongStream.range(start, start + count).map(i -> i / shardSize).distinct()
                .count();
        assertEquals(shards, IndexRange.shardCount(start, count, shardSize));
        int parts = (int) Math.min(wanted, shards);
        List<IndexRange> ranges = IndexRange.shards(start, count, shardSize, parts);
        assertEquals(parts, ranges.size());
        long next = start;
        long smallest = Long.MAX_VALUE;
        long largest = 0;
        for (int p = 0; p < parts; p++) {
            IndexRange r = ranges.get(p);
            assertEquals(p, r.part());
            assertEquals(next, r.start());
            next += r.count();
            assertTrue(r.start() == start || r.start() % shardSize == 0, "a range starts mid-shard: " + r);
            long touched = (r.start() + r.count() - 1) / shardSize - r.start() / shardSize + 1;
            smallest = Math.min(smallest, touched);
            largest = Math.max(largest, touched);
        }
        assertEquals(start + count, next);
        assertTrue(smallest >= 1 && largest - smallest <= 1, smallest + ".." + largest);
    }

    @Property(seed = "7")
    void theDefaultPartitionCountStaysWithinItsBounds(@ForAll @IntRange(min = 1, max = Integer.MAX_VALUE) int count,
                                                      @ForAll @IntRange(min = 1, max = 10_000) int parallelism) {
        int parts = SparkCorpusJob.defaultPartitions(count, parallelism);
        long perPart = (count + (long) parts - 1) / parts;
        assertTrue(parts >= 1 && parts <= count, "" + parts);
        assertTrue(parts >= Math.min(count, parallelism), "" + parts);
        assertTrue(perPart <= SparkCorpusJob.MAPS_PER_PARTITION || parts == parallelism, perPart + " maps a part");
    }
}
