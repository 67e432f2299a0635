package dev.wfc.spark;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The tiled and learned models on Spark equal {@code wfc corpus}: the Tiled maps' shared tileset image, maps whose
 * file lists differ (no text for a partial map, no files for a failed one), and the manifest's {@code diagnosis}, in
 * the corpus layout and as the Parquet columns.
 */
class SparkModelsTest {
    private static final long SEED = 3;
    private static final String DUNGEON = """
            ###########
            #...#.....#
            #.M.#..M..#
            #...###.###
            #.........#
            ###########
            """;

    @TempDir
    static Path dir;
    private static SparkSession spark;

    @BeforeAll
    static void setUp() throws IOException {
        Path examples = Files.createDirectories(dir.resolve("examples"));
        Files.writeString(examples.resolve("dungeon.txt"), DUNGEON, StandardCharsets.UTF_8);
        int[] rings = new int[6 * 6];
        for (int i = 0; i < rings.length; i++) {
            int ring = Math.min(Math.min(i % 6, 5 - i % 6), Math.min(i / 6, 5 - i / 6));
            rings[i] = new int[] {0xFF204080, 0xFF30A050, 0xFFE0C020}[ring];
        }
        Png.write(examples.resolve("rings.png"), new Image(rings, 6, 6));
        Files.writeString(examples.resolve("Pair.xml"), """
                <set>
                  <tiles><tile name="sea" symmetry="X"/><tile name="land" symmetry="X"/></tiles>
                  <neighbors>
                    <neighbor left="sea" right="sea"/><neighbor left="sea" right="land"/>
                    <neighbor left="land" right="land"/>
                  </neighbors>
                </set>
                """, StandardCharsets.UTF_8);
        Png.write(examples.resolve("Pair/sea.png"), new Image(filled(0xFF2050A0), 3, 3));
        Png.write(examples.resolve("Pair/land.png"), new Image(filled(0xFF40A040), 3, 3));
        Files.createDirectories(dir.resolve("specs"));
        spark = TestSpark.start("local[2]");
    }

    @AfterAll
    static void tearDown() {
        spark.stop();
    }

    private static int[] filled(int argb) {
        int[] pixels = new int[9];
        Arrays.fill(pixels, argb);
        return pixels;
    }

    /** Makes the corpus of {@code spec} with {@code wfc corpus} and on Spark, and checks they are equal. */
    private static CorpusTree equalCorpora(String name, String spec, String formats, int count)
            throws IOException, InterruptedException {
        Path file = dir.resolve("specs/" + name + ".json");
        Files.writeString(file, spec.replace('\'', '"'), StandardCharsets.UTF_8);
        Path wfc = dir.resolve(name + "-wfc");
        List<String> args = new ArrayList<>(List.of(file.toString(), "--count", "" + count, "--master-seed",
                "" + SEED, "--threads", "2", "--out", wfc.toString()));
        if (formats != null) {
            args.addAll(List.of("--formats", formats));
        }
        WfcCorpus.run(dir.resolve(name + ".log"), args.toArray(String[]::new));
        Path out = dir.resolve(name + "-spark");
        SparkCorpusJob.of(file, formats, SEED, 0, count, out.toString(), SparkCorpusJob.Layout.CORPUS, 3)
                .run(spark, List.of("test"));
        CorpusTree reference = CorpusTree.of(wfc);
        CorpusTree made = CorpusTree.of(out);
        assertEquals(reference.top(), made.top());
        assertEquals(reference.maps(), made.maps());
        assertEquals(reference.entriesByIndex(), made.entries());
        for (String key : SparkCorpusTest.IDENTITY) {
            assertEquals(reference.run().get(key), made.run().get(key), key);
        }
        for (String top : reference.top()) {
            if (top.endsWith(".png")) {
                assertArrayEquals(Files.readAllBytes(wfc.resolve(top)), Files.readAllBytes(out.resolve(top)), top);
            }
        }
        return made;
    }

    private static List<String> files(JsonNode entry) {
        List<String> names = new ArrayList<>();
        entry.get("files").forEach(f -> names.add(f.asText()));
        return names;
    }

    @Test
    void tiledMapsInEveryFormatShareOneTilesetImage() throws Exception {
        CorpusTree made = equalCorpora("pair", "{'model': 'tiled', 'tileset': '../examples/Pair.xml', 'size': 6, "
                + "'pins': [{'x': 2, 'y': 2, 'tile': 'land'}]}", "png,json,txt,tmj", 12);
        assertEquals(List.of("manifest.jsonl", "maps", "run.json", "tileset.png"), made.top());
        assertEquals(4 * 12, made.maps().size());
    }

    @Test
    void learnedImageMapsKeepTheirDefaultFormatAndTiledMaps() throws Exception {
        CorpusTree plain = equalCorpora("rings", "{'model': 'learned', 'examples': '../examples/rings.png', "
                + "'symmetry': 8, 'size': 12, 'scale': 3}", null, 6);
        assertEquals("[\"png\"]", plain.run().get("formats").toString());
        CorpusTree tiled = equalCorpora("rings-tmj", "{'model': 'learned', 'examples': '../examples/rings.png', "
                + "'symmetry': 8, 'size': 12, 'scale': 3}", "png,json,tmj", 6);
        assertTrue(tiled.top().contains("tileset.png"), tiled.top()::toString);
    }

