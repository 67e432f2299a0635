package dev.wfc.core.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one atomic-write rule: complete files only, no temporary left, temporaries recognisable by name. */
class AtomicFilesTest {
    @Test
    void writesTheBytesIntoNewDirectoriesAndLeavesNothingElse(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("a/b/map.json");
        AtomicFiles.write(file, "first".getBytes(StandardCharsets.UTF_8));
        AtomicFiles.write(file, "second".getBytes(StandardCharsets.UTF_8));
        assertArrayEquals("second".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
        try (Stream<Path> files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void aFailedWriteNamesTheFileAndLeavesNoTemporary(@TempDir Path dir) throws IOException {
        Path blocker = dir.resolve("blocker");
        Files.writeString(blocker, "a file, not a directory");
        Path file = blocker.resolve("map.png");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, new byte[] {1}));
        assertTrue(e.getMessage().startsWith(file + ": cannot write ("), e.getMessage());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(blocker), files.toList());
        }
    }

    @Test
    void temporariesAreFreshSiblingsThatIsTemporaryKnows(@TempDir Path dir) {
        Path file = dir.resolve("run.json");
        Path one = AtomicFiles.temporary(file);
        Path two = AtomicFiles.temporary(file);
        assertNotEquals(one, two);
        assertEquals(file.toAbsolutePath().getParent(), one.getParent());
        assertTrue(AtomicFiles.isTemporary(one.getFileName().toString()));
        assertTrue(AtomicFiles.isTemporary(".run.json.tmp"), "the name older versions used");
        assertFalse(AtomicFiles.isTemporary("run.json"));
        assertFalse(AtomicFiles.isTemporary("000001.tmp"));
    }
}
