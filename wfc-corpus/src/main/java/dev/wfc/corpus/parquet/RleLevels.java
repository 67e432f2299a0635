package dev.wfc.corpus.parquet;

import java.io.ByteArrayOutputStream;

/**
 * Repetition or definition levels in Parquet's RLE/bit-packed hybrid encoding, written as RLE runs only (a valid
 * hybrid stream): each run is a varint {@code count << 1} and the level in one byte, which holds any bit width up to
 * 8 (levels here are 0..2). Equal consecutive levels share a run, so a column without nulls costs a few bytes a page.
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
