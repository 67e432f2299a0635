package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.testkit.Sha256;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code --layout shards}: the same bytes for any thread count; archives that {@code tar} and Python's
 * {@code tarfile} read, members in index order with the manifest's digests; a resume that redoes only the shards
 * not committed; verify and stats read them; the options' range checks.
 */
class ShardsLayoutTest {
    private static final int COUNT = 250;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void anyThreadCountWritesTheSameShards() throws IOException {
        Path one = corpus("one", "--threads", "1");
        Path three = corpus("three", "--threads", "3");
        Map<String, String> shards = files(one.resolve("shards"));
        assertEquals(List.of("corpus-000000.tar", "corpus-000001.tar", "corpus-000002.tar"),
                List.copyOf(shards.keySet()));
        assertEquals(shards, files(three.resolve("shards")));
        assertEquals(entries(one), entries(three));
    }

    @Test
    void tarAndPythonReadTheShards() throws IOException, InterruptedException {
        Path out = corpus("c");
        assumeTrue(onPath("tar"), "tar is not installed: the tar check is skipped");
        Map<Long, JsonNode> byIndex = new TreeMap<>();
        for (JsonNode e : entries(out)) {
            byIndex.put(e.get("index").asLong(), e);
        }
        List<String> expected = new ArrayList<>();
        for (JsonNode e : byIndex.values()) {
            if (e.get("shard").asText().equals("shards/corpus-000001.tar")) {
                e.get("files").forEach(f -> expected.add(f.asText()));
            }
        }
        assertEquals(200, expected.size());
        Path shard = out.resolve("shards/corpus-000001.tar");
        assertEquals(String.join("\n", expected), run(dir, "tar", "-tf", shard.toString()).strip());
        Path extracted = Files.createDirectories(dir.resolve("extracted"));
        run(extracted, "tar", "-xf", shard.toString());
        for (JsonNode e : byIndex.values()) {
            if (e.get("shard").asText().equals("shards/corpus-000001.tar")) {
                for (JsonNode f : e.get("files")) {
                    String name = f.asText();
                    String extension = name.substring(name.indexOf('.') + 1);
                    assertEquals(e.get("fileSha256").get(extension).asText(),
                            Sha256.hex(Files.readAllBytes(extracted.resolve(name))), name);
                }
            }
        }
        assumeTrue(onPath("python3"), "python3 is not installed: the tarfile check is skipped");
        String python = "import hashlib, sys, tarfile\n"
                + "with tarfile.open(sys.argv[1]) as t:\n"
                + "    for m in t.getmembers():\n"
                + "        print(m.name, m.isfile(), hashlib.sha256(t.extractfile(m).read()).hexdigest())\n";
        List<String> lines = run(dir, "python3", "-c", python, shard.toString()).lines().toList();
        assertEquals(expected.size(), lines.size());
        for (String line : lines) {
            String[] parts = line.split(" ");
            long index = Long.parseLong(parts[0].substring(0, parts[0].indexOf('.')));
            String extension = parts[0].substring(parts[0].indexOf('.') + 1);
            assertEquals("True", parts[1], line);
            assertEquals(byIndex.get(index).get("fileSha256").get(extension).asText(), parts[2], line);
        }
    }

    @Test
    void resumeRedoesOnlyTheShardsNotCommitted() throws IOException {
        Path reference = corpus("reference");
        Path out = corpus("c");
        Files.delete(out.resolve("shards/corpus-000001.tar"));
        Object kept0 = fileKey(out.resolve("shards/corpus-000000.tar"));
        Object kept2 = fileKey(out.resolve("shards/corpus-000002.tar"));
        CliRun resumed = CliRun.of(job(out, "--resume"));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        assertEquals("resume: 150 maps kept, 100 made again (missing or changed)",
                resumed.out().lines().findFirst().orElseThrow());
        assertEquals(kept0, fileKey(out.resolve("shards/corpus-000000.tar")));
        assertEquals(kept2, fileKey(out.resolve("shards/corpus-000002.tar")));
        assertEquals(files(reference.resolve("shards")), files(out.resolve("shards")));
        assertEquals(entries(reference), entries(out));
        assertEquals(COUNT, Files.readAllLines(out.resolve("manifest.jsonl")).size());
    }

