package dev.wfc.cli.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.VerifyCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc verify} on the parquet layout (30 maps, parts of 8: part S holds maps 8S .. 8S + 7): a sound corpus
 * passes, also re-solved; a flipped byte in a part's PNG value, in a row's seed, status or sha256 column (against
 * the manifest), a deleted part, an extra part and file, a truncated part and a footer length past the file are each
 * reported with exit 1. The test finds the bytes it damages by
 * itself (the PNG signature, the footer length in the file's last 8 bytes), not through wfc's reader.
 */
class VerifyParquetTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    @TempDir
    Path dir;

    @Test
    void aSoundCorpusPassesAlsoSolvedAgain() throws IOException {
        VerifyCorpus.assertSound(corpus("sound"));
    }

    @Test
    void aFlippedByteInAPngValueIsReportedOnItsMap() throws IOException {
        Path out = corpus("flipped");
        Path part = out.resolve("parquet/part-000001.parquet");
        byte[] bytes = Files.readAllBytes(part);
        // The png column's values are in row order: its first PNG is map 8's, its second map 9's.
        int first = find(bytes, PNG_SIGNATURE, 0);
        int second = find(bytes, PNG_SIGNATURE, first + 1);
        assertTrue(first > 0 && second > first + 40, () -> "PNG signatures at " + first + ", " + second);
        bytes[second + 30] ^= 0x40;
        Files.write(part, bytes);
        assertProblems(out, 60, "map 9: parquet/part-000001.parquet: 000009.png: changed (its SHA-256 is not the "
                + "recorded one)");
    }

    @Test
    void aRowsSeedStatusAndSha256AreEachComparedWithTheManifest() throws IOException {
        Path out = corpus("columns");
        JsonNode entry = entry(out, 9);
        String seed = entry.get("seed").asText();
        String sha256 = entry.get("sha256").asText();
        Path part = out.resolve("parquet/part-000001.parquet");
        byte[] sound = Files.readAllBytes(part);

        // seed: an int64, little-endian; map 9's the only one with its value.
        byte[] seedBytes = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(Long.parseLong(seed))
                .array();
        byte[] bytes = sound.clone();
        int at = find(bytes, seedBytes, 0);
        assertTrue(at > 0 && find(bytes, seedBytes, at + 1) < 0, () -> "seed at " + at);
        bytes[at] ^= 1;
        long flipped = ByteBuffer.wrap(bytes, at, 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
        Files.write(part, bytes);
        assertProblems(out, 60, "map 9: parquet/part-000001.parquet: its row's seed is \"" + flipped
                + "\" (manifest: \"" + seed + "\")");

        // status: the status column comes before every format column, its values in row order: map 9's is the second.
        byte[] solved = "solved".getBytes(StandardCharsets.UTF_8);
        bytes = sound.clone();
        int first = find(bytes, solved, 0);
        int second = find(bytes, solved, first + 1);
        assertEquals(first + solved.length + 4, second, "the status column's first two values");
        bytes[second + 5] = 'D';
        Files.write(part, bytes);
        assertProblems(out, 60, "map 9: parquet/part-000001.parquet: its row's status is \"solveD\" (manifest: "
                + "\"solved\")");

        // sha256: the hex digest of map 9's grid, once in the part.
        byte[] digest = sha256.getBytes(StandardCharsets.US_ASCII);
        bytes = sound.clone();
        int d = find(bytes, digest, 0);
        assertTrue(d > 0 && find(bytes, digest, d + 1) < 0, () -> "sha256 at " + d);
        bytes[d] = (byte) (bytes[d] == '0' ? '1' : '0');
        String changed = new String(bytes, d, digest.length, StandardCharsets.US_ASCII);
        Files.write(part, bytes);
        assertProblems(out, 60, "map 9: parquet/part-000001.parquet: its row's sha256 is \"" + changed
                + "\" (manifest: \"" + sha256 + "\")");

        Files.write(part, sound);
        assertEquals(ExitCodes.OK, CliRun.of("verify", out.toString()).exitCode());
    }

    @Test
    void aDeletedPartIsReportedOnce() throws IOException {
        Path out = corpus("deleted");
        Files.delete(out.resolve("parquet/part-000002.parquet"));
        assertProblems(out, 60 - 16, "parquet/part-000002.parquet: missing (it holds maps the manifest lists, such as "
                + "map 16)");
    }

    @Test
    void anExtraPartAndFileAreReported() throws IOException {
        Path out = corpus("extra");
        Files.copy(out.resolve("parquet/part-000000.parquet"), out.resolve("parquet/part-000009.parquet"));
        Files.writeString(out.resolve("parquet/notes.txt"), "not a part");
        List<String> expected = new ArrayList<>(List.of("parquet/notes.txt: not listed in the manifest"));
        for (int map = 0; map < 8; map++) {
            expected.add("parquet/part-000009.parquet: the row of map " + map + ": not listed in the manifest");
        }
        assertProblems(out, 60, expected.toArray(String[]::new));
    }

    @Test
    void aTruncatedPartIsReportedOnce() throws IOException {
        Path out = corpus("truncated");
        Path part = out.resolve("parquet/part-000003.parquet");
        byte[] bytes = Files.readAllBytes(part);
        Files.write(part, Arrays.copyOf(bytes, bytes.length / 2));
        assertProblems(out, 60 - 12, "parquet/part-000003.parquet: " + bytes.length / 2 + " bytes that do not begin "
                + "and end with PAR1 (expected: a whole Parquet file; truncated?) (it holds maps the manifest lists, "
                + "such as map 24)");
    }

    @Test
    void aFooterLengthPastTheFileIsReportedOnce() throws IOException {
        Path out = corpus("footer");
        Path part = out.resolve("parquet/part-000000.parquet");
        byte[] bytes = Files.readAllBytes(part);
        // The last 8 bytes are the footer's length, little-endian, and PAR1.
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(bytes.length - 8, bytes.length);
        Files.write(part, bytes);
        assertProblems(out, 60 - 16, "parquet/part-000000.parquet: a footer of " + bytes.length + " bytes in a file "
                + "of " + bytes.length + " (expected: at most " + (bytes.length - 12) + ") (it holds maps the manifest "
                + "lists, such as map 0)");
    }

    /** The first position at or after {@code from} where {@code bytes} holds {@code pattern}, or -1. */
    private static int find(byte[] bytes, byte[] pattern, int from) {
        for (int i = from; i + pattern.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + pattern.length, pattern, 0, pattern.length)) {
                return i;
            }
        }
        return -1;
    }

    private static JsonNode entry(Path out, long index) throws IOException {
        for (String line : Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode entry = JSON.readTree(line);
            if (entry.get("index").asLong() == index) {
                return entry;
            }
        }
        throw new AssertionError("no manifest entry of map " + index);
    }

    private static void assertProblems(Path out, int files, String... expected) {
        VerifyCorpus.assertProblems(out, files, expected);
    }

    private Path corpus(String name) throws IOException {
        return VerifyCorpus.make(dir, name, "--layout", "parquet", "--shard-size", "8");
    }
}
