package dev.wfc.parallel;

import dev.wfc.core.Heuristic;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverKind;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongPredicate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Whatever the threads, queue and range, a batch hands over each index once, as the pure function makes it. */
class BatchDeterminismProperties {
    @Property(tries = 60, seed = "4")
    void everyIndexOnceAndEqualToThePureFunction(@ForAll @IntRange(min = 2, max = 12) int tiles,
                                                 @ForAll long rulesSeed, @ForAll long masterSeed,
                                                 @ForAll @LongRange(min = 0, max = 1_000_000) long start,
                                                 @ForAll @IntRange(min = 0, max = 40) int count,
                                                 @ForAll @IntRange(min = 1, max = 4) int threads,
                                                 @ForAll @IntRange(min = 2, max = 8) int capacity) throws IOException {
        MapModel model = TestJobs.random(tiles, rulesSeed);
        SolveParams params = new SolveParams(7, 5, rulesSeed % 2 == 0, Heuristic.ENTROPY, SolverKind.INCREMENTAL,
                PropagatorKind.AUTO, 2, -1, null);
        Map<Long, MapResult> seen = new ConcurrentHashMap<>();
        Batch batch = Batch.builder(model, params).masterSeed(masterSeed).range(start, count).threads(threads)
                .queueCapacity(capacity).build();
        MapSink sink = map -> assertNull(seen.put(map.index(), map), "index " + map.index() + " handed over twice");
        if (!admitsMaps(model, params)) {
            assertThrows(NoMapPossibleException.class, () -> batch.run(sink));
            assertEquals(0, seen.size());
            return;
        }
        BatchStats stats = batch.run(sink);
        assertEquals(count, seen.size());
        assertEquals(count, stats.maps());
        long attempts = 0;
        for (long i = start; i < start + count; i++) {
            Solution expected = Maps.solve(model, params, masterSeed, i);
            Solution actual = seen.get(i).solution();
            assertEquals(expected.status(), actual.status(), "index " + i);
            assertEquals(expected.attempts(), actual.attempts(), "index " + i);
            assertEquals(expected.seed(), actual.seed(), "index " + i);
            assertArrayEquals(expected.tiles(), actual.tiles(), "index " + i);
            attempts += actual.attempts();
        }
        assertEquals(attempts, stats.attempts());
    }

    /**
     * Long runs, where workers claim and hand over blocks of up to 16 offsets, with indices skipped: each index not
     * skipped once, as the pure function makes it, and never more maps waiting than the queue's capacity.
     */
    @Property(tries = 25, seed = "5")
    void longRunsInBlocksSkipAndHandEachIndexOnce(@ForAll long rulesSeed, @ForAll long masterSeed,
                                                  @ForAll @LongRange(min = 0, max = 1_000_000) long start,
                                                  @ForAll @IntRange(min = 0, max = 2500) int count,
                                                  @ForAll @IntRange(min = 1, max = 3) int threads,
                                                  @ForAll @IntRange(min = 2, max = 64) int capacity,
                                                  @ForAll @IntRange(min = 1, max = 7) int skipEvery)
            throws IOException {
        MapModel model = TestJobs.random(4, rulesSeed);
        SolveParams params = new SolveParams(4, 3, true, Heuristic.ENTROPY, SolverKind.INCREMENTAL,
                PropagatorKind.AUTO, 2, -1, null);
        if (!admitsMaps(model, params)) {
            return;
        }
        LongPredicate skip = index -> skipEvery > 1 && index % skipEvery == 0;
        Map<Long, MapResult> seen = new ConcurrentHashMap<>();
        BatchStats stats = Batch.builder(model, params).masterSeed(masterSeed).range(start, count).threads(threads)
                .queueCapacity(capacity).skip(skip).build()
                .run(map -> assertNull(seen.put(map.index(), map), "index " + map.index() + " handed over twice"));
        long expectedMaps = 0;
        for (long i = start; i < start + count; i++) {
            if (skip.test(i)) {
                assertNull(seen.get(i), "skipped index " + i + " handed over");
                continue;
            }
            expectedMaps++;
            assertArrayEquals(Maps.solve(model, params, masterSeed, i).tiles(), seen.get(i).solution().tiles(),
                    "index " + i);
        }
        assertEquals(expectedMaps, seen.size());
        assertEquals(expectedMaps, stats.maps());
        assertEquals(Integer.highestOneBit(capacity - 1) << 1, stats.queueCapacity());
        assertTrue(stats.maxQueueDepth() <= stats.queueCapacity(), () -> stats.maxQueueDepth() + " maps waited");
    }

    private static boolean admitsMaps(MapModel model, SolveParams params) {
        try {
            params.newSolver(model);
            return true;
        } catch (NoMapPossibleException e) {
            return false;
        }
    }
}
