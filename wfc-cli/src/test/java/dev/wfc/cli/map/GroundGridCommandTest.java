package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.LandSample;
import dev.wfc.core.testkit.MaskPng;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --ground} and spec key {@code ground} on hex maps and masked square maps: in the JSON map, the 2x2 windows
 * anchored at the last row (wrapping, the map periodic) are the sample's windows anchored at its last row, and no
 * other window is one of them (the test's own reading); a corpus of the same spec makes wfc overlapping's bytes;
 * a sample whose windows cannot reach its bottom is refused in one line, exit 2.
 */
class GroundGridCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int[] LAND = LandSample.argb(
        "SSSCSSSS",
        "SCSSSSCS",
        "SSSSSCSS",
        "GGGGGGGG",
        "DDDRDDDD");

    @TempDir
    Path out;

    private static String window(String[] v, int w, int h, int x, int y) {
        List<String> cells = new ArrayList<>();
        for (int j = 0; j < 2; j++) {
            for (int i = 0; i < 2; i++) {
                String c = v[(x + i) % w + (y + j) % h * w];
                if (c == null) {
                    return null;
                }
                cells.add(c);
            }
        }
        return cells.toString();
    }

    private static String hex(int argb) {
        return String.format("#%06X", argb & 0xFFFFFF);
    }

    private void checkGround(String... topology) throws Exception {
        Path sample = out.resolve("land.png");
        Png.write(sample, new Image(LAND, 8, 5));
        String[] sampleCells = Arrays.stream(LAND).mapToObj(GroundGridCommandTest::hex).toArray(String[]::new);
        Set<String> bottom = new HashSet<>();
        for (int x = 0; x < 8; x++) {
            bottom.add(window(sampleCells, 8, 5, x, 4));
        }
        int w = 16;
        int h = 5;
        int solved = 0;
        for (int seed = 1; seed <= 3; seed++) {
            Path json = out.resolve("m" + seed + ".json");
            List<String> args = new ArrayList<>(List.of("overlapping", sample.toString(), "--n", "2", "--symmetry",
                    "1", "--ground", "--periodic", "--width", Integer.toString(w), "--height", Integer.toString(h),
                    "--seed", Integer.toString(seed), "--backtrack", "--json", json.toString(), "--out",
                    out.resolve("m" + seed + ".png").toString()));
            args.addAll(List.of(topology));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            JsonNode map = JSON.readTree(json.toFile());
            if (!map.path("status").asText().equals("SOLVED")) {
                continue;
            }
            solved++;
            String[] cells = new String[w * h];
            for (int c = 0; c < cells.length; c++) {
                int t = map.path("cells").get(c / w).get(c % w).asInt();
                cells[c] = t < 0 ? null : map.path("tiles").get(t).asText();
            }
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    String key = window(cells, w, h, x, y);
                    if (key != null) {
                        assertEquals(y == h - 1, bottom.contains(key), "seed " + seed + " (" + x + ", " + y + ")");
                    }
                }
            }
        }
        assertTrue(solved >= 2, solved + " of 3 solved");
    }

    @Test
    void theHexMapsLastRowHoldsTheSamplesLastRowWindows() throws Exception {
        checkGround("--topology", "hex");
    }

    @Test
    void theMaskedSquareMapsLastRowHoldsTheSamplesLastRowWindows() throws Exception {
        Path mask = out.resolve("mask.png");
        MaskPng.write(mask, 16, 5, c -> c != 20 && c != 37);
        checkGround("--mask", mask.toString());
    }

    @Test
    void aCorpusOfAGroundedHexSpecIsWfcOverlappingsMaps() throws Exception {
        Path sample = out.resolve("land.png");
        Png.write(sample, new Image(LAND, 8, 5));
        Path spec = out.resolve("ground.json");
        Files.writeString(spec, "{\"model\": \"overlapping\", \"sample\": \"land.png\", \"n\": 2, \"symmetry\": 1, "
                + "\"topology\": \"hex\", \"ground\": true, \"width\": 16, \"height\": 5, \"periodic\": true, "
                + "\"backtrack\": true}");
        Path corpus = out.resolve("corpus");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "2", "--quiet", "--out", corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        // The manifest lists maps as they finish: find map 0's line.
        JsonNode first = null;
        for (String line : Files.readAllLines(corpus.resolve("manifest.jsonl"))) {
            JsonNode entry = JSON.readTree(line);
            first = entry.path("index").asInt() == 0 ? entry : first;
        }
        Path png = out.resolve("single.png");
        CliRun single = CliRun.of("overlapping", sample.toString(), "--n", "2", "--symmetry", "1", "--topology",
                "hex", "--ground", "--periodic", "--width", "16", "--height", "5", "--backtrack", "--seed",
                first.path("seed").asText(), "--out", png.toString());
        assertEquals(ExitCodes.OK, single.exitCode(), single::toString);
        assertArrayEquals(Files.readAllBytes(corpus.resolve("maps/000000.png")), Files.readAllBytes(png));
        assertTrue(JSON.readTree(corpus.resolve("run.json").toFile()).path("spec").path("ground").asBoolean());

        Path bad = Files.createTempDirectory(out, "bad");
        ErrorAssertions.assertOneLineError(CliRun.of("overlapping", sample.toString(), "--n", "2", "--symmetry", "1",
                "--topology", "hex", "--ground", "--periodic-input", "false", "--out", bad.resolve("m.png")
                .toString()), "overlapping", ExitCodes.BAD_INPUT, bad, "--ground: no 2x2 window anchored at the "
                + "sample's bottom row");
    }
}
