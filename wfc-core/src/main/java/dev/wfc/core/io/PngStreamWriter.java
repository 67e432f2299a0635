package dev.wfc.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.Deflater;

/**
 * Writes a PNG of a known size row by row, so that an image larger than the heap never sits in memory: RGBA, 8 bits
 * a channel, unfiltered, one zlib stream cut into IDAT chunks of at most 64 KiB. Memory is one row plus one chunk,
 * whatever the height. Not thread-safe.
 *
 * <pre>{@code
 * try (PngStreamWriter png = new PngStreamWriter(out, width, height)) {
 *     for (Image band : bands) png.write(band);   // bands of the full width, top to bottom
 * }
 * }</pre>
 */
public final class PngStreamWriter implements AutoCloseable {
    /** The widest row: its bytes (four a pixel, plus the filter byte) stay addressable by int. */
    public static final int MAX_WIDTH = (Integer.MAX_VALUE - 16) / 4;

    private final OutputStream out;
    private final int width;
    private final int height;
    private final Deflater deflater = new Deflater(PngEncoder.LEVEL);
    private final PngChunkWriter chunks = new PngChunkWriter();
    private final byte[] row;
    private final byte[] chunk = new byte[1 << 16];
    private int used;
    private int rows;
    private boolean closed;

    /**
     * Writes the signature and header to {@code out}, which this writer closes.
     *
     * @throws IllegalArgumentException if a side is not positive or the width exceeds {@link #MAX_WIDTH}
     * @throws IOException if {@code out} fails
     */
    public PngStreamWriter(OutputStream out, int width, int height) throws IOException {
        if (width <= 0 || height <= 0 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("size: " + width + "x" + height + " (expected: sides > 0, width at most "
                    + MAX_WIDTH + ")");
        }
        this.out = out;
        this.width = width;
        this.height = height;
        this.row = new byte[1 + 4 * width];
        out.write(PngEncoder.SIGNATURE);
        byte[] header = new byte[13];
        PngChunkWriter.putInt(header, 0, width);
        PngChunkWriter.putInt(header, 4, height);
        header[8] = 8;
        header[9] = 6;
        chunks.write(out, PngChunkWriter.IHDR, header, header.length);
    }

    /**
     * Appends the rows of {@code band}, which must be as wide as the image.
     *
     * @throws IllegalArgumentException if its width differs or it has more rows than are left
     * @throws IOException if the output fails
     */
    public void write(Image band) throws IOException {
        if (band.width() != width || band.height() > height - rows) {
            throw new IllegalArgumentException("band: " + band.width() + "x" + band.height() + " (expected: width "
                    + width + ", at most " + (height - rows) + " rows)");
        }
        for (int y = 0; y < band.height(); y++) {
            pack(band.argb(), y * width, width, row, 1);
            deflater.setInput(row, 0, row.length);
            drain(false);
            rows++;
        }
    }

    /**
     * Appends {@code count} rows already in the form {@link #write(Image)} gives them: each its filter type byte 0,
     * then its pixels as {@link #pack} writes them, {@code 1 + 4 * width} bytes a row. The image is the same, byte
     * for byte, whichever way its rows came: one zlib stream does not depend on how its input was cut. Lets rows be
     * packed on other threads, so that this one only compresses.
     *
     * @throws IllegalArgumentException if {@code packed} holds fewer than {@code count} rows or more rows than are left
     * @throws IOException if the output fails
     */
    public void writeRows(byte[] packed, int count) throws IOException {
        if (count < 0 || count > height - rows || (long) count * row.length > packed.length) {
            throw new IllegalArgumentException("rows: " + count + " in " + packed.length + " bytes (expected: at most "
                    + (height - rows) + " rows of " + row.length + " bytes)");
        }
        deflater.setInput(packed, 0, count * row.length);
        drain(false);
        rows += count;
    }

    /**
     * Writes {@code pixels} ARGB pixels of {@code argb} from {@code from} into {@code out} from {@code at} as the PNG's
     * RGBA bytes, four a pixel.
     */
    public static void pack(int[] argb, int from, int pixels, byte[] out, int at) {
        for (int x = 0, i = at; x < pixels; x++) {
            int p = argb[from + x];
            out[i++] = (byte) (p >>> 16);
            out[i++] = (byte) (p >>> 8);
            out[i++] = (byte) p;
            out[i++] = (byte) (p >>> 24);
        }
    }

    /** Rows written so far. */
    public int rows() {
        return rows;
    }

    /**
     * Finishes the image and closes the output.
     *
     * @throws IllegalStateException if fewer rows than the height were written (the output is closed anyway)
     * @throws IOException if the output fails
     */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (rows != height) {
                throw new IllegalStateException("rows: " + rows + " written (expected: " + height + ")");
            }
            deflater.finish();
            drain(true);
            if (used > 0) {
                chunks.write(out, PngChunkWriter.IDAT, chunk, used);
            }
            chunks.write(out, PngChunkWriter.IEND, chunk, 0);
        } finally {
            deflater.end();
            out.close();
        }
    }

    private void drain(boolean finishing) throws IOException {
        while (finishing ? !deflater.finished() : !deflater.needsInput()) {
            if (used == chunk.length) {
                chunks.write(out, PngChunkWriter.IDAT, chunk, used);
                used = 0;
            }
            used += deflater.deflate(chunk, used, chunk.length - used);
        }
    }

}
