package dev.wfc.corpus.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Locates DeBroglie's third-party sample suite, never copied into the repository: {@code shared/debroglie-samples}
 * found walking up from the working directory. Absent, tests that need it are skipped, unless
 * {@code WFC_REQUIRE_SAMPLES=1} (CI), which makes the absence a failure.
 */
public final class DebroglieSampleFiles {
    private DebroglieSampleFiles() {
    }

    /** The suite's root; skips (or fails, under CI) the calling test if it is not found. */
    public static Path root() {
        Path root = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null && root == null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("debroglie-samples");
            root = Files.isDirectory(candidate) ? candidate : null;
        }
        String hint = "debroglie-samples not found above " + Path.of("").toAbsolutePath()
                + " (expected: shared/debroglie-samples beside the repository)";
        if (root == null && "1".equals(System.getenv("WFC_REQUIRE_SAMPLES"))) {
            throw new IllegalStateException(hint);
        }
        assumeTrue(root != null, hint);
        return root;
    }

    /** Every configuration of the suite (the .json files but the JSON schema), sorted. */
    public static List<Path> configs() throws IOException {
        try (Stream<Path> files = Files.walk(root())) {
            return files.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString()
                    .equals("schema.json")).sorted().toList();
        }
    }
}
