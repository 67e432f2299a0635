package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ManifestWatch;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * While a run writes a corpus (a child JVM), a second run and a --resume of that directory are refused with exit 2
 * naming the lock, and change nothing; once the child is gone (killed: the kernel drops its lock), --resume works.
 */
class CorpusLockTest {
    private static final int COUNT = 200_000;

    @TempDir
    Path dir;

    @Test
    void aRunningCorpusRefusesASecondRunAndAResume() throws IOException, InterruptedException {
        Path spec = SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'size': 8}");
        Path out = Files.createDirectory(dir.resolve("c"));
        Path log = dir.resolve("child");
        Process child = ChildWfc.start(ChildWfc.currentJavaHome(), log, job(spec, out, "--threads", "1"));
        try {
            ManifestWatch.waitForLines(child, log, out.resolve("manifest.jsonl"), 20);
            Set<String> mapsBefore = new HashSet<>(List.of(out.resolve("maps").toFile().list()));
            for (String[] args : List.of(job(spec, out), job(spec, out, "--resume"))) {
                CliRun second = CliRun.of(args);
                assertEquals(ExitCodes.BAD_INPUT, second.exitCode(), second::toString);
                assertEquals(List.of("wfc corpus: --out " + out + ": in use by another run (" + out.resolve(".wfc.lock")
                        + " is locked; expected: a corpus no other wfc corpus is writing; wait for that run to end)"),
                        second.errLines());
            }
            assertTrue(child.isAlive(), "the child ended before the second runs; make its job longer");
            // Nothing of the child's was removed (a resume would have deleted its temporaries).
            Set<String> mapsAfter = new HashSet<>(List.of(out.resolve("maps").toFile().list()));
            mapsBefore.removeIf(name -> name.endsWith(".tmp"));
            assertTrue(mapsAfter.containsAll(mapsBefore));
        } finally {
            child.destroyForcibly();
            child.waitFor();
        }
        // The lock went with the child: a resume is now judged on its job (here refused for another master seed).
        CliRun resumed = CliRun.of(job(spec, out, "--resume", "--master-seed", "5"));
        assertEquals(ExitCodes.BAD_INPUT, resumed.exitCode(), resumed::toString);
        assertTrue(resumed.err().contains("--resume: --master-seed differs"), resumed::toString);
    }

    private static String[] job(Path spec, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--count", Integer.toString(COUNT),
                "--quiet", "--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
