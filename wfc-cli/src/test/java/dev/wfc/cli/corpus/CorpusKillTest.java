package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A run killed with SIGKILL midway, in a child JVM, then continued with --resume, ends with exactly the corpus of an
 * uninterrupted run: every map, no duplicate manifest line, no temporary or half-written file.
 */
class CorpusKillTest {
    private static final int COUNT = 3000;
    /** Maps listed before the kill: enough that the workers and the writer are in full flow. */
    private static final int KILL_AFTER = 200;
    private static final long PATIENCE_NANOS = 120_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void aKilledRunResumesToTheUninterruptedCorpus() throws IOException, InterruptedException {
        Path spec = SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'size': 24, 'periodic': true}");
        // Made empty beforehand (the corpus takes an empty directory) so that its changes can be watched.
        Path killed = Files.createDirectory(dir.resolve("killed"));
        Process child = ChildWfc.start(ChildWfc.currentJavaHome(), dir.resolve("child"),
                job(spec, killed, "--threads", "2"));
        waitForManifestLines(child, killed.resolve("manifest.jsonl"), KILL_AFTER);
        child.destroyForcibly();
        child.waitFor();
        long listed = lines(killed.resolve("manifest.jsonl"));
        assertTrue(listed < COUNT, "the child finished before it was killed; make the job longer");

        CliRun resumed = CliRun.of(job(spec, killed, "--resume"));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        Path reference = dir.resolve("reference");
        CliRun uninterrupted = CliRun.of(job(spec, reference));
        assertEquals(ExitCodes.OK, uninterrupted.exitCode(), uninterrupted::toString);

        CorpusContents expected = CorpusContents.of(reference);
        assertEquals(2L * COUNT, expected.maps().size());
        assertEquals(COUNT, expected.manifestLines());
        assertEquals(expected, CorpusContents.of(killed));
    }

    private static String[] job(Path spec, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--count", Integer.toString(COUNT),
                "--master-seed", "9", "--formats", "png,json", "--quiet", "--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    /** Waits on the child's writes to the corpus directory (file-system events), never on a fixed sleep. */
    private void waitForManifestLines(Process child, Path manifest, int wanted)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + PATIENCE_NANOS;
        try (WatchService watcher = manifest.getFileSystem().newWatchService()) {
            manifest.getParent().register(watcher, StandardWatchEventKinds.ENTRY_CREATE,
                    StandardWatchEventKinds.ENTRY_MODIFY);
            while (!Files.exists(manifest) || lines(manifest) < wanted) {
                if (!child.isAlive()) {
                    fail("the child exited with " + child.exitValue() + " before listing " + wanted + " maps: "
                            + Files.readString(dir.resolve("child.err")));
                }
                if (System.nanoTime() > deadline) {
                    child.destroyForcibly();
                    fail("the child listed fewer than " + wanted + " maps in " + PATIENCE_NANOS / 1_000_000_000
                            + " s");
                }
                // Wakes on the next write; the timeout only bounds how late a dead child is noticed.
                WatchKey key = watcher.poll(1, TimeUnit.SECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                }
            }
        }
    }

    private static long lines(Path file) throws IOException {
        long n = 0;
        for (byte b : Files.readAllBytes(file)) {
            n += b == '\n' ? 1 : 0;
        }
        return n;
    }
}