    private static String debroglie(String name) {
        return SampleFiles.debroglie().resolve(name).toAbsolutePath().toString().replace('\\', '/');
    }

    /**
     * Learned specs on the cube and hexagonal grids ({@code topology}, {@code depth}, {@code mask}) from DeBroglie's
     * {@code .vox} and hexagonal {@code .tmx} samples, named by absolute paths, and a mask beside the spec.
     */
    @Test
    void cubeHexAndMaskedSpecsMakeTheMapsOfWfcCorpus() throws Exception {
        CorpusTree cube = equalCorpora("cube", "{'model': 'learned', 'examples': ['" + debroglie("docs/columns.vox")
                + "'], 'size': 8, 'depth': 6}", "vox,json,png", 4);
        assertEquals("cube", cube.run().path("spec").path("topology").asText());
        assertEquals(6, cube.run().path("spec").path("depth").asInt());
        int[] argb = new int[8 * 8];
        for (int c = 0; c < argb.length; c++) {
            argb[c] = c % 8 < 5 || c / 8 < 3 ? 0xFFFFFFFF : 0xFF000000;
        }
        Png.write(dir.resolve("specs/mask.png"), new Image(argb, 8, 8));
        CorpusTree masked = equalCorpora("masked", "{'model': 'learned', 'examples': ['"
                + debroglie("docs/columns.vox") + "'], 'size': 8, 'depth': 6, 'mask': 'mask.png'}", "vox,json", 4);
        assertTrue(masked.run().path("inputs").has("mask.png"), masked.run()::toString);
        CorpusTree hex = equalCorpora("hex", "{'model': 'learned', 'examples': ['"
                + debroglie("docs/hexagonal-mini.tmx") + "'], 'topology': 'hex', 'size': 10}", "png,json", 4);
        assertEquals("hex", hex.run().path("spec").path("topology").asText());
        long solved = cube.entries().stream().filter(e -> e.get("status").asText().equals("solved")).count()
                + hex.entries().stream().filter(e -> e.get("status").asText().equals("solved")).count();
        assertTrue(solved >= 4, solved + " of 8 cube and hex maps solved: too few to compare files");
    }

    /**
     * Overlapping specs off the square ({@code topology}, {@code depth}, {@code mask}): N x N x N boxes of
     * {@code columns.vox}, plain and masked, and rhombi of the hexagonal {@code .tmx} and of a PNG read as hexagons.
     */
    @Test
    void cubeHexAndMaskedOverlappingSpecsMakeTheMapsOfWfcCorpus() throws Exception {
        String columns = "{'model': 'overlapping', 'sample': '" + debroglie("docs/columns.vox") + "', 'n': 2, "
                + "'periodicInput': false, 'symmetry': 8, 'size': 6, 'depth': 4";
        CorpusTree cube = equalCorpora("cube-overlapping", columns + "}", "vox,json,png", 4);
        assertEquals("cube", cube.run().path("spec").path("topology").asText());
        int[] argb = new int[6 * 6];
        for (int c = 0; c < argb.length; c++) {
            argb[c] = c % 6 < 4 || c / 6 < 2 ? 0xFFFFFFFF : 0xFF000000;
        }
        Png.write(dir.resolve("specs/mask6.png"), new Image(argb, 6, 6));
        CorpusTree masked = equalCorpora("masked-overlapping", columns + ", 'mask': 'mask6.png'}", "vox,json", 4);
        assertTrue(masked.run().path("inputs").has("mask6.png"), masked.run()::toString);
        CorpusTree hex = equalCorpora("hex-overlapping", "{'model': 'overlapping', 'sample': '"
                + debroglie("docs/hexagonal-mini.tmx") + "', 'n': 2, 'periodicInput': false, 'symmetry': 1, "
                + "'size': 8}", "png,json", 4);
        assertEquals("hex", hex.run().path("spec").path("topology").asText());
        CorpusTree hexPng = equalCorpora("hex-png-overlapping", "{'model': 'overlapping', 'sample': "
                + "'../examples/rings.png', 'topology': 'hex', 'n': 2, 'size': 8}", "png,json", 4);
        assertEquals("hex", hexPng.run().path("spec").path("topology").asText());
        long solved = 0;
        for (CorpusTree t : List.of(cube, masked, hex, hexPng)) {
            solved += t.entries().stream().filter(e -> e.get("status").asText().equals("solved")).count();
        }
        assertTrue(solved >= 8, solved + " of 16 overlapping maps solved: too few to compare files");
    }

    private static String tileset(String name) {
        return Path.of("../docs/tilesets").resolve(name).toAbsolutePath().normalize().toString().replace('\\', '/');
    }

