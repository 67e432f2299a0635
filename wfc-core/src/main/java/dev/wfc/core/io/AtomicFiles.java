package dev.wfc.core.io;

import dev.wfc.core.internal.IoErrors;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The one rule by which every writer of wfc puts a file in place: write a temporary beside it, then rename it onto
 * the file, so that the file is either absent, its old self, or complete.
 *
 * <p>A temporary is named {@code .NAME.HEX.tmp}, HEX a 64-bit number fresh in this process and unlike other
 * processes' ({@link #temporary}), and created new: concurrent writers of one file cannot clash (creating it new
 * fails rather than share one), and it gets the usual permissions of the umask (unlike
 * {@link Files#createTempFile}'s owner-only ones, which would survive the rename). A temporary left by a killed
 * process is recognised by {@link #isTemporary} and may be removed by whoever owns the directory.
 *
 * <p>What is replaced is only ever a regular file: a write to a symbolic link goes to the file the link names (the
 * link stays), and a directory, device, pipe or socket in the way is refused ({@link #target}), so that naming
 * {@code /dev/null} or {@code /dev/stdout} as an output can never replace the device. {@link #write} checks the
 * target once, before the temporary; {@link #rename}, for writers that stream into a temporary, when it renames.
 */
public final class AtomicFiles {
    private static final String TEMP_PREFIX = ".";
    private static final String TEMP_SUFFIX = ".tmp";
    /*
     * Temporary k of this process is named mix(START + k * STRIDE): distinct within the process (mix is a bijection
     * and STRIDE odd), and another process, whose START and STRIDE come from another instant of the clock, matches
     * one of its names only by a 2^-64 chance per pair, as random names would; a match would only make the creation
     * fail, never share a file. Not a SecureRandom: nothing here is secret, and initialising one cost 30 ms of CPU,
     * a tenth of a small map's whole run (ProcessHandle's pid another 12 ms).
     */
    private static final long START = mix(System.nanoTime());
    private static final long STRIDE = mix(System.currentTimeMillis() ^ START) | 1;
    private static final AtomicLong NAMES = new AtomicLong();
    /** Links followed before giving up, as Linux's own limit for path resolution. */
    private static final int MAX_LINKS = 40;

    private AtomicFiles() {
    }

    /**
     * Writes {@code bytes} to {@code file} through a temporary and a rename, creating missing parent directories.
     *
     * @throws IOException {@code "FILE: cannot write (reason)"}; no temporary is left behind
     */
    public static void write(Path file, byte[] bytes) throws IOException {
        write(file, java.util.List.of(bytes));
    }

    /**
     * Writes the concatenation of {@code parts}, in order, to {@code file} like {@link #write(Path, byte[])}, without
     * joining them in memory first.
     *
     * @throws IOException {@code "FILE: cannot write (reason)"}; no temporary is left behind
     */
    public static void write(Path file, java.util.List<byte[]> parts) throws IOException {
        Path target = target(file);
        Path tmp = null;
        try {
            // Files.createDirectories alone costs a failed mkdir and its exception when the folder is there.
            Path parent = target.getParent();
            if (!Files.isDirectory(parent, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(parent);
            }
            tmp = temporary(target);
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                for (byte[] part : parts) {
                    out.write(part);
                }
            }
            move(tmp, target);
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
        long name = mix(START + NAMES.getAndIncrement() * STRIDE);
        return abs.resolveSibling(TEMP_PREFIX + abs.getFileName() + "." + Long.toHexString(name) + TEMP_SUFFIX);
    }

    /** The SplitMix64 finalizer: a bijection of 64-bit numbers that spreads consecutive ones apart. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Moves the finished temporary {@code tmp} onto {@code file}'s {@link #target}: atomically where the file
     * system can.
     *
     * @throws IOException if the target is not a regular file, or the move fails
     */
    public static void rename(Path tmp, Path file) throws IOException {
        move(tmp, target(file));
    }

    /** Moves {@code tmp} onto {@code target}, a {@link #target} already checked: atomically where the file system can. */
    private static void move(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Where a write to {@code file} lands: {@code file} itself (absolute), or, when it is a symbolic link, the file
     * at the end of its chain of links, so that the link stays a link. Checks the kind of what is there, nothing
     * else; a missing file is fine.
     *
     * @throws IOException {@code "FILE: not a regular file (...)"} when a directory, device, pipe or socket is there,
     *     or {@code "FILE: too many levels of symbolic links"}
     */
    public static Path target(Path file) throws IOException {
        Path p = file.toAbsolutePath();
        // One lstat answers the usual cases: nothing there, or a file or directory that is not a link. On JDK 17 each
        // test of a missing file costs an exception, and the tests below make three.
        BasicFileAttributes here = attributes(p);
        if (here == null) {
            return p;
        }
        if (!here.isSymbolicLink()) {
            if (!here.isRegularFile()) {
                throw notRegular(file);
            }
            return p;
        }
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == MAX_LINKS) {
                throw new IOException(file + ": too many levels of symbolic links");
            }
            p = p.getParent().resolve(Files.readSymbolicLink(p));
        }
        // The first test follows links as the kernel does, which also sees through /proc's links to pipes.
        if (Files.exists(file) && !Files.isRegularFile(file)
                || Files.exists(p, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            throw notRegular(file);
        }
        return p;
    }

    /**
     * The attributes of {@code p} itself (a link is not followed), or null when they cannot be read: nothing there,
     * or a path that cannot be looked up, which the write itself then reports, as {@link Files#exists} would have
     * answered false.
     */
    private static BasicFileAttributes attributes(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return null;
        }
    }

    private static IOException notRegular(Path file) {
        return new IOException(file + ": not a regular file (expected: a new file, or a regular file to replace; "
                + "a directory, device or pipe is never replaced)");
    }

    /** Whether a file named {@code name} is a temporary of this rule (or of a killed writer that followed it). */
    public static boolean isTemporary(String name) {
        return name.startsWith(TEMP_PREFIX) && name.endsWith(TEMP_SUFFIX);
    }
}
