package dev.wfc.core.io;

import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.TiledModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Replays the hostile inputs kept in {@code src/test/resources/fuzz-cases/}: inputs that a reader once accepted or
 * failed on badly, found by hand or by {@link ReaderFuzzProperties}. The prefix of a case's name says which reader
 * takes it ({@code png-}, {@code text-}, {@code tileset-}); every case must be refused with one line naming it.
 */
class FuzzCasesTest {
    @Test
    void everySavedCaseIsRefusedOnOneLineNamingTheFile() throws IOException, URISyntaxException {
        Path dir = Path.of(FuzzCasesTest.class.getResource("/fuzz-cases").toURI());
        List<Path> cases;
        try (Stream<Path> files = Files.list(dir)) {
            cases = files.sorted().toList();
        }
        for (String prefix : new String[] {"png-", "text-", "tileset-"}) {
            assertTrue(cases.stream().anyMatch(p -> p.getFileName().toString().startsWith(prefix)), prefix);
        }
        for (Path file : cases) {
            String name = file.getFileName().toString();
            IOException e = assertThrows(IOException.class, () -> {
                if (name.startsWith("png-")) {
                    Png.read(file);
                } else if (name.startsWith("text-")) {
                    LearnedModel.builder().example(file).build();
                } else if (name.startsWith("tileset-")) {
                    TiledModel.builder(file).build();
                } else {
                    throw new AssertionError(name + ": no reader for this prefix (expected: png-, text-, tileset-)");
                }
            }, name);
            ReaderFuzzProperties.assertOneLine(e, file);
        }
    }
}
