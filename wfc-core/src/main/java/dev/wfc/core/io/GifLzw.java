package dev.wfc.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The image data of a GIF frame: its palette indices compressed by the GIF variant of LZW and cut into data
 * sub-blocks. O(pixels); allocates nothing after construction. Not thread-safe: one per writer.
 *
 * <p>Maintainers: codes start at {@code minCodeSize + 1} bits, after a clear code; each code written for the longest
 * string already known adds that string plus the next index as the next code, and when that code needs one bit more,
 * codes grow a bit (as a decoder, one code behind, grows on reading the next); when the 4096th code would be added,
 * a clear code (12 bits) restarts the table instead, as the JDK's GIF writer does. Codes are packed least significant
 * bit first. The table maps {@code prefix << 8 | index} to its code by open addressing over 8192 slots (load at most
 * 1/2), cleared with the table.
 */
final class GifLzw {
    private static final int MAX_CODES = 4096;
    private static final int MAX_BITS = 12;
    private static final int SLOTS = 8192;

    private final int[] slotKey = new int[SLOTS];
    private final short[] slotCode = new short[SLOTS];
    /** One data sub-block: its length byte, then up to 255 bytes. */
    private final byte[] block = new byte[256];
    private int blockLength;
    private int bits;
    private int bitCount;
    private OutputStream out;

    /**
     * Writes the LZW minimum code size, the sub-blocks of {@code indices[0..n)} and the block terminator.
     *
     * @param minCodeSize 2..8; every index is below {@code 1 << minCodeSize}; n at least 1
     */
    void write(OutputStream out, byte[] indices, int n, int minCodeSize) throws IOException {
        this.out = out;
        blockLength = 0;
        bits = 0;
        bitCount = 0;
        out.write(minCodeSize);
        int clear = 1 << minCodeSize;
        int codeSize = minCodeSize + 1;
        int nextCode = clear + 2;
        Arrays.fill(slotKey, -1);
        emit(clear, codeSize);
        int prefix = indices[0] & 0xFF;
        for (int i = 1; i < n; i++) {
            int index = indices[i] & 0xFF;
            int key = prefix << 8 | index;
            int slot = (key * 0x9E3779B9) >>> 19;
            while (slotKey[slot] != -1 && slotKey[slot] != key) {
                slot = (slot + 1) & (SLOTS - 1);
            }
            if (slotKey[slot] == key) {
                prefix = slotCode[slot];
                continue;
            }
            emit(prefix, codeSize);
            if (nextCode == MAX_CODES) {
                emit(clear, codeSize);
                Arrays.fill(slotKey, -1);
                codeSize = minCodeSize + 1;
                nextCode = clear + 2;
            } else {
                slotKey[slot] = key;
                slotCode[slot] = (short) nextCode;
                if (nextCode == 1 << codeSize && codeSize < MAX_BITS) {
                    codeSize++;
                }
                nextCode++;
            }
            prefix = index;
        }
        emit(prefix, codeSize);
        emit(clear + 1, codeSize);
        if (bitCount > 0) {
            put(bits);
        }
        if (blockLength > 0) {
            flushBlock();
        }
        out.write(0);
        this.out = null;
    }

    private void emit(int code, int size) throws IOException {
        bits |= code << bitCount;
        bitCount += size;
        while (bitCount >= 8) {
            put(bits);
            bits >>>= 8;
            bitCount -= 8;
        }
    }

    private void put(int b) throws IOException {
        block[++blockLength] = (byte) b;
        if (blockLength == 255) {
            flushBlock();
        }
    }

    private void flushBlock() throws IOException {
        block[0] = (byte) blockLength;
        out.write(block, 0, blockLength + 1);
        blockLength = 0;
    }
}
