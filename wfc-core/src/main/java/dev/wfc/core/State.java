package dev.wfc.core;

import dev.wfc.bitset.Wave;

import java.util.Arrays;

/**
 * The incremental solver's mutable state: the wave plus, per cell, the option count and the exact fixed-point sums
 * of weight and weight·log(weight) over the remaining tiles (see {@link Rules}). Every change goes through
 * {@link #removeTile} or {@link #restrict}, which keep the invariant
 * {@code count[c] == popcount(c) && sumW[c] == Σ weightFixed && sumWLogW[c] == Σ wLogWFixed} over the set bits
 * (the weights of the cell's region under per-cell weights, {@link FixedWeights}), and
 * record each changed cell once in the dirty list until {@link #clearDirty()}. With backtracking, a {@link Trail}
 * saves a cell before each change; with constraints, a {@link CellWatcher} hears of
 * every changed cell. Both hooks are null otherwise and cost one untaken branch per change.
 */
final class State {
    final Wave wave;
    final long[] words;
    final int wordsPerCell;
    final int[] count;
    final long[] sumW;
    final long[] sumWLogW;
    private final long[] weightFixed;
    private final long[] wLogWFixed;
    private final long[] byteSumW;
    private final long[] byteSumWLogW;
    /** The region of each cell under per-cell weights ({@link FixedWeights}); null for the rules' weights. */
    private final int[] regions;
    private final int tiles;
    private final int sliceTable;
    private final SolveListener listener;
    final int[] dirty;
    int dirtySize;
    /** Counts changes (bans and restrictions), so that a caller can tell whether a pass changed anything. */
    long changes;
    private final boolean[] isDirty;
    private Trail trail;
    private CellWatcher watcher;

    State(Rules rules, FixedWeights weights, int cells, SolveListener listener) {
        this.wave = new Wave(cells, rules.tileCount());
        this.words = wave.words();
        this.wordsPerCell = wave.wordsPerCell();
        this.count = new int[cells];
        this.sumW = new long[cells];
        this.sumWLogW = new long[cells];
        this.weightFixed = weights.weightFixed;
        this.wLogWFixed = weights.wLogWFixed;
        this.byteSumW = weights.byteSumW;
        this.byteSumWLogW = weights.byteSumWLogW;
        this.regions = weights.regions;
        this.tiles = rules.tileCount();
        this.sliceTable = ((tiles + 7) >>> 3) * 256;
        this.listener = listener;
        this.dirty = new int[cells];
        this.isDirty = new boolean[cells];
    }

    /** Installs the backtracking trail (once, before solving). */
    void trail(Trail t) {
        this.trail = t;
    }

    /** Installs the watcher told of every changed cell (once, before solving). */
    void watcher(CellWatcher w) {
        this.watcher = w;
    }

    /**
     * Makes every tile possible in every cell: the full wave, and each cell's count and sums its region's totals
     * (integer sums, so equal to summing the cell's bits). O(cells * words + regions * tiles), where summing each
     * cell's bits took O(cells * tiles) in code that runs once, mostly before the JIT has compiled it.
     */
    void fillAll() {
        wave.fill();
        int regionCount = weightFixed.length / tiles;
        long[] totalW = new long[regionCount];
        long[] totalWLogW = new long[regionCount];
        for (int r = 0; r < regionCount; r++) {
            for (int t = 0; t < tiles; t++) {
                totalW[r] += weightFixed[r * tiles + t];
                totalWLogW[r] += wLogWFixed[r * tiles + t];
            }
        }
        Arrays.fill(count, tiles);
        for (int c = 0; c < count.length; c++) {
            int r = regions == null ? 0 : regions[c];
            sumW[c] = totalW[r];
            sumWLogW[c] = totalWLogW[r];
        }
    }

    /** Copies wave, counts and sums from {@code other}, a state of the same shape. O(cells * words). */
    void copyFrom(State other) {
        wave.copyFrom(other.wave);
        System.arraycopy(other.count, 0, count, 0, count.length);
        System.arraycopy(other.sumW, 0, sumW, 0, sumW.length);
        System.arraycopy(other.sumWLogW, 0, sumWLogW, 0, sumWLogW.length);
        clearDirty();
    }

