package dev.wfc.core.io;

import dev.wfc.core.internal.IoErrors;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * The one rule by which every writer of wfc puts a file in place: write a temporary beside it, then rename it onto
 * the file, so that the file is either absent, its old self, or complete.
 *
 * <p>A temporary is named {@code .NAME.HEX.tmp}, HEX a fresh random 64-bit number, and created new: concurrent
 * writers of one file cannot clash, and it gets the usual permissions of the umask (unlike
 * {@link Files#createTempFile}'s owner-only ones, which would survive the rename). A temporary left by a killed
 * process is recognised by {@link #isTemporary} and may be removed by whoever owns the directory.
 */
public final class AtomicFiles {
    private static final String TEMP_PREFIX = ".";
    private static final String TEMP_SUFFIX = ".tmp";
    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFiles() {
    }

    /**
     * Writes {@code bytes} to {@code file} through a temporary and a rename, creating missing parent directories.
     *
     * @throws IOException {@code "FILE: cannot write (reason)"}; no temporary is left behind
     */
    public static void write(Path file, byte[] bytes) throws IOException {
        Path tmp = null;
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            tmp = temporary(file);
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
            rename(tmp, file);
        } catch (IOException e) {
            if (tmp != null) {
                Files.deleteIfExists(tmp);
            }
            throw new IOException(file + ": cannot write (" + IoErrors.describe(e) + ")", e);
        }
    }

    /**
     * A fresh temporary name beside {@code file} for a writer that streams its content: create it new, then
     * {@link #rename} it onto {@code file}, or delete it.
     */
    public static Path temporary(Path file) {
        Path abs = file.toAbsolutePath();
        return abs.resolveSibling(TEMP_PREFIX + abs.getFileName() + "." + Long.toHexString(RANDOM.nextLong())
                + TEMP_SUFFIX);
    }

    /** Moves the finished temporary {@code tmp} onto {@code file}: atomically where the file system can. */
    public static void rename(Path tmp, Path file) throws IOException {
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Whether a file named {@code name} is a temporary of this rule (or of a killed writer that followed it). */
    public static boolean isTemporary(String name) {
        return name.startsWith(TEMP_PREFIX) && name.endsWith(TEMP_SUFFIX);
    }
}
