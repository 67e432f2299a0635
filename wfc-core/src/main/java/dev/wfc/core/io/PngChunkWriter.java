package dev.wfc.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.CRC32;

/**
 * Writes PNG chunks (length, type, data, CRC-32 of type and data) for {@link PngEncoder} and {@link PngStreamWriter}.
 * Not thread-safe: one per encoder; nothing is allocated per chunk.
 */
final class PngChunkWriter {
    static final byte[] IHDR = {'I', 'H', 'D', 'R'};
    static final byte[] PLTE = {'P', 'L', 'T', 'E'};
    static final byte[] IDAT = {'I', 'D', 'A', 'T'};
    static final byte[] IEND = {'I', 'E', 'N', 'D'};

    private final CRC32 crc = new CRC32();
    /** Scratch for a chunk's length and CRC. */
    private final byte[] scratch = new byte[4];

    /** Writes the chunk {@code type} holding {@code data[0 .. length)}. */
    void write(OutputStream out, byte[] type, byte[] data, int length) throws IOException {
        putInt(scratch, 0, length);
        out.write(scratch, 0, 4);
        out.write(type);
        out.write(data, 0, length);
        crc.reset();
        crc.update(type);
        crc.update(data, 0, length);
        putInt(scratch, 0, (int) crc.getValue());
        out.write(scratch, 0, 4);
    }

    /**
     * {@link #write} into memory: the chunk holding {@code data[offset .. offset + length)} at {@code dst[at ..)}.
     *
     * @return the index after the chunk, {@code at + 12 + length}
     */
    int put(byte[] dst, int at, byte[] type, byte[] data, int offset, int length) {
        putInt(dst, at, length);
        System.arraycopy(type, 0, dst, at + 4, 4);
        System.arraycopy(data, offset, dst, at + 8, length);
        crc.reset();
        crc.update(dst, at + 4, 4 + length);
        putInt(dst, at + 8 + length, (int) crc.getValue());
        return at + 12 + length;
    }

    /** {@code v} big-endian at {@code b[at .. at + 4)}. */
    static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }
}
