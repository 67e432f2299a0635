package dev.wfc.core.internal;

import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.io.InvalidInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/** Reading whole input files with one-line errors that name the file. */
public final class InputFiles {
    /** The largest file one byte array holds. */
    private static final long MAX_BYTES = Integer.MAX_VALUE - 8;

    private InputFiles() {
    }

    /**
     * Reads a whole regular file, after checking that it is one (a directory, device or named pipe is refused before
     * it is opened, so that {@code /dev/zero} or a pipe cannot hang or exhaust the reader) and that its size fits
     * the heap.
     *
     * @throws IOException "FILE: no such file", "FILE: not a regular file (...)", "FILE: N bytes ... (...)", or
     *     "FILE: cannot read (reason)"
     */
    public static byte[] readAll(Path file) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new IOException(Quote.path(file) + ": no such file");
        } catch (IOException e) {
            throw new IOException(Quote.path(file) + ": cannot read (" + Quote.runs(IoErrors.describe(e)) + ")");
        }
        if (!attributes.isRegularFile()) {
            throw new IOException(Quote.path(file) + ": not a regular file (expected: a file, not a directory, device or pipe)");
        }
        long size = attributes.size();
        long available = MemoryEstimate.availableBytes();
        if (size > MAX_BYTES || size > available / 2) {
            throw new InvalidInputException(Quote.path(file) + ": " + size + " bytes, more than this JVM can read ("
                    + MemoryEstimate.human(available) + " available; expected: a smaller file, or a larger heap, "
                    + "e.g. JAVA_OPTS=-Xmx8g)");
        }
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new IOException(Quote.path(file) + ": no such file");
        } catch (IOException e) {
            throw new IOException(Quote.path(file) + ": cannot read (" + Quote.runs(IoErrors.describe(e)) + ")");
        }
    }
}
