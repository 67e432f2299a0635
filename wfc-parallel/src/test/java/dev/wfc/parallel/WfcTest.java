package dev.wfc.parallel;

import dev.wfc.core.Grid;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverKind;
import dev.wfc.core.Status;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The entry point: its maps are the batch engine's, its streams are in index order, its runs cancel and wait. */
class WfcTest {
    private static final Duration LONG = Duration.ofMinutes(5);

    @TempDir
    Path dir;

    private static Image flowers() throws IOException {
        return Png.read(SampleFiles.sample("Flowers"));
    }

    private static WfcJob small() throws IOException {
        return Wfc.overlapping(flowers()).size(12, 12).periodic(true).build();
    }

    private static void assertBadInput(String message, Executable call) {
        assertEquals(message, assertThrows(WfcInputException.class, call).getMessage());
    }

    private static void assertSetTwice(String message, Executable call) {
        assertEquals(message, assertThrows(IllegalStateException.class, call).getMessage());
    }

    private static List<MapResult> batchMaps(WfcJob job, long master, long start, int count, int threads)
            throws IOException {
        ConcurrentHashMap<Long, MapResult> maps = new ConcurrentHashMap<>();
        job.batch(master, start, count).threads(threads).run(EncodingSink.of(m -> m, (m, same) -> maps.put(
                m.index(), m)));
        List<MapResult> ordered = new ArrayList<>(maps.values());
        ordered.sort((a, b) -> Long.compare(a.index(), b.index()));
        return ordered;
    }

    @Test
    void mapIIsTheBatchEnginesMapI() throws IOException {
        Image sample = flowers();
        WfcJob job = Wfc.overlapping(sample).n(3).symmetry(8).size(20, 16).periodic(true).tries(5).build();
        OverlappingModel model = OverlappingModel.builder(sample).n(3).symmetry(8).build();
        SolveParams params = new SolveParams(20, 16, true, dev.wfc.core.Heuristic.ENTROPY, SolverKind.INCREMENTAL,
                PropagatorKind.AUTO, 5, -1, null);
        List<MapResult> batch = batchMaps(job, 42, 3, 6, 2);
        for (int i = 3; i < 9; i++) {
            Solution map = job.map(42, i);
            assertEquals(Maps.solve(model::solverBuilder, params, 42, i), map, "map " + i);
            assertEquals(batch.get(i - 3).solution(), map, "batch map " + i);
            assertEquals(job.mapWithSeed(Seeds.map(42, i)), map, "raw seed of map " + i);
            assertArrayEquals(model.render(map, 20, 16).argb(), job.render(map).argb());
        }
        assertNotEquals(job.map(42, 0), job.mapWithSeed(42), "the raw seed is another seed space");
    }

    @Test
    void aModelBuiltElsewhereMakesTheSameMaps() throws IOException {
        OverlappingModel model = OverlappingModel.builder(flowers()).build();
        WfcJob job = Wfc.of(model).size(10, 10).build();
        assertEquals(Maps.solve(model::solverBuilder, SolveParams.defaults(10, 10, false), 7, 1), job.map(7, 1));
        assertEquals(10, job.render(job.map(7, 1)).width(), "non-periodic pixels: the grid + N - 1");
    }

    @Test
    void theStreamIsInIndexOrderAndEqualsTheBatchForOneAndTwoThreads() throws IOException {
        WfcJob job = small();
        List<MapResult> expected = batchMaps(job, 5, 10, 40, 2);
        for (int threads = 1; threads <= 2; threads++) {
            List<MapResult> streamed;
            try (Stream<MapResult> maps = job.batch(5, 10, 40).threads(threads).queueCapacity(2).stream()) {
                streamed = maps.toList();
            }
            assertEquals(40, streamed.size());
            for (int k = 0; k < 40; k++) {
                assertEquals(10 + k, streamed.get(k).index(), threads + " threads");
                assertEquals(expected.get(k).solution(), streamed.get(k).solution(), threads + " threads, map " + k);
            }
        }
    }

    @Test
    void closingAStreamEarlyStopsTheWorkers() throws IOException {
        WfcJob job = small();
        AtomicLong listened = new AtomicLong();
        List<Long> taken = new ArrayList<>();
        try (Stream<MapResult> maps = job.batch(1, 0, 1_000_000).threads(2).queueCapacity(4)
                .listener(m -> listened.incrementAndGet()).stream()) {
            Iterator<MapResult> it = maps.iterator();
            for (int k = 0; k < 3; k++) {
                taken.add(it.next().index());
            }
        }
        assertEquals(List.of(0L, 1L, 2L), taken);
        long afterClose = listened.get();
        assertTrue(afterClose <= 3 + 4 + 2, "at most the window and one map per worker beyond the consumer: "
                + afterClose);
        assertEquals(afterClose, listened.get(), "close waited for the run's end: nothing is accepted later");
    }

