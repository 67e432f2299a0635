package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.Solution;
import dev.wfc.core.io.InvalidInputException;
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
 * The spec keys {@code edgedPath} and {@code mirror}, a border's {@code exclude} and {@code invert} and a pin's
 * {@code random} (DeBroglie's constraint options): each reaches the maps (read back as characters and checked by the testkit's ShapeCheck and this test's own mirror and edge
 * arithmetic), appears in the canonical spec only when given, and a bad value is refused with its key.
 */
class SpecDebroglieOptionsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int W = 14;
    private static final int H = 10;
    @TempDir
    static Path dir;

    @BeforeAll
    static void writeInputs() throws IOException {
        Files.writeString(dir.resolve("roads.txt"), "....#--#....\n....I..I....\n.#--#..#--#.\n.I........I.\n"
                + ".#--#..#--#.\n....I..I....\n....#--#....\n", StandardCharsets.UTF_8);
    }

    private static CorpusJob read(String json) throws IOException {
        return CorpusJob.read(SpecFiles.write(dir, "spec.json", json));
    }

    /** Map {@code seed} of {@code job} as rows of characters. */
    private static String[] rows(CorpusJob job, long seed) {
        Solution m = job.params().configure(job.model().solverBuilder(W, H, false)).build().solve(seed);
        assertTrue(m.solved(), m.status()::toString);
        String[] rows = new String[H];
        for (int y = 0; y < H; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < W; x++) {
                row.append(job.model().tileName(m.tile(x + y * W)));
            }
            rows[y] = row.toString();
        }
        return rows;
    }

    @Test
    void edgedPathsJoinRoadsByTheirExits() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'roads.txt', 'width': 14, 'height': 10, "
                + "'backtrack': true, 'count': [{'tiles': '#', 'min': 5}], "
                + "'edgedPath': [{'exits': {'-': ['left', 'right'], 'I': ['top', 'Bottom'], '#': ['all']}}]}");
        assertEquals(JSON.readTree("[{\"exits\": {\"#\": [\"all\"], \"-\": [\"left\", \"right\"], \"I\": [\"top\","
                + " \"bottom\"]}}]"), job.canonicalSpec().get("edgedPath"));
        for (long seed = 0; seed < 3; seed++) {
            String[] rows = rows(job, seed);
            int[] ids = new int[W * H];
            for (int c = 0; c < ids.length; c++) {
                ids[c] = "-I#".indexOf(rows[c / W].charAt(c % W)) + 1;
            }
            // Exit bits 0 left, 1 down, 2 right, 3 up; id 0 is '.', off the path.
            int[] exits = {0, 0b0101, 0b1010, 0b1111};
            assertTrue(ShapeCheck.edgedConnected(ids, W, H, false, exits), () -> String.join("\n", rows));
        }
    }

    @Test
    void edgedPathsJoinEndPoints() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'roads.txt', 'width': 14, 'height': 10, "
                + "'backtrack': true, 'edgedPath': [{'exits': {'-': ['left', 'right'], 'I': ['top', 'bottom'], "
                + "'#': ['all']}, 'endPoints': [{'x': 0, 'y': 1}, {'x': 13, 'y': 8}]}]}");
        assertEquals(JSON.readTree("[{\"x\": 0, \"y\": 1}, {\"x\": 13, \"y\": 8}]"),
                job.canonicalSpec().get("edgedPath").get(0).get("endPoints"));
        for (long seed = 0; seed < 3; seed++) {
            String[] rows = rows(job, seed);
            int[] ids = new int[W * H];
            for (int c = 0; c < ids.length; c++) {
                ids[c] = "-I#".indexOf(rows[c / W].charAt(c % W)) + 1;
            }
            int[] exits = {0, 0b0101, 0b1010, 0b1111};
            assertTrue(ShapeCheck.edgedJoined(ids, W, H, false, exits, new int[] {W, 13 + 8 * W}),
                    () -> String.join("\n", rows));
        }
    }

    @Test
    void mirroredMapsInsideBorderAreas() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'roads.txt', 'width': 14, 'height': 10, "
                + "'backtrack': true, 'mirror': [{'axis': 'y'}], "
                + "'border': [{'edges': ['top', 'bottom'], 'exclude': ['left', 'right'], 'tiles': ['#', '-']}], "
                + "'banBorder': [{'edges': 'all', 'exclude': 'top', 'invert': true, 'tiles': 'I'}]}");
        JsonNode spec = job.canonicalSpec();
        assertEquals(JSON.readTree("[{\"axis\": \"y\", \"pairs\": []}]"), spec.get("mirror"));
        assertEquals(JSON.readTree("[{\"edges\": [\"top\", \"bottom\"], \"tiles\": [\"#\", \"-\"], \"exclude\": "
                + "[\"left\", \"right\"]}]"), spec.get("border"));
        assertEquals(JSON.readTree("[{\"edges\": [\"all\"], \"tiles\": [\"I\"], \"exclude\": [\"top\"], "
                + "\"invert\": true}]"), spec.get("banBorder"));
        for (long seed = 0; seed < 3; seed++) {
            String[] rows = rows(job, seed);
            String map = String.join("\n", rows);
            for (int y = 0; y < H; y++) {
                assertEquals(rows[H - 1 - y], rows[y], map);
                for (int x = 0; x < W; x++) {
                    char c = rows[y].charAt(x);
                    boolean side = x == 0 || x == W - 1;
                    if ((y == 0 || y == H - 1) && !side) {
                        assertTrue(c == '#' || c == '-', map);
                    }
                    // Inverted "all but the top row's cells": the top row and every cell off the edges.
                    if (y == 0 || !side && y != H - 1) {
                        assertTrue(c != 'I', map);
                    }
                }
            }
        }
    }

    @Test
    void aRandomPinPinsTheCellItsSeedDraws() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': 'roads.txt', 'width': 14, 'height': 10, "
                + "'pins': [{'random': 77, 'tile': '#'}, {'x': 0, 'y': 0, 'tile': '.'}]}");
        assertEquals(JSON.readTree("[{\"random\": 77, \"tile\": [\"#\"]}, {\"x\": 0, \"y\": 0, \"tile\": [\".\"]}]"),
                job.canonicalSpec().get("pins"));
        // The documented draw, with this test's own SplitMix64 finalizer: of 77 ^ "fixed", unsigned, modulo the cells.
        long z = 77 ^ 0x6669786564L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        int cell = (int) Long.remainderUnsigned(z ^ (z >>> 31), W * H);
        for (long seed = 0; seed < 3; seed++) {
            String[] rows = rows(job, seed);
            assertEquals('#', rows[cell / W].charAt(cell % W), () -> "cell " + cell + "\n" + String.join("\n", rows));
        }
    }

    @Test
    void aSpecWithoutTheNewKeysKeepsItsCanonicalForm() throws IOException {
        JsonNode spec = read("{'model': 'learned', 'examples': 'roads.txt', "
                + "'border': [{'edges': 'all', 'tiles': '.'}]}").canonicalSpec();
        assertFalse(spec.has("edgedPath"));
        assertFalse(spec.has("mirror"));
        assertEquals(JSON.readTree("[{\"edges\": [\"all\"], \"tiles\": [\".\"]}]"), spec.get("border"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'pins': [{'random': 1, 'x': 2, 'tile': '#'}] | pins[0]: random with x or y (expected: x and y, or random",
        "'pins': [{'random': 1}] | pins[0].tile: missing",
        "'pins': [{'random': 'any', 'tile': '#'}] | pins[0].random: \"any\"",
        "'mirror': [{'pairs': []}] | mirror[0].axis: missing",
        "'mirror': [{'axis': 'z'}] | mirror[0].axis: 'z' (expected: x or y)",
        "'mirror': [{'axis': 'x', 'pairs': [['#']]}] | mirror[0].pairs[0]: [#] (expected: two tile names",
        "'mirror': [{'axis': 'x', 'pairs': [['#', 'q']]}] | mirror[0]: tile name: 'q' names no tile",
        "'mirror': [{'axis': 'x', 'pairs': [['#', '-'], ['#', 'I']]}] | mirror[0]: mirror pair #:I: a tile paired",
        "'edgedPath': [{}] | edgedPath[0].exits: missing",
        "'edgedPath': [{'exits': {'-': ['left']}, 'endPoints': []}] | edgedPath[0].endPoints: [] (expected: at least",
        "'edgedPath': [{'exits': {'-': ['left']}, 'endPoints': [{'x': 12, 'y': 0}]}] | edgedPath[0]: end point (12, 0)",
        "'edgedPath': [{'exits': {'-': ['up']}}] | edgedPath[0].exits.-: side 'up'",
        "'edgedPath': [{'exits': {'-': []}}] | edgedPath[0].exits.-: sides: none",
        "'edgedPath': [{'exits': {'q': ['left']}}] | edgedPath[0]: tile name: 'q' names no tile",
        "'border': [{'edges': 'all', 'exclude': 'middle', 'tiles': '.'}] | border[0].exclude: edge 'middle'",
        "'banBorder': [{'edges': 'all', 'invert': 'yes', 'tiles': '.'}] | banBorder[0].invert: \"yes\" (expected: true",
    })
    void badValuesNameTheKey(String keys, String message) throws IOException {
        Path file = SpecFiles.write(dir, "bad.json", "{'model': 'learned', 'examples': 'roads.txt', 'size': 12, "
                + keys + "}");
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().startsWith(file + ": "), failure::getMessage);
        assertTrue(failure.getMessage().contains(message), failure::getMessage);
    }

    @Test
    void theOverlappingModelRefusesMirrors() throws IOException {
        Path file = SpecFiles.write(dir, "bad.json", "{'model': 'overlapping', 'mirror': [{'axis': 'x'}]}");
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().contains("mirror: the overlapping model"), failure::getMessage);
    }
}
