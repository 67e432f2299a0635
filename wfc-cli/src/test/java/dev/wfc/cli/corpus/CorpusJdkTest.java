package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.core.io.Png;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The same job on the JDK running the tests (17 under the build) and on a newer runtime writes the same maps:
 * identical manifests apart from timings (so identical grid digests), identical JSON grids, identical PNG pixels,
 * and nothing on stderr (JCTools' Unsafe queues print deprecation warnings from Java 24 on).
 * The newer JDK is {@code WFC_NEWER_JDK}, else Temurin 25 where these machines and CI install it; without it the
 * test is skipped with the reason, unless {@code WFC_REQUIRE_NEWER_JDK=1} (set by CI) makes that a failure.
 */
class CorpusJdkTest {
    private static final Path DEFAULT_NEWER = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

    @TempDir
    Path dir;

    @Test
    void anotherRuntimeWritesTheSameMaps() throws IOException, InterruptedException {
        String configured = System.getenv("WFC_NEWER_JDK");
        Path newer = configured == null || configured.isBlank() ? DEFAULT_NEWER : Path.of(configured);
        boolean found = Files.isExecutable(newer.resolve("bin/java"));
        String hint = "no newer JDK at " + newer + " (set WFC_NEWER_JDK to one to run this comparison)";
        if (!found && "1".equals(System.getenv("WFC_REQUIRE_NEWER_JDK"))) {
            throw new IllegalStateException(hint + "; WFC_REQUIRE_NEWER_JDK=1 requires it");
        }
        assumeTrue(found, hint);
        Path spec = SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'size': 32, 'periodic': true, "
                + "'heuristic': 'entropy'}");
        Path here = run(ChildWfc.currentJavaHome(), spec, "here");
        Path there = run(newer, spec, "there");

        JsonNode hereRun = CorpusContents.runJson(here);
        JsonNode thereRun = CorpusContents.runJson(there);
        assertNotEquals(hereRun.get("java"), thereRun.get("java"), "both runs used the same runtime");
        CorpusContents a = CorpusContents.of(here);
        CorpusContents b = CorpusContents.of(there);
        assertEquals(a.entries(), b.entries());
        for (int i = 0; i < 40; i++) {
            String json = String.format("maps/%06d.json", i);
            assertArrayEquals(Files.readAllBytes(here.resolve(json)), Files.readAllBytes(there.resolve(json)), json);
            String png = String.format("maps/%06d.png", i);
            assertArrayEquals(Png.read(here.resolve(png)).argb(), Png.read(there.resolve(png)).argb(), png);
        }
    }

    private Path run(Path javaHome, Path spec, String name) throws IOException, InterruptedException {
        Path out = dir.resolve(name);
        Process p = ChildWfc.start(javaHome, dir.resolve(name + "-log"), "corpus", spec.toString(), "--count", "40",
                "--master-seed", "123", "--formats", "png,json", "--out", out.toString());
        int code = p.waitFor();
        assertEquals(ExitCodes.OK, code, () -> name + " on " + javaHome + ": " + read(dir.resolve(name + "-log.err")));
        assertEquals("", read(dir.resolve(name + "-log.err")), () -> "stderr of the run on " + javaHome);
        return out;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(no stderr: " + e.getMessage() + ")";
        }
    }
}
