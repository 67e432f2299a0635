package dev.wfc.parallel;

import dev.wfc.core.Defaults;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.model.VoxelTilesBuilder;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The code examples of {@code docs/embedding.md}, compiled and run: each region between {@code // tag::NAME[]} and
 * {@code // end::NAME[]} is quoted verbatim by the guide, which {@link EmbeddingDocTest} checks.
 */
class EmbeddingSnippetsTest {
    @TempDir
    Path out;
    Path sample;
    Path tileset;

    @BeforeEach
    void samples() {
        sample = SampleFiles.sample("Flowers");
        tileset = SampleFiles.root().resolve("tilesets/Knots.xml");
    }

    @Test
    void oneMap() throws Exception {
        // tag::one-map[]
        WfcJob job = Wfc.overlapping(Png.read(sample)).n(3).symmetry(8)   // model options
                .size(48, 48).periodic(true).tries(10)                     // size once, in the model's units
                .build();                                                  // immutable, shareable
        Solution map = job.map(42, 7);                                     // map 7 of master seed 42
        if (map.solved()) {
            Png.write(out.resolve("map-7.png"), job.render(map));
        }
        // end::one-map[]
        assertTrue(map.solved());
        assertEquals(48, Png.read(out.resolve("map-7.png")).width());
    }

    @Test
    void thousandMaps() throws Exception {
        sample = SampleFiles.sample("SimpleMaze"); // few patterns: 1,000 maps in seconds on a busy test machine
        // tag::thousand-maps[]
        WfcJob job = Wfc.overlapping(Png.read(sample)).size(48, 48).periodic(true).build();
        BatchStats stats = job.batch(42, 0, 1000).threads(4).run(EncodingSink.of(
                m -> job.png(m.solution()),                                      // on the workers
                (m, png) -> Files.write(out.resolve(m.index() + ".png"), png))); // on one writer thread
        double mapsPerSecond = stats.mapsPerSecond();
        // end::thousand-maps[]
        assertEquals(1000, stats.maps());
        assertTrue(mapsPerSecond > 0);
        try (var files = Files.list(out)) {
            assertEquals(1000, files.count());
        }
    }

    @Test
    void stream() throws Exception {
        WfcJob job = Wfc.overlapping(Png.read(sample)).size(32, 32).periodic(true).build();
        // tag::stream[]
        List<Long> firstTen = new ArrayList<>();
        try (var maps = job.batch(42, 0, 1000).threads(2).stream()) {    // index order, bounded look-ahead
            maps.filter(m -> m.solution().solved())
                    .limit(10)
                    .forEach(m -> firstTen.add(m.index()));
        }                                                                 // closing stops the workers
        // end::stream[]
        assertEquals(10, firstTen.size());
        for (int k = 1; k < 10; k++) {
            assertTrue(firstTen.get(k - 1) < firstTen.get(k), firstTen::toString);
        }
    }

    @Test
    void asyncRunWithCancel() throws Exception {
        WfcJob job = Wfc.overlapping(Png.read(sample)).size(32, 32).periodic(true).build();
        // tag::async[]
        CountDownLatch enough = new CountDownLatch(100);
        BatchRun run = job.batch(42, 0, 1_000_000).threads(2)
                .timeBudget(Duration.ofSeconds(5))         // a slower map is handed over as CANCELLED
                .listener(m -> enough.countDown())         // every map, on the writer thread
                .start(m -> { });                          // returns at once
        enough.await();                                    // ... the application decides it has enough
        run.cancel();                                      // workers stop; finished maps still reach the sink
        boolean ended = run.await(Duration.ofMinutes(1));  // true once every thread has stopped
        BatchStats stats = run.stats();                    // stats.cancelled() is true
        // end::async[]
        assertTrue(ended);
        assertTrue(stats.cancelled());
        assertTrue(stats.maps() >= 100 && stats.maps() < 1_000_000, stats.maps() + " maps");
    }

    @Test
    void designerConstraints() throws Exception {
        // tag::steering[]
        WfcJob framed = Wfc.tiled(tileset).size(16, 16)
                .steering(s -> s.border(Steering.ALL_EDGES, "empty")        // tile names, all orientations
                        .count(new String[] {"cross"}, 1, 3))               // one to three crossings
                .build();
        Solution map = framed.map(42, 0);
        // end::steering[]
        List<String> names = framed.model().tileNames();
        assertTrue(map.solved(), map.status()::toString);
        for (int i = 0; i < 16; i++) {
            assertTrue(names.get(map.tile(i)).startsWith("empty "), "top row " + i);
            assertTrue(names.get(map.tile(i * 16)).startsWith("empty "), "left column " + i);
        }
        long crossings = java.util.Arrays.stream(map.tiles()).filter(t -> names.get(t).startsWith("cross ")).count();
        assertTrue(crossings >= 1 && crossings <= 3, crossings + " crossings");
    }

    @Test
    void cellWeights() throws Exception {
        // tag::cell-weights[]
        int[] biomes = new int[16 * 16];                                   // the weight map's colours, cell by cell
        java.util.Arrays.fill(biomes, 0, 16 * 8, 0xFF0000FF);              // the top half blue, the rest clear
        WfcJob weighted = Wfc.tiled(tileset).size(16, 16)
                .steering(s -> s.weights(new Image(biomes, 16, 16), List.of(
                        new Steering.WeightFactor("#0000FF", List.of("cross"), 0),  // no crossing in the blue half
                        new Steering.WeightFactor(null, List.of("empty"), 2))))     // twice the empty tiles anywhere
                .build();
        Solution map = weighted.map(42, 0);
        // end::cell-weights[]
        List<String> names = weighted.model().tileNames();
        assertTrue(map.solved(), map.status()::toString);
        for (int c = 0; c < 16 * 8; c++) {
            assertTrue(!names.get(map.tile(c)).startsWith("cross "), "cell " + c);
        }
    }

    @Test
    void voxelsHexagonsAndMasks() throws Exception {
        Path columnsVox = SampleFiles.debroglie().resolve("docs/columns.vox");
        Path islandPng = out.resolve("island.png");
        int[] island = new int[40 * 40];
        for (int c = 0; c < island.length; c++) {
            double dx = c % 40 - 19.5;
            double dy = c / 40 - 19.5;
            island[c] = dx * dx + dy * dy < 300 ? 0xFFFFFFFF : 0xFF000000;
        }
        Png.write(islandPng, new Image(island, 40, 40));
        // tag::topologies[]
        LearnedModel columns = LearnedModel.builder().example(columnsVox).build(); // voxels: a cube model
        WfcJob cube = Wfc.of(columns).size(20, 20).depth(20).build();            // 6 neighbours, z up
        Solution map = cube.map(42, 0);
        if (map.solved()) {
            Vox.write(out.resolve("map.vox"), columns.voxels(map));               // the palette kept
            Png.write(out.resolve("map.png"), cube.render(map));                  // an isometric preview
        }
        WfcJob hex = Wfc.learned(Topology.HEX, Png.read(sample)).size(40, 40)     // axial cells, 6 neighbours
                .mask(Mask.read(islandPng))                                       // black pixels: no cell
                .build();
        Solution islandMap = hex.map(42, 0);                                      // -1 outside the mask
        // end::topologies[]
        assertEquals(20 * 20 * 20, cube.grid().cells());
        if (map.solved()) {
            assertEquals(map.grid().cells(), Vox.read(out.resolve("map.vox")).colors().length);
        }
        for (int c = 0; c < island.length; c++) {
            if (islandMap.solved()) {
                assertEquals(island[c] == 0xFFFFFFFF, islandMap.tile(c) >= 0, "cell " + c);
            }
        }
    }

    @Test
    void tilesOnCubesAndHexagons() throws Exception {
        Path castle = SampleFiles.debroglie().resolve("castle");
        // tag::tiles-3d-hex[]
        VoxelTilesBuilder set = VoxelTiles.builder().symmetry(4, true)          // turns about z, and mirrors
                .autoAdjacency(Defaults.FACE_TOLERANCE)                         // pairs whose faces match
                .allow("ground", "empty", 4);                                   // and a pair by hand: above
        for (String name : List.of("empty", "ground", "solid", "wall", "wall_top")) {
            set.tile(name, Vox.read(castle.resolve(name + ".vox")), 1);         // a .vox box per tile
        }
        VoxelTiles tiles = set.build();                                         // "wall!90": a turned copy
        WfcJob job = Wfc.of(tiles).size(8, 8).depth(6).build();                 // tiles on the cube grid
        Solution map = job.map(42, 0);
        if (map.solved()) {
            Vox.write(out.resolve("castle.vox"), tiles.voxels(map));            // each tile's voxels placed
        }
        HexTiles roads = HexTiles.builder().symmetry(6, true).matchSides()      // turns by 60 degrees
                .tile("grass", 1, 0xFF3A7D2C, "g", "g", "g", "g", "g", "g")     // a label per side
                .tile("road", 0.5, 0xFF9C8A6B, "r", "g", "g", "r", "g", "g")    // left and right: road
                .build();
        Solution hexMap = Wfc.of(roads).size(30, 30).build().map(42, 0);       // hexagons, axial cells
        // end::tiles-3d-hex[]
        assertEquals(8 * 8 * 6, map.grid().cells());
        if (map.solved()) {
            assertEquals(List.of(40, 40, 30), List.of(Vox.read(out.resolve("castle.vox")).width(),
                    Vox.read(out.resolve("castle.vox")).height(), Vox.read(out.resolve("castle.vox")).depth()));
        }
        assertEquals(Topology.HEX, hexMap.grid().topology());
        assertTrue(tiles.tile("wall!90") >= 0 && roads.tile("road!60") >= 0);
    }

    @Test
    void memoryEstimate() throws Exception {
        // tag::memory[]
        WfcJob big = Wfc.overlapping(Png.read(sample)).size(4000, 4000).periodic(true).build(); // no solver yet
        long perWorker = big.estimatedBytes();
        long threads = Math.min(Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() / 2 / perWorker);                // 0: too big for this heap
        // end::memory[]
        assertTrue(perWorker > 16_000_000L * 100, perWorker + " bytes for 16 M cells");
        assertTrue(threads >= 0);
    }

    @Test
    void exceptions() throws Exception {
        String caught;
        // tag::exceptions[]
        try {
            WfcJob job = Wfc.tiled(tileset).size(8, 8)
                    .steering(s -> s.pin(0, 0, "empty").pin(0, 0, "cross"))
                    .build();
            job.map(42, 0);
            caught = "none";
        } catch (WfcInputException e) {        // bad input: a value out of range, a file's content, a tile name
            caught = "bad input: " + e.getMessage();
        } catch (NoMapPossibleException e) {    // fine input, but no seed can solve it
            caught = "no map: " + e.getMessage();
        }
        // end::exceptions[]
        assertTrue(caught.startsWith("no map: no map possible: cell ("), caught);
        assertEquals(Status.SOLVED, Wfc.tiled(tileset).size(8, 8).build().map(42, 0).status());
    }
}
