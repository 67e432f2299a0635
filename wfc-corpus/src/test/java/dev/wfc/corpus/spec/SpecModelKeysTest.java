package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.Backtracking;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.MapFormat;
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
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The spec keys of the tiled and learned models, the shared backtracking keys and the designer constraints: each
 * reaches the job, and each bad value is refused with its key (and position) and what is allowed.
 */
class SpecModelKeysTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    @BeforeAll
    static void writeInputs() throws IOException {
        MiniTileset.valid(dir, "Mini");
        Files.writeString(dir.resolve("ab.txt"), "aab\nabb\n", StandardCharsets.UTF_8);
        Png.write(dir.resolve("two.png"), new Image(new int[] {0xFF000000, 0xFFFFFFFF}, 2, 1));
        Png.write(dir.resolve("clear3.png"), new Image(new int[9], 3, 3));
    }

    private static CorpusJob read(String json) throws IOException {
        return CorpusJob.read(SpecFiles.write(dir, "spec.json", json));
    }

    @Test
    void everyTiledKeyReachesTheJob() throws IOException {
        CorpusJob job = read("{'model': 'tiled', 'tileset': 'Mini.xml', 'subset': 'OnlyA', 'blackBackground': true, "
                + "'allowDeadEnds': true, 'size': 5, 'maxBacktracks': 7, 'pins': [{'x': 1, 'y': 2, 'tile': 'a'}], "
                + "'border': [{'edges': ['LEFT', 'top'], 'tiles': ['a']}], 'rows': [{'row': 4, 'tiles': 'a'}], "
                + "'count': [{'tiles': 'a', 'max': 25}], 'connected': [{'tiles': 'a'}]}");
        JsonNode spec = job.canonicalSpec();
        assertEquals(JSON.readTree("""
                {"model": "tiled", "tileset": "Mini.xml", "subset": "OnlyA", "blackBackground": true,
                 "allowDeadEnds": true, "width": 5, "height": 5, "periodic": false, "heuristic": "entropy",
                 "tries": 10, "limit": null, "solver": "incremental", "propagator": "auto", "backtrack": true,
                 "maxBacktracks": 7, "pins": [{"x": 1, "y": 2, "tile": ["a"]}], "pinMask": null,
                 "border": [{"edges": ["left", "top"], "tiles": ["a"]}], "rows": [{"row": 4, "tiles": ["a"]}],
                 "count": [{"tiles": ["a"], "min": 0, "max": 25}], "connected": [{"tiles": ["a"]}]}"""), spec);
        assertEquals(new Backtracking(7, Backtracking.DEFAULT.maxDepth()), job.params().backtracking());
        assertEquals(Set.of(MapFormat.PNG, MapFormat.JSON, MapFormat.TXT, MapFormat.TMJ, MapFormat.TMX),
                job.formats());
        assertEquals(Set.of("Mini.xml", "Mini/a.png", "Mini/b.png"), job.inputDigests().keySet());
    }

    @Test
    void everyLearnedKeyReachesTheJob() throws IOException {
        CorpusJob job = read("{'model': 'learned', 'examples': ['two.png'], 'symmetry': 2, 'periodicInput': true, "
                + "'scale': 4, 'width': 3, 'height': 3, 'backtrack': true, 'pinMask': 'clear3.png'}");
        JsonNode spec = job.canonicalSpec();
        assertEquals(List.of("two.png"), JSON.convertValue(spec.get("examples"), List.class));
        assertEquals(2, spec.get("symmetry").asInt());
        assertTrue(spec.get("periodicInput").asBoolean());
        assertEquals(4, spec.get("scale").asInt());
        assertEquals("clear3.png", spec.get("pinMask").asText());
        assertEquals(Backtracking.DEFAULT, job.params().backtracking());
        assertEquals(Set.of(MapFormat.PNG, MapFormat.JSON, MapFormat.TMJ, MapFormat.TMX), job.formats());
        assertEquals(Set.of("two.png", "clear3.png"), job.inputDigests().keySet());
        CorpusJob text = read("{'model': 'learned', 'examples': 'ab.txt'}");
        assertEquals(Set.of(MapFormat.TXT, MapFormat.JSON), text.formats());
        assertEquals(MapFormat.TXT, text.mainFormat());
        assertEquals(48, text.params().width());
        assertEquals(24, read("{'model': 'tiled', 'tileset': 'Mini.xml'}").params().width());
    }

    /**
     * The contradiction policy: backtracking within 100 undos by default, restarts only with {@code "backtrack":
     * false}; the canonical spec states it either way, with the limit restarts-only specs always stated (10000), so
     * a spec of the earlier default reads as it did when it says {@code "backtrack": false}.
     */
    @Test
    void theCanonicalSpecStatesThePolicy() throws IOException {
        CorpusJob byDefault = read("{'model': 'learned', 'examples': 'ab.txt'}");
        assertEquals(Backtracking.DEFAULT, byDefault.params().backtracking());
        assertTrue(byDefault.canonicalSpec().get("backtrack").booleanValue());
        assertEquals(100, byDefault.canonicalSpec().get("maxBacktracks").longValue());
        CorpusJob restarts = read("{'model': 'learned', 'examples': 'ab.txt', 'backtrack': false}");
        assertNull(restarts.params().backtracking());
        assertTrue(!restarts.canonicalSpec().get("backtrack").booleanValue());
        assertEquals(10000, restarts.canonicalSpec().get("maxBacktracks").longValue());
        CorpusJob limited = read("{'model': 'learned', 'examples': 'ab.txt', 'maxBacktracks': 9}");
        assertEquals(new Backtracking(9, Backtracking.DEFAULT.maxDepth()), limited.params().backtracking());
    }

    /** In a spec below, "{L" stands for the start of a learned spec of ab.txt, "{T" of a tiled spec of Mini.xml. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiterString = " :: ", value = {
        "{'model': 'tiled'} :: tileset: missing (expected: a tileset XML file",
        "{'model': 'tiled', 'tileset': 'None.xml'} :: tileset: ",
        "{T, 'subset': 'Nope'} :: subset \"Nope\": unknown (expected: one of [OnlyA])",
        "{T, 'blackBackground': 'yes'} :: blackBackground: \"yes\" (expected: true or false)",
        "{T, 'allowDeadEnds': 1} :: allowDeadEnds: 1 (expected: true or false)",
        "{'model': 'tiled', 'tileset': 3} :: tileset: 3 (expected: a string)",
        "{T, 'n': 3} :: "
            + "unknown key 'n' (expected: one of model, tileset, subset, blackBackground, allowDeadEnds, topology,"
            + " depth, mask, scale, size, width, height, periodic, heuristic, tries, limit, solver, propagator, backtrack, maxBacktracks,"
            + " pins, pinMask, border, rows, count, connected, maxRun, separation, weights, banBorder, path, edgedPath, mirror)",
        "{'model': 'learned'} :: examples: missing (expected: a list of example files",
        "{'model': 'learned', 'examples': []} :: examples: [] (expected: at least one example file)",
        "{'model': 'learned', 'examples': ['ab.txt', 'none.txt']} :: examples[1]: ",
        "{'model': 'learned', 'examples': ['ab.txt', 'two.png']} :: examples[1]: ",
        "{'model': 'learned', 'examples': [3]} :: examples[0]: 3 (expected: a string)",
        "{'model': 'learned', 'examples': {'a': 1}} :: examples: {\"a\":1} (expected: a string)",
        "{L, 'symmetry': 0} :: symmetry: 0 (expected: 1..8)",
        "{L, 'periodicInput': 'no'} :: periodicInput: \"no\" (expected: true or false)",
        "{L, 'scale': 2} :: scale: 2 (expected: PNG examples",
        "{'model': 'learned', 'examples': 'two.png', 'scale': 0} :: scale: 0 (expected: 1..1024)",
        "{L, 'sample': 'x.png'} :: "
            + "unknown key 'sample' (expected: one of model, examples, symmetry, periodicInput, scale, topology, depth, mask, size,",
        "{L, 'backtrack': 'yes'} :: backtrack: \"yes\" (expected: true or false)",
        "{L, 'maxBacktracks': 0} :: maxBacktracks: 0 (expected: > 0)",
        "{L, 'backtrack': false, 'maxBacktracks': 5} :: "
            + "maxBacktracks: 5 with \"backtrack\": false (expected: no maxBacktracks when restarting only)",
        "{L, 'pins': {'x': 1}} :: pins: {\"x\":1} (expected: a list)",
        "{L, 'pins': [null]} :: pins[0]: null (expected: an object {\"x\", \"y\", \"tile\"})",
        "{L, 'pins': [{'x': 1, 'tile': 'a'}]} :: pins[0].y: missing (expected: an integer)",
        "{L, 'pins': [{'x': 1, 'y': 1}]} :: pins[0].tile: missing (expected: a tile name or a list of them)",
        "{L, 'pins': [{'x': '1', 'y': 1, 'tile': 'a'}]} :: pins[0].x: \"1\" (expected: an integer)",
        "{L, 'pins': [{'x': 1, 'y': 1, 'tile': [5]}]} :: pins[0].tile[0]: 5 (expected: a string)",
        "{L, 'pins': [{'x': 1, 'y': 1, 'tile': 'a', 'z': 0}]} :: "
            + "pins[0]: unknown key 'z' (expected: one of x, y, tile, random)",
        "{L, 'pins': [{'x': 1, 'y': 1, 'tile': 'c'}]} :: "
            + "pins[0]: tile name: 'c' names no tile (expected: one of [a, b])",
        "{L, 'pins': [{'x': 48, 'y': 1, 'tile': 'a'}]} :: pins[0]: pin (48, 1): outside the 48x48 grid",
        "{L, 'pinMask': 'none.png'} :: pinMask: ",
        "{L, 'pinMask': 'clear3.png'} :: pinMask: mask: 3x3 (expected: the 48x48 grid)",
        "{L, 'border': [{'edges': 'middle', 'tiles': 'a'}]} :: "
            + "border[0].edges: edge 'middle' (expected: left, right, top, bottom or all)",
        "{L, 'border': [{'edges': [], 'tiles': 'a'}]} :: "
            + "border[0].edges: edges: none (expected: left, right, top, bottom or all)",
        "{L, 'border': [{'tiles': 'a'}]} :: border[0].edges: missing",
        "{L, 'border': [{'edges': 'all'}]} :: border[0].tiles: missing",
        "{L, 'rows': [{'row': 48, 'tiles': 'a'}]} :: rows[0]: row (0, 48): outside the 48x48 grid",
        "{L, 'rows': [{'tiles': 'a'}]} :: rows[0].row: missing (expected: an integer)",
        "{L, 'count': [{'tiles': 'a'}]} :: count[0]: neither min nor max (expected: at least one of them)",
        "{L, 'count': [{'tiles': 'a', 'min': 3, 'max': 1}]} :: count[0]: max: 1 (expected: >= min 3)",
        "{L, 'count': [{'tiles': 'a', 'min': -1}]} :: count[0]: min: -1 (expected: >= 0)",
        "{L, 'count': [{'min': 1}]} :: count[0].tiles: missing",
        "{L, 'connected': [{'tiles': []}]} :: connected[0]: tile names: none (expected: at least one)",
        "{L, 'connected': [{'tiles': ['']}]} :: connected[0]: tile name: empty",
        "{L, 'connected': ['a']} :: connected[0]: \"a\" (expected: an object with tiles)",
    })
    void badValuesNameTheKeyAndWhatIsAllowed(String json, String message) throws IOException {
        Path file = SpecFiles.write(dir, "bad.json", json.replace("{L", "{'model': 'learned', 'examples': 'ab.txt'")
                .replace("{T", "{'model': 'tiled', 'tileset': 'Mini.xml'"));
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().startsWith(file + ": "), failure::getMessage);
        assertTrue(failure.getMessage().contains(message), failure::getMessage);
    }
}
