package dev.wfc.core;

/**
 * Byte-sliced unions of compatibility masks: for a cell's words, the union toward each direction of the masks of its
 * tiles, at one table row per non-zero byte of the words (a nearly decided cell costs almost nothing).
 *
 * <p>Layout: {@code table[((b * 256 + v) * D + d) * W + k]} is word {@code k} of the union, toward direction
 * {@code d < D}, of the masks of tiles {@code 8b + i} for the set bits {@code i} of byte value {@code v} (W words a
 * cell, B bytes a cell). The D directions of one (b, v) are adjacent, so one cache line (square, W = 2) serves all
 * four unions. Memory: B x 256 x D x W longs (180 KB at T = 84, 3 MB at T = 437).
 */
final class UnionTable {
    private final int words;
    private final int directions;
    private final long[] table;
    /** Scratch of {@link #unions}: the first word of each row to read, one per non-zero byte (so one table a solver). */
    private final int[] rowStarts;

    UnionTable(Rules rules) {
        int w = rules.words();
        int tiles = rules.tileCount();
        int bytes = (tiles + 7) >>> 3;
        int dirs = rules.directions();
        long length = (long) bytes * 256 * dirs * w;
        if (length > Integer.MAX_VALUE - 8) {
            throw new WfcInputException("bitset tables for " + tiles + " tiles exceed 2^31 words");
        }
        this.words = w;
        this.directions = dirs;
        this.table = new long[(int) length];
        this.rowStarts = new int[bytes];
        long[] masks = rules.masks();
        int row = rowWords();
        for (int b = 0; b < bytes; b++) {
            for (int v = 1; v < 256; v++) {
                int t = b * 8 + Integer.numberOfTrailingZeros(v);
                int dest = (b * 256 + v) * row;
                int prev = (b * 256 + (v & (v - 1))) * row;
                for (int d = 0; d < dirs; d++) {
                    for (int k = 0; k < w; k++) {
                        long m = t < tiles ? masks[(d * tiles + t) * w + k] : 0;
                        table[dest + d * w + k] = table[prev + d * w + k] | m;
                    }
                }
            }
        }
    }

    /** Words a table row holds, the cost unit of a union: one row per non-zero byte. */
    int rowWords() {
        return directions * words;
    }

    /** The number of non-zero bytes of {@code x}: the table rows its union reads. */
    static int rows(long x) {
        long y = x | (x >>> 4);
        y |= y >>> 2;
        y |= y >>> 1;
        return Long.bitCount(y & 0x0101010101010101L);
    }

    /**
     * Fills {@code out[d * W + k]} with the D unions of the cell whose words start at {@code wave[base]}. The rows
     * to read are listed first; then each run of four output words is ORed over all rows in registers, so a row
     * word costs one load instead of a load, an OR and a store into {@code out} (D W is even: a last run of two).
     */
    void unions(long[] wave, int base, long[] out) {
        final long[] tab = table;
        final int w = words;
        final int row = rowWords();
        final int[] src = rowStarts;
        int rows = 0;
        for (int k = 0; k < w; k++) {
            for (long bits = wave[base + k]; bits != 0; bits = ByteSlices.withoutLowest(bits)) {
                src[rows++] = ByteSlices.index(k, bits) * row;
            }
        }
        int j = 0;
        for (; j + 4 <= row; j += 4) {
            long a0 = 0;
            long a1 = 0;
            long a2 = 0;
            long a3 = 0;
            for (int i = 0; i < rows; i++) {
                int s = src[i] + j;
                a0 |= tab[s];
                a1 |= tab[s + 1];
                a2 |= tab[s + 2];
                a3 |= tab[s + 3];
            }
            out[j] = a0;
            out[j + 1] = a1;
            out[j + 2] = a2;
            out[j + 3] = a3;
        }
        if (j < row) {
            long a0 = 0;
            long a1 = 0;
            for (int i = 0; i < rows; i++) {
                int s = src[i] + j;
                a0 |= tab[s];
                a1 |= tab[s + 1];
            }
            out[j] = a0;
            out[j + 1] = a1;
        }
    }
}
