package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.InvalidInputException;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;

/**
 * What {@code --resume} keeps of a manifest: the entries whose files are all present and sound (see
 * {@link MapFileCheck}), each index once. The others are dropped from the manifest, so that their maps are made
 * again; a last line cut off mid-write is dropped too.
 *
 * <p>Maintainers: one pass over the manifest, reading every listed file once (O(corpus bytes)); the kept lines are
 * streamed to a temporary that replaces the manifest (atomically) only if a line was dropped, so memory stays flat
 * whatever the manifest's length.
 */
final class ResumeCheck {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The outcome: offsets from the start index of the maps kept, how many entries were kept, and how many were
     * dropped because a file was missing or unsound (maps made again).
     */
    record Result(BitSet done, int kept, int remade) {
    }

    private ResumeCheck() {
    }

    /**
     * Checks the manifest of the corpus {@code root} for the run of maps {@code start .. start + count - 1}.
     *
     * @throws InvalidInputException for a line that is not a manifest entry of this range
     */
    static Result run(Path root, MapStore store, long start, int count) throws IOException {
        Path manifest = root.resolve(CorpusDir.MANIFEST);
        BitSet done = new BitSet(count);
        if (!Files.exists(manifest)) {
            Files.write(manifest, new byte[0]);
            return new Result(done, 0, 0);
        }
        int kept = 0;
        int remade = 0;
        boolean dropped = false;
        Path tmp = AtomicFiles.temporary(manifest);
        try {
            int lineNumber = 0;
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            try (InputStream in = new BufferedInputStream(Files.newInputStream(manifest), 1 << 16);
                 OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp,
                         StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), 1 << 16)) {
                for (int b = in.read(); b >= 0; b = in.read()) {
                    if (b != '\n') {
                        line.write(b);
                        continue;
                    }
                    lineNumber++;
                    String text = line.toString(StandardCharsets.UTF_8);
                    line.reset();
                    JsonNode entry = entry(text, manifest, lineNumber);
                    long index = entry.get("index").asLong();
                    if (index < start || index - start >= count) {
                        throw new InvalidInputException("--resume: " + manifest + " line " + lineNumber + ": index "
                                + index + " (expected: " + start + ".." + (start + count - 1) + ")");
                    }
                    int offset = (int) (index - start);
                    if (done.get(offset)) {
                        dropped = true;
                    } else if (store.problem(entry) != null) {
                        dropped = true;
                        remade++;
                    } else {
                        done.set(offset);
                        kept++;
                        out.write(text.getBytes(StandardCharsets.UTF_8));
                        out.write('\n');
                    }
                }
                dropped |= line.size() > 0;
            }
            if (dropped) {
                AtomicFiles.rename(tmp, manifest);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
        return new Result(done, kept, remade);
    }

    private static JsonNode entry(String line, Path manifest, int lineNumber) throws InvalidInputException {
        try {
            JsonNode entry = JSON.readTree(line);
            if (entry != null && entry.path("index").canConvertToExactIntegral()) {
                return entry;
            }
        } catch (IOException e) {
            // reported below
        }
        throw new InvalidInputException("--resume: " + manifest + " line " + lineNumber + ": not a manifest entry "
                + "(expected: a JSON object with an integer index)");
    }
}
