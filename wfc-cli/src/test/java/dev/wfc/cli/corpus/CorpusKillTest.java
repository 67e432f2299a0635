package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ManifestWatch;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run killed with SIGKILL midway, in a child JVM, then continued with --resume, ends with exactly the corpus of an
 * uninterrupted run: every map, no duplicate manifest line, no temporary or half-written file.
 */
class CorpusKillTest {
    private static final int COUNT = 3000;
    /** Maps listed before the kill: enough that the workers and the writer are in full flow. */
    private static final int KILL_AFTER = 200;

    @TempDir
    Path dir;

    @Test
    void aKilledRunResumesToTheUninterruptedCorpus() throws IOException, InterruptedException {
        Path spec = SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'size': 24, 'periodic': true}");
        // Made empty beforehand (the corpus takes an empty directory) so that its changes can be watched.
        Path killed = Files.createDirectory(dir.resolve("killed"));
        Process child = ChildWfc.start(ChildWfc.currentJavaHome(), dir.resolve("child"),
                job(spec, killed, "--threads", "2"));
        ManifestWatch.waitForLines(child, dir.resolve("child"), killed.resolve("manifest.jsonl"), KILL_AFTER);
        child.destroyForcibly();
        child.waitFor();
        long listed = ManifestWatch.lines(killed.resolve("manifest.jsonl"));
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
}
