package dev.wfc.corpus.spec;

import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The input files of a spec (samples, tilesets, examples, masks, maps of weights): each read in full, its SHA-256
 * recorded in the job's input digests under the path as the spec writes it, so that a resume or a re-solve can tell
 * a changed input.
 */
final class SpecInputs {
    private SpecInputs() {
    }

    /** The bytes of {@code file}; records their SHA-256 in {@code inputs} under {@code name}. */
    static byte[] read(Path file, String name, Map<String, String> inputs) throws IOException {
        byte[] bytes = InputFiles.readAll(file);
        inputs.put(name, GridDigest.sha256(bytes));
        return bytes;
    }

    /**
     * The PNG {@code name} of key {@code key}, relative to {@code dir}; records its SHA-256 in {@code inputs}.
     *
     * @throws SpecReader.SpecException naming the key, if it is no path or cannot be read as a PNG
     */
    static Image png(Path dir, Map<String, String> inputs, String key, String name) {
        Path file = SpecChecks.resolve(dir, key, name);
        try {
            return Png.decode(read(file, name, inputs), file.toString());
        } catch (IOException e) {
            throw new SpecReader.SpecException(key + ": " + IoErrors.describe(e));
        }
    }
}
