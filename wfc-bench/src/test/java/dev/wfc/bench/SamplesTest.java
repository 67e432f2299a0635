package dev.wfc.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SamplesTest {
    @Test
    void aMissingDirectoryIsNamedWithTheWayToPointElsewhere(@TempDir Path tmp) {
        String message = assertThrows(IOException.class, () -> Samples.dir(tmp.resolve("nowhere").toString()))
                .getMessage();
        assertTrue(message.startsWith("samples directory: " + tmp.resolve("nowhere").resolve("samples")), message);
        assertTrue(message.contains("-D" + Samples.PROPERTY + "=DIR"), message);
    }

    @Test
    void findsTheSamplesFolderUnderTheConfiguredDirectory(@TempDir Path tmp) throws IOException {
        Files.createDirectories(tmp.resolve("samples"));
        assertEquals(tmp.resolve("samples"), Samples.dir(tmp.toString()));
    }
}
