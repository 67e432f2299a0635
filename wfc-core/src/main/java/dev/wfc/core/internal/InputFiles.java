package dev.wfc.core.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading whole input files with one-line errors that name the file. */
public final class InputFiles {
    private InputFiles() {
    }

    /** @throws IOException "FILE: no such file" or "FILE: cannot read (reason)" */
    public static byte[] readAll(Path file) throws IOException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file");
        } catch (IOException e) {
            throw new IOException(file + ": cannot read (" + e.getMessage() + ")");
        }
    }
}
