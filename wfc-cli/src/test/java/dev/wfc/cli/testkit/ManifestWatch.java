package dev.wfc.cli.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Waits for a child's corpus to list maps, on file-system events (the child's writes), never on a fixed sleep. */
public final class ManifestWatch {
    private static final long PATIENCE_NANOS = 120_000_000_000L;

    private ManifestWatch() {
    }

    /**
     * Returns once {@code manifest} has at least {@code wanted} lines; fails (killing the child) if the child exits
     * first or takes more than two minutes. {@code log} is the child's log prefix, whose {@code .err} is reported.
     */
    public static void waitForLines(Process child, Path log, Path manifest, int wanted)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + PATIENCE_NANOS;
        try (WatchService watcher = manifest.getFileSystem().newWatchService()) {
            manifest.getParent().register(watcher, StandardWatchEventKinds.ENTRY_CREATE,
                    StandardWatchEventKinds.ENTRY_MODIFY);
            while (!Files.exists(manifest) || lines(manifest) < wanted) {
                if (!child.isAlive()) {
                    fail("the child exited with " + child.exitValue() + " before listing " + wanted + " maps: "
                            + Files.readString(log.resolveSibling(log.getFileName() + ".err")));
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

    /** The number of complete lines of {@code file}. */
    public static long lines(Path file) throws IOException {
        long n = 0;
        for (byte b : Files.readAllBytes(file)) {
            n += b == '\n' ? 1 : 0;
        }
        return n;
    }
}
