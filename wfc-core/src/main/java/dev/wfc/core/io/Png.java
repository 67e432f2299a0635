package dev.wfc.core.io;

import dev.wfc.core.internal.InputFiles;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Reads PNG files of any colour type into ARGB, and writes ARGB images as PNG without ever leaving a partial file. */
public final class Png {
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
     * Writes {@code image} to {@code file} as PNG by {@link AtomicFiles#write}: {@code file} is either absent, its old
     * self, or complete. Creates missing parent directories.
     *
     * @throws IOException {@code "FILE: cannot write (reason)"}
     */
    public static void write(Path file, Image image) throws IOException {
        AtomicFiles.write(file, encode(image));
    }
}
