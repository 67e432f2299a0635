package dev.wfc.core.internal;

import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.io.InvalidInputException;

import java.io.IOException;
import java.io.InputStream;
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
     * the heap. At most the size first seen is read: a file that grows meanwhile is refused, not followed.
     *
     * @throws IOException "FILE: no such file", "FILE: not a regular file (...)", "FILE: N bytes ... (...)", or
     *     "FILE: cannot read (reason)"
     */
    public static byte[] readAll(Path file) throws IOException {
        return readAll(file, 1);
    }

    /**
     * As {@link #readAll(Path)}, for a file whose parsed form takes about {@code parsedPerByte} bytes of heap per
     * byte of file (a DOM or JSON tree): the file and that form together must fit.
     *
     * @throws InvalidInputException "FILE: N bytes: needs about X of memory to read, Y available (...)"
     */
    public static byte[] readAll(Path file, double parsedPerByte) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new IOException(Quote.path(file) + ": no such file");
        } catch (IOException e) {
            throw new IOException(Quote.path(file) + ": cannot read (" + Quote.runs(IoErrors.describe(e)) + ")");
        }
        if (!attributes.isRegularFile()) {
            throw new IOException(Quote.path(file)
                    + ": not a regular file (expected: a file, not a directory, device or pipe)");
        }
        long size = attributes.size();
        long available = MemoryEstimate.availableBytes();
        double need = size * (1 + Math.max(1, parsedPerByte));
        if (size > MAX_BYTES || need > available) {
            throw new InvalidInputException(Quote.path(file) + ": " + size + " bytes: needs about "
                    + MemoryEstimate.human(need) + " of memory to read, " + MemoryEstimate.human(available)
                    + " available (expected: a smaller file, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) size);
            if (in.read() >= 0) {
                throw new InvalidInputException(Quote.path(file) + ": grew while being read (expected: a file that "
                        + "no other program is writing)");
            }
            return bytes;
        } catch (NoSuchFileException e) {
            throw new IOException(Quote.path(file) + ": no such file");
        } catch (InvalidInputException e) {
            throw e;
        } catch (IOException e) {
            throw new IOException(Quote.path(file) + ": cannot read (" + Quote.runs(IoErrors.describe(e)) + ")");
        }
    }
}
