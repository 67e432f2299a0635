package dev.wfc.cli.stats;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * {@code wfc stats --gallery} on a shards corpus writes {@code thumbnails/} only with its other files: when a later
 * write fails (a file that cannot be written, exit 1; a file that a directory occupies, exit 2), {@code thumbnails/}
 * is left as it was, byte for byte and file for file (here: an earlier run's folder with a stranger file and a
 * changed image), or absent if it was; no staging folder stays behind. A run that succeeds replaces it whole.
 */
class StatsThumbnailsRollbackTest {
    private static final int COUNT = 12;

    @TempDir
    Path dir;

    @Test
    void aFailedLaterWriteLeavesThumbnailsAsTheyWere() throws IOException {
        Path corpus = dir.resolve("c");
        CliRun made = CliRun.of("corpus", SpecFiles.small(dir).toString(), "--count", Integer.toString(COUNT),
                "--formats", "png,json", "--layout", "shards", "--shard-size", "5", "--quiet", "--out",
                corpus.toString());
        assertEquals(ExitCodes.OK, made.exitCode(), made::toString);
        Path out = dir.resolve("stats");
        Path thumbnails = out.resolve("thumbnails");

        // No thumbnails/ before: none after a failed run.
        Files.createDirectories(out.resolve("index.html"));
        assertStats(corpus, out, ExitCodes.BAD_INPUT);
        assertFalse(Files.exists(thumbnails));
        assertEquals(List.of("index.html"), names(out));
        Files.delete(out.resolve("index.html"));

        assertStats(corpus, out, ExitCodes.OK);
        Files.writeString(thumbnails.resolve("keep.txt"), "not an image", StandardCharsets.UTF_8);
        Files.writeString(thumbnails.resolve("000003.png"), "an older image", StandardCharsets.UTF_8);
        Map<String, String> before = contents(thumbnails);
        assertEquals(COUNT + 1, before.size());

        // times.png links into a "folder" that is a regular file: its write fails after the others began (exit 1).
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file, not a folder", StandardCharsets.UTF_8);
        Files.delete(out.resolve("times.png"));
        Files.createSymbolicLink(out.resolve("times.png"), blocker.resolve("times.png"));
        assertStats(corpus, out, ExitCodes.FAILURE);
        assertEquals(before, contents(thumbnails));
        assertNoLeftovers(out);
        Files.delete(out.resolve("times.png"));

        // index.html is a directory: refused before any file is written (exit 2), thumbnails already staged.
        Files.deleteIfExists(out.resolve("index.html"));
        Files.createDirectories(out.resolve("index.html"));
        assertStats(corpus, out, ExitCodes.BAD_INPUT);
        assertEquals(before, contents(thumbnails));
        assertNoLeftovers(out);
        Files.delete(out.resolve("index.html"));

        assertStats(corpus, out, ExitCodes.OK);
        Map<String, String> after = contents(thumbnails);
        assertEquals(COUNT, after.size());
        assertFalse(after.containsKey("keep.txt"));
        assertEquals(before.get("000002.png"), after.get("000002.png"));
        assertFalse(after.get("000003.png").equals(before.get("000003.png")));
        assertEquals(List.of("histogram.png", "index.html", "stats.json", "stats.md", "thumbnails", "times.png"),
                names(out));
    }

    private static void assertStats(Path corpus, Path out, int exitCode) {
        CliRun run = CliRun.of("stats", corpus.toString(), "--gallery", "--out", out.toString());
        assertEquals(exitCode, run.exitCode(), run::toString);
    }

    /** Nothing of a staged or set-aside thumbnails folder in {@code out}. */
    private static void assertNoLeftovers(Path out) throws IOException {
        assertEquals(List.of(), names(out).stream().filter(n -> n.startsWith(".")).toList());
    }

    /** The names in {@code folder}, hidden ones included, sorted. */
    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> all = Files.list(folder)) {
            return all.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Every file of {@code folder} by name, its bytes as ISO-8859-1 text (one char a byte). */
    private static Map<String, String> contents(Path folder) throws IOException {
        Map<String, String> all = new TreeMap<>();
        for (String name : names(folder)) {
            all.put(name, new String(Files.readAllBytes(folder.resolve(name)), StandardCharsets.ISO_8859_1));
        }
        return all;
    }
}
