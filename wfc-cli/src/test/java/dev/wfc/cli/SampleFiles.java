package dev.wfc.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Locates the third-party samples, which are never copied into the repository: the directory named by the
 * environment variable {@code WFC_SAMPLES}, else {@code shared/wfc-samples} beside the working directory or one of
 * its ancestors (a worktree's {@code ../shared/wfc-samples}). Tests that need them are skipped when absent.
 */
final class SampleFiles {
    private SampleFiles() {
    }

    /** {@code samples/NAME} of the sample set; skips the calling test if the set is not found. */
    static Path sample(String name) {
        Path root = root();
        assumeTrue(root != null, "wfc-samples not found (set WFC_SAMPLES to the wfc-samples directory)");
        Path file = root.resolve("samples").resolve(name);
        assumeTrue(Files.isRegularFile(file), file + " not found");
        return file;
    }

    private static Path root() {
        String env = System.getenv("WFC_SAMPLES");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("wfc-samples");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
