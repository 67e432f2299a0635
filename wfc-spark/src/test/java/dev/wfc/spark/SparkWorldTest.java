package dev.wfc.spark;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.world.WorldRegion;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A world region made on Spark ({@code local[2]}) is the directory {@code wfc world --out} makes (in a child JVM)
 * for the same spec, region and tile size, file by file and byte for byte: world.json, every tile and the manifest.
 * The spec names its sample as {@code ../samples/grid.png} and sets every world key, so the executors must resolve
 * the shipped spec as the driver does. With {@code --formats}, a Knots world's Tiled tiles, the tileset image and
 * the manifest's {@code also} lists are {@code wfc world --formats}'s too; and a {@code wfc world} directory left by a
 * killed run (a partial manifest line, tiles missing, one finished but unlisted) is resumed on Spark to the same
 * bytes, keeping the tiles its manifest lists. The picture the driver streams as the tasks finish ({@code --png})
 * is {@code wfc world --png}'s, byte for byte, for square worlds (from the tiles) and for a hexagonal world of a hex
 * tileset with pictures (from the cells the tasks leave), whose Tiled tiles are also {@code wfc world}'s.
 */
class SparkWorldTest {
    private static final String REGION = "-45,1000000000,100,70";
    private static final String TILE = "32";

    @TempDir
    static Path dir;
    private static SparkSession spark;
    private static Path spec;
    private static Map<String, byte[]> reference;

    @BeforeAll
    static void setUp() throws IOException, InterruptedException {
        Path job = TestJob.spec(dir);
        spec = job.resolveSibling("world.json");
        Files.writeString(spec, "{\"model\": \"overlapping\", \"sample\": \"../samples/grid.png\", \"worldSeed\": -7, "
                + "\"block\": 16, \"layers\": 3, \"frame\": 2}", StandardCharsets.UTF_8);
        WfcCorpus.wfc(dir.resolve("wfc.log"), "world", spec.toString(), "--region", REGION, "--tile-size", TILE,
                "--threads", "2", "--quiet", "--out", dir.resolve("wfc").toString(), "--png",
                dir.resolve("wfc.png").toString());
        reference = files(dir.resolve("wfc"));
        spark = TestSpark.start("local[2]");
    }

    @AfterAll
    static void tearDown() {
        spark.stop();
    }

    /** Every regular file under {@code root}, by its path relative to it. */
    private static Map<String, byte[]> files(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }

    private static void assertSameFiles(Map<String, byte[]> expected, Map<String, byte[]> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        for (Map.Entry<String, byte[]> e : expected.entrySet()) {
            assertArrayEquals(e.getValue(), actual.get(e.getKey()), e.getKey());
        }
    }