    @Test
    void anAsyncRunCanBeAwaitedAndCancelled() throws Exception {
        WfcJob job = small();
        CountDownLatch firstMap = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        BatchRun run = job.batch(0, 0, 1_000_000).threads(2).start(map -> {
            firstMap.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IOException(e);
            }
        });
        assertTrue(firstMap.await(LONG.toMinutes(), java.util.concurrent.TimeUnit.MINUTES));
        assertFalse(run.await(Duration.ZERO), "the writer is held in the sink");
        assertFalse(run.isDone());
        assertThrows(IllegalStateException.class, run::stats);
        run.cancel();
        release.countDown();
        assertTrue(run.await(LONG));
        BatchStats stats = run.stats();
        assertTrue(stats.cancelled());
        assertTrue(stats.maps() >= 1 && stats.maps() < 1_000_000, stats.maps() + " maps");
    }

    @Test
    void anAsyncRunEndsOnItsOwnAndEncodesOnTheWorkers() throws Exception {
        WfcJob job = small();
        ConcurrentHashMap<Long, byte[]> pngs = new ConcurrentHashMap<>();
        BatchRun run = job.batch(3, 0, 8).threads(2).start(EncodingSink.of(m -> job.png(m.solution()),
                (m, png) -> pngs.put(m.index(), png)));
        assertTrue(run.await(LONG));
        assertEquals(8, run.stats().maps());
        assertFalse(run.stats().cancelled());
        for (long i = 0; i < 8; i++) {
            assertArrayEquals(Png.encode(job.render(job.map(3, i))), pngs.get(i), "map " + i);
        }
    }

    @Test
    void aMapOverItsTimeBudgetIsHandedOverUnfinished() throws IOException {
        WfcJob job = Wfc.overlapping(flowers()).size(40, 40).periodic(true).build();
        List<Status> statuses = new ArrayList<>();
        BatchStats stats = job.batch(0, 0, 3).threads(1).timeBudget(Duration.ofNanos(1))
                .run(EncodingSink.of(m -> m, (m, same) -> statuses.add(m.solution().status())));
        assertEquals(List.of(Status.CANCELLED, Status.CANCELLED, Status.CANCELLED), statuses);
        assertFalse(stats.cancelled(), "the batch itself went on");
    }

    @Test
    void eachSetterChecksItsRangeAndRefusesASecondCall() throws IOException {
        Image sample = flowers();
        assertBadInput("N: 1 (expected: >= 2)", () -> Wfc.overlapping(sample).n(1));
        assertBadInput("symmetry: 9 (expected: 1..8)", () -> Wfc.overlapping(sample).symmetry(9));
        assertBadInput("width: 0 (expected: > 0)", () -> Wfc.overlapping(sample).size(0, 4));
        assertBadInput("tries: 0 (expected: > 0)", () -> Wfc.overlapping(sample).tries(0));
        assertBadInput("stepLimit: -1 (expected: >= 0)", () -> Wfc.overlapping(sample).stepLimit(-1));
        // The learned model's widest range, the hexagon's; a square model refuses 9..12 when it is built.
        assertBadInput("symmetry: 0 (expected: 1..12)", () -> Wfc.learned(sample).symmetry(0));
        assertBadInput("symmetry: 9 (expected: 1..8)", () -> Wfc.learned(sample).symmetry(9).build());
        OverlappingBuilder b = Wfc.overlapping(sample).n(2).symmetry(2).periodicInput(true).ground(false)
                .size(4, 4).periodic(true).tries(1).stepLimit(3).heuristic(dev.wfc.core.Heuristic.MRV)
                .solver(SolverKind.NAIVE).propagator(PropagatorKind.BITSET)
                .backtracking(dev.wfc.core.Backtracking.DEFAULT).steering(s -> { });
        assertSetTwice("n was already set", () -> b.n(2));
        assertSetTwice("symmetry was already set", () -> b.symmetry(2));
        assertSetTwice("periodicInput was already set", () -> b.periodicInput(true));
        assertSetTwice("ground was already set", () -> b.ground(true));
        assertSetTwice("size was already set", () -> b.size(4, 4));
        assertSetTwice("periodic was already set", () -> b.periodic(true));
        assertSetTwice("tries was already set", () -> b.tries(1));
        assertSetTwice("stepLimit was already set", () -> b.stepLimit(1));
        assertSetTwice("heuristic was already set", () -> b.heuristic(dev.wfc.core.Heuristic.MRV));
        assertSetTwice("kind was already set", () -> b.solver(SolverKind.NAIVE));
        assertSetTwice("propagator was already set", () -> b.propagator(PropagatorKind.BITSET));
        assertSetTwice("backtracking was already set", () -> b.backtracking(dev.wfc.core.Backtracking.DEFAULT));
        assertSetTwice("steering was already set", () -> b.steering(s -> { }));
        assertSetTwice("symmetry was already set", () -> Wfc.learned(sample).symmetry(2).symmetry(2));

        WfcJob job = small();
        assertBadInput("count: -1 (expected: >= 0)", () -> job.batch(0, 0, -1));
        assertBadInput("threads: 0 (expected: > 0)", () -> job.batch(0, 0, 1).threads(0));
        assertBadInput("queueCapacity: 1 (expected: 2..1048576)", () -> job.batch(0, 0, 1).queueCapacity(1));
        assertBadInput("timeBudget: PT0S (expected: > 0)", () -> job.batch(0, 0, 1).timeBudget(Duration.ZERO));
        MapBatch batch = job.batch(0, 0, 1).threads(1).timeBudget(LONG).queueCapacity(2)
                .listener(m -> { }).progress((d, t, n) -> { });
        assertSetTwice("threads was already set", () -> batch.threads(1));
        assertSetTwice("timeBudget was already set", () -> batch.timeBudget(LONG));
        assertSetTwice("queueCapacity was already set", () -> batch.queueCapacity(2));
        assertSetTwice("listener was already set", () -> batch.listener(m -> { }));
        assertSetTwice("progress was already set", () -> batch.progress((d, t, n) -> { }));
    }

    @Test
    void sizesTheModelCannotMakeAreRefusedAtBuild() throws IOException {
        assertBadInput("size: 2x9 (expected: at least N = 3 on each side for a non-periodic output)",
                () -> Wfc.overlapping(flowers()).size(2, 9).build());
    }

    @Test
    void badFilesAndImpossibleJobsHaveTheirOwnExceptions() throws IOException {
        Path xml = dir.resolve("Bad.xml");
        Files.writeString(xml, "<set><tiles>");
        WfcInputException bad = assertThrows(WfcInputException.class, () -> Wfc.tiled(xml).build());
        assertInstanceOf(InvalidInputException.class, bad.getCause());
        assertTrue(bad.getMessage().contains("Bad.xml"), bad.getMessage());

        Path tileset = SampleFiles.root().resolve("tilesets/Knots.xml");
        WfcJob impossible = Wfc.tiled(tileset).size(4, 4)
                .steering(s -> s.pin(0, 0, "empty").pin(0, 0, "cross")).build();
        assertThrows(NoMapPossibleException.class, () -> impossible.map(0, 0));
        assertThrows(NoMapPossibleException.class, () -> impossible.batch(0, 0, 5).stream());
        assertThrows(NoMapPossibleException.class, () -> impossible.batch(0, 0, 5).start(m -> { }));
        assertFalse(IllegalArgumentException.class.isAssignableFrom(NoMapPossibleException.class));
    }

    @Test
    void steeringBindsDesignerConstraintsToEveryMap() throws IOException {
        Path tileset = SampleFiles.root().resolve("tilesets/Knots.xml");
        WfcJob job = Wfc.tiled(tileset).size(8, 8).steering(s -> s.border(Steering.ALL_EDGES, "empty")).build();
        TiledModel plain = TiledModel.builder(tileset).build();
        int solved = 0;
        try (Stream<MapResult> maps = job.batch(9, 0, 6).threads(2).stream()) {
            for (MapResult r : (Iterable<MapResult>) maps::iterator) {
                Solution s = r.solution();
                if (!s.solved()) {
                    continue;
                }
                solved++;
                for (int x = 0; x < 8; x++) {
                    for (int y = 0; y < 8; y++) {
                        if (x == 0 || y == 0 || x == 7 || y == 7) {
                            assertTrue(plain.tileNames().get(s.tile(x + y * 8)).startsWith("empty "));
                        }
                    }
                }
            }
        }
        assertTrue(solved > 0, "no map solved: the border check saw nothing");
    }

    @Test
    void theMemoryEstimateIsTheCoresForTheJobsGridAndPixels() throws IOException {
        Image sample = flowers();
        WfcJob job = Wfc.overlapping(sample).size(30, 20).build();
        int patterns = OverlappingModel.builder(sample).build().patternCount();
        double expected = MemoryEstimate.bytes((30 - 2) * (20 - 2), patterns, SolverKind.INCREMENTAL,
                job.config().propagator(), 30 * 20);
        assertEquals((long) Math.ceil(expected), job.estimatedBytes());
        assertEquals(new Grid(28, 18, false).cells(), job.grid().cells());
        // Beyond what one solver needs whatever its grid (the propagator's tables), at least the five waves of a
        // cell (one word each at the least) grow with the grid.
        long bigger = Wfc.overlapping(sample).size(300, 200).build().estimatedBytes();
        assertTrue(bigger - job.estimatedBytes() >= (298L * 198 - 28 * 18) * 5 * Long.BYTES,
                () -> bigger + " vs " + job.estimatedBytes());
        assertNotEquals(PropagatorKind.AUTO, job.config().propagator(), "build() chose the propagator");
    }
}
