package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Overlapping corpora on cubes, hexagons and masked squares: one thread and two write the same bytes; every 2x2x2 box
 * of every solved cube map, and every 3x3 window inside the mask of a square one, is one of the sample's under the 8
 * symmetries, checked by the testkit's {@link LatticeWindows}; a mask empties its hole; run.json names the grid keys;
 * grid keys that do not fit are refused in one line, exit 2.
 */
class OverlappingTopologyCorporaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SIDE = 8;
    private static final int LAYERS = 6;

    @TempDir
    Path dir;

    private static String sample(String name) {
        return SampleFiles.debroglie().resolve(name).toString().replace('\\', '/');
    }

    private Path spec(String name, String json) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }

    private Path oneAndTwoThreads(Path spec, String formats) {
        List<Path> dirs = new ArrayList<>();
        for (String threads : List.of("1", "2")) {
            Path out = dir.resolve(spec.getFileName() + "-" + threads);
            CliRun run = CliRun.of("corpus", spec.toString(), "--count", "4", "--threads", threads, "--quiet",
                    "--formats", formats, "--out", out.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            dirs.add(out);
        }
        assertEquals(CorpusContents.of(dirs.get(0)), CorpusContents.of(dirs.get(1)));
        return dirs.get(0);
    }

    private static boolean solved(Path corpus, String map) throws IOException {
        return JSON.readTree(corpus.resolve("maps/" + map + ".json").toFile()).path("status").asText()
                .equals("SOLVED");
    }

    private static void checkCube(Path corpus, boolean[] inside) throws IOException {
        Voxels sample = Vox.read(SampleFiles.debroglie().resolve("docs/columns.vox"));
        LatticeWindows boxes = new LatticeWindows(sample.colors(), new Shape("cube", sample.width(),
                sample.height(), sample.depth(), false, false, false, null), 2, 2, 2, true);
        Shape out = new Shape("cube", SIDE, SIDE, LAYERS, false, false, false, inside);
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            String map = String.format(Locale.ROOT, "%06d", i);
            if (!solved(corpus, map)) {
                continue;
            }
            solved++;
            Voxels v = Vox.read(corpus.resolve("maps/" + map + ".vox"));
            assertArrayEquals(sample.palette(), v.palette(), "palette kept");
            for (int c = 0; inside != null && c < inside.length; c++) {
                if (!inside[c]) {
                    assertEquals(0, v.colors()[c], "masked-out voxel " + c);
                }
            }
            int[] checked = new int[1];
            assertNull(boxes.firstForeignWindow(v.colors(), out, checked), map);
            assertTrue(checked[0] > 0, map);
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void aCubeCorpusFromColumnsHoldsOnlyItsBoxes() throws IOException {
        Path spec = spec("cube.json", "{\"model\": \"overlapping\", \"sample\": \"" + sample("docs/columns.vox")
                + "\", \"n\": 2, \"periodicInput\": false, \"size\": " + SIDE + ", \"depth\": " + LAYERS + "}");
        Path corpus = oneAndTwoThreads(spec, "vox,json,png");
        checkCube(corpus, null);
        JsonNode s = JSON.readTree(corpus.resolve("run.json").toFile()).path("spec");
        assertEquals(List.of("overlapping", "cube", LAYERS, 8), List.of(s.path("model").asText(),
                s.path("topology").asText(), s.path("depth").asInt(), s.path("symmetry").asInt()));
    }

    @Test
    void aMaskedCubeCorpusLeavesTheHoleEmpty() throws IOException {
        boolean[] inside = MaskPng.layers(MaskPng.write(dir.resolve("mask.png"), SIDE, SIDE,
                c -> c % SIDE < 5 || c / SIDE < 3), LAYERS);
        Path spec = spec("masked.json", "{\"model\": \"overlapping\", \"sample\": \"" + sample("docs/columns.vox")
                + "\", \"n\": 2, \"periodicInput\": false, \"size\": " + SIDE + ", \"depth\": " + LAYERS
                + ", \"mask\": \"mask.png\"}");
        checkCube(oneAndTwoThreads(spec, "vox,json,png"), inside);
    }

    @Test
    void aGroundedCubeCorpusNamesItsGroundAndHoldsOnlyItsBoxes() throws IOException {
        Path spec = spec("ground.json", "{\"model\": \"overlapping\", \"sample\": \"" + sample("docs/columns.vox")
                + "\", \"n\": 2, \"periodicInput\": false, \"ground\": true, \"size\": " + SIDE + ", \"depth\": "
                + LAYERS + "}");
        Path corpus = oneAndTwoThreads(spec, "vox,json");
        checkCube(corpus, null);
        assertTrue(JSON.readTree(corpus.resolve("run.json").toFile()).path("spec").path("ground").asBoolean());
    }

    @Test
    void aHexCorpusFromHexagonalMiniIsDrawnAsHexagons() throws IOException {
        Path spec = spec("hex.json", "{\"model\": \"overlapping\", \"sample\": \""
                + sample("docs/hexagonal-mini.tmx") + "\", \"n\": 2, \"symmetry\": 12, \"periodicInput\": false, "
                + "\"size\": 10, \"scale\": 6}");
        Path corpus = oneAndTwoThreads(spec, "png,json");
        Image first = Png.read(corpus.resolve("maps/000000.png"));
        assertEquals((int) Math.ceil((9 + 4.5) * 6 + 6), first.width());
        JsonNode s = JSON.readTree(corpus.resolve("run.json").toFile()).path("spec");
        assertEquals(List.of("hex", 12, 6), List.of(s.path("topology").asText(), s.path("symmetry").asInt(),
                s.path("scale").asInt()));
    }

    @Test
    void aMaskedSquareCorpusHoldsOnlyTheSamplesWindowsInsideTheMask() throws IOException {
        int side = 16;
        boolean[] inside = MaskPng.write(dir.resolve("disc.png"), side, side,
                c -> (c % side - 7.5) * (c % side - 7.5) + (c / side - 7.5) * (c / side - 7.5) < 56);
        Path flowers = SampleFiles.sample("Flowers");
        Path spec = spec("square.json", "{\"model\": \"overlapping\", \"sample\": \""
                + flowers.toString().replace('\\', '/') + "\", \"size\": " + side + ", \"mask\": \"disc.png\"}");
        Path corpus = oneAndTwoThreads(spec, "png,json");
        Image sample = Png.read(flowers);
        LatticeWindows windows = new LatticeWindows(sample.argb(), new Shape("square", sample.width(),
                sample.height(), 1, true, true, false, null), 3, 3, 1, true);
        Shape out = new Shape("square", side, side, 1, false, false, false, inside);
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            String map = String.format(Locale.ROOT, "%06d", i);
            if (!solved(corpus, map)) {
                continue;
            }
            solved++;
            Image made = Png.read(corpus.resolve("maps/" + map + ".png"));
            for (int c = 0; c < inside.length; c++) {
                assertEquals(!inside[c], made.argb()[c] == 0, map + " cell " + c + " transparent outside the mask");
            }
            int[] checked = new int[1];
            assertNull(windows.firstForeignWindow(made.argb(), out, checked), map);
            assertTrue(checked[0] > 100, map + ": " + checked[0] + " windows");
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
        JsonNode s = JSON.readTree(corpus.resolve("run.json").toFile()).path("spec");
        assertEquals(List.of("square", "disc.png", 8), List.of(s.path("topology").asText(), s.path("mask").asText(),
                s.path("symmetry").asInt()));
    }

    @Test
    void gridKeysThatDoNotFitAreRefused() throws IOException {
        String vox = sample("docs/columns.vox");
        refused("{\"model\": \"overlapping\", \"depth\": 3}", "mask");
        refused("{\"model\": \"overlapping\", \"topology\": \"square\", \"scale\": 2}", "mask");
        Png.write(dir.resolve("full.png"), new Image(new int[] {-1, -1, -1, -1}, 2, 2));
        refused("{\"model\": \"overlapping\", \"size\": 2, \"mask\": \"full.png\", \"depth\": 2}", "depth");
        refused("{\"model\": \"overlapping\", \"size\": 3, \"mask\": \"full.png\"}", "mask");
        refused("{\"model\": \"overlapping\", \"topology\": \"cube\"}", "topology");
        refused("{\"model\": \"overlapping\", \"sample\": \"" + vox + "\", \"topology\": \"hex\"}", "topology");
        refused("{\"model\": \"overlapping\", \"sample\": \"" + vox + "\", \"symmetry\": 12}", "symmetry");
        refused("{\"model\": \"overlapping\", \"topology\": \"hex\", \"symmetry\": 13}", "symmetry");
        refused("{\"model\": \"overlapping\", \"topology\": \"hex\", \"ground\": true, \"periodicInput\": false, "
                + "\"symmetry\": 1}", "ground");
        refused("{\"model\": \"overlapping\", \"sample\": \"" + vox + "\", \"n\": 9}", "nX");
        refused("{\"model\": \"overlapping\", \"topology\": \"hex\", \"mask\": \"missing.png\"}", "mask");
    }

    private void refused(String json, String mention) throws IOException {
        Path spec = spec("bad.json", json);
        Path out = Files.createDirectories(dir.resolve("refused"));
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "1", "--out", out.resolve("corpus").toString());
        ErrorAssertions.assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, mention);
    }
}
