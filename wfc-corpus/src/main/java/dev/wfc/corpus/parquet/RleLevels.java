package dev.wfc.corpus.parquet;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Repetition or definition levels in Parquet's RLE/bit-packed hybrid encoding, written as RLE runs only (a valid
 * hybrid stream): each run is a varint {@code count << 1} and the level in one byte, which holds any bit width up to
 * 8 (levels here are 0..2). Equal consecutive levels share a run, so a column without nulls costs a few bytes a page.
 * {@link #decode} reads definition levels back.
 */
final class RleLevels {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private int level = -1;
    private long run;

    /** Appends one level, 0..255. */
    void add(int next) {
        if (next != level) {
            flush();
            level = next;
        }
        run++;
    }

    /** The encoded runs; the encoder is spent. */
    byte[] finish() {
        flush();
        return out.toByteArray();
    }

    /**
     * Decodes {@code n} definition levels (0 or 1) in RLE runs, as this class writes them, from an untrusted
     * {@code b[from .. to)} into {@code defined[row ..]}; returns {@code to}, where the values begin.
     */
    static int decode(byte[] b, int from, int to, boolean[] defined, int row, int n, String where)
            throws ParquetException {
        int p = from;
        int k = 0;
        while (k < n) {
            long header = 0;
            for (int shift = 0; ; shift += 7) {
                if (p >= to || shift > 35) {
                    throw new ParquetException(where + ": its definition levels end after " + k + " of " + n);
                }
                int v = b[p++] & 0xFF;
                header |= (long) (v & 0x7F) << shift;
                if ((v & 0x80) == 0) {
                    break;
                }
            }
            long run = header >>> 1;
            if ((header & 1) != 0 || run < 1 || run > n - k || p >= to || (b[p] & 0xFF) > 1) {
                throw new ParquetException(where + ": a definition level run of " + run + " (expected: RLE runs of "
                        + "0 or 1 covering its " + n + " values, as wfc writes)");
            }
            Arrays.fill(defined, row + k, row + k + (int) run, b[p++] == 1);
            k += (int) run;
        }
        if (p != to) {
            throw new ParquetException(where + ": " + (to - p) + " bytes after its definition levels");
        }
        return to;
    }

    private void flush() {
        if (run == 0) {
            return;
        }
        for (long v = run << 1; ; v >>>= 7) {
            if ((v & ~0x7FL) == 0) {
                out.write((int) v);
                break;
            }
            out.write((int) (v & 0x7F | 0x80));
        }
        out.write(level);
        run = 0;
    }
}