    /** Removes {@code tile} from {@code cell}; the bit must be set. O(1). */
    void removeTile(int cell, int tile) {
        if (trail != null) {
            trail.save(cell);
        }
        words[cell * wordsPerCell + (tile >>> 6)] &= ~(1L << tile);
        count[cell]--;
        int o = regions == null ? tile : regions[cell] * tiles + tile;
        sumW[cell] -= weightFixed[o];
        sumWLogW[cell] -= wLogWFixed[o];
        markDirty(cell);
        changes++;
        if (listener != null) {
            listener.banned(cell, tile);
        }
        if (watcher != null) {
            watcher.changed(cell);
        }
    }

    /**
     * Whether {@code cell} holds no tile outside {@code mask[offset .. offset + wordsPerCell)}, so that
     * {@link #restrict} would change nothing. O(words), and small enough to inline where {@link #restrict} is not.
     */
    boolean within(int cell, long[] mask, int offset) {
        final int base = cell * wordsPerCell;
        long outside = 0;
        for (int k = 0; k < wordsPerCell; k++) {
            outside |= words[base + k] & ~mask[offset + k];
        }
        return outside == 0;
    }

    /**
     * Intersects {@code cell} with {@code mask[offset .. offset + wordsPerCell)}. O(words + non-zero bytes of the
     * removed bits), through the byte-slice sum tables of {@link Rules}.
     *
     * @return whether any tile was removed
     */
    boolean restrict(int cell, long[] mask, int offset) {
        final int base = cell * wordsPerCell;
        final long[] sw = byteSumW;
        final long[] swl = byteSumWLogW;
        final int o = regions == null ? 0 : regions[cell] * sliceTable;
        long w = 0;
        long wl = 0;
        int n = 0;
        for (int k = 0; k < wordsPerCell; k++) {
            long before = words[base + k];
            long removed = before & ~mask[offset + k];
            if (removed != 0) {
                if (n == 0 && trail != null) {
                    trail.save(cell); // the first change: words before k are still unmodified
                }
                words[base + k] = before & ~removed;
                n += Long.bitCount(removed);
                if (listener != null) {
                    reportBans(cell, k, removed);
                }
                // One table lookup per non-zero byte of the removed bits.
                for (long r = removed; r != 0; r = ByteSlices.withoutLowest(r)) {
                    int index = o + ByteSlices.index(k, r);
                    w += sw[index];
                    wl += swl[index];
                }
            }
        }
        if (n == 0) {
            return false;
        }
        count[cell] -= n;
        sumW[cell] -= w;
        sumWLogW[cell] -= wl;
        markDirty(cell);
        changes++;
        if (watcher != null) {
            watcher.changed(cell);
        }
        return true;
    }

    /**
     * Puts back a cell's saved words (undo) and recomputes its count and sums from them through the byte-slice
     * tables: O(words + non-zero bytes). Marks the cell dirty and tells the watcher.
     */
    void restore(int cell, long[] savedWords, int offset) {
        final int base = cell * wordsPerCell;
        final int o = regions == null ? 0 : regions[cell] * sliceTable;
        long w = 0;
        long wl = 0;
        int n = 0;
        for (int k = 0; k < wordsPerCell; k++) {
            long bits = savedWords[offset + k];
            words[base + k] = bits;
            n += Long.bitCount(bits);
            for (long r = bits; r != 0; r = ByteSlices.withoutLowest(r)) {
                int index = o + ByteSlices.index(k, r);
                w += byteSumW[index];
                wl += byteSumWLogW[index];
            }
        }
        count[cell] = n;
        sumW[cell] = w;
        sumWLogW[cell] = wl;
        markDirty(cell);
        if (watcher != null) {
            watcher.changed(cell);
        }
    }

    private void reportBans(int cell, int word, long removed) {
        for (long r = removed; r != 0; r &= r - 1) {
            listener.banned(cell, (word << 6) + Long.numberOfTrailingZeros(r));
        }
    }

    void markDirty(int cell) {
        if (!isDirty[cell]) {
            isDirty[cell] = true;
            dirty[dirtySize++] = cell;
        }
    }

    void clearDirty() {
        for (int i = 0; i < dirtySize; i++) {
            isDirty[dirty[i]] = false;
        }
        dirtySize = 0;
    }

    /** The cell's tiles as an int array, for results. */
    int[] decidedTiles() {
        int[] tiles = new int[count.length];
        for (int c = 0; c < tiles.length; c++) {
            tiles[c] = count[c] == 1 ? wave.nextSetBit(c, 0) : -1;
        }
        return tiles;
    }
}
