package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
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
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The files layout beyond 10,000 maps: one subfolder per 1,000 indices, recorded in run.json, verified and resumed;
 * and a corpus of that size from before the rule (flat, no layout keys) still resumes flat and verifies.
 */
class FanOutTest {
    private static final int COUNT = 10_001;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void moreThanTenThousandMapsFanOutAndOlderFlatCorporaStillResume() throws IOException {
        Path out = dir.resolve("c");
        CliRun made = CliRun.of(job(out, "--quiet"));
        assertEquals(ExitCodes.OK, made.exitCode(), made::toString);
        assertTrue(Files.isRegularFile(out.resolve("maps/000/000000.png")));
        assertTrue(Files.isRegularFile(out.resolve("maps/009/009999.png")));
        assertTrue(Files.isRegularFile(out.resolve("maps/010/010000.png")));
        assertFalse(Files.exists(out.resolve("maps/000000.png")));
        JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
        assertEquals("files", run.get("layout").asText());
        assertEquals(1000, run.get("mapsPerFolder").asInt());
        for (String line : Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode entry = JSON.readTree(line);
            long index = entry.get("index").asLong();
            assertEquals(String.format(Locale.ROOT, "maps/%03d/%06d.png", index / 1000, index),
                    entry.get("files").get(0).asText(), line);
        }
        assertVerifies(out);

        deleteTree(out.resolve("maps/004"));
        CliRun resumed = CliRun.of(job(out));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        assertEquals("resume: 9001 maps kept, 1000 made again (missing or changed)",
                resumed.out().lines().findFirst().orElseThrow());
        assertVerifies(out);

        // The same corpus as an older wfc made it: flat, and run.json without layout keys.
        ObjectNode old = (ObjectNode) JSON.readTree(out.resolve("run.json").toFile());
        old.remove(List.of("layout", "mapsPerFolder"));
        Files.write(out.resolve("run.json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(old));
        StringBuilder flat = new StringBuilder();
        for (String line : Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
            ObjectNode entry = (ObjectNode) JSON.readTree(line);
            String name = entry.get("files").get(0).asText();
            String base = name.substring(name.lastIndexOf('/') + 1);
            Files.move(out.resolve(name), out.resolve("maps").resolve(base));
            ((ArrayNode) entry.get("files")).removeAll().add("maps/" + base);
            if (entry.get("index").asLong() % 1000 != 7) {
                flat.append(JSON.writeValueAsString(entry)).append('\n');
            } else {
                Files.delete(out.resolve("maps").resolve(base));
            }
        }
        Files.writeString(out.resolve("manifest.jsonl"), flat, StandardCharsets.UTF_8);
        try (Stream<Path> folders = Files.list(out.resolve("maps"))) {
            for (Path f : folders.filter(Files::isDirectory).toList()) {
                Files.delete(f);
            }
        }
        CliRun older = CliRun.of(job(out, "--quiet"));
        assertEquals(ExitCodes.OK, older.exitCode(), older::toString);
        assertTrue(Files.isRegularFile(out.resolve("maps/004007.png")));
        assertFalse(Files.exists(out.resolve("maps/004")));
        assertVerifies(out);
    }

    private static void assertVerifies(Path out) {
        CliRun verify = CliRun.of("verify", out.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify::toString);
        assertEquals(out + ": ok: 10001 maps, 10001 files as recorded, none unlisted", verify.out().strip());
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private String[] job(Path out, String... more) throws IOException {
        Path spec = SpecFiles.write(dir, "tiny.json", "{'model': 'overlapping', 'size': 6}");
        List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--count", Integer.toString(COUNT),
                "--master-seed", "3", "--out", out.toString()));
        if (Files.exists(out.resolve("run.json"))) {
            args.add("--resume");
        }
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