    @Test
    void verifyAndStatsReadShards() throws IOException, InterruptedException {
        Path out = corpus("c");
        CliRun ok = CliRun.of("verify", out.toString(), "--resolve", "3");
        assertEquals(ExitCodes.OK, ok.exitCode(), ok::toString);
        assertEquals(out + ": ok: 250 maps, 500 files as recorded, none unlisted; 3 solved again to the same grids",
                ok.out().strip());
        CliRun stats = CliRun.of("stats", out.toString());
        assertEquals(ExitCodes.OK, stats.exitCode(), stats::toString);
        assertTrue(stats.out().contains(": 250 maps;"), stats::toString);

        Path shard = out.resolve("shards/corpus-000002.tar");
        byte[] bytes = Files.readAllBytes(shard);
        // The first member's data starts after its 512-byte header: flip a byte of map 200's PNG.
        bytes[512 + 60] ^= 0x10;
        Files.write(shard, bytes);
        CliRun flipped = CliRun.of("verify", out.toString());
        assertEquals(ExitCodes.FAILURE, flipped.exitCode(), flipped::toString);
        assertEquals("map 200: shards/corpus-000002.tar: 000200.png: changed (its SHA-256 is not the recorded one)",
                flipped.out().strip());

        assumeTrue(onPath("tar"), "tar is not installed: the extra-member check is skipped");
        Files.writeString(dir.resolve("extra.txt"), "not a map", StandardCharsets.UTF_8);
        Path other = out.resolve("shards/corpus-000000.tar");
        run(dir, "tar", "--format=ustar", "-rf", other.toString(), "extra.txt");
        CliRun extra = CliRun.of("verify", out.toString());
        assertEquals(ExitCodes.FAILURE, extra.exitCode(), extra::toString);
        assertTrue(extra.out().contains("shards/corpus-000000.tar: extra.txt: not listed in the manifest"),
                extra::toString);
    }

    @Test
    void layoutOptionsAreChecked() throws IOException {
        assertBadOption("--shard-size: 0 (expected: 1..100000)", "--layout", "shards", "--shard-size", "0");
        assertBadOption("--shard-size: 5 with --layout files (expected: --shard-size only with --layout shards or "
                + "parquet)", "--shard-size", "5");
        assertBadOption("--layout: 'zip' (expected: files, shards or parquet)", "--layout", "zip");
        Path out = corpus("c");
        CliRun other = CliRun.of("corpus", SpecFiles.small(dir).toString(), "--count", Integer.toString(COUNT),
                "--master-seed", "21", "--formats", "png,json", "--start-index", "50", "--out", out.toString(),
                "--resume", "--layout", "shards", "--shard-size", "50");
        assertEquals(ExitCodes.BAD_INPUT, other.exitCode(), other::toString);
        assertTrue(other.err().contains("--resume: --layout shards --shard-size 50 differs from the corpus's"),
                other::toString);
    }

    private void assertBadOption(String message, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("corpus", SpecFiles.small(dir).toString(), "--count", "5",
                "--out", dir.resolve("bad").toString()));
        args.addAll(List.of(options));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(List.of("wfc corpus: " + message), run.errLines());
        assertTrue(!Files.exists(dir.resolve("bad")), "an output was left for a refused option");
    }

    private Object fileKey(Path file) throws IOException {
        Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        assertNotEquals(null, key, "no file keys on this file system");
        return key;
    }

    /** The SHA-256 of each file of {@code folder} by name. */
    static Map<String, String> files(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.list(folder)) {
            for (Path f : (Iterable<Path>) all::iterator) {
                files.put(f.getFileName().toString(), Sha256.hex(Files.readAllBytes(f)));
            }
        }
        return files;
    }

    /** The manifest's entries sorted by index, without their timings. */
    private static List<JsonNode> entries(Path corpus) throws IOException {
        List<JsonNode> entries = new ArrayList<>();
        for (String line : Files.readAllLines(corpus.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
            com.fasterxml.jackson.databind.node.ObjectNode e =
                    (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(line);
            e.remove("millis");
            entries.add(e);
        }
        entries.sort(java.util.Comparator.comparingLong(e -> e.get("index").asLong()));
        return entries;
    }

    private static boolean onPath(String program) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }

    /** Runs a program in {@code cwd}; returns its stdout; fails on a non-zero exit. */
    private static String run(Path cwd, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), () -> String.join(" ", command) + ": " + out);
        return out;
    }

    private Path corpus(String name, String... more) throws IOException {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of(more));
        args.add("--quiet");
        CliRun run = CliRun.of(job(out, args.toArray(String[]::new)));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }

    private String[] job(Path out, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("corpus", SpecFiles.small(dir).toString(), "--count",
                Integer.toString(COUNT), "--master-seed", "21", "--formats", "png,json", "--layout",
                "shards", "--shard-size", "100", "--start-index", "50", "--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
