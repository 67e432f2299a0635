package dev.wfc.corpus;

import dev.wfc.core.io.InvalidInputException;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The lock that keeps one run at a time in a corpus directory: an operating-system file lock on the empty file
 * {@code .wfc.lock} inside it, held for the length of a run. A second run or a {@code --resume} started meanwhile is
 * refused, naming the lock.
 *
 * <p>Maintainers: the lock belongs to the process, so the kernel drops it when the process ends, however it ends
 * (SIGKILL too): a lock file left behind is never stale, and is never deleted (deleting it while another process has
 * it open would let two processes lock two different files of one name). Within one JVM a second lock on the file
 * throws {@link OverlappingFileLockException}, which counts as held as well.
 */
final class CorpusLock implements AutoCloseable {
    /** The lock file, relative to the corpus directory. */
    static final String FILE = ".wfc.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private CorpusLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock of the corpus directory {@code root}, creating the lock file if missing.
     *
     * @throws InvalidInputException {@code "--out DIR: in use by another run ..."} if another run holds it
     */
    static CorpusLock acquire(Path root) throws IOException {
        Path file = root.resolve(FILE);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            channel.close();
            throw held(root);
        }
        return new CorpusLock(channel, lock);
    }

    /**
     * Takes the lock of {@code root} if its lock file exists and can be opened for writing, for a reader that must
     * not overlap a run ({@code wfc verify}); null when there is no lock file (a corpus older than the lock, which no
     * run of this version is writing) or it cannot be opened (a read-only corpus, which no run can write either).
     *
     * @throws InvalidInputException {@code "DIR: in use by a running wfc corpus ..."} if a run holds it
     */
    static CorpusLock acquireIfPresent(Path root) throws InvalidInputException {
        Path file = root.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.WRITE);
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException | IOException e) {
            lock = null;
        }
        if (lock == null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // closing a channel that holds no lock loses nothing
            }
            throw new InvalidInputException(root + ": in use by a running wfc corpus (" + file + " is locked; "
                    + "expected: a corpus no run is writing; verify it when that run ends)");
        }
        return new CorpusLock(channel, lock);
    }

    /**
     * Whether another run holds the lock of {@code root}, without creating the lock file where there is none.
     */
    static boolean isHeld(Path root) throws IOException {
        Path file = root.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        }
    }

    /** The refusal for a directory whose lock another run holds. */
    static InvalidInputException held(Path root) {
        return new InvalidInputException("--out " + root + ": in use by another run (" + root.resolve(FILE)
                + " is locked; expected: a corpus no other wfc corpus is writing; wait for that run to end)");
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
