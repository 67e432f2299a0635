package dev.wfc.core.io;

import java.io.ByteArrayOutputStream;
import java.util.zip.Deflater;

/**
 * Encodes an ARGB image as a PNG in memory: indexed (a palette, a byte a pixel) when every pixel is opaque and there
 * are at most 256 colours, as in most WFC maps; else RGB (all opaque) or RGBA, 8 bits a channel; no interlace. Rows
 * are unfiltered (filter type 0) and go through one zlib stream at {@link #LEVEL}. O(pixels). Not thread-safe: one
 * encoder per thread, reused.
 *
 * <p>Corpus runs encode a map hundreds of times a second per thread, and WFC maps are pixel art made of repeated
 * tiles, which deflate matches well without filters. Measured on a 240x240 Knots map: ImageIO's writer 2.0 ms and
 * 7.0 KB; RGB with the adaptive per-row filters of the PNG specification 2.0 ms, 5.2 KB; RGB unfiltered 0.76 ms,
 * 6.3 KB; indexed unfiltered 0.35 ms, 4.0 KB (deflate gets a third of the bytes).
 */
final class PngEncoder {
    /** zlib level; 6 made the 240x240 Knots map 29% smaller but took 75% longer. */
    static final int LEVEL = 4;
    /** The eight bytes every PNG file starts with (also checked by {@link Png#read}). */
    static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    private final Deflater deflater = new Deflater(LEVEL);
    private final PngChunkWriter chunks = new PngChunkWriter();
    /** One row: its filter type byte (0), then its pixels. */
    private byte[] row = new byte[1];
    private byte[] chunk = new byte[1 << 16];
    /** Open-addressing map of opaque colours (0 marks a free slot: opaque colours are never 0) to palette indices. */
    private final int[] slotColour = new int[1024];
    private final int[] slotIndex = new int[1024];
    private final int[] palette = new int[256];
    /** The palette index of every pixel, when the image has a palette. */
    private byte[] indices = new byte[0];

    byte[] encode(Image image) {
        int width = image.width();
        int height = image.height();
        int[] argb = image.argb();
        int colours = paletteOf(argb);
        boolean alpha = false;
        for (int i = 0; colours < 0 && i < argb.length && !alpha; i++) {
            alpha = argb[i] >>> 24 != 0xFF;
        }
        int channels = colours > 0 ? 1 : alpha ? 4 : 3;
        int rowBytes = width * channels;
        if (row.length < rowBytes + 1) {
            row = new byte[rowBytes + 1];
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024 + rowBytes * height / 8);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        PngChunkWriter.putInt(header, 0, width);
        PngChunkWriter.putInt(header, 4, height);
        header[8] = 8;
        header[9] = (byte) (colours > 0 ? 3 : alpha ? 6 : 2);
        chunks.write(out, PngChunkWriter.IHDR, header, header.length);
        if (colours > 0) {
            byte[] plte = new byte[3 * colours];
            for (int c = 0; c < colours; c++) {
                plte[3 * c] = (byte) (palette[c] >>> 16);
                plte[3 * c + 1] = (byte) (palette[c] >>> 8);
                plte[3 * c + 2] = (byte) palette[c];
            }
            chunks.write(out, PngChunkWriter.PLTE, plte, plte.length);
        }

        deflater.reset();
        int used = 0;
        for (int y = 0; y < height; y++) {
            int first = y * width;
            if (colours > 0) {
                System.arraycopy(indices, first, row, 1, width);
            }
            for (int x = 0, i = 1; colours < 0 && x < width; x++) {
                int p = argb[first + x];
                row[i++] = (byte) (p >>> 16);
                row[i++] = (byte) (p >>> 8);
                row[i++] = (byte) p;
                if (alpha) {
                    row[i++] = (byte) (p >>> 24);
                }
            }
            deflater.setInput(row, 0, rowBytes + 1);
            used = drain(out, used, false);
        }
        deflater.finish();
        used = drain(out, used, true);
        if (used > 0) {
            chunks.write(out, PngChunkWriter.IDAT, chunk, used);
        }
        chunks.write(out, PngChunkWriter.IEND, chunk, 0);
        return out.toByteArray();
    }

    /**
     * Fills {@link #palette} with the image's colours in order of first appearance and {@link #indices} with each
     * pixel's; O(pixels).
     *
     * @return the number of colours, or -1 if a pixel is not opaque or there are more than 256
     */
    private int paletteOf(int[] argb) {
        java.util.Arrays.fill(slotColour, 0);
        if (indices.length < argb.length) {
            indices = new byte[argb.length];
        }
        int colours = 0;
        int mask = slotColour.length - 1;
        // Pixel art comes in runs of one colour: a pixel like the one before it takes its index without a lookup.
        // Before the first pixel, previous is a colour unlike it; after, always an opaque colour already indexed.
        int previous = argb.length == 0 ? 0 : ~argb[0];
        byte previousIndex = 0;
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i];
            if (p == previous) {
                indices[i] = previousIndex;
                continue;
            }
            if (p >>> 24 != 0xFF) {
                return -1;
            }
            int slot = (p * 0x9E3779B9) >>> 22;
            while (slotColour[slot] != 0 && slotColour[slot] != p) {
                slot = (slot + 1) & mask;
            }
            if (slotColour[slot] == 0) {
                if (colours == palette.length) {
                    return -1;
                }
                slotColour[slot] = p;
                slotIndex[slot] = colours;
                palette[colours++] = p;
            }
            previous = p;
            previousIndex = (byte) slotIndex[slot];
            indices[i] = previousIndex;
        }
        return colours;
    }

    /** Deflates pending input into {@link #chunk}, flushing full chunks as IDAT; returns the bytes in the chunk. */
    private int drain(ByteArrayOutputStream out, int used, boolean finishing) {
        while (finishing ? !deflater.finished() : !deflater.needsInput()) {
            if (used == chunk.length) {
                chunks.write(out, PngChunkWriter.IDAT, chunk, used);
                used = 0;
            }
            used += deflater.deflate(chunk, used, chunk.length - used);
        }
        return used;
    }

}
