package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.testkit.SampleWindows;
import dev.wfc.core.testkit.Sha256;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.spec.SpecReader;
import dev.wfc.corpus.testkit.SpecFiles;
import dev.wfc.parallel.Maps;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Successful runs of {@code wfc corpus}: layout, manifest, run.json, and every file as the pure function makes it. */
class CorpusCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void mapsManifestAndRunJsonDescribeEachOther() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path out = dir.resolve("c");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "7", "--start-index", "998", "--master-seed",
                "-5", "--formats", "json,png", "--threads", "2", "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals("", run.err(), run::toString);
        assertTrue(run.out().startsWith(out + ": 7 maps in "), run::toString);
        assertTrue(run.out().contains("7 solved, 0 failed") && run.out().contains("p50"), run::toString);

        CorpusJob job = SpecReader.read(spec);
        // The overlapping model's own criterion, checked on ImageIO's decoding: every 3x3 window of a map is one of
        // the built-in sample's, under its 8 symmetries.
        SampleWindows windows = new SampleWindows(BuiltinSample.image(), 3, 8, true);
        List<JsonNode> entries = CorpusContents.of(out).entries();
        assertEquals(7, entries.size());
        for (int k = 0; k < 7; k++) {
            long index = 998 + k;
            JsonNode e = entries.get(k);
            Solution expected = Maps.solve(job.model()::solverBuilder, job.params(), -5, index);
            String png = String.format("maps/%06d.png", index);
            String json = String.format("maps/%06d.json", index);
            assertEquals(index, e.get("index").asLong());
            assertEquals(List.of(png, json), texts(e.get("files")));
            assertEquals(Long.toString(expected.seed()), e.get("seed").asText());
            assertEquals(expected.attempts(), e.get("attempts").asInt());
            assertEquals("solved", e.get("status").asText());
            JsonNode grid = JSON.readTree(out.resolve(json).toFile());
            assertEquals(expected.grid().width(), grid.get("width").asInt());
            assertEquals(job.params().periodic(), grid.get("periodic").asBoolean());
            int[] cells = new int[expected.grid().cells()];
            int c = 0;
            for (JsonNode row : grid.get("cells")) {
                for (JsonNode id : row) {
                    cells[c++] = id.asInt();
                }
            }
            assertArrayEquals(expected.tiles(), cells, json);
            assertEquals(Sha256.ofTiles(cells), e.get("sha256").asText(), "the README's digest of " + json);
            Image image = decode(out.resolve(png));
            assertEquals(16, image.width(), png);
            assertEquals(16, image.height(), png);
            assertNull(windows.firstForeignWindow(image, false), png);
            assertWindowsFollowCells(image, cells, grid.get("width").asInt(), png);
        }
        try (Stream<String> lines = Files.lines(out.resolve("manifest.jsonl"))) {
            assertTrue(lines.allMatch(l -> l.contains("\"millis\":")));
        }
        JsonNode runJson = CorpusContents.runJson(out);
        assertEquals("-5", runJson.get("masterSeed").asText());
        assertEquals(998, runJson.get("startIndex").asLong());
        assertEquals(7, runJson.get("count").asInt());
        assertEquals(2, runJson.get("threads").asInt());
        assertEquals(List.of("png", "json"), texts(runJson.get("formats")));
        assertEquals(job.canonicalSpec(), runJson.get("spec"));
        assertEquals(Sha256.hex(runJson.get("spec").toString().getBytes(StandardCharsets.UTF_8)),
                runJson.get("specSha256").asText(), "the SHA-256 of the spec as compact JSON");
        assertEquals(List.of("wfc", "corpus", spec.toString()), texts(runJson.get("command")).subList(0, 3));
        assertFalse(runJson.get("java").asText().isEmpty());
    }

    @Test
    void withoutASpecTheBuiltInDefaultGoesToCorpus() throws IOException {
        Path out = dir.resolve("corpus");
        CliRun run = CliRun.of("corpus", "--count", "3", "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals(SpecReader.defaults().canonicalSpec(), CorpusContents.runJson(out).get("spec"));
        Image first = Png.read(out.resolve("maps/000000.png"));
        assertEquals(48, first.width());
        assertEquals(48, first.height());
        assertEquals(3, CorpusContents.of(out).maps().size());
    }

    @Test
    void mapsWithoutASolutionAreRecordedNotDropped() throws IOException {
        // Alternating colours cannot close around an odd periodic width: every try of every map contradicts.
        int[] checker = {0xFF000000, 0xFFFFFFFF, 0xFFFFFFFF, 0xFF000000};
        Png.write(dir.resolve("checker.png"), new Image(checker, 2, 2));
        Path spec = SpecFiles.write(dir, "odd.json", "{'model': 'overlapping', 'sample': 'checker.png', 'n': 2, "
                + "'symmetry': 1, 'periodic': true, 'width': 5, 'height': 4, 'tries': 2}");
        Path out = dir.resolve("c");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "6", "--out", out.toString(), "--formats",
                "png,json");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        CorpusContents corpus = CorpusContents.of(out);
        assertEquals(6, corpus.entries().size());
        for (JsonNode e : corpus.entries()) {
            assertEquals("contradiction", e.get("status").asText());
            assertEquals(0, e.get("files").size());
            assertTrue(e.get("sha256").isNull());
            assertEquals(2, e.get("attempts").asInt());
        }
        assertEquals(0, corpus.maps().size());
        assertTrue(run.out().contains("0 solved, 6 failed; 12 attempts, 12 contradictions"), run::toString);
        assertTrue(run.out().matches("(?s).*queue peak \\d+ of \\d+, workers waited \\d+\\.\\d%\\R"), run::toString);
    }

    @Test
    void quietPrintsNothing() {
        CliRun run = CliRun.of("corpus", "--count", "2", "--quiet", "--out", dir.resolve("c").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals("", run.out() + run.err());
    }

    /**
     * The image shows the grid: in an overlapping map the 3x3 window at cell (x, y) is the cell's pattern, so two
     * cells have equal windows exactly when they hold the same pattern id.
     */
    private static void assertWindowsFollowCells(Image image, int[] cells, int width, String what) {
        Map<Integer, List<Integer>> windowOfId = new HashMap<>();
        Map<List<Integer>, Integer> idOfWindow = new HashMap<>();
        for (int c = 0; c < cells.length; c++) {
            List<Integer> window = new ArrayList<>();
            for (int dy = 0; dy < 3; dy++) {
                for (int dx = 0; dx < 3; dx++) {
                    window.add(image.pixel(c % width + dx, c / width + dy));
                }
            }
            int id = cells[c];
            assertEquals(window, windowOfId.computeIfAbsent(id, k -> window), what + " cell " + c);
            assertEquals(id, idOfWindow.computeIfAbsent(window, k -> id), what + " cell " + c);
        }
    }

    /** The image as the JDK's PNG decoder reads it, not wfc's. */
    private static Image decode(Path png) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        int w = image.getWidth();
        int h = image.getHeight();
        return new Image(image.getRGB(0, 0, w, h, null, 0, w), w, h);
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
