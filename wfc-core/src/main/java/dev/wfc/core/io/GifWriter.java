package dev.wfc.core.io;

import dev.wfc.core.Checks;
import dev.wfc.core.WfcInputException;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes an animated GIF that loops forever, frame by frame: each frame is an opaque picture with its own palette,
 * exact up to 256 colours and reduced beyond exactly as the JDK's GIF writer reduces it, so a frame decodes to the
 * pixels that writer gave. Frames are streamed to the file, never held; O(pixels) a frame, allocating only when a
 * frame brings more pixels or colours than any before.
 *
 * <p>Maintainers: GIF89a; a logical screen of the first frame's size without a global colour table, then the
 * NETSCAPE2.0 application extension (loop count 0 = forever). Each frame: a graphic control extension (no disposal
 * method, no transparency, the delay in hundredths of a second), an image descriptor at (0, 0) of the whole screen,
 * not interlaced, with a local colour table of the next power of two at least 2 entries (zeros past the colours),
 * then the {@link GifLzw} image data. The trailer goes at {@link #close()}.
 */
public final class GifWriter implements Closeable {
    /** The largest width or height a GIF holds. */
    public static final int MAX_SIDE = 65_535;
    /** The longest delay a frame holds, in milliseconds (65535 hundredths of a second). */
    public static final int MAX_DELAY_MILLIS = 655_350;

    private final OutputStream out;
    private final SmallPalette exact = new SmallPalette();
    private final ColorOctree octree = new ColorOctree();
    private final GifLzw lzw = new GifLzw();
    private final byte[] table = new byte[3 * SmallPalette.MAX];
    private int width = -1;
    private int height = -1;
    private boolean closed;

    /** @throws IOException if {@code file} cannot be created */
    public GifWriter(Path file) throws IOException {
        this.out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
    }

    /**
     * Appends {@code frame} (opaque: alpha is ignored), shown for {@code delayMillis}, rounded to 10 ms.
     *
     * @throws WfcInputException if the delay is outside 0..{@value #MAX_DELAY_MILLIS}, a side exceeds
     *     {@value #MAX_SIDE}, or the frame's size is not the first frame's
     * @throws IOException if the file cannot be written
     */
    public void write(Image frame, int delayMillis) throws IOException {
        Checks.inRange("delay", delayMillis, 0, MAX_DELAY_MILLIS);
        int w = frame.width();
        int h = frame.height();
        if (width < 0) {
            Checks.inRange("width", w, 1, MAX_SIDE);
            Checks.inRange("height", h, 1, MAX_SIDE);
            header(w, h);
        } else if (w != width || h != height) {
            throw new WfcInputException("frame: " + w + "x" + h + " (expected: " + width + "x" + height
                    + ", the first frame's size)");
        }
        int[] argb = frame.argb();
        int colours = exact.index(argb, true);
        int[] palette;
        byte[] indices;
        if (colours >= 0) {
            palette = exact.colours();
            indices = exact.indices();
        } else {
            colours = octree.quantize(argb);
            palette = octree.colours();
            indices = octree.indices();
        }
        // A colour table of 2^bits entries, bits in 1..8; LZW codes start one bit wider than 2..8 bits.
        int bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(colours - 1));
        int delay = Math.round(delayMillis / 10f);
        out.write(new byte[] {0x21, (byte) 0xF9, 4, 0, (byte) delay, (byte) (delay >>> 8), 0, 0});
        out.write(0x2C);
        short16(0);
        short16(0);
        short16(w);
        short16(h);
        out.write(0x80 | (bits - 1));
        java.util.Arrays.fill(table, (byte) 0);
        for (int c = 0; c < colours; c++) {
            table[3 * c] = (byte) (palette[c] >>> 16);
            table[3 * c + 1] = (byte) (palette[c] >>> 8);
            table[3 * c + 2] = (byte) palette[c];
        }
        out.write(table, 0, 3 << bits);
        lzw.write(out, indices, argb.length, Math.max(2, bits));
    }

    private void header(int w, int h) throws IOException {
        width = w;
        height = h;
        out.write(new byte[] {'G', 'I', 'F', '8', '9', 'a'});
        short16(w);
        short16(h);
        // No global colour table, 8 bits of colour resolution; background 0; no aspect ratio.
        out.write(new byte[] {0x70, 0, 0});
        out.write(new byte[] {0x21, (byte) 0xFF, 11, 'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0', 3, 1, 0, 0,
            0});
    }

    private void short16(int v) throws IOException {
        out.write(v);
        out.write(v >>> 8);
    }

    /** Ends the file (when a frame was written) and closes it; later calls do nothing. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try (out) {
            if (width >= 0) {
                out.write(0x3B);
            }
        }
    }
}