    @Test
    void theRegionIsWfcWorldsDirectoryByteForByte() throws IOException {
        Path out = dir.resolve("spark");
        Path png = dir.resolve("pictures/spark.png");
        SparkWorldJob.Result result = SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32, 64, out.toString(), 5,
                null, false, png.toString()).run(spark);
        // 100 x 70 cells in tiles of 32: 4 columns, 3 rows.
        assertEquals(12, result.tiles());
        assertEquals(5, result.partitions());
        assertEquals(2 + 12, reference.size());
        assertTrue(new String(reference.get("world.json"), StandardCharsets.UTF_8).contains("\"frame\" : 2"));
        assertSameFiles(reference, files(out));
        assertArrayEquals(Files.readAllBytes(dir.resolve("wfc.png")), Files.readAllBytes(png), "--png");
    }

    @Test
    void oneTilePerPartitionGivesTheSameBytes() throws IOException {
        Path out = dir.resolve("spark-12");
        SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32, 4096, out.toString(), 12, null, false, null).run(spark);
        assertSameFiles(reference, files(out));
    }

    @Test
    void tiledTilesAreWfcWorldFormatsByteForByte() throws IOException, InterruptedException {
        Path knots = Files.writeString(dir.resolve("knots.json"), "{\"model\": \"tiled\", \"tileset\": \""
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace("\\", "\\\\")
                + "\", \"subset\": \"Standard\", \"worldSeed\": 5}", StandardCharsets.UTF_8);
        String region = "-20,7,40,30";
        Path wfc = dir.resolve("wfc-formats");
        WfcCorpus.wfc(dir.resolve("wfc-formats.log"), "world", knots.toString(), "--region", region, "--tile-size",
                "16", "--formats", "png,tmj,tmx", "--threads", "2", "--quiet", "--out", wfc.toString(), "--png",
                dir.resolve("wfc-knots.png").toString());
        Map<String, byte[]> expected = files(wfc);
        // 40 x 30 cells in tiles of 16: 3 columns, 2 rows, 3 files each; the tileset image, world.json, manifest.
        assertEquals(3 + 6 * 3, expected.size());
        assertTrue(expected.containsKey("tileset.png"));
        assertTrue(new String(expected.get("manifest.jsonl"), StandardCharsets.UTF_8).contains("\"also\":[{"));
        Path out = dir.resolve("spark-formats");
        Path png = dir.resolve("spark-knots.png");
        SparkWorldJob.of(knots, WorldRegion.parse(region), 16, 64, out.toString(), 4, "tmx,png,tmj", false,
                png.toString()).run(spark);
        assertSameFiles(expected, files(out));
        assertArrayEquals(Files.readAllBytes(dir.resolve("wfc-knots.png")), Files.readAllBytes(png), "--png");
    }

    @Test
    void aHexagonalWorldsTilesAndPictureAreWfcWorldsByteForByte() throws IOException, InterruptedException {
        Path rivers = Path.of("../docs/tilesets/hexrivers.xml").toAbsolutePath().normalize();
        Path hex = Files.writeString(dir.resolve("rivers.json"), "{\"model\": \"tiled\", \"tileset\": \""
                + rivers.toString().replace("\\", "\\\\") + "\", \"worldSeed\": 3, \"scale\": 6}",
                StandardCharsets.UTF_8);
        String region = "-7,3,30,22";
        Path wfc = dir.resolve("wfc-hex");
        WfcCorpus.wfc(dir.resolve("wfc-hex.log"), "world", hex.toString(), "--region", region, "--tile-size", "8",
                "--formats", "png,tmj,tmx", "--threads", "2", "--quiet", "--out", wfc.toString(), "--png",
                dir.resolve("wfc-hex.png").toString());
        Map<String, byte[]> expected = files(wfc);
        // 30 x 22 cells in tiles of 8: 4 columns, 3 rows, 3 files each; the tileset image, world.json, manifest.
        assertEquals(3 + 12 * 3, expected.size());
        byte[] picture = Files.readAllBytes(dir.resolve("wfc-hex.png"));
        Path out = dir.resolve("spark-hex");
        Path png = dir.resolve("spark-hex.png");
        SparkWorldJob.of(hex, WorldRegion.parse(region), 8, 64, out.toString(), 5, "png,tmj,tmx", false,
                png.toString()).run(spark);
        assertSameFiles(expected, files(out));
        assertArrayEquals(picture, Files.readAllBytes(png), "--png");
        assertEquals(List.of("spark-hex.png"), Files.list(dir).map(p -> p.getFileName().toString())
                .filter(n -> n.contains("spark-hex.png")).toList(), "the cells beside the picture are gone");
        // Resuming the finished directory makes no tile, but the picture still needs every tile's cells.
        Path again = dir.resolve("spark-hex-again.png");
        assertEquals(0, SparkWorldJob.of(hex, WorldRegion.parse(region), 8, 64, out.toString(), 3, "png,tmj,tmx",
                true, again.toString()).run(spark).tiles());
        assertArrayEquals(picture, Files.readAllBytes(again), "--png of a resumed run");
    }

    /** Released by the test once the driver has seen the tiles before the last range: that range's task waits. */
    private static final CountDownLatch LAST_RANGE_MAY_END = new CountDownLatch(1);

    /**
     * The driver gets the tiles of the leading ranges while a later task still runs (what lets {@code --png} stream):
     * the last range's task waits for the test to have seen the tiles before it, and fails the job if it waits a
     * minute (the driver would be waiting for it). A failing task's error reaches the driver's wait.
     */
    @Test
    void tilesReachTheDriverRangeByRangeBeforeTheLastTaskEnds() throws IOException {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        // Tiles 2..9 in four ranges: 2-3, 4-5, 6-7, 8-9.
        TileTasks tasks = TileTasks.submit(jsc, IndexRange.split(2, 8, 4), 2, range -> {
            if (range.part() == 3 && !LAST_RANGE_MAY_END.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the driver did not see tiles 2..7 while the last task ran");
            }
            return (range.start() + "\n").getBytes(StandardCharsets.UTF_8);
        });
        tasks.awaitTiles(2);
        tasks.awaitTiles(8);
        LAST_RANGE_MAY_END.countDown();
        tasks.awaitTiles(10);
        assertEquals("2\n4\n6\n8\n", new String(tasks.finish(), StandardCharsets.UTF_8));

        TileTasks failing = TileTasks.submit(jsc, IndexRange.split(0, 2, 2), 0, range -> {
            if (range.part() == 1) {
                throw new IllegalStateException("tile trouble");
            }
            return new byte[0];
        });
        IOException e = assertThrows(IOException.class, () -> failing.awaitTiles(2));
        assertTrue(e.getMessage().contains("tile trouble"), e.getMessage());
    }

    /** A copy of wfc world's directory as a run killed after {@code listed} tiles and half a line leaves it. */
    private static Path killedAfter(String name, int listed) throws IOException {
        Path out = dir.resolve(name);
        for (Map.Entry<String, byte[]> f : reference.entrySet()) {
            Files.createDirectories(out.resolve(f.getKey()).getParent());
            Files.write(out.resolve(f.getKey()), f.getValue());
        }
        List<String> lines = Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < listed; i++) {
            kept.append(lines.get(i)).append('\n');
        }
        kept.append(lines.get(listed), 0, lines.get(listed).length() / 2);
        Files.writeString(out.resolve("manifest.jsonl"), kept, StandardCharsets.UTF_8);
        // Tiles after the last listed one are gone but one, which a killed run had finished without listing it.
        for (int i = listed; i < lines.size(); i++) {
            if (i != listed + 2) {
                Files.delete(out.resolve(lines.get(i).replaceFirst("^\\{\"file\":\"([^\"]+)\".*", "$1")));
            }
        }
        return out;
    }

    @Test
    void aKilledWfcWorldRunIsResumedToTheSameBytesKeepingTheListedTiles() throws IOException {
        Path out = killedAfter("resumed", 5);
        String first = new String(reference.get("manifest.jsonl"), StandardCharsets.UTF_8).lines().findFirst()
                .orElseThrow().replaceFirst("^\\{\"file\":\"([^\"]+)\".*", "$1");
        byte[] marker = "a listed tile is kept as it is".getBytes(StandardCharsets.UTF_8);
        Files.write(out.resolve(first), marker);
        SparkWorldJob.Result result = SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32, 64, out.toString(), 3,
                null, true, null).run(spark);
        assertEquals(12 - 5, result.tiles());
        Map<String, byte[]> resumed = files(out);
        assertArrayEquals(marker, resumed.get(first));
        resumed.put(first, reference.get(first));
        assertSameFiles(reference, resumed);
        // A complete directory resumes to itself, making nothing.
        assertEquals(0, SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32, 64, out.toString(), 0, null, true, null)
                .run(spark).tiles());
        assertArrayEquals(reference.get("manifest.jsonl"), Files.readAllBytes(out.resolve("manifest.jsonl")));
    }

    @Test
    void resumingAnotherWorldOrNoneIsRefused() throws IOException {
        Path out = killedAfter("other", 2);
        CliFailure e = assertThrows(CliFailure.class, () -> SparkWorldJob.of(spec, WorldRegion.parse(REGION), 16,
                64, out.toString(), 0, null, true, null).run(spark));
        assertEquals(ExitCodes.BAD_INPUT, e.exitCode());
        assertTrue(e.getMessage().startsWith("--resume: ") && e.getMessage().contains("world.json describes another "
                + "world, region or tile size"), e.getMessage());
        CliFailure none = assertThrows(CliFailure.class, () -> SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32,
                64, dir.resolve("none").toString(), 0, null, true, null).run(spark));
        assertEquals(ExitCodes.BAD_INPUT, none.exitCode());
        assertTrue(none.getMessage().contains("world.json not found (expected: a directory written by wfc world)"),
                none.getMessage());
    }

    @Test
    void anOutInUseAndTooManyPartitionsAreRefused() throws IOException {
        Path used = dir.resolve("used");
        Files.createDirectories(used);
        Files.writeString(used.resolve("other"), "x", StandardCharsets.UTF_8);
        CliFailure e = assertThrows(CliFailure.class,
                () -> SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32, 64, used.toString(), 0, null, false, null)
                        .run(spark));
        assertEquals(ExitCodes.BAD_INPUT, e.exitCode());
        CliFailure p = assertThrows(CliFailure.class,
                () -> SparkWorldJob.of(spec, WorldRegion.parse(REGION), 32, 64, dir.resolve("n").toString(), 13,
                        null, false, null));
        assertEquals(ExitCodes.BAD_INPUT, p.exitCode());
        assertTrue(p.getMessage().startsWith("--partitions: 13 (expected: at most the tiles, 12)"), p.getMessage());
    }
}
