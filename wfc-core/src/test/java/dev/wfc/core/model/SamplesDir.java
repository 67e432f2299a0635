package dev.wfc.core.model;

import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the classic sample suite (third-party data, never copied into the repository): the system property
 * {@code wfc.samples}, else {@code shared/wfc-samples} in the nearest ancestor of the working directory that has
 * one. Tests that need it are skipped, with a message, when it is absent.
 */
final class SamplesDir {
    private SamplesDir() {
    }

    static Path get() {
        String property = System.getProperty("wfc.samples");
        if (property != null) {
            return Path.of(property);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("wfc-samples");
            if (Files.isRegularFile(candidate.resolve("samples.xml"))) {
                return candidate;
            }
        }
        return Assumptions.abort("classic samples not found (set -Dwfc.samples=DIR or place them in"
                + " ../shared/wfc-samples)");
    }
}
