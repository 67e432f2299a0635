package dev.wfc.parallel;

import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Rules;
import dev.wfc.core.SolveListener;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Skipping, backpressure, cancellation, failures, statistics and validation of the batch engine. */
class BatchTest {
    private static final SolveParams SMALL = SolveParams.defaults(6, 6, false);

    @Test
    void skippedIndicesAreNeitherSolvedNorCounted() throws IOException {
        List<Long> written = new ArrayList<>();
        List<Long> totals = new ArrayList<>();
        BatchStats stats = Batch.builder(TestJobs.random(5, 3), SMALL).range(10, 20).threads(3)
                .skip(i -> i % 3 == 0)
                .progress((done, total, nanos) -> totals.add(total))
                .build().run(map -> written.add(map.index()));
        List<Long> expected = new ArrayList<>();
        for (long i = 10; i < 30; i++) {
            if (i % 3 != 0) {
                expected.add(i);
            }
        }
        assertEquals(expected, written.stream().sorted().toList());
        assertEquals(expected.size(), stats.maps());
        assertTrue(totals.stream().allMatch(t -> t == expected.size()), totals::toString);
    }

    /**
     * With the writer held on a map, workers finish at most the map in the writer, a full queue, and one map each
     * waiting for room: solving stops there instead of running ahead of the writer.
     */
    @Test
    void aSlowWriterHoldsTheWorkersBack() throws IOException {
        int threads = 2;
        int capacity = 4;
        int count = 60;
        AtomicInteger started = new AtomicInteger();
        MapModel model = TestJobs.free(new SolveListener() {
            @Override
            public void attemptStarted(int attempt, long seed) {
                started.incrementAndGet();
            }
        });
        int bound = 1 + capacity + threads;
        AtomicInteger written = new AtomicInteger();
        BatchStats stats = Batch.builder(model, SMALL).range(0, count).threads(threads).queueCapacity(capacity)
                .build().run(map -> {
                    int target = Math.min(count, written.get() + bound);
                    while (started.get() < target) {
                        Thread.onSpinWait();
                    }
                    assertTrue(started.get() <= written.get() + bound,
                            () -> started.get() + " maps started with " + written.get() + " written");
                    written.incrementAndGet();
                });
        assertEquals(count, stats.maps());
        assertEquals(count, started.get());
        assertTrue(stats.maxQueueDepth() <= capacity);
        assertTrue(stats.workerStallNanos() > 0, "workers never waited for the held writer");
    }

    /** With a queue of 64 maps, workers claim and hand over 16 offsets at a time: a cancel still stops them early. */
    @ParameterizedTest
    @CsvSource({"2, 100", "64, 200"})
    void cancelStopsEarlyAndKeepsWhatWasWritten(int capacity, int bound) throws IOException {
        MapModel model = TestJobs.random(6, 11);
        AtomicReference<Batch> batch = new AtomicReference<>();
        List<MapResult> written = new ArrayList<>();
        batch.set(Batch.builder(model, SMALL).masterSeed(5).range(0, 100_000).threads(2).queueCapacity(capacity)
                .progress((done, total, nanos) -> {
                    if (done == 3) {
                        batch.get().cancel();
                    }
                }).build());
        BatchStats stats = batch.get().run(written::add);
        assertTrue(stats.cancelled());
        assertTrue(written.size() >= 3 && written.size() < bound, () -> written.size() + " maps");
        for (MapResult m : written) {
            assertFalse(m.solution().status() == Status.CANCELLED, "a cancelled map was handed over");
            assertArrayEquals(Maps.solve(model, SMALL, 5, m.index()).tiles(), m.solution().tiles());
        }
    }

