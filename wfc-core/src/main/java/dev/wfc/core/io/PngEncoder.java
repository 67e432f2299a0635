package dev.wfc.core.io;

import java.util.Arrays;
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
 *
 * <p>Maintainers: the palette is in order of first appearance, row by row, so a row's indices are final once it is
 * reached, and rows are deflated as they come; PLTE precedes the IDAT chunks, so the zlib stream is kept in
 * {@link #stream} until the last row and then cut into chunks of {@link #CHUNK} bytes, the last one holding the rest.
 * zlib's output does not depend on how its output buffer is sized, so this is the stream of one deflate call.
 * An {@link IndexedPicture} comes with its colours already numbered: its ids are renumbered by first appearance
 * through a table of 256 entries, which makes the palette and bytes {@link #encode(Image)} makes of its pixels.
 */
final class PngEncoder {
    /** zlib level; 6 made the 240x240 Knots map 29% smaller but took 75% longer. */
    static final int LEVEL = 4;
    /** The eight bytes every PNG file starts with (also checked by {@link Png#read}). */
    static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    /** The most zlib bytes an IDAT chunk holds. */
    private static final int CHUNK = 1 << 16;
    /**
     * An {@link IndexedPicture}'s rows go to zlib in batches of at most this many bytes (or one row): zlib's output
     * does not depend on how its input is cut, and one call a row cost more than the call's work on small maps.
     */
    private static final int BATCH = 1 << 16;
    /** A zlib stream buffer grown past this is dropped after its image, so that a thread keeps no huge one. */
    private static final int KEPT = 1 << 22;

    private final Deflater deflater = new Deflater(LEVEL);
    private final PngChunkWriter chunks = new PngChunkWriter();
    /** One row: its filter type byte (0), then its pixels; for an {@link IndexedPicture}, a batch of rows. */
    private byte[] row = new byte[1];
    /** The zlib stream of the image being encoded, in its first {@link #deflated} bytes. */
    private byte[] stream = new byte[CHUNK];
    private int deflated;
    private final byte[] header = new byte[13];
    private final byte[] plte = new byte[3 * SmallPalette.MAX];
    private final SmallPalette indexer = new SmallPalette();
    /** For an {@link IndexedPicture}: palette index by colour id, -1 before the id's first pixel. */
    private final int[] indexOfId = new int[ColourTable.MAX];
    /** For an {@link IndexedPicture}: the palette, ARGB by index. */
    private final int[] palette = new int[ColourTable.MAX];

    byte[] encode(Image image) {
        int width = image.width();
        int height = image.height();
        int[] argb = image.argb();
        int colours = indexer.index(argb, false);
        byte[] indices = indexer.indices();
        boolean alpha = false;
        for (int i = 0; colours < 0 && i < argb.length && !alpha; i++) {
            alpha = argb[i] >>> 24 != 0xFF;
        }
        int channels = colours > 0 ? 1 : alpha ? 4 : 3;
        int rowBytes = width * channels;
        byte[] row = rowOf(rowBytes);
        deflater.reset();
        deflated = 0;
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
            deflateBuffered(rowBytes + 1);
        }
        return finish(width, height, colours > 0 ? 3 : alpha ? 6 : 2, indexer.colours(), colours);
    }

    /**
     * @throws IllegalArgumentException if a side is not positive, or a row holds an id outside its colour table
     */
    byte[] encode(IndexedPicture picture) {
        int width = picture.width();
        int height = picture.height();
        if (width < 1 || height < 1 || width > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("picture: " + width + "x" + height
                    + " (expected: positive sides, width at most 2^31 - 17)");
        }
        ColourTable table = picture.colours();
        int ids = table.size();
        int[] indexOfId = this.indexOfId;
        Arrays.fill(indexOfId, -1);
        int colours = 0;
        int rowBytes = width + 1;
        int batch = Math.max(1, Math.min(height, BATCH / rowBytes));
        byte[] rows = rowOf(batch * rowBytes - 1);
        deflater.reset();
        deflated = 0;
        for (int y = 0; y < height; ) {
            int at = 0;
            for (int end = Math.min(height, y + batch); y < end; y++, at += rowBytes) {
                rows[at] = 0; // filter type: none
                picture.row(y, rows, at + 1);
                for (int i = at + 1; i < at + rowBytes; i++) {
                    int id = rows[i] & 0xFF;
                    int index = indexOfId[id];
                    if (index < 0) { // at most 256 times an image
                        if (id >= ids) {
                            throw new IllegalArgumentException("picture: row " + y + ", pixel " + (i - at - 1)
                                    + ": id " + id + " (expected: 0.." + (ids - 1) + ", the colour table's)");
                        }
                        index = colours;
                        indexOfId[id] = index;
                        palette[colours++] = table.colour(id);
                    }
                    rows[i] = (byte) index;
                }
            }
            deflateBuffered(at);
        }
        return finish(width, height, 3, palette, colours);
    }

    /** {@link #row}, at least {@code rowBytes + 1} long. */
    private byte[] rowOf(int rowBytes) {
        if (row.length < rowBytes + 1) {
            row = new byte[rowBytes + 1];
        }
        return row;
    }

    /** Deflates {@code row[0 .. length)}. */
    private void deflateBuffered(int length) {
        deflater.setInput(row, 0, length);
        while (!deflater.needsInput()) {
            pull();
        }
    }

    /** Deflates into {@link #stream}, growing it when full. */
    private void pull() {
        if (deflated == stream.length) {
            stream = Arrays.copyOf(stream, (int) Math.min(Integer.MAX_VALUE - 8, 2L * stream.length));
        }
        deflated += deflater.deflate(stream, deflated, stream.length - deflated);
    }

    /**
     * Ends the zlib stream and writes the file: signature, IHDR, PLTE for colour type 3 ({@code palette[0 ..
     * colours)}), the IDAT chunks, IEND.
     */
    private byte[] finish(int width, int height, int colourType, int[] palette, int colours) {
        deflater.finish();
        while (!deflater.finished()) {
            pull();
        }
        int idats = (deflated + CHUNK - 1) / CHUNK;
        int plteBytes = colourType == 3 ? 3 * colours : 0;
        byte[] png = new byte[SIGNATURE.length + 12 + header.length + (colourType == 3 ? 12 + plteBytes : 0)
                + 12 * idats + deflated + 12];
        System.arraycopy(SIGNATURE, 0, png, 0, SIGNATURE.length);
        PngChunkWriter.putInt(header, 0, width);
        PngChunkWriter.putInt(header, 4, height);
        header[8] = 8;
        header[9] = (byte) colourType;
        int at = chunks.put(png, SIGNATURE.length, PngChunkWriter.IHDR, header, 0, header.length);
        if (colourType == 3) {
            for (int c = 0; c < colours; c++) {
                plte[3 * c] = (byte) (palette[c] >>> 16);
                plte[3 * c + 1] = (byte) (palette[c] >>> 8);
                plte[3 * c + 2] = (byte) palette[c];
            }
            at = chunks.put(png, at, PngChunkWriter.PLTE, plte, 0, plteBytes);
        }
        for (int from = 0; from < deflated; from += CHUNK) {
            at = chunks.put(png, at, PngChunkWriter.IDAT, stream, from, Math.min(CHUNK, deflated - from));
        }
        chunks.put(png, at, PngChunkWriter.IEND, plte, 0, 0);
        if (stream.length > KEPT) {
            stream = new byte[CHUNK];
        }
        return png;
    }
}
