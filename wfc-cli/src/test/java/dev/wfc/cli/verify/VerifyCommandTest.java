package dev.wfc.cli.verify;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.VerifyCorpus;
import dev.wfc.corpus.CorpusVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc verify}: a sound corpus passes (also re-solved); a flipped byte, a deleted map, an extra file, a map
 * missing from the manifest and a recorded grid digest that re-solving does not reproduce are each reported by name
 * with exit 1; a folder that is not a corpus, or one whose lock a run holds, is exit 2; progress is told per map
 * checked and per map solved again.
 */
class VerifyCommandTest {
    private static final int COUNT = VerifyCorpus.COUNT;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aSoundCorpusPasses() throws IOException {
        VerifyCorpus.assertSound(VerifyCorpus.make(dir, "sound"));
    }

    @Test
    void aFlippedByteIsReported() throws IOException {
        Path out = corpus("flipped");
        Path map = out.resolve("maps/000023.png");
        byte[] bytes = Files.readAllBytes(map);
        bytes[bytes.length - 20] ^= 0x40;
        Files.write(map, bytes);
        assertProblems(out, "map 23: maps/000023.png: changed (its SHA-256 is not the recorded one)");
    }

    @Test
    void aDeletedMapIsReported() throws IOException {
        Path out = corpus("deleted");
        Files.delete(out.resolve("maps/000007.json"));
        assertProblems(out, "map 7: maps/000007.json: missing");
    }

    @Test
    void extraFilesAreReported() throws IOException {
        Path out = corpus("extra");
        Files.copy(out.resolve("maps/000001.png"), out.resolve("maps/000030.png"));
        Files.writeString(out.resolve("notes.txt"), "mine", StandardCharsets.UTF_8);
        assertProblems(out, "notes.txt: not listed in the manifest (expected: only run.json, manifest.jsonl, maps/ "
                + "and the files it lists)", "maps/000030.png: not listed in the manifest");
    }

    @Test
    void anUnlistedMapAndAWrongGridDigestAreReported() throws IOException {
        Path out = corpus("edited");
        Path manifest = out.resolve("manifest.jsonl");
        StringBuilder edited = new StringBuilder();
        String wrong = "0".repeat(64);
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            ObjectNode entry = (ObjectNode) JSON.readTree(line);
            int index = entry.get("index").asInt();
            if (index == 3) {
                continue;
            }
            if (index == 0) {
                entry.put("sha256", wrong);
            }
            edited.append(JSON.writeValueAsString(entry)).append('\n');
        }
        Files.writeString(manifest, edited, StandardCharsets.UTF_8);
        CliRun run = CliRun.of("verify", out.toString(), "--resolve", "all");
        assertEquals(ExitCodes.FAILURE, run.exitCode(), run::toString);
        List<String> lines = run.out().lines().toList();
        assertEquals(4, lines.size(), run::toString);
        List<String> unlisted = List.of("map 3: not in the manifest (run.json names 30 maps from index 0)",
                "maps/000003.json: not listed in the manifest", "maps/000003.png: not listed in the manifest");
        assertEquals(unlisted, lines.subList(0, 3));
        assertTrue(lines.get(3).startsWith("map 0: solved again, its grid's sha256 is ")
                && lines.get(3).endsWith(" (recorded: " + wrong + ")"), run::toString);
        // Without --resolve, the wrong grid digest goes unseen: only the file checks report.
        assertEquals(unlisted, CliRun.of("verify", out.toString()).out().lines().toList());
    }

    @Test
    void aCorpusWhoseLockIsHeldIsRefusedAndAnOlderOneWithoutALockVerifies() throws IOException {
        Path out = corpus("locked");
        Path lockFile = out.resolve(".wfc.lock");
        // A lock held in this JVM counts as held by a run, as another process's would.
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock held = channel.lock();
            CliRun run = CliRun.of("verify", out.toString());
            assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
            assertEquals(List.of("wfc verify: " + out + ": in use by a running wfc corpus (" + lockFile + " is locked; "
                    + "expected: a corpus no run is writing; verify it when that run ends)"), run.errLines());
            assertEquals("", run.out());
            assertTrue(held.isValid(), "verify must leave another's lock alone");
        }
        Files.delete(lockFile);
        CliRun run = CliRun.of("verify", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(Files.notExists(lockFile), "verify must not add a lock file to a corpus that has none");
    }

    @Test
    void progressCountsEveryMapCheckedThenEveryMapSolvedAgain() throws IOException {
        Path out = corpus("progress");
        List<long[]> told = new ArrayList<>();
        CorpusVerifier.Summary s = CorpusVerifier.verify(out, null, 4, 2, line -> { }, (done, total, nanos) ->
                told.add(new long[] {done, total}));
        assertTrue(s.ok());
        List<String> seen = told.stream().map(t -> t[0] + "/" + t[1]).toList();
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= COUNT; i++) {
            expected.add(i + "/" + COUNT);
        }
        for (int i = 1; i <= 4; i++) {
            expected.add(i + "/4");
        }
        assertEquals(expected, seen);
    }

    @Test
    void aFolderThatIsNotACorpusIsBadInput() throws IOException {
        Path other = Files.createDirectories(dir.resolve("other"));
        CliRun run = CliRun.of("verify", other.toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(List.of("wfc verify: " + other.resolve("manifest.jsonl") + ": no such file (expected: a corpus "
                + "made by wfc corpus)"), run.errLines());
        assertEquals("", run.out());
    }

    private void assertProblems(Path out, String... expected) {
        VerifyCorpus.assertProblems(out, 2 * COUNT, expected);
    }

    private Path corpus(String name) throws IOException {
        return VerifyCorpus.make(dir, name);
    }
}
