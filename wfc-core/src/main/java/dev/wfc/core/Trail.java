package dev.wfc.core;

import java.util.Arrays;

/**
 * The undo log of backtracking. Level 0 is the attempt's start and is never undone (a restart resets instead);
 * each decision opens a level with {@link #push()}. Before a cell first changes at a level its words, count and sums
 * are saved once ({@link #save}); {@link #pop} restores every cell saved since the matching push, newest first, so
 * the state returns exactly to what it was at the push. Memory grows with the cells changed per level and is kept
 * between maps.
 *
 * <p>Invariant: {@code savedAt[c]} is the deepest level at which cell c has an entry (or -1); an entry remembers
 * the previous value so that popping a level puts it back.
 */
final class Trail {
    private final State state;
    private final int wordsPerCell;
    private final int[] savedAt;
    private int level;
    private int[] levelStart = new int[64];
    private int size;
    private int[] cells = new int[1024];
    private int[] previousSavedAt = new int[1024];
    private int[] counts = new int[1024];
    private long[] sums = new long[2048];
    private long[] words;

    Trail(State state) {
        this.state = state;
        this.wordsPerCell = state.wordsPerCell;
        this.savedAt = new int[state.count.length];
        this.words = new long[1024 * wordsPerCell];
        clear();
    }

    /** Forgets every level (a new attempt). O(cells). */
    void clear() {
        size = 0;
        Arrays.fill(savedAt, -1);
        level = 0;
    }

    /** Opens a new decision level. */
    void push() {
        if (level + 1 == levelStart.length) {
            levelStart = Arrays.copyOf(levelStart, levelStart.length * 2);
        }
        levelStart[++level] = size;
    }

    /** Saves {@code cell} before its first change at the current level; level 0 needs no saving. */
    void save(int cell) {
        if (level == 0 || savedAt[cell] == level) {
            return;
        }
        if (size == cells.length) {
            grow();
        }
        cells[size] = cell;
        previousSavedAt[size] = savedAt[cell];
        counts[size] = state.count[cell];
        sums[2 * size] = state.sumW[cell];
        sums[2 * size + 1] = state.sumWLogW[cell];
        System.arraycopy(state.words, cell * wordsPerCell, words, size * wordsPerCell, wordsPerCell);
        savedAt[cell] = level;
        size++;
    }

    /**
     * Undoes every change since the last {@link #push()} and returns to the level before it. For each restored cell
     * {@code restored} learns which tiles came back (bit set in the saved words but not in the current ones), before
     * the cell is restored.
     */
    void pop(RestoreListener restored) {
        int start = levelStart[level];
        while (size > start) {
            size--;
            int cell = cells[size];
            if (restored != null) {
                int base = cell * wordsPerCell;
                for (int k = 0; k < wordsPerCell; k++) {
                    long back = words[size * wordsPerCell + k] & ~state.words[base + k];
                    for (; back != 0; back &= back - 1) {
                        restored.restored(cell, (k << 6) + Long.numberOfTrailingZeros(back));
                    }
                }
            }
            state.restore(cell, words, size * wordsPerCell, counts[size], sums[2 * size], sums[2 * size + 1]);
            savedAt[cell] = previousSavedAt[size];
        }
        level--;
    }

    /**
     * Makes the oldest {@code k} levels permanent: their entries are dropped, deeper levels are renumbered down by
     * k. O(cells + entries). Afterwards {@link #pop} can no longer undo them.
     */
    void commitOldest(int k) {
        int cut = levelStart[k + 1];
        int kept = size - cut;
        System.arraycopy(cells, cut, cells, 0, kept);
        System.arraycopy(previousSavedAt, cut, previousSavedAt, 0, kept);
        System.arraycopy(counts, cut, counts, 0, kept);
        System.arraycopy(sums, 2 * cut, sums, 0, 2 * kept);
        System.arraycopy(words, cut * wordsPerCell, words, 0, kept * wordsPerCell);
        size = kept;
        for (int i = 0; i < kept; i++) {
            previousSavedAt[i] = previousSavedAt[i] > k ? previousSavedAt[i] - k : -1;
        }
        for (int c = 0; c < savedAt.length; c++) {
            savedAt[c] = savedAt[c] > k ? savedAt[c] - k : -1;
        }
        for (int l = k + 1; l <= level; l++) {
            levelStart[l - k] = levelStart[l] - cut;
        }
        level -= k;
    }

    private void grow() {
        int n = cells.length * 2;
        cells = Arrays.copyOf(cells, n);
        previousSavedAt = Arrays.copyOf(previousSavedAt, n);
        counts = Arrays.copyOf(counts, n);
        sums = Arrays.copyOf(sums, 2 * n);
        words = Arrays.copyOf(words, n * wordsPerCell);
    }

    /** Hears of each tile an undo makes possible again. */
    interface RestoreListener {
        void restored(int cell, int tile);
    }
}
