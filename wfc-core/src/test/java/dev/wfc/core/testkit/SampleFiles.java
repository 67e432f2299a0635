package dev.wfc.core.testkit;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Locates the classic third-party samples, which are never copied into the repository: the directory named by the
 * environment variable {@code WFC_SAMPLES} (or the system property {@code wfc.samples}), else the first
 * {@code shared/wfc-samples} found walking up from the working directory (a clone with {@code ../shared} beside
 * it). When absent, tests that need them are skipped, unless {@code WFC_REQUIRE_SAMPLES=1} (set by CI), which
 * turns the absence into a failure so that a green CI run always includes them.
 */
public final class SampleFiles {
    private SampleFiles() {
    }

    /** The sample set's root directory; skips (or fails, under CI) the calling test if it is not found. */
    public static Path root() {
        Path root = find();
        String hint = "wfc-samples not found above " + Path.of("").toAbsolutePath()
                + " (expected: shared/wfc-samples beside the repository, or WFC_SAMPLES=DIR)";
        if (root == null && "1".equals(System.getenv("WFC_REQUIRE_SAMPLES"))) {
            throw new IllegalStateException(hint);
        }
        assumeTrue(root != null, hint);
        return root;
    }

    /** {@code samples/NAME.png}. */
    public static Path sample(String name) {
        return root().resolve("samples").resolve(name + ".png");
    }

    /**
     * DeBroglie's sample set ({@code shared/debroglie-samples}, beside {@code wfc-samples}); skips (or fails, under
     * CI) the calling test if it is not found.
     */
    public static Path debroglie() {
        Path samples = find();
        Path root = samples == null ? null : samples.resolveSibling("debroglie-samples");
        String hint = "debroglie-samples not found beside wfc-samples (" + samples
                + "; expected: shared/debroglie-samples beside the repository)";
        boolean found = root != null && Files.isDirectory(root);
        if (!found && "1".equals(System.getenv("WFC_REQUIRE_SAMPLES"))) {
            throw new IllegalStateException(hint);
        }
        assumeTrue(found, hint);
        return root;
    }

    private static Path find() {
        String configured = System.getenv("WFC_SAMPLES");
        if (configured == null || configured.isBlank()) {
            configured = System.getProperty("wfc.samples");
        }
        if (configured != null && !configured.isBlank()) {
            return Files.isDirectory(Path.of(configured)) ? Path.of(configured) : null;
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("wfc-samples");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
