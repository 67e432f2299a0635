package dev.wfc.corpus.testkit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Spec files for tests. */
public final class SpecFiles {
    private SpecFiles() {
    }

    /** Writes {@code json} (single quotes stand for double quotes) to {@code dir/name}. */
    public static Path write(Path dir, String name, String json) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, json.replace('\'', '"'), StandardCharsets.UTF_8);
        return file;
    }

    /** A fast job: the built-in sample at 16x16. */
    public static Path small(Path dir) throws IOException {
        return write(dir, "small.json", "{'model': 'overlapping', 'size': 16}");
    }
}
