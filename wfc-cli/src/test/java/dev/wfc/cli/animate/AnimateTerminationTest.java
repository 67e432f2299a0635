package dev.wfc.cli.animate;

import dev.wfc.cli.testkit.ChildWfc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code wfc animate} stopped by SIGTERM midway, in a child JVM, leaves nothing behind: no GIF, no temporary and no
 * frames folder it made.
 */
class AnimateTerminationTest {
    private static final int FRAMES_BEFORE = 3;
    private static final long PATIENCE_NANOS = 120_000_000_000L;

    @TempDir
    Path dir;

    @Test
    void aTerminatedAnimationLeavesNoFile() throws IOException, InterruptedException {
        Path work = Files.createDirectory(dir.resolve("work"));
        Path frames = work.resolve("frames");
        Process child = ChildWfc.start(ChildWfc.currentJavaHome(), dir.resolve("child"), "animate", "overlapping",
                "--size", "160", "--every", "1", "--frames", frames.toString(), "--out",
                work.resolve("a.gif").toString());
        waitForFrames(child, work, frames);
        child.destroy(); // SIGTERM
        assertTrue(child.waitFor(PATIENCE_NANOS, TimeUnit.NANOSECONDS), "the child stopped");
        try (Stream<Path> left = Files.list(work)) {
            assertEquals(List.of(), left.toList(), "what the terminated animation left");
        }
    }

    /** Waits on the child's writes (file-system events) until the frames folder holds a few frames. */
    private void waitForFrames(Process child, Path work, Path frames) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + PATIENCE_NANOS;
        try (WatchService watcher = work.getFileSystem().newWatchService()) {
            work.register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
            boolean watchingFrames = false;
            while (count(frames) < FRAMES_BEFORE) {
                if (!watchingFrames && Files.isDirectory(frames)) {
                    frames.register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
                    watchingFrames = true;
                    continue;
                }
                if (!child.isAlive()) {
                    fail("the child exited with " + child.exitValue() + " before " + FRAMES_BEFORE + " frames: "
                            + Files.readString(dir.resolve("child.err")));
                }
                if (System.nanoTime() > deadline) {
                    child.destroyForcibly();
                    fail("no " + FRAMES_BEFORE + " frames in " + PATIENCE_NANOS / 1_000_000_000 + " s");
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

    private static long count(Path frames) throws IOException {
        if (!Files.isDirectory(frames)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(frames)) {
            return files.count();
        }
    }
}
