package dev.wfc.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How a corpus reader finds the spec a corpus was made from: run.json's {@code specFile}, or in a corpus made before
 * that key, its recorded command line. The reader checks the spec's digest against run.json's {@code specSha256}, so
 * opening without an error means it found the spec the run was made from.
 */
class CorpusReaderTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** A corpus directory with the run.json of {@code spec} (null: the built-in spec), as {@code command} made it. */
    private Path corpus(Path spec, List<String> command) throws IOException {
        byte[] run = CorpusRecipe.read(spec, "png,json").runJson(command, Map.of("threads", 1), 0, 0, 2);
        Path root = Files.createDirectories(dir.resolve("corpus"));
        Files.write(root.resolve(CorpusDir.RUN), run);
        return root;
    }

    /** Rewrites run.json as a corpus made before {@code specFile} existed would have it. */
    private static void dropSpecFile(Path root) throws IOException {
        ObjectNode run = (ObjectNode) JSON.readTree(root.resolve(CorpusDir.RUN).toFile());
        run.remove("specFile");
        JSON.writeValue(root.resolve(CorpusDir.RUN).toFile(), run);
    }

    @Test
    void runJsonRecordsTheSpecFileAbsolutelyOrNullForTheBuiltInSpec() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path root = corpus(spec, List.of("wfc", "corpus"));
        assertEquals(spec.toAbsolutePath().toString(), JSON.readTree(root.resolve(CorpusDir.RUN).toFile())
                .get("specFile").asText());
        CorpusReader.open(root, null);
        Files.delete(root.resolve(CorpusDir.RUN));
        Path builtIn = corpus(null, List.of("wfc", "corpus"));
        assertTrue(JSON.readTree(builtIn.resolve(CorpusDir.RUN).toFile()).get("specFile").isNull());
        CorpusReader.open(builtIn, null);
    }

    @Test
    void anOlderCorpusNamesItsSpecAsTheFirstArgumentThatIsNoOptionNorValue() throws IOException {
        Path spec = SpecFiles.small(dir);
        for (List<String> args : List.of(
                List.of("--count", "2", "--quiet", "--master-seed", "-5", spec.toString(), "--out", "x"),
                List.of("--resume", "--formats=png,json", spec.toString()),
                List.of("--threads", "1", "--", spec.toString()))) {
            ArrayNode command = JSON.createArrayNode().add("wfc").add("corpus");
            args.forEach(command::add);
            Path root = corpus(spec, List.of("wfc", "corpus"));
            dropSpecFile(root);
            ObjectNode run = (ObjectNode) JSON.readTree(root.resolve(CorpusDir.RUN).toFile());
            run.set("command", command);
            JSON.writeValue(root.resolve(CorpusDir.RUN).toFile(), run);
            CorpusReader.open(root, null);
            Files.delete(root.resolve(CorpusDir.RUN));
        }
    }

    @Test
    void anOlderCorpusWhoseCommandNamesNoSpecWasMadeFromTheBuiltInSpec() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path root = corpus(spec, List.of("wfc", "corpus", "--count", "2", "--quiet"));
        dropSpecFile(root);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CorpusReader.open(root, null));
        assertTrue(e.getMessage().startsWith("the built-in default spec: not the spec "), e.getMessage());
        CorpusReader.open(root, spec);
    }

    @Test
    void anOlderCorpusMadeByAnotherCommandNeedsTheSpec() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path root = corpus(spec, List.of("wfc-spark", "--count", "2", spec.toString()));
        dropSpecFile(root);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CorpusReader.open(root, null));
        assertTrue(e.getMessage().contains("expected: a wfc corpus command line, or --spec"), e.getMessage());
        CorpusReader.open(root, spec);
    }
}
