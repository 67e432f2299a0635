package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A disk that fills up during a corpus: the run ends with exit 1 and one line naming what could not be written, and a
 * {@code --resume} once there is room again ends with the corpus of an uninterrupted run. The full disk is a small
 * tmpfs, which needs root (CI runs as root); elsewhere the test is skipped and says why.
 */
class CorpusFullDiskTest {
    private static final String COUNT = "120";

    @TempDir
    Path dir;

    private Path mountPoint;

    @Test
    void aFullDiskIsExitOneAndResumeCompletesIdentically() throws IOException, InterruptedException {
        mountPoint = Files.createDirectories(dir.resolve("small-disk"));
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=192k", "tmpfs", mountPoint.toString()),
                "needs root to mount a small tmpfs as a full disk");
        Path out = mountPoint.resolve("corpus");

        CliRun full = CliRun.of("corpus", "--count", COUNT, "--formats", "png,json", "--threads", "2", "--quiet",
                "--out", out.toString());

        assertEquals(ExitCodes.FAILURE, full.exitCode(), full::toString);
        assertEquals(1, full.errLines().size(), full::toString);
        assertTrue(full.err().contains(out.toString()), full::toString);
        assertFalse(full.err().contains("\tat "), full::toString);

        assertTrue(run("mount", "-o", "remount,size=32m", mountPoint.toString()), "remount with room");
        CliRun resumed = CliRun.of("corpus", "--count", COUNT, "--formats", "png,json", "--threads", "2", "--quiet",
                "--resume", "--out", out.toString());
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);

        Path reference = dir.resolve("reference");
        CliRun uninterrupted = CliRun.of("corpus", "--count", COUNT, "--formats", "png,json", "--threads", "2",
                "--quiet", "--out", reference.toString());
        assertEquals(ExitCodes.OK, uninterrupted.exitCode(), uninterrupted::toString);
        assertEquals(CorpusContents.of(reference), CorpusContents.of(out));
    }

    @AfterEach
    void unmount() throws IOException, InterruptedException {
        if (mountPoint != null) {
            run("umount", "-l", mountPoint.toString());
        }
    }

    /** Runs {@code command}; true when it exists and exits 0. */
    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException notInstalled) {
            return false;
        }
        p.getInputStream().readAllBytes();
        return p.waitFor() == 0;
    }
}
