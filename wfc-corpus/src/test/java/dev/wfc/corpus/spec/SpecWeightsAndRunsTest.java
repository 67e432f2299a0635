package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.ShapeCheck;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The spec keys {@code maxRun}, {@code separation} and {@code weights}: each reaches the job and its maps (checked
 * by the testkit's ShapeCheck and by reading the tiles back), appears in the canonical spec only when given, and a
 * bad value is refused with its key.
 */
class SpecWeightsAndRunsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SIDE = 12;
    @TempDir
    static Path dir;

    @BeforeAll
    static void writeInputs() throws IOException {
        Files.writeString(dir.resolve("ab.txt"), "aabb\nabba\nbbaa\n", StandardCharsets.UTF_8);
        int[] px = new int[SIDE * SIDE];
        for (int i = 0; i < px.length; i++) {
            px[i] = i % SIDE < SIDE / 2 ? 0xFFFF0000 : 0xFF0000FF;
        }
        Png.write(dir.resolve("halves.png"), new Image(px, SIDE, SIDE));
    }

    private static CorpusJob read(String json) throws IOException {
        return CorpusJob.read(SpecFiles.write(dir, "spec.json", json));
    }

    private static Solution map(CorpusJob job, long seed) {
        return job.params().configure(job.model().solverBuilder(SIDE, SIDE, false)).build().solve(seed);
    }

    @Test
    void theNewKeysReachTheJobAndItsMaps() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'ab.txt', 'size': 12, 'backtrack': true, "
                + "'maxRun': [{'tiles': 'b', 'max': 2, 'axes': 'x'}], 'separation': [], "
                + "'weights': {'map': 'halves.png', 'factors': [{'colour': '#ff0000', 'tiles': 'b', 'factor': 0},"
                + " {'tiles': ['a'], 'factor': 2.5}]}}");
        JsonNode spec = job.canonicalSpec();
        assertEquals(JSON.readTree("[{\"tiles\": [\"b\"], \"max\": 2, \"axes\": [\"x\"]}]"), spec.get("maxRun"));
        assertEquals(JSON.readTree("[]"), spec.get("separation"));
        assertEquals(JSON.readTree("{\"map\": \"halves.png\", \"factors\": [{\"colour\": \"#FF0000\", \"tiles\": "
                + "[\"b\"], \"factor\": 0.0}, {\"colour\": null, \"tiles\": [\"a\"], \"factor\": 2.5}]}"),
                spec.get("weights"));
        assertTrue(job.inputDigests().containsKey("halves.png"));
        int solved = 0;
        for (long seed = 0; seed < 6; seed++) {
            Solution m = map(job, seed);
            if (!m.solved()) {
                continue;
            }
            solved++;
            int[] ids = new int[SIDE * SIDE];
            for (int c = 0; c < ids.length; c++) {
                ids[c] = job.model().tileName(m.tile(c)).equals("a") ? 1 : 2;
                if (c % SIDE < SIDE / 2) {
                    assertEquals(1, ids[c], "cell " + c + " of the red half holds b");
                }
            }
            assertTrue(ShapeCheck.longestRun(ids, SIDE, SIDE, false, new int[] {2}, true, false) <= 2);
        }
        assertTrue(solved > 0, "no map solved");
    }

    @Test
    void weightsApplyOnHexagonsAndAMirrorIsRefusedThere() throws IOException {
        int[] blob = new int[36];
        for (int i = 0; i < blob.length; i++) {
            blob[i] = i % 6 >= 2 && i % 6 <= 3 && i / 6 >= 2 && i / 6 <= 3 ? 0xFF000000 : 0xFFFFFFFF;
        }
        Png.write(dir.resolve("blob.png"), new Image(blob, 6, 6));
        CorpusJob job = read("{'model': 'learned', 'examples': 'blob.png', 'topology': 'hex', 'size': 12, "
                + "'weights': {'map': 'halves.png', 'factors': [{'colour': '#FF0000', 'tiles': '#000000', "
                + "'factor': 0}]}}");
        boolean right = false;
        for (long seed = 0; seed < 3; seed++) {
            Solution m = map(job, seed);
            assertTrue(m.solved(), m.status()::toString);
            for (int c = 0; c < SIDE * SIDE; c++) {
                boolean black = job.model().tileName(m.tile(c)).equals("#000000");
                assertTrue(!black || c % SIDE >= SIDE / 2, "black hexagon " + c + " in the red half");
                right |= black;
            }
        }
        assertTrue(right, "no black hexagon at all: the test proves nothing");
        Path file = SpecFiles.write(dir, "bad.json", "{'model': 'learned', 'examples': 'blob.png', 'topology': 'hex', "
                + "'weights': {'factors': [{'tiles': '#000000', 'factor': 2}]}, 'mirror': [{'axis': 'x'}]}");
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().endsWith(": mirror[0]: mirror: on a hex grid (expected: a square or cube grid;"
                + " a rhombus of hexagons has no mirror line along x or y)"), failure::getMessage);
    }

    @Test
    void aSpecWithoutTheNewKeysHasNoneOfThemInItsCanonicalForm() throws IOException {
        JsonNode spec = read("{'model': 'learned', 'examples': 'ab.txt'}").canonicalSpec();
        for (String key : new String[] {"maxRun", "separation", "weights", "banBorder", "path"}) {
            assertFalse(spec.has(key), key);
        }
    }

    @Test
    void separationReachesTheMaps() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'ab.txt', 'size': 12, 'backtrack': true, "
                + "'separation': [{'tiles': 'b', 'minDistance': 3}]}");
        Solution m = map(job, 1);
        assertTrue(m.solved(), m.status()::toString);
        int[] ids = new int[SIDE * SIDE];
        for (int c = 0; c < ids.length; c++) {
            ids[c] = job.model().tileName(m.tile(c)).equals("a") ? 1 : 2;
        }
        assertTrue(ShapeCheck.separated(ids, SIDE, SIDE, false, new int[] {2}, 3));
    }

    @Test
    void banBorderAndPathReachTheMaps() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'ab.txt', 'size': 12, 'backtrack': true, "
                + "'banBorder': [{'edges': ['Top', 'bottom'], 'tiles': 'b'}], "
                + "'path': [{'tiles': 'b', 'endPoints': [{'x': 0, 'y': 5}, {'x': 11, 'y': 6}]}]}");
        JsonNode spec = job.canonicalSpec();
        assertEquals(JSON.readTree("[{\"edges\": [\"top\", \"bottom\"], \"tiles\": [\"b\"]}]"),
                spec.get("banBorder"));
        assertEquals(JSON.readTree("[{\"tiles\": [\"b\"], \"endPoints\": [{\"x\": 0, \"y\": 5}, "
                + "{\"x\": 11, \"y\": 6}]}]"), spec.get("path"));
        for (long seed = 0; seed < 3; seed++) {
            Solution m = map(job, seed);
            assertTrue(m.solved(), m.status()::toString);
            int[] ids = new int[SIDE * SIDE];
            for (int c = 0; c < ids.length; c++) {
                ids[c] = job.model().tileName(m.tile(c)).equals("a") ? 1 : 2;
                if (c < SIDE || c >= SIDE * (SIDE - 1)) {
                    assertEquals(1, ids[c], "cell " + c + " on the top or bottom edge holds b");
                }
            }
            assertTrue(ShapeCheck.joined(ids, SIDE, SIDE, false, new int[] {2}, new int[] {5 * SIDE, 11 + 6 * SIDE}));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'banBorder': [{'edges': 'middle', 'tiles': 'a'}] | banBorder[0].edges: edge 'middle'",
        "'banBorder': [{'edges': 'all'}] | banBorder[0].tiles: missing",
        "'path': [{'tiles': 'b'}] | path[0].endPoints: missing",
        "'path': [{'tiles': 'b', 'endPoints': []}] | path[0].endPoints: [] (expected: at least one point)",
        "'path': [{'tiles': 'b', 'endPoints': [{'x': 1}]}] | path[0].endPoints[0].y: missing",
        "'path': [{'tiles': 'b', 'endPoints': [{'x': 12, 'y': 0}]}] | path[0]: end point (12, 0): outside",
        "'maxRun': [{'tiles': 'a'}] | maxRun[0].max: missing",
        "'maxRun': [{'tiles': 'a', 'max': 2, 'axes': 'z'}] | maxRun[0].axes: 'z' (expected: x, y",
        "'maxRun': [{'max': 2}] | maxRun[0].tiles: missing",
        "'separation': [{'tiles': 'a'}] | separation[0].minDistance: missing",
        "'separation': [{'tiles': 'q', 'minDistance': 2}] | separation[0]: tile name: 'q' names no tile",
        "'weights': {'map': 'halves.png'} | weights.factors: missing",
        "'weights': {'factors': [{'tiles': 'a'}]} | weights.factors[0].factor: missing (expected: a number >= 0)",
        "'weights': {'factors': [{'tiles': 'a', 'factor': -2}]} | weights.factors[0].factor: -2.0 (expected: finite",
        "'weights': {'factors': [{'tiles': 'a', 'factor': 'x'}]} | weights.factors[0].factor: \"x\" (expected: a",
        "'weights': {'factors': [{'colour': '#FF0000', 'tiles': 'a', 'factor': 2}]} | no weight map",
        "'weights': {'map': 'none.png', 'factors': [{'tiles': 'a', 'factor': 2}]} | weights.map: ",
        "'weights': {'factors': [{'tiles': 'a', 'factor': 2}], 'x': 1} | unknown key 'x'",
    })
    void badValuesNameTheKey(String keys, String message) throws IOException {
        Path file = SpecFiles.write(dir, "bad.json", "{'model': 'learned', 'examples': 'ab.txt', 'size': 12, "
                + keys + "}");
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().startsWith(file + ": "), failure::getMessage);
        assertTrue(failure.getMessage().contains(message), failure::getMessage);
    }
}
