package dev.wfc.core;

import java.util.Arrays;

/**
 * The undo log of backtracking. Level 0 is the attempt's start and is never undone (a restart resets instead);
 * each decision opens a level with {@link #push()}. Every change of a cell at a level first appends the cell's words
 * ({@link #save}); {@link #pop} restores the level's entries newest first, so each cell ends at its oldest entry of
 * the level, its words at the push (count and sums are recomputed from the words).
 *
 * <p>Layout: one packed {@code long[]}, an entry of {@code 1 + W} longs per change: the cell, then its words. A cell
 * is saved once a level: {@code savedIn[cell]} holds the stamp of the level that saved it last, and each push takes a
 * new stamp. A cell saved again in an inner level and popped back to is saved once more, which is harmless, since a
 * level restores each cell to its oldest entry. Without the check, AC-4 (which bans a cell's tiles one at a time)
 * logged a cell's words once per ban, so Font N=5 at 16x16 outgrew 512 MB. Memory: levels kept x cells changed a
 * level x (1 + W) longs, plus an int a cell; it is kept between maps.
 */
final class Trail {
    private final State state;
    private final int wordsPerCell;
    private final int entryLongs;
    private int level;
    /** {@code levelStart[l]} is the index of level l's first entry. */
    private int[] levelStart = new int[64];
    /** {@code stamps[l]}: the stamp of level l; {@code savedIn[cell]}: the stamp of the level that saved it last. */
    private int[] stamps = new int[64];
    private final int[] savedIn;
    private int nextStamp = 1;
    private int size;
    private long[] log;

    Trail(State state) {
        this.state = state;
        this.wordsPerCell = state.wordsPerCell;
        this.entryLongs = 1 + wordsPerCell;
        this.log = new long[1024 * entryLongs];
        this.savedIn = new int[state.count.length];
    }

    /** Forgets every level (a new attempt). O(1). */
    void clear() {
        size = 0;
        level = 0;
    }

    /** Opens a new decision level. */
    void push() {
        if (level + 1 == levelStart.length) {
            levelStart = Arrays.copyOf(levelStart, levelStart.length * 2);
            stamps = Arrays.copyOf(stamps, stamps.length * 2);
        }
        if (nextStamp == Integer.MAX_VALUE) { // once in 2^31 pushes: forget every stamp, renumber the live levels
            Arrays.fill(savedIn, 0);
            for (int l = 1; l <= level; l++) {
                stamps[l] = l;
            }
            nextStamp = level + 1;
        }
        levelStart[++level] = size;
        stamps[level] = nextStamp++;
    }

    /** Saves {@code cell}'s words before a change; level 0 needs no saving. */
    void save(int cell) {
        if (level == 0 || savedIn[cell] == stamps[level]) {
            return;
        }
        savedIn[cell] = stamps[level];
        int at = size * entryLongs;
        if (at + entryLongs > log.length) {
            log = Arrays.copyOf(log, log.length * 2);
        }
        log[at] = cell;
        long[] words = state.words;
        int from = cell * wordsPerCell;
        for (int k = 0; k < wordsPerCell; k++) {
            log[at + 1 + k] = words[from + k];
        }
        size++;
    }

    /**
     * Undoes every change since the last {@link #push()} and returns to the level before it. For each restored
     * entry {@code restored} learns which tiles came back (bit set in the saved words but not in the current ones),
     * before the cell is restored; over a pop each returning tile is reported once.
     */
    void pop(RestoreListener restored) {
        int start = levelStart[level];
        while (size > start) {
            size--;
            int at = size * entryLongs;
            int cell = (int) log[at];
            if (restored != null) {
                int base = cell * wordsPerCell;
                for (int k = 0; k < wordsPerCell; k++) {
                    long back = log[at + 1 + k] & ~state.words[base + k];
                    for (; back != 0; back &= back - 1) {
                        restored.restored(cell, (k << 6) + Long.numberOfTrailingZeros(back));
                    }
                }
            }
            state.restore(cell, log, at + 1);
        }
        level--;
    }

    /**
     * Makes the oldest {@code k} levels permanent: their entries are dropped and deeper levels renumbered down by
     * k. O(entries kept + levels). Afterwards {@link #pop} can no longer undo them.
     */
    void commitOldest(int k) {
        int cut = levelStart[k + 1];
        size -= cut;
        System.arraycopy(log, cut * entryLongs, log, 0, size * entryLongs);
        for (int l = k + 1; l <= level; l++) {
            levelStart[l - k] = levelStart[l] - cut;
            stamps[l - k] = stamps[l];
        }
        level -= k;
    }

    /** Hears of each tile an undo makes possible again. */
    interface RestoreListener {
        void restored(int cell, int tile);
    }
}
