package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * --resume checks every map its manifest lists (the recorded SHA-256 of each file; for an older manifest without
 * them, that the file decodes), makes again the ones that are missing or changed, says how many, and ends with the
 * corpus of an uninterrupted run.
 */
class ResumeRepairsTest {
    private static final int COUNT = 40;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aDeletedMapIsMadeAgain() throws IOException {
        Path out = corpus("deleted");
        Files.delete(out.resolve("maps/000007.png"));
        assertResumesToReference(out, COUNT - 1, 1);
    }

    @Test
    void aTruncatedMapIsMadeAgain() throws IOException {
        Path out = corpus("truncated");
        Path map = out.resolve("maps/000011.json");
        byte[] bytes = Files.readAllBytes(map);
        Files.write(map, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        assertResumesToReference(out, COUNT - 1, 1);
    }

    @Test
    void aFlippedByteIsMadeAgain() throws IOException {
        Path out = corpus("flipped");
        Path map = out.resolve("maps/000023.png");
        byte[] bytes = Files.readAllBytes(map);
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(map, bytes);
        assertResumesToReference(out, COUNT - 1, 1);
    }

    @Test
    void deletedMapsFolderIsMadeAgainWhole() throws IOException {
        Path out = corpus("no-maps");
        try (Stream<Path> all = Files.walk(out.resolve("maps"))) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
        assertResumesToReference(out, 0, COUNT);
    }

    @Test
    void anOlderManifestWithoutDigestsStillCatchesATruncatedPng() throws IOException {
        Path out = corpus("older");
        Path manifest = out.resolve("manifest.jsonl");
        StringBuilder older = new StringBuilder();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            ObjectNode entry = (ObjectNode) JSON.readTree(line);
            entry.remove("fileSha256");
            older.append(JSON.writeValueAsString(entry)).append('\n');
        }
        Files.writeString(manifest, older, StandardCharsets.UTF_8);
        Path map = out.resolve("maps/000005.png");
        byte[] bytes = Files.readAllBytes(map);
        Files.write(map, java.util.Arrays.copyOf(bytes, bytes.length - 12));
        Files.delete(out.resolve("maps/000006.json"));
        CliRun resumed = CliRun.of(job(out, "--resume"));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        assertEquals("resume: 38 maps kept, 2 made again (missing or changed)", resumed.out().lines().findFirst()
                .orElseThrow());
        assertEquals(CorpusContents.of(reference()).maps(), CorpusContents.of(out).maps());
        assertEquals(COUNT, CorpusContents.of(out).manifestLines());
    }

    private void assertResumesToReference(Path out, int kept, int remade) throws IOException {
        CliRun resumed = CliRun.of(job(out, "--resume"));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        assertEquals("resume: " + kept + " maps kept, " + remade + " made again (missing or changed)",
                resumed.out().lines().findFirst().orElseThrow(), resumed::toString);
        assertEquals(CorpusContents.of(reference()), CorpusContents.of(out));
    }

    private Path reference() throws IOException {
        Path reference = dir.resolve("reference");
        if (!Files.exists(reference)) {
            CliRun run = CliRun.of(job(reference, "--quiet"));
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        }
        return reference;
    }

    private Path corpus(String name) throws IOException {
        Path out = dir.resolve(name);
        CliRun run = CliRun.of(job(out, "--quiet", "--threads", "3"));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }

    private String[] job(Path out, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("corpus", SpecFiles.small(dir).toString(), "--count",
                Integer.toString(COUNT), "--master-seed", "4", "--formats", "png,json", "--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
