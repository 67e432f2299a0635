package dev.wfc.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file through {@code .NAME.tmp} beside it and a rename, so that the file is either absent, its old self,
 * or complete. The temporary name is fixed, so only one writer may write a given file at a time (the corpus writer
 * is one thread); a temporary left by a killed run is overwritten or removed on resume. Files get the usual
 * permissions of the umask, unlike {@link Files#createTempFile}'s owner-only ones.
 */
final class AtomicFiles {
    static final String TEMP_PREFIX = ".";
    static final String TEMP_SUFFIX = ".tmp";

    private AtomicFiles() {
    }

    /** @throws IOException whose message names the file */
    static void write(Path file, byte[] bytes) throws IOException {
        Path tmp = temporary(file);
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
            rename(tmp, file);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw new IOException(file + ": cannot write (" + IoErrors.describe(e) + ")", e);
        }
    }

    /** The temporary that a write of {@code file} goes through: {@code .NAME.tmp} beside it. */
    static Path temporary(Path file) {
        return file.resolveSibling(TEMP_PREFIX + file.getFileName() + TEMP_SUFFIX);
    }

    /** Moves the finished temporary {@code tmp} onto {@code file}: atomically where the file system can. */
    static void rename(Path tmp, Path file) throws IOException {
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Whether {@code name} is the temporary of some file. */
    static boolean isTemporary(String name) {
        return name.startsWith(TEMP_PREFIX) && name.endsWith(TEMP_SUFFIX);
    }
}
