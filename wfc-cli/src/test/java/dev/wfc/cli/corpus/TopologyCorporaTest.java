package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Corpora on cubes and hexagons from DeBroglie's samples: one thread and two write the same bytes, every solved map
 * passes the testkit's topology oracle against pairs learned here from the example by the oracle's own neighbour
 * arithmetic, run.json names the three axes, and grid keys that do not fit are refused in one line, exit 2.
 */
class TopologyCorporaTest {
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

    /** Runs {@code spec} with one and two threads; returns the first corpus after comparing their bytes. */
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

    /** allowed[d][a][b] over {@code ids} of the example's cells, from the shape's own neighbour arithmetic. */
    private static boolean[][][] pairs(int[] ids, Shape shape, int tiles) {
        int dirs = shape.offsets().length;
        boolean[][][] allowed = new boolean[dirs][tiles][tiles];
        for (int c = 0; c < ids.length; c++) {
            for (int d = 0; d < dirs && shape.inside(c); d++) {
                int n = shape.neighbor(c, d);
                if (n >= 0) {
                    allowed[d][ids[c]][ids[n]] = true;
                }
            }
        }
        return allowed;
    }

    private static boolean solved(Path corpus, String map) throws IOException {
        return JSON.readTree(corpus.resolve("maps/" + map + ".json").toFile()).path("status").asText()
                .equals("SOLVED");
    }

    /** Colour indexes of a solved cube map, -1 outside {@code inside}; those cells must be empty (index 0). */
    private static int[] voxelIds(Path vox, boolean[] inside) throws IOException {
        Voxels v = Vox.read(vox);
        assertEquals(List.of(SIDE, SIDE, LAYERS), List.of(v.width(), v.height(), v.depth()));
        int[] ids = v.colors().clone();
        for (int c = 0; inside != null && c < ids.length; c++) {
            if (!inside[c]) {
                assertEquals(0, ids[c], "masked-out voxel " + c + " is empty");
                ids[c] = -1;
            }
        }
        return ids;
    }