    /** Tiled specs of wfc's hex and cube example tilesets (docs/tilesets), the cube one masked and layered. */
    @Test
    void hexAndCubeTilesetSpecsMakeTheMapsOfWfcCorpus() throws Exception {
        int[] argb = new int[6 * 6];
        for (int c = 0; c < argb.length; c++) {
            argb[c] = c % 6 == 3 ? 0xFF000000 : 0xFFFFFFFF;
        }
        Png.write(dir.resolve("specs/mask6-tiles.png"), new Image(argb, 6, 6));
        CorpusTree cube = equalCorpora("cube-tiles", "{'model': 'tiled', 'tileset': '" + tileset("pillars.xml")
                + "', 'size': 6, 'depth': 4, 'mask': 'mask6-tiles.png'}", "vox,json,png", 4);
        assertEquals("cube", cube.run().path("spec").path("topology").asText());
        CorpusTree hex = equalCorpora("hex-tiles", "{'model': 'tiled', 'tileset': '" + tileset("hexland.xml")
                + "', 'size': 10, 'periodic': true}", "png,json", 4);
        assertEquals("hex", hex.run().path("spec").path("topology").asText());
        long solved = cube.entries().stream().filter(e -> e.get("status").asText().equals("solved")).count()
                + hex.entries().stream().filter(e -> e.get("status").asText().equals("solved")).count();
        assertTrue(solved >= 4, solved + " of 8 cube and hex maps solved: too few to compare files");
    }

    /** Text examples write txt by default; a map stopped by the limit lists its JSON alone. */
    @Test
    void partialMapsListNoText() throws Exception {
        CorpusTree made = equalCorpora("partial", "{'model': 'learned', 'examples': '../examples/dungeon.txt', "
                + "'size': 10, 'limit': 3}", "txt,json", 5);
        for (JsonNode entry : made.entries()) {
            assertEquals("step_limit", entry.get("status").asText());
            assertEquals(List.of(String.format("maps/%06d.json", entry.get("index").asLong())), files(entry));
        }
        CorpusTree text = equalCorpora("text", "{'model': 'learned', 'examples': '../examples/dungeon.txt', "
                + "'size': 10}", null, 4);
        assertEquals("[\"txt\"]", text.run().get("formats").toString());
    }

    /** One try under tight constraints: some maps fail, and their lines carry the diagnosis, in both layouts. */
    @Test
    void failedMapsCarryTheirDiagnosisInBothLayouts() throws Exception {
        String spec = "{'model': 'learned', 'examples': '../examples/dungeon.txt', 'size': 12, 'tries': 1, "
                + "'backtrack': false, 'count': [{'tiles': 'M', 'min': 4, 'max': 4}], "
                + "'connected': [{'tiles': ['.', 'M']}]}";
        CorpusTree made = equalCorpora("diagnosed", spec, "txt,json", 16);
        List<JsonNode> entries = made.entriesByIndex();
        long diagnosed = entries.stream().filter(e -> e.has("diagnosis")).count();
        assertTrue(diagnosed > 0, "no map failed: the test would check no diagnosis");

        Path out = dir.resolve("diagnosed-parquet");
        SparkCorpusJob.of(dir.resolve("specs/diagnosed.json"), "txt,json", SEED, 0, 16, out.toString(),
                SparkCorpusJob.Layout.PARQUET, 2).run(spark, List.of("test"));
        List<Row> rows = new ArrayList<>(spark.read().parquet(out.toString()).collectAsList());
        rows.sort(Comparator.comparingLong(r -> r.getLong(r.fieldIndex("index"))));
        for (int k = 0; k < entries.size(); k++) {
            JsonNode entry = entries.get(k);
            Row row = rows.get(k);
            String diagnosis = row.getString(row.fieldIndex("diagnosis"));
            if (entry.has("diagnosis")) {
                assertEquals(entry.get("diagnosis").toString(), diagnosis);
            } else {
                assertNull(diagnosis);
            }
            List<String> listed = files(entry);
            for (String format : List.of("txt", "json")) {
                boolean has = listed.contains(String.format("maps/%06d.%s", entry.get("index").asLong(), format));
                assertEquals(has, !row.isNullAt(row.fieldIndex(format)), format + " of " + entry);
            }
        }
        // wfc corpus's own Parquet writer gives the same rows, nulls included (Spark's reader reads both).
        Path local = dir.resolve("diagnosed-local-parquet");
        WfcCorpus.run(dir.resolve("diagnosed-local-parquet.log"), dir.resolve("specs/diagnosed.json").toString(),
                "--count", "16", "--master-seed", "" + SEED, "--formats", "txt,json", "--layout", "parquet",
                "--shard-size", "5", "--out", local.toString());
        List<String> localRows = ParquetRowsOf.rows(spark, local.resolve("parquet"));
        assertEquals(ParquetRowsOf.rows(spark, out), localRows);
        assertTrue(localRows.stream().anyMatch(r -> r.contains("cells=null") && r.contains("txt=null")),
                "no row with null cells: the test would check no null");
    }
}
