package dev.wfc.bitset;

import java.util.Arrays;

/**
 * The set of tiles still possible at every cell of a grid, stored as one flat bitset.
 *
 * <p>Layout: cell-major; cell {@code c} owns the half-open word range
 * {@code [c * wordsPerCell, (c + 1) * wordsPerCell)} of {@link #words()}, tile {@code t} is bit
 * {@code t & 63} of word {@code t >>> 6} in that range. Bits at or above {@code tiles} in a cell's last word are
 * always clear. With at most 64 tiles every cell is a single word; each method takes that path first.
 *
 * <p>Not thread-safe: one solver owns one wave.
 */
public final class Wave {
    private final int cells;
    private final int tiles;
    private final int wordsPerCell;
    private final long[] words;
    /** Mask of the valid bits in a cell's last word. */
    private final long lastWordMask;

    /**
     * Creates an empty wave (no tile possible anywhere).
     *
     * @param cells number of cells, at least 1
     * @param tiles number of tiles, at least 1
     * @throws IllegalArgumentException if either count is out of range or the wave would exceed
     *     {@link Integer#MAX_VALUE} words
     */
    public Wave(int cells, int tiles) {
        if (cells < 1) {
            throw new IllegalArgumentException("cells: " + cells + " (expected: > 0)");
        }
        if (tiles < 1) {
            throw new IllegalArgumentException("tiles: " + tiles + " (expected: > 0)");
        }
        this.cells = cells;
        this.tiles = tiles;
        this.wordsPerCell = wordsFor(tiles);
        long total = (long) cells * wordsPerCell;
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(
                    "cells x tiles: " + cells + " x " + tiles + " (expected: at most 2^31 words)");
        }
        this.words = new long[(int) total];
        this.lastWordMask = ~0L >>> -tiles;
    }

    /** Number of 64-bit words that hold {@code tiles} bits. */
    public static int wordsFor(int tiles) {
        return (tiles + 63) >>> 6;
    }

    public int cells() {
        return cells;
    }

    public int tiles() {
        return tiles;
    }

    public int wordsPerCell() {
        return wordsPerCell;
    }

    /**
     * The live backing array, for hot loops that read or write whole words. Writers must keep the bits at or
     * above {@link #tiles()} clear.
     */
    public long[] words() {
        return words;
    }

    /** Makes every tile possible at every cell. O(cells * wordsPerCell). */
    public void fill() {
        for (int c = 0; c < cells; c++) {
            fillCell(c);
        }
    }

    /** Makes every tile possible at one cell. */
    public void fillCell(int cell) {
        int base = cell * wordsPerCell;
        int last = base + wordsPerCell - 1;
        Arrays.fill(words, base, last, ~0L);
        words[last] = lastWordMask;
    }

    /** Whether {@code tile} is possible at {@code cell}. */
    public boolean get(int cell, int tile) {
        return (words[cell * wordsPerCell + (tile >>> 6)] & (1L << tile)) != 0;
    }

    /** Makes {@code tile} possible at {@code cell}. */
    public void set(int cell, int tile) {
        words[cell * wordsPerCell + (tile >>> 6)] |= 1L << tile;
    }

    /**
     * Makes {@code tile} impossible at {@code cell}.
     *
     * @return whether the bit was set before
     */
    public boolean clear(int cell, int tile) {
        int i = cell * wordsPerCell + (tile >>> 6);
        long before = words[i];
        long after = before & ~(1L << tile);
        words[i] = after;
        return before != after;
    }

    /** Number of tiles possible at {@code cell}. O(wordsPerCell). */
    public int count(int cell) {
        if (wordsPerCell == 1) {
            return Long.bitCount(words[cell]);
        }
        int base = cell * wordsPerCell;
        int n = 0;
        for (int i = base, end = base + wordsPerCell; i < end; i++) {
            n += Long.bitCount(words[i]);
        }
        return n;
    }

    /**
     * Intersects a cell with a mask: {@code cell &= mask[maskOffset .. maskOffset + wordsPerCell)}.
     *
     * @return whether any bit of the cell changed
     */
    public boolean and(int cell, long[] mask, int maskOffset) {
        if (wordsPerCell == 1) {
            long before = words[cell];
            long after = before & mask[maskOffset];
            words[cell] = after;
            return before != after;
        }
        int base = cell * wordsPerCell;
        long changed = 0;
        for (int k = 0; k < wordsPerCell; k++) {
            long before = words[base + k];
            long after = before & mask[maskOffset + k];
            words[base + k] = after;
            changed |= before ^ after;
        }
        return changed != 0;
    }

    /**
     * The lowest tile at or above {@code from} possible at {@code cell}, or -1 if there is none.
     *
     * @param from first tile to look at, in {@code [0, tiles]}
     */
    public int nextSetBit(int cell, int from) {
        if (from >= tiles) {
            return -1;
        }
        int base = cell * wordsPerCell;
        int k = from >>> 6;
        long w = words[base + k] & (~0L << from);
        while (true) {
            if (w != 0) {
                return (k << 6) + Long.numberOfTrailingZeros(w);
            }
            if (++k == wordsPerCell) {
                return -1;
            }
            w = words[base + k];
        }
    }

    /** Copies the whole state of {@code other}, which must have the same shape. O(cells * wordsPerCell). */
    public void copyFrom(Wave other) {
        if (other.cells != cells || other.tiles != tiles) {
            throw new IllegalArgumentException("shape: " + other.cells + "x" + other.tiles
                    + " (expected: " + cells + "x" + tiles + ")");
        }
        System.arraycopy(other.words, 0, words, 0, words.length);
    }
}
