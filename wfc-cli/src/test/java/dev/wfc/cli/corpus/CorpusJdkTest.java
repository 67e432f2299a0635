package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The same job on the JDK running the tests (17 under the build) and on a newer runtime writes the same maps, on the
 * square grid, on hexagons and on cubes: every map file byte for byte and identical manifests apart from timings (so
 * identical grid digests), and nothing on stderr (JCTools' Unsafe queues print deprecation warnings from Java 24 on).
 * The newer JDK is {@code WFC_NEWER_JDK}, else Temurin 25 where these machines and CI install it; without it the
 * test is skipped with the reason, unless {@code WFC_REQUIRE_NEWER_JDK=1} (set by CI) makes that a failure.
 */
class CorpusJdkTest {
    private static final Path DEFAULT_NEWER = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

    @TempDir
    Path dir;

    @Test
    void anotherRuntimeWritesTheSameSquareMaps() throws IOException, InterruptedException {
        CorpusContents here = bothRuntimes("square", "{'model': 'overlapping', 'size': 32, 'periodic': true, "
                + "'heuristic': 'entropy'}", "png,json");
        assertEquals(40, here.manifestLines());
        assertTrue(here.maps().containsKey("000039.json"), here.maps()::toString);
    }

    @Test
    void anotherRuntimeWritesTheSameHexagonalMaps() throws IOException, InterruptedException {
        CorpusContents here = bothRuntimes("hex", "{'model': 'learned', 'examples': ['"
                + sample("docs/hexagonal-mini.tmx") + "'], 'topology': 'hex', 'size': 12}", "png,json");
        assertTrue(here.maps().containsKey("000039.png"), here.maps()::toString);
    }

    @Test
    void anotherRuntimeWritesTheSameVoxelMaps() throws IOException, InterruptedException {
        CorpusContents here = bothRuntimes("cube", "{'model': 'learned', 'examples': ['"
                + sample("docs/columns.vox") + "'], 'size': 8, 'depth': 6}", "vox,json");
        assertTrue(here.maps().containsKey("000039.vox"), here.maps()::toString);
    }

    private static String sample(String name) {
        return SampleFiles.debroglie().resolve(name).toString().replace('\\', '/');
    }

    /** Runs the spec on both runtimes, asserts the same corpus bytes, and returns the first corpus's contents. */
    private CorpusContents bothRuntimes(String name, String json, String formats)
            throws IOException, InterruptedException {
        Path newer = newerJdk();
        Path spec = SpecFiles.write(dir, name + ".json", json);
        Path here = run(ChildWfc.currentJavaHome(), spec, name + "-here", formats);
        Path there = run(newer, spec, name + "-there", formats);
        assertNotEquals(CorpusContents.runJson(here).get("java"), CorpusContents.runJson(there).get("java"),
                "both runs used the same runtime");
        CorpusContents a = CorpusContents.of(here);
        assertEquals(a, CorpusContents.of(there));
        return a;
    }

    private static Path newerJdk() {
        String configured = System.getenv("WFC_NEWER_JDK");
        Path newer = configured == null || configured.isBlank() ? DEFAULT_NEWER : Path.of(configured);
        boolean found = Files.isExecutable(newer.resolve("bin/java"));
        String hint = "no newer JDK at " + newer + " (set WFC_NEWER_JDK to one to run this comparison)";
        if (!found && "1".equals(System.getenv("WFC_REQUIRE_NEWER_JDK"))) {
            throw new IllegalStateException(hint + "; WFC_REQUIRE_NEWER_JDK=1 requires it");
        }
        assumeTrue(found, hint);
        return newer;
    }

    private Path run(Path javaHome, Path spec, String name, String formats) throws IOException, InterruptedException {
        Path out = dir.resolve(name);
        Process p = ChildWfc.start(javaHome, dir.resolve(name + "-log"), "corpus", spec.toString(), "--count", "40",
                "--master-seed", "123", "--formats", formats, "--out", out.toString());
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
