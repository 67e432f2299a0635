package dev.wfc.cli.animate;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.GifWriter;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The files of one animation: the GIF, streamed to its temporary ({@link AtomicFiles#temporary}) and renamed into
 * place by {@link #commit()}, and with {@code --frames} every frame as {@code DIR/frame-NNNNNN.png}. {@link #abort()}
 * removes everything written, so that a failed run leaves no output file; a shutdown hook does the same when the
 * JVM is stopped (SIGTERM, SIGINT) before {@link #commit()}. The methods are synchronized so that the hook never
 * deletes while a frame is being written, and no frame is written after it ran.
 */
final class AnimationOutput {
    private final Path gif;
    private final Path tmp;
    private final Path frames;
    private final boolean createdFrames;
    private final int delayMillis;
    private final int holdMillis;
    private final GifWriter writer;
    private final List<Path> written = new ArrayList<>();
    private final Thread cleanup = new Thread(this::abort, "wfc-animate-cleanup");
    private int count;
    /** Set by {@link #commit()} or {@link #abort()}: nothing more is written, the hook is gone. */
    private boolean finished;

    private AnimationOutput(Path gif, Path frames, boolean createdFrames, int delayMillis, int holdMillis)
            throws IOException {
        this.gif = gif;
        this.tmp = AtomicFiles.temporary(gif);
        this.frames = frames;
        this.createdFrames = createdFrames;
        this.delayMillis = delayMillis;
        this.holdMillis = holdMillis;
        this.writer = new GifWriter(tmp);
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /**
     * Opens the GIF's temporary, creating missing directories, and checks or creates the frames directory.
     *
     * @param frames the {@code --frames} directory, or null
     * @throws CliFailure with exit code 2 if the GIF would replace a directory, device or pipe, or the frames
     *     directory is not empty, 1 if a file cannot be created
     */
    static AnimationOutput open(Path gif, Path frames, int delayMillis, int holdMillis) {
        try {
            AtomicFiles.target(gif);
        } catch (IOException e) {
            throw CliFailure.badInput("--out " + e.getMessage());
        }
        boolean created = false;
        try {
            if (frames != null) {
                created = prepareFrames(frames);
            }
        } catch (IOException e) {
            throw CliFailure.failed("--frames " + frames + ": cannot create (" + IoErrors.describe(e) + ")");
        }
        try {
            Path parent = gif.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            return new AnimationOutput(gif, frames, created, delayMillis, holdMillis);
        } catch (IOException e) {
            if (created) {
                deleteQuietly(frames);
            }
            throw CliFailure.failed("--out " + gif + ": cannot write (" + IoErrors.describe(e) + ")");
        }
    }

    /** Whether the frames directory was created; refuses one that holds anything. */
    private static boolean prepareFrames(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    throw CliFailure.badInput("--frames " + dir + ": not empty (expected: a new or empty directory)");
                }
            }
            return false;
        }
        if (Files.exists(dir)) {
            throw CliFailure.badInput("--frames " + dir + ": not a directory (expected: a new or empty directory)");
        }
        Files.createDirectories(dir);
        return true;
    }

    /**
     * Appends a frame shown for the delay, or for the hold if it is the last.
     *
     * @throws UncheckedIOException naming the file that cannot be written (thrown through the solver's listener)
     */
    synchronized void frame(Image frame, boolean last) {
        if (finished) {
            return;
        }
        try {
            writer.write(frame, last ? holdMillis : delayMillis);
            count++;
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("--out " + gif + ": cannot write ("
                    + IoErrors.describe(e) + ")", e));
        }
        if (frames != null) {
            Path file = frames.resolve(String.format(Locale.ROOT, "frame-%06d.png", count - 1));
            try {
                Files.write(file, Png.encode(frame));
                written.add(file);
            } catch (IOException e) {
                throw new UncheckedIOException(new IOException("--frames " + file + ": cannot write ("
                        + IoErrors.describe(e) + ")", e));
            }
        }
    }

    /** Frames written so far. */
    synchronized int count() {
        return count;
    }

    /** Finishes the GIF and renames it into place. @throws CliFailure with exit code 1 if that fails */
    synchronized void commit() {
        if (finished) {
            return;
        }
        try {
            writer.close();
            AtomicFiles.rename(tmp, gif);
            finish();
        } catch (IOException e) {
            abort();
            throw CliFailure.failed("--out " + gif + ": cannot write (" + IoErrors.describe(e) + ")");
        }
    }

    /** Removes the GIF's temporary and every frame written, and the frames directory if this run made it. */
    synchronized void abort() {
        if (finished) {
            return;
        }
        finish();
        try {
            writer.close();
        } catch (IOException ignored) {
            // The failure being reported matters more; the temporary is deleted below either way.
        }
        deleteQuietly(tmp);
        written.forEach(AnimationOutput::deleteQuietly);
        if (createdFrames) {
            deleteQuietly(frames);
        }
    }

    /** Marks the output finished and removes the shutdown hook, unless the JVM is already shutting down. */
    private void finish() {
        finished = true;
        if (Thread.currentThread() != cleanup) {
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException shuttingDown) {
                // The hook runs or has run; it finds the output finished and does nothing.
            }
        }
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // A leftover is the lesser harm next to the failure being reported.
        }
    }
}
