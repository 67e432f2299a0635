package dev.wfc.corpus.spec;

import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.testkit.Sha256;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reading corpus specs: defaults, relative paths, and a message naming the key for every kind of bad value. */
class CorpusSpecTest {
    @TempDir
    Path dir;

    @Test
    void anEmptyOverlappingSpecIsTheBuiltInDefault() throws IOException {
        CorpusJob job = CorpusJob.read(SpecFiles.write(dir, "s.json", "{'model': 'overlapping'}"));
        assertEquals(CorpusJob.defaults().canonicalSpec(), job.canonicalSpec());
        assertEquals(CorpusJob.defaults().params(), job.params());
        assertEquals(Map.of(), job.inputDigests());
    }

    @Test
    void everyKeyReachesTheJob() throws IOException {
        Png.write(dir.resolve("in/pipes.png"), BuiltinSample.image());
        CorpusJob job = CorpusJob.read(SpecFiles.write(dir, "specs/s.json", "{'model': 'overlapping', "
                + "'sample': '../in/pipes.png', 'n': 2, 'symmetry': 2, 'periodicInput': false, 'ground': false, "
                + "'width': 20, 'height': 12, 'periodic': true, 'heuristic': 'MRV', 'tries': 3, 'limit': 50, "
                + "'solver': 'naive', 'propagator': 'bitset', 'backtrack': false}"));
        assertEquals(new dev.wfc.parallel.SolveParams(20, 12, true, Heuristic.MRV, SolverKind.NAIVE,
                PropagatorKind.BITSET, 3, 50, null), job.params(), "null: restarts only, as the spec says");
        assertEquals("../in/pipes.png", job.canonicalSpec().get("sample").asText());
        assertEquals(2, job.canonicalSpec().get("n").asInt());
        assertEquals("mrv", job.canonicalSpec().get("heuristic").asText());
        assertEquals(Map.of("../in/pipes.png", Sha256.hex(Files.readAllBytes(dir.resolve("in/pipes.png")))),
                job.inputDigests());
    }

    @Test
    void sizeIsTheDefaultOfWidthAndHeight() throws IOException {
        CorpusJob job = CorpusJob.read(SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'size': 20, "
                + "'height': 9}"));
        assertEquals(20, job.params().width());
        assertEquals(9, job.params().height());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "{'model': 'overlapping', 'frobnicate': 1}       | unknown key 'frobnicate' (expected: one of model, sample, n,",
        "{'model': 'overlapping', 'n': '3'}              | n: \"3\" (expected: an integer)",
        "{'model': 'overlapping', 'n': 3.5}              | n: 3.5 (expected: an integer)",
        "{'model': 'overlapping', 'tries': true}         | tries: true (expected: an integer)",
        "{'model': 'overlapping', 'periodic': 'yes'}     | periodic: \"yes\" (expected: true or false)",
        "{'model': 'overlapping', 'periodic': 1}         | periodic: 1 (expected: true or false)",
        "{'model': 'overlapping', 'sample': 7}           | sample: 7 (expected: a string)",
        "{'model': 'overlapping', 'heuristic': 'random'} | heuristic: 'random' (expected: entropy, mrv, scanline)",
        "{'model': 'overlapping', 'solver': 'quantum'}   | solver: 'quantum' (expected: incremental, naive)",
        "{'model': 'overlapping', 'propagator': 'ac3'}   | propagator: 'ac3' (expected: auto, ac4, bitset)",
        "{'model': 'overlapping', 'n': 1}                | n: 1 (expected: >= 2)",
        "{'model': 'overlapping', 'n': 17}               | n: 17 (expected: at most 16, the smaller side of the built-in",
        "{'model': 'overlapping', 'symmetry': 9}         | symmetry: 9 (expected: 1..8)",
        "{'model': 'overlapping', 'size': 0}             | size: 0 (expected: > 0)",
        "{'model': 'overlapping', 'width': -1}           | width: -1 (expected: > 0)",
        "{'model': 'overlapping', 'tries': 0}            | tries: 0 (expected: > 0)",
        "{'model': 'overlapping', 'limit': -1}           | limit: -1 (expected: >= 0)",
        "{'model': 'overlapping', 'size': 2}             | width x height: 2x2 (expected: at least n = 3",
        "{'model': 'overlapping', 'sample': 'none.png'}  | sample:",
        "{'model': 'wavelet'}                            | model: 'wavelet' (expected: overlapping, tiled, learned)",
        "{'n': 3}                                        | model: missing (expected: overlapping, tiled, learned)",
        "{'model': 3}                                    | model: 3 (expected: overlapping, tiled, learned)",
        "[1, 2]                                          | not a JSON object",
        "{'model': 'overlapping',                        | not valid JSON at line 1",
        "{'model': 'overlapping'} {}                     | not valid JSON",
        "{'model': 'overlapping', 'n': 3, 'n': 4}        | not valid JSON",
    })
    void badSpecsNameTheKeyAndWhatIsAllowed(String json, String message) throws IOException {
        Path file = SpecFiles.write(dir, "bad.json", json);
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().startsWith(file + ": "), failure::getMessage);
        assertTrue(failure.getMessage().contains(message), failure::getMessage);
    }

    @Test
    void aSampleThatIsNotAPngIsNamed() throws IOException {
        Files.writeString(dir.resolve("notes.png"), "text", StandardCharsets.UTF_8);
        Path file = SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'sample': 'notes.png'}");
        InvalidInputException failure = assertThrows(InvalidInputException.class, () -> CorpusJob.read(file));
        assertTrue(failure.getMessage().contains("sample: ") && failure.getMessage().contains("not a PNG"),
                failure::getMessage);
    }
}
