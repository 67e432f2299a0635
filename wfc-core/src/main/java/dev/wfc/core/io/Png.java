package dev.wfc.core.io;

import dev.wfc.core.internal.SuppressForbidden;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/** Reads PNG files of any colour type into ARGB, and writes ARGB images as PNG without ever leaving a partial file. */
public final class Png {
    @SuppressForbidden(reason = "names temporary files only; no map depends on it")
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final ThreadLocal<PngEncoder> ENCODER = ThreadLocal.withInitial(PngEncoder::new);

    private Png() {
    }

    /**
     * Reads a PNG (palette, grey, RGB, with or without alpha, 8 or 16 bits) as ARGB.
     *
     * @throws IOException whose message names the file and what is wrong with it: missing, unreadable, not a PNG,
     *     or a damaged PNG
     */
    public static Image read(Path file) throws IOException {
        byte[] bytes = InputFiles.readAll(file);
        byte[] signature = PngEncoder.SIGNATURE;
        if (bytes.length < signature.length
                || !java.util.Arrays.equals(bytes, 0, signature.length, signature, 0, signature.length)) {
            throw new IOException(file + ": not a PNG file (expected the PNG signature)");
        }
        BufferedImage img;
        try (InputStream in = new java.io.ByteArrayInputStream(bytes)) {
            img = ImageIO.read(in);
        } catch (IOException | RuntimeException e) {
            throw new IOException(file + ": damaged PNG (" + e.getMessage() + ")");
        }
        if (img == null) {
            throw new IOException(file + ": damaged PNG (no image decoded)");
        }
        int w = img.getWidth();
        int h = img.getHeight();
        return new Image(img.getRGB(0, 0, w, h, null, 0, w), w, h);
    }

    /** Encodes an image as PNG bytes (see {@link PngEncoder}); one reused encoder per thread. */
    public static byte[] encode(Image image) {
        return ENCODER.get().encode(image);
    }

    /**
     * Writes {@code image} to {@code file} through a temporary file in the same directory and a rename, so that
     * {@code file} is either absent, its old self, or complete. Creates missing parent directories.
     */
    public static void write(Path file, Image image) throws IOException {
        writeAtomically(file, encode(image));
    }

    /** Writes bytes to {@code file} through a temporary sibling and a rename (see {@link #write}). */
    @SuppressForbidden(reason = "draws the temporary file's name from RANDOM")
    public static void writeAtomically(Path file, byte[] bytes) throws IOException {
        Path abs = file.toAbsolutePath();
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        // Not createTempFile: its owner-only permissions would survive the rename. A fresh random name made with
        // CREATE_NEW gets the usual permissions (umask) and cannot clash with a concurrent writer.
        Path tmp = dir.resolve("." + abs.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