    @Test
    void aFailingSinkStopsTheBatchAndItsWorkers() {
        IOException full = new IOException("No space left on device");
        AtomicInteger calls = new AtomicInteger();
        Batch batch = Batch.builder(TestJobs.random(4, 2), SMALL).range(0, 100_000).threads(2).build();
        IOException thrown = assertThrows(IOException.class, () -> batch.run(map -> {
            if (calls.incrementAndGet() == 3) {
                throw full;
            }
        }));
        assertSame(full, thrown);
        assertEquals(3, calls.get());
        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(t -> t.getName().startsWith("wfc-worker-") && t.isAlive()), "a worker outlived the run");
    }

    @Test
    void aJobWithoutAnyMapFailsBeforeSolving() {
        Rules rules = Rules.builder(2).build();
        MapModel model = (w, h, p) -> SolverBuilder.of(rules, new Grid(w, h, p));
        AtomicInteger calls = new AtomicInteger();
        Batch batch = Batch.builder(model, SMALL).range(0, 10).build();
        assertThrows(NoMapPossibleException.class, () -> batch.run(map -> calls.incrementAndGet()));
        assertEquals(0, calls.get());
    }

    @Test
    void failedMapsAreHandedOverAndCounted() throws IOException {
        SolveParams odd = new SolveParams(3, 3, true, SMALL.heuristic(), SMALL.kind(), SMALL.propagator(), 4, -1, null);
        List<MapResult> written = new ArrayList<>();
        BatchStats stats = Batch.builder(TestJobs.checkerboard(), odd).range(0, 12).threads(2).build()
                .run(written::add);
        assertEquals(12, written.size());
        assertTrue(written.stream().allMatch(m -> m.solution().status() == Status.CONTRADICTION
                && m.solution().attempts() == 4));
        assertEquals(12, stats.failed());
        assertEquals(0, stats.solved());
        assertEquals(48, stats.attempts());
        assertEquals(48, stats.contradictions());
    }

    @Test
    void statisticsAddUp() throws IOException {
        List<MapResult> written = new ArrayList<>();
        SolveParams twoTries = new SolveParams(8, 8, true, SMALL.heuristic(), SMALL.kind(), SMALL.propagator(), 2,
                -1, null);
        BatchStats stats = Batch.builder(TestJobs.random(6, 21), twoTries).range(0, 200).threads(2).build()
                .run(written::add);
        long solved = written.stream().filter(m -> m.solution().solved()).count();
        long attempts = written.stream().mapToLong(m -> m.solution().attempts()).sum();
        long longest = written.stream().mapToLong(MapResult::nanos).max().orElseThrow();
        assertEquals(200, stats.maps());
        assertEquals(solved, stats.solved());
        assertEquals(200 - solved, stats.failed());
        assertEquals(attempts, stats.attempts());
        assertEquals(attempts - solved, stats.contradictions());
        assertEquals(longest, stats.maxNanos());
        assertTrue(stats.percentileNanos(50) <= stats.percentileNanos(99));
        assertTrue(stats.percentileNanos(99) <= stats.maxNanos());
        assertTrue(stats.writerBusyNanos() <= stats.wallNanos());
        assertTrue(stats.mapsPerSecond() > 0);
        assertEquals(2, stats.threads());
    }

    @Test
    void encodingRunsOnTheWorkersAndReachesTheWriterWithItsMap() throws IOException {
        Thread caller = Thread.currentThread();
        List<Long> accepted = new ArrayList<>();
        Batch.builder(TestJobs.random(4, 9), SMALL).range(0, 30).threads(2).build().run(new EncodingSink<Long>() {
            @Override
            public Long encode(MapResult map) {
                assertTrue(Thread.currentThread().getName().startsWith("wfc-worker-"));
                return map.index() * 7;
            }

            @Override
            public void accept(MapResult map, Long encoded) {
                assertSame(caller, Thread.currentThread());
                assertEquals(map.index() * 7, encoded.longValue());
                accepted.add(map.index());
            }
        });
        assertEquals(30, accepted.size());
    }

    @Test
    void fewerMapsThanThreadsStartFewerWorkers() throws IOException {
        BatchStats stats = Batch.builder(TestJobs.random(3, 1), SMALL).range(0, 2).threads(8).build()
                .run(map -> { });
        assertEquals(2, stats.threads());
        assertEquals(2, stats.maps());
    }

    @Test
    void builderValidatesOnceEach() {
        Batch.Builder b = Batch.builder(TestJobs.random(3, 1), SMALL);
        assertEquals("threads: 0 (expected: > 0)",
                assertThrows(IllegalArgumentException.class, () -> b.threads(0)).getMessage());
        assertEquals("start: -1 (expected: >= 0)",
                assertThrows(IllegalArgumentException.class, () -> b.range(-1, 5)).getMessage());
        assertEquals("count: -5 (expected: >= 0)",
                assertThrows(IllegalArgumentException.class, () -> b.range(0, -5)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.range(Long.MAX_VALUE, 2));
        assertThrows(IllegalArgumentException.class, () -> b.queueCapacity(1));
        assertThrows(IllegalStateException.class, b::build);
        b.range(0, 1).threads(1);
        assertThrows(IllegalStateException.class, () -> b.range(0, 1));
        assertThrows(IllegalStateException.class, () -> b.threads(2));
        assertEquals("tries: 0 (expected: > 0)", assertThrows(IllegalArgumentException.class,
                () -> new SolveParams(4, 4, false, SMALL.heuristic(), SMALL.kind(), SMALL.propagator(), 0, -1, null))
                .getMessage());
    }

    @Test
    void aBatchRunsOnce() throws IOException {
        Batch batch = Batch.builder(TestJobs.random(3, 1), SMALL).range(0, 1).build();
        batch.run(map -> { });
        assertThrows(IllegalStateException.class, () -> batch.run(map -> { }));
    }
}
