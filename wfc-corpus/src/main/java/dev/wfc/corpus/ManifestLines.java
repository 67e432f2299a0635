package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a corpus's {@code manifest.jsonl} one line at a time, for the verifier, the resolver and the reader. */
final class ManifestLines {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ManifestLines() {
    }

    /** What {@link #forEach} does with one line. */
    @FunctionalInterface
    interface EntryAction {
        void accept(JsonNode entry, int lineNumber) throws IOException;
    }

    /**
     * Calls {@code action} with every manifest line parsed (null if it is not JSON), and its line number from 1.
     * Holds one line at a time.
     */
    static void forEach(Path root, EntryAction action) throws IOException {
        Path manifest = root.resolve(CorpusDir.MANIFEST);
        try (BufferedReader in = Files.newBufferedReader(manifest, StandardCharsets.UTF_8)) {
            int lineNumber = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNumber++;
                JsonNode entry;
                try {
                    entry = JSON.readTree(line);
                } catch (IOException e) {
                    entry = null;
                }
                action.accept(entry, lineNumber);
            }
        }
    }
}
