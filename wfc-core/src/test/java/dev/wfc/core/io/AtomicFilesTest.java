package dev.wfc.core.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one atomic-write rule: complete files only, no temporary left, temporaries recognisable by name, links written
 * through and special files never replaced.
 */
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

    @Test
    void aSymbolicLinkIsWrittenThroughAndStaysALink(@TempDir Path dir) throws IOException {
        Path real = dir.resolve("real/map.png");
        Path middle = Files.createSymbolicLink(dir.resolve("middle.png"), real);
        Path link = Files.createSymbolicLink(dir.resolve("link.png"), dir.relativize(middle));
        AtomicFiles.write(link, new byte[] {1, 2});   // dangling: the target and its folder are created
        AtomicFiles.write(link, new byte[] {3});       // existing: replaced at the target
        assertTrue(Files.isSymbolicLink(link) && Files.isSymbolicLink(middle));
        assertArrayEquals(new byte[] {3}, Files.readAllBytes(real));
        Path tmp = AtomicFiles.temporary(link);
        Files.write(tmp, new byte[] {4});
        AtomicFiles.rename(tmp, link);
        assertTrue(Files.isSymbolicLink(link));
        assertArrayEquals(new byte[] {4}, Files.readAllBytes(real));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void directoriesPipesAndDevicesAreNeverReplaced(@TempDir Path dir) throws IOException, InterruptedException {
        Path folder = Files.createDirectory(dir.resolve("folder"));
        Path fifo = dir.resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(), "mkfifo");
        Path linkToFolder = Files.createSymbolicLink(dir.resolve("to-folder"), folder);
        List<Path> refused = new ArrayList<>(List.of(folder, fifo, linkToFolder));
        if (Files.exists(Path.of("/dev/null"))) {
            refused.add(Path.of("/dev/null"));
        }
        for (Path p : refused) {
            IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(p, new byte[] {1}), p::toString);
            assertTrue(e.getMessage().startsWith(p + ": not a regular file"), e.getMessage());
            assertThrows(IOException.class, () -> AtomicFiles.target(p), p::toString);
        }
        assertTrue(Files.isDirectory(folder) && Files.isSymbolicLink(linkToFolder));
        assertFalse(Files.isRegularFile(fifo));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(3, files.count(), "no temporary left");
        }
    }

    @Test
    void aLoopOfLinksIsRefused(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a");
        Files.createSymbolicLink(a, dir.resolve("b"));
        Files.createSymbolicLink(dir.resolve("b"), a);
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(a, new byte[] {1}));
        assertTrue(e.getMessage().contains("symbolic links"), e.getMessage());
    }
}
