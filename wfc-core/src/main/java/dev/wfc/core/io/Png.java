package dev.wfc.core.io;

import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.internal.InputFiles;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Reads PNG files of any colour type into ARGB, and writes ARGB images as PNG without ever leaving a partial file. */
public final class Png {
    /** The most pixels an image may have: one int array holds them, and VMs keep a few array slots. */
    private static final long MAX_PIXELS = Integer.MAX_VALUE - 8;
    private static final ThreadLocal<PngEncoder> ENCODER = ThreadLocal.withInitial(PngEncoder::new);

    private Png() {
    }

    /**
     * Reads a PNG (palette, grey, RGB, with or without alpha, 8 or 16 bits) as ARGB. The chunks are checked first
     * (see {@link PngChunks}), and the memory decoding needs is estimated from the header and refused before
     * anything is decoded when this JVM's heap cannot hold it. The common kinds decode without ImageIO
     * ({@link PngDecoder}), the same pixels sooner; the rest through ImageIO.
     *
     * @throws InvalidInputException naming the file: not a PNG, a damaged or truncated PNG, or too large to decode
     * @throws IOException naming the file: missing, not a regular file, or unreadable
     */
    public static Image read(Path file) throws IOException {
        return decode(InputFiles.readAll(file), file.toString());
    }

    /**
     * Decodes the bytes of a PNG as {@link #read} does a file.
     *
     * @param file what the bytes are, named in messages (a file name, or a member of an archive)
     * @throws InvalidInputException naming {@code file}: not a PNG, a damaged or truncated PNG, or too large to decode
     */
    public static Image decode(byte[] bytes, String file) throws InvalidInputException {
        byte[] signature = PngEncoder.SIGNATURE;
        if (bytes.length < signature.length
                || !java.util.Arrays.equals(bytes, 0, signature.length, signature, 0, signature.length)) {
            throw new InvalidInputException(file + ": not a PNG file (expected the PNG signature)");
        }
        PngChunks.Header header = PngChunks.check(bytes, file);
        requireDecodable(header, file);
        int[] argb = PngDecoder.decode(bytes, header);
        if (argb != null) {
            return new Image(argb, header.width(), header.height());
        }
        BufferedImage img;
        try (InputStream in = new java.io.ByteArrayInputStream(bytes)) {
            img = ImageIO.read(in);
        } catch (IOException | RuntimeException e) {
            throw new InvalidInputException(file + ": damaged PNG (" + e.getMessage() + ")");
        }
        if (img == null) {
            throw new InvalidInputException(file + ": damaged PNG (no image decoded)");
        }
        int w = img.getWidth();
        int h = img.getHeight();
        return new Image(img.getRGB(0, 0, w, h, null, 0, w), w, h);
    }

    /**
     * Refuses an image whose pixels cannot be one Java array, or whose decoding would not fit in the heap: the
     * decoder's raster ({@code ceil(width * channels * depth / 8)} bytes a row) plus the ARGB copy, 4 bytes a pixel.
     */
    private static void requireDecodable(PngChunks.Header header, String file) throws InvalidInputException {
        long pixels = (long) header.width() * header.height();
        String size = header.width() + "x" + header.height();
        if (pixels > MAX_PIXELS) {
            throw new InvalidInputException(file + ": " + size + " pixels (expected: at most " + MAX_PIXELS
                    + " pixels)");
        }
        double rowBytes = Math.ceil((double) header.width() * header.channels() * header.bitDepth() / 8);
        double need = rowBytes * header.height() + 4.0 * pixels;
        long available = MemoryEstimate.availableBytes();
        if (need > available) {
            throw new InvalidInputException(file + ": a " + size + " PNG needs about " + MemoryEstimate.human(need)
                    + " of memory to decode, " + MemoryEstimate.human(available)
                    + " available (expected: a smaller image, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
    }

    /** Encodes an image as PNG bytes (see {@link PngEncoder}); one reused encoder per thread. */
    public static byte[] encode(Image image) {
        return ENCODER.get().encode(image);
    }

    /**
     * Encodes a picture given as colour ids: the same bytes as {@link #encode(Image)} of its pixels (same palette
     * order, same chunks), made without an ARGB image; one reused encoder per thread.
     *
     * @throws IllegalArgumentException if a side is not positive, or a row holds an id outside its colour table
     */
    public static byte[] encode(IndexedPicture picture) {
        return ENCODER.get().encode(picture);
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
