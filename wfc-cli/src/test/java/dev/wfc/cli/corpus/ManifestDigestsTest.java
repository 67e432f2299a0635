package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.core.testkit.Sha256;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Each manifest line records the SHA-256 of each of its map's files by format ({@code fileSha256}), checked here
 * against a digest of the bytes on disk; a manifest from before that key still resumes.
 */
class ManifestDigestsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void everyListedFileHasItsDigestByFormat() throws IOException {
        Path out = dir.resolve("c");
        CliRun run = CliRun.of("corpus", SpecFiles.small(dir).toString(), "--count", "12", "--formats", "png,json",
                "--quiet", "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        List<String> lines = Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        assertEquals(12, lines.size());
        for (String line : lines) {
            JsonNode entry = JSON.readTree(line);
            JsonNode digests = entry.get("fileSha256");
            assertEquals(entry.get("files").size(), digests.size(), line);
            for (JsonNode file : entry.get("files")) {
                String name = file.asText();
                String extension = name.substring(name.lastIndexOf('.') + 1);
                assertEquals(Sha256.hex(Files.readAllBytes(out.resolve(name))), digests.path(extension).asText(),
                        line);
            }
        }
    }

    @Test
    void aManifestWithoutDigestsStillResumes() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path old = dir.resolve("old");
        Path reference = dir.resolve("reference");
        String[] job = {"corpus", spec.toString(), "--count", "10", "--formats", "png,json", "--quiet", "--out"};
        assertEquals(ExitCodes.OK, CliRun.of(with(job, reference)).exitCode());
        assertEquals(ExitCodes.OK, CliRun.of(with(job, old)).exitCode());
        // An older wfc's manifest: no fileSha256, and the last four maps not yet made.
        List<String> lines = Files.readAllLines(old.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        StringBuilder older = new StringBuilder();
        for (String line : lines) {
            ObjectNode entry = (ObjectNode) JSON.readTree(line);
            if (entry.get("index").asInt() < 6) {
                entry.remove("fileSha256");
                older.append(JSON.writeValueAsString(entry)).append('\n');
            } else {
                for (JsonNode file : entry.get("files")) {
                    Files.delete(old.resolve(file.asText()));
                }
            }
        }
        Files.writeString(old.resolve("manifest.jsonl"), older, StandardCharsets.UTF_8);

        CliRun resumed = CliRun.of(with(job, old, "--resume"));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        CorpusContents expected = CorpusContents.of(reference);
        CorpusContents got = CorpusContents.of(old);
        assertEquals(expected.maps(), got.maps());
        assertEquals(10, got.manifestLines());
        for (JsonNode entry : got.entries()) {
            assertEquals(entry.get("index").asInt() >= 6, entry.has("fileSha256"), entry::toString);
        }
        assertFalse(Files.readString(old.resolve("manifest.jsonl")).isEmpty());
    }

    private static String[] with(String[] job, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(job));
        args.add(out.toString());
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
