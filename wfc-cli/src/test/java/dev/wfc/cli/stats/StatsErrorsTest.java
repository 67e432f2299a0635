package dev.wfc.cli.stats;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.SampleDir;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every corpus {@code wfc stats} cannot use makes it exit with code 2 and one line naming the file (and line, key or
 * option) at fault, writing nothing.
 */
class StatsErrorsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;
    @TempDir
    Path out;

    /** A corpus of two maps of the checker spec, with the given formats; returns its directory. */
    private Path checkerCorpus(String formats) throws IOException {
        SampleDir.write(dir);
        Path spec = SpecFiles.write(dir, "checker.json", "{'model': 'overlapping', 'sample': 'samples/Checker.png',"
                + " 'n': 2, 'symmetry': 1, 'periodic': true, 'size': 4}");
        Path corpus = dir.resolve("corpus");
        CliRun run = CliRun.of("corpus", spec.toString(), "--quiet", "--count", "2", "--formats", formats, "--out",
                corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return corpus;
    }

    private void assertRefused(Path corpus, String... mentions) throws IOException {
        assertRefused(CliRun.of("stats", corpus.toString(), "--out", out.resolve("stats").toString()), mentions);
    }

    private void assertRefused(CliRun run, String... mentions) throws IOException {
        ErrorAssertions.assertOneLineError(run, "stats", ExitCodes.BAD_INPUT, out, mentions);
    }

    @Test
    void aDirectoryThatIsNoCorpus() throws IOException {
        assertRefused(dir, dir.resolve("run.json").toString(), "no such file");
    }

    @Test
    void aCorpusWithoutJsonGrids() throws IOException {
        assertRefused(checkerCorpus("png"), "run.json", "formats", "json among its --formats");
    }

    @Test
    void aSpecThatIsNotFoundFromHere() throws IOException {
        Path corpus = checkerCorpus("png,json");
        Files.delete(dir.resolve("checker.json"));
        assertRefused(corpus, "run.json", "checker.json", "not found from here", "--spec");
    }

    @Test
    void anotherSpecOrChangedInputs() throws IOException {
        Path corpus = checkerCorpus("png,json");
        Path other = SpecFiles.write(dir, "other.json", "{'model': 'overlapping', 'size': 4}");
        assertRefused(CliRun.of("stats", corpus.toString(), "--spec", other.toString(), "--out",
                out.resolve("stats").toString()), "other.json", "not the spec");
        Files.write(dir.resolve("samples/Checker.png"), new byte[] {0}, StandardOpenOption.APPEND);
        assertRefused(corpus, "checker.json", "input files differ");
    }

    @Test
    void aGridWithAnUnknownTile() throws IOException {
        Path corpus = checkerCorpus("png,json");
        Path map = corpus.resolve("maps/000000.json");
        ObjectNode grid = (ObjectNode) JSON.readTree(map.toFile());
        ((ArrayNode) grid.get("cells").get(0)).set(0, 7);
        Files.write(map, JSON.writeValueAsBytes(grid));
        assertRefused(corpus, map.toString(), "cells[0][0]: 7", "expected: -1..1");
    }

    @Test
    void aManifestLineThatIsNoEntry() throws IOException {
        Path corpus = checkerCorpus("png,json");
        Files.writeString(corpus.resolve("manifest.jsonl"), "{\"index\": 5}\n", StandardOpenOption.APPEND);
        assertRefused(corpus, "manifest.jsonl line 3", "expected: a manifest entry");
    }

    @Test
    void galleryOptionsOutOfRange() throws IOException {
        Path corpus = checkerCorpus("png,json");
        String stats = out.resolve("stats").toString();
        assertRefused(CliRun.of("stats", corpus.toString(), "--page-size", "5", "--out", stats), "--page-size: 5",
                "together with --gallery");
        assertRefused(CliRun.of("stats", corpus.toString(), "--gallery", "--page-size", "0", "--out", stats),
                "--page-size: 0 (expected: 1..1000)");
        assertRefused(CliRun.of("stats", corpus.toString(), "--gallery", "--page-size", "1001", "--out", stats),
                "--page-size: 1001 (expected: 1..1000)");
    }

    @Test
    void aGalleryNeedsEachEntrysIndexAndSeed() throws IOException {
        Path corpus = checkerCorpus("png,json");
        Path manifest = corpus.resolve("manifest.jsonl");
        String first = Files.readAllLines(manifest).get(0);
        Files.writeString(manifest, first.replaceFirst("\"seed\":\"[-0-9]+\"", "\"seed\":7") + "\n");
        assertRefused(CliRun.of("stats", corpus.toString(), "--gallery", "--out", out.resolve("stats").toString()),
                "manifest.jsonl line 1", "seed 7", "expected: a manifest entry with its index");
    }
}
