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
     * Fills {@code out[d * W + k]} with the D unions of the cell whose words start at {@code wave[base]}. A row of 4
     * or 8 words (square grids up to 128 tiles) is ORed in registers as the cell's bytes are walked; a longer row
     * through a list of the rows to read ({@link #unionsListed}).
     */
    void unions(long[] wave, int base, long[] out) {
        switch (rowWords()) {
            case 4 -> unions4(wave, base, out);
            case 8 -> unions8(wave, base, out);
            default -> unionsListed(wave, base, out);
        }
    }

    /**
     * {@link #unions} for rows of 4 words, all in registers while the bytes are walked, with no list. Against the
     * listed path (median CPU an attempt, the two builds alternating in one process, both orders): wrinkles 128x128
     * (T = 51) -4 to -7%.
     */
    private void unions4(long[] wave, int base, long[] out) {
        final long[] tab = table;
        long a0 = 0;
        long a1 = 0;
        long a2 = 0;
        long a3 = 0;
        for (int k = 0; k < words; k++) {
            for (long bits = wave[base + k]; bits != 0; bits = ByteSlices.withoutLowest(bits)) {
                int s = ByteSlices.index(k, bits) * 4;
                a0 |= tab[s];
                a1 |= tab[s + 1];
                a2 |= tab[s + 2];
                a3 |= tab[s + 3];
            }
        }
        out[0] = a0;
        out[1] = a1;
        out[2] = a2;
        out[3] = a3;
    }

    /**
     * {@link #unions} for rows of 8 words, as {@link #unions4}. Against the listed path (as there): Rooms 48x48
     * (T = 84) -8%, Flowers 48x48 (T = 103) -9%, twolines2 128x128 (T = 76) -8%. Padding rows of 4 to 8 words, so
     * that this one loop serves both, cost wrinkles 6% against {@link #unions4}.
     */
    private void unions8(long[] wave, int base, long[] out) {
        final long[] tab = table;
        long a0 = 0;
        long a1 = 0;
        long a2 = 0;
        long a3 = 0;
        long a4 = 0;
        long a5 = 0;
        long a6 = 0;
        long a7 = 0;
        for (int k = 0; k < words; k++) {
            for (long bits = wave[base + k]; bits != 0; bits = ByteSlices.withoutLowest(bits)) {
                int s = ByteSlices.index(k, bits) * 8;
                a0 |= tab[s];
                a1 |= tab[s + 1];
                a2 |= tab[s + 2];
                a3 |= tab[s + 3];
                a4 |= tab[s + 4];
                a5 |= tab[s + 5];
                a6 |= tab[s + 6];
                a7 |= tab[s + 7];
            }
        }
        out[0] = a0;
        out[1] = a1;
        out[2] = a2;
        out[3] = a3;
        out[4] = a4;
        out[5] = a5;
        out[6] = a6;
        out[7] = a7;
    }

    /**
     * {@link #unions} for any row: the rows to read are listed first; then each run of four output words is ORed
     * over all rows in registers, so a row word costs one load instead of a load, an OR and a store into
     * {@code out} (D W is even: a last run of two).
     */
    private void unionsListed(long[] wave, int base, long[] out) {
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
