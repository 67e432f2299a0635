package dev.wfc.core.testkit;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates the shared classic samples: the system property {@code wfc.samples}, else the first
 * {@code shared/wfc-samples} found walking up from the working directory (a module dir, the repo root, or a clone).
 */
public final class SampleFiles {
    private SampleFiles() {
    }

    public static Path root() {
        String prop = System.getProperty("wfc.samples");
        if (prop != null) {
            return Path.of(prop);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("wfc-samples");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("wfc-samples: not found above " + Path.of("").toAbsolutePath()
                + " (expected: ../shared/wfc-samples beside the repository, or -Dwfc.samples=DIR)");
    }

    public static Path sample(String name) {
        return root().resolve("samples").resolve(name + ".png");
    }
}
