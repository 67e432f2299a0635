package dev.wfc.core.io;

import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The streaming PNG writer, read back by ImageIO's reader, which shares no code with it. */
class PngStreamWriterTest {
    /** A pseudo-random ARGB pixel of (x, y), alpha included, from an integer hash. */
    private static int pixel(int x, int y) {
        int h = x * 0x45D9F3B + y * 0x119DE1F3;
        h = (h ^ (h >>> 16)) * 0x45D9F3B;
        return h ^ (h >>> 16);
    }

    private static Image band(int width, int y0, int rows) {
        int[] argb = new int[width * rows];
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < width; x++) {
                argb[x + y * width] = pixel(x, y0 + y);
            }
        }
        return new Image(argb, width, rows);
    }

    @Test
    void bandsOfAnyHeightReadBackPixelForPixel() throws IOException {
        for (int[] size : new int[][] {{1, 1}, {7, 300}, {613, 97}}) {
            int w = size[0];
            int h = size[1];
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (PngStreamWriter png = new PngStreamWriter(bytes, w, h)) {
                int y = 0;
                for (int rows = 1; y < h; rows = rows * 2 + 1) {
                    int n = Math.min(rows, h - y);
                    png.write(band(w, y, n));
                    y += n;
                }
            }
            BufferedImage read = ImageIO.read(new ByteArrayInputStream(bytes.toByteArray()));
            assertEquals(w, read.getWidth());
            assertEquals(h, read.getHeight());
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    assertEquals(pixel(x, y), read.getRGB(x, y), "pixel " + x + ", " + y);
                }
            }
        }
    }

    @Test
    void tooFewRowsOrAWrongWidthAreRefused() throws IOException {
        PngStreamWriter png = new PngStreamWriter(new ByteArrayOutputStream(), 4, 4);
        assertThrows(IllegalArgumentException.class, () -> png.write(band(5, 0, 1)));
        png.write(band(4, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> png.write(band(4, 0, 2)));
        assertEquals("rows: 3 written (expected: 4)", assertThrows(IllegalStateException.class, png::close)
                .getMessage());
        assertThrows(IllegalArgumentException.class, () -> new PngStreamWriter(new ByteArrayOutputStream(), 0, 1));
    }

    /**
     * Rows packed elsewhere ({@link PngStreamWriter#pack}, in batches of any size, one tile-wide strip at a time)
     * make the bytes of the same image written as bands, and read back (ImageIO) pixel for pixel.
     */
    @Test
    void packedRowsMakeTheBytesOfBands() throws IOException {
        for (int[] size : new int[][] {{1, 1}, {7, 300}, {613, 97}}) {
            int w = size[0];
            int h = size[1];
            ByteArrayOutputStream bands = new ByteArrayOutputStream();
            try (PngStreamWriter png = new PngStreamWriter(bands, w, h)) {
                png.write(band(w, 0, h));
            }
            ByteArrayOutputStream packed = new ByteArrayOutputStream();
            int rowBytes = 1 + 4 * w;
            try (PngStreamWriter png = new PngStreamWriter(packed, w, h)) {
                int y = 0;
                for (int rows = 1; y < h; rows = rows * 3 + 2) {
                    int n = Math.min(rows, h - y);
                    Image b = band(w, y, n);
                    byte[] out = new byte[n * rowBytes + 5]; // longer than needed: only n rows are read
                    for (int j = 0; j < n; j++) {
                        for (int x0 = 0; x0 < w; x0 += 64) { // strips of 64 pixels, as tiles would be
                            PngStreamWriter.pack(b.argb(), x0 + j * w, Math.min(64, w - x0), out, 1 + 4 * x0
                                    + j * rowBytes);
                        }
                    }
                    png.writeRows(out, n);
                    y += n;
                }
            }
            assertArrayEquals(bands.toByteArray(), packed.toByteArray(), w + "x" + h);
            BufferedImage read = ImageIO.read(new ByteArrayInputStream(packed.toByteArray()));
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    assertEquals(pixel(x, y), read.getRGB(x, y), "pixel " + x + ", " + y);
                }
            }
        }
    }

    @Test
    void packedRowsBeyondTheHeightOrTheBytesAreRefused() throws IOException {
        PngStreamWriter png = new PngStreamWriter(new ByteArrayOutputStream(), 2, 3);
        assertEquals("rows: 2 in 17 bytes (expected: at most 3 rows of 9 bytes)", assertThrows(
                IllegalArgumentException.class, () -> png.writeRows(new byte[17], 2)).getMessage());
        png.writeRows(new byte[18], 2);
        assertThrows(IllegalArgumentException.class, () -> png.writeRows(new byte[18], 2));
        assertThrows(IllegalArgumentException.class, () -> png.writeRows(new byte[9], -1));
        png.writeRows(new byte[9], 1);
        png.close();
    }
}
