package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code wfc bench learn} on cubes and hexagons times the very maps {@code wfc learn} makes: each timed map's digest
 * is the SHA-256 the test computes itself from the JSON grid {@code wfc learn --seed S --json} writes (every cell in
 * index order, x fastest, then y, then z; 32-bit big-endian ids), and the workload names the topology, depth and
 * cells. {@code wfc bench overlapping} on the same grids times the maps of {@code wfc overlapping} alike, and
 * {@code wfc bench tiled} on the hex and cube example tilesets (the cube one masked) those of {@code wfc tiled}; the
 * square's options on those tilesets and --depth or --mask on a square one exit 2 in one line.
 */
class BenchTopologyTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static String digest(JsonNode map, int depth) throws NoSuchAlgorithmException {
        List<JsonNode> layers = new ArrayList<>();
        if (depth > 1 || map.has("depth")) {
            map.path("cells").forEach(layers::add);
        } else {
            layers.add(map.path("cells"));
        }
        ByteBuffer bytes = ByteBuffer.allocate(4 * layers.size() * layers.get(0).size() * layers.get(0).get(0).size());
        for (JsonNode layer : layers) {
            for (JsonNode row : layer) {
                row.forEach(id -> bytes.putInt(id.asInt()));
            }
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes.array()));
    }

    private void assertTimesTheMapsOfLearn(Path example, List<String> grid, String topology, int depth, int cells)
            throws Exception {
        assertTimesTheMapsOf("learn", example, grid, topology, depth, cells);
    }

    /** As {@link #assertTimesTheMapsOfLearn} for the maps of {@code command} ({@code learn} or {@code overlapping}). */
    private void assertTimesTheMapsOf(String command, Path example, List<String> grid, String topology, int depth,
                                      int cells) throws Exception {
        List<String> args = new ArrayList<>(List.of("bench", command, example.toString()));
        args.addAll(grid);
        args.addAll(List.of("--seeds", "3", "--warmup", "1", "--first-seed", "5"));
        CliRun bench = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, bench.exitCode(), bench::toString);
        JsonNode report = JSON.readTree(bench.out());
        JsonNode workload = report.path("workload");
        assertEquals(List.of(topology, Integer.toString(depth), Integer.toString(cells)),
                List.of(workload.path("topology").asText(), workload.path("depth").asText(),
                        workload.path("cells").asText()));
        for (JsonNode m : report.path("maps")) {
            if (!m.path("status").asText().equals("solved")) {
                continue;
            }
            Path json = dir.resolve("map-" + m.path("seed").asText() + ".json");
            List<String> learn = new ArrayList<>(List.of(command, example.toString()));
            learn.addAll(grid);
            learn.addAll(List.of("--seed", m.path("seed").asText(), "--out", dir.resolve("map.out" + (depth > 1
                    || topology.equals("cube") ? ".vox" : ".png")).toString(), "--json", json.toString()));
            CliRun single = CliRun.of(learn.toArray(String[]::new));
            assertEquals(ExitCodes.OK, single.exitCode(), single::toString);
            assertEquals(digest(JSON.readTree(json.toFile()), depth), m.path("sha256").asText(),
                    "seed " + m.path("seed").asText());
        }
    }

    @Test
    void aCubeWorkloadTimesTheMapsOfWfcLearn() throws Exception {
        assertTimesTheMapsOfLearn(SampleFiles.debroglie().resolve("docs/columns.vox"),
                List.of("--size", "5", "--depth", "4"), "cube", 4, 100);
    }

    @Test
    void aHexWorkloadTimesTheMapsOfWfcLearn() throws Exception {
        assertTimesTheMapsOfLearn(SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx"),
                List.of("--width", "9", "--height", "7"), "hex", 1, 63);
    }

    @Test
    void aCubeOverlappingWorkloadTimesTheMapsOfWfcOverlapping() throws Exception {
        assertTimesTheMapsOf("overlapping", SampleFiles.debroglie().resolve("docs/columns.vox"),
                List.of("--n", "2", "--symmetry", "8", "--periodic-input", "false", "--size", "6", "--depth", "3"),
                "cube", 3, 108);
    }

    @Test
    void aHexOverlappingWorkloadTimesTheMapsOfWfcOverlapping() throws Exception {
        assertTimesTheMapsOf("overlapping", SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx"),
                List.of("--n", "2", "--symmetry", "1", "--periodic-input", "false", "--width", "8", "--height", "6"),
                "hex", 1, 48);
    }

    @Test
    void aHexTilesetWorkloadTimesTheMapsOfWfcTiled() throws Exception {
        assertTimesTheMapsOf("tiled", Path.of("../docs/tilesets/hexland.xml"), List.of("--width", "9", "--height",
                "7"), "hex", 1, 63);
    }

    @Test
    void aMaskedCubeTilesetWorkloadTimesTheMapsOfWfcTiled() throws Exception {
        MaskPng.write(dir.resolve("mask.png"), 5, 5, c -> c % 5 < 3 || c / 5 < 2);
        assertTimesTheMapsOf("tiled", Path.of("../docs/tilesets/pillars.xml"), List.of("--size", "5", "--depth", "3",
                "--mask", dir.resolve("mask.png").toString()), "cube", 3, 75);
    }

    @Test
    void theSquaresOptionsOnATilesetOfAnotherGridAndTheGridsOnASquareTilesetAreRefused() throws IOException {
        String knots = SampleFiles.root().resolve("tilesets/Knots.xml").toString();
        assertRefused("--depth/--mask", "bench", "tiled", knots, "--depth", "2");
        assertRefused("--depth/--mask", "bench", "tiled", knots, "--mask", dir.resolve("none.png").toString());
        assertRefused("--subset", "bench", "tiled", "../docs/tilesets/hexland.xml", "--subset", "a");
        assertRefused("--allow-dead-ends", "bench", "tiled", "../docs/tilesets/pillars.xml", "--allow-dead-ends");
        assertRefused("--depth", "bench", "tiled", "../docs/tilesets/hexland.xml", "--depth", "2");
    }

    private void assertRefused(String mention, String... args) throws IOException {
        CliRun run = CliRun.of(args);
        dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError(run, "bench tiled", ExitCodes.BAD_INPUT, dir,
                mention);
    }

    @Test
    void aDepthOnASquareWorkloadIsRefused() throws IOException {
        dev.wfc.core.io.Png.write(dir.resolve("ex.png"), new dev.wfc.core.io.Image(new int[] {0xFF000000,
            0xFFFFFFFF, 0xFFFFFFFF, 0xFF000000}, 2, 2));
        CliRun run = CliRun.of("bench", "learn", dir.resolve("ex.png").toString(), "--depth", "2");
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertEquals("", run.out());
    }
}