    private void checkCube(Path corpus, boolean[] inside) throws IOException {
        Voxels example = Vox.read(SampleFiles.debroglie().resolve("docs/columns.vox"));
        boolean[][][] allowed = pairs(example.colors(), new Shape("cube", example.width(), example.height(),
                example.depth(), false, false, false, null), 256);
        Shape out = new Shape("cube", SIDE, SIDE, LAYERS, false, false, false, inside);
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            String map = String.format(java.util.Locale.ROOT, "%06d", i);
            assertTrue(Files.size(corpus.resolve("maps/" + map + ".png")) > 0);
            if (solved(corpus, map)) {
                solved++;
                assertNull(TopologyCheck.firstViolation(voxelIds(corpus.resolve("maps/" + map + ".vox"), inside),
                        out, allowed), map);
            }
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void aCubeCorpusFromColumnsKeepsTheRulesAndNamesThreeAxes() throws IOException {
        Path spec = spec("cube.json", "{\"model\": \"learned\", \"examples\": [\"" + sample("docs/columns.vox")
                + "\"], \"size\": " + SIDE + ", \"depth\": " + LAYERS + "}");
        Path corpus = oneAndTwoThreads(spec, "vox,json,png");
        checkCube(corpus, null);
        JsonNode s = JSON.readTree(corpus.resolve("run.json").toFile()).path("spec");
        assertEquals(List.of("cube", SIDE, SIDE, LAYERS), List.of(s.path("topology").asText(),
                s.path("width").asInt(), s.path("height").asInt(), s.path("depth").asInt()));
        assertManifestSizes(corpus, List.of(SIDE, SIDE, LAYERS));
    }

    /** Every manifest line names the map's size in three axes. */
    private static void assertManifestSizes(Path corpus, List<Integer> size) throws IOException {
        List<String> lines = Files.readAllLines(corpus.resolve("manifest.jsonl"));
        assertEquals(4, lines.size());
        for (String line : lines) {
            List<Integer> got = new ArrayList<>();
            JSON.readTree(line).path("size").forEach(n -> got.add(n.asInt()));
            assertEquals(size, got, line);
        }
    }

    @Test
    void aMaskedCubeCorpusLeavesTheHoleEmpty() throws IOException {
        boolean[] inside = MaskPng.layers(MaskPng.write(dir.resolve("mask.png"), SIDE, SIDE,
                c -> c % SIDE < 5 || c / SIDE < 3), LAYERS);
        Path spec = spec("masked.json", "{\"model\": \"learned\", \"examples\": [\"" + sample("docs/columns.vox")
                + "\"], \"size\": " + SIDE + ", \"depth\": " + LAYERS + ", \"mask\": \"mask.png\"}");
        checkCube(oneAndTwoThreads(spec, "vox,json,png"), inside);
    }

    @Test
    void aHexCorpusFromHexagonalMiniKeepsTheRules() throws IOException {
        TmxMap example = TmxMap.read(SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx"));
        TmxMap.Axial axial = example.axial();
        Map<Integer, Integer> index = new HashMap<>();
        int[] ids = new int[axial.gids().length];
        for (int c = 0; c < ids.length; c++) {
            ids[c] = index.computeIfAbsent(axial.gids()[c], g -> index.size());
        }
        boolean[][][] allowed = pairs(ids, new Shape("hex", axial.width(), axial.height(), 1, false, false, false,
                axial.inside()), index.size());
        Path spec = spec("hex.json", "{\"model\": \"learned\", \"examples\": [\""
                + sample("docs/hexagonal-mini.tmx") + "\"], \"topology\": \"hex\", \"size\": 10}");
        Path corpus = oneAndTwoThreads(spec, "png,json");
        assertManifestSizes(corpus, List.of(10, 10, 1));
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            JsonNode map = JSON.readTree(corpus.resolve(String.format(java.util.Locale.ROOT, "maps/%06d.json", i))
                    .toFile());
            assertEquals("hex", map.path("topology").asText());
            if (!map.path("status").asText().equals("SOLVED")) {
                continue;
            }
            solved++;
            int[] cells = new int[100];
            for (int c = 0; c < cells.length; c++) {
                String name = map.path("tiles").get(map.path("cells").get(c / 10).get(c % 10).asInt()).asText();
                cells[c] = index.get(Integer.parseUnsignedInt(name.substring("gid ".length())));
            }
            assertNull(TopologyCheck.firstViolation(cells, new Shape("hex", 10, 10, 1, false, false, false, null),
                    allowed), "map " + i);
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    private void refused(String json, String mention, String... options) throws IOException {
        Path spec = spec("bad.json", json);
        Path out = Files.createDirectories(dir.resolve("refused"));
        List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--out",
                out.resolve("corpus").toString()));
        args.addAll(List.of(options));
        ErrorAssertions.assertOneLineError(CliRun.of(args.toArray(String[]::new)), "corpus", ExitCodes.BAD_INPUT,
                out, mention);
    }

    @Test
    void gridKeysThatDoNotFitAreRefusedInOneLine() throws IOException {
        int[] white = new int[16];
        java.util.Arrays.fill(white, 0xFFFFFFFF);
        Png.write(dir.resolve("small.png"), new Image(white, 4, 4));
        Png.write(dir.resolve("ex.png"), new Image(new int[] {0xFF000000, 0xFFFFFFFF, 0xFFFFFFFF, 0xFF000000}, 2, 2));
        refused("{\"model\": \"learned\", \"examples\": [\"ex.png\"], \"depth\": 2}", "depth: 2");
        refused("{\"model\": \"learned\", \"examples\": [\"ex.png\"], \"size\": 6, \"mask\": \"small.png\"}",
                "mask: ");
        refused("{\"model\": \"learned\", \"examples\": [\"" + sample("docs/hexagonal-mini.tmx")
                + "\"], \"symmetry\": 13}", "symmetry: 13");
        refused("{\"model\": \"learned\", \"examples\": [\"ex.png\"], \"symmetry\": 12}", "symmetry: 12");
        refused("{\"model\": \"learned\", \"examples\": [\"ex.png\"], \"topology\": \"tri\"}", "topology: tri");
        refused("{\"model\": \"learned\", \"examples\": [\"" + sample("docs/hexagonal-mini.tmx") + "\"]}",
                "--formats: tmj", "--formats", "tmj");
        refused("{\"model\": \"learned\", \"examples\": [\"" + sample("docs/columns.vox") + "\"]}",
                "--formats: txt", "--formats", "txt");
    }
}
