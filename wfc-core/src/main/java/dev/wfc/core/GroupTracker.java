package dev.wfc.core;

/**
 * Per-cell membership of a tile group: a cell <em>may</em> hold the group when one of its options is in the group,
 * and <em>must</em> when it has options and all are in it. Kept current cell by cell in O(words) a change.
 */
final class GroupTracker {
    private final long[] mask;
    private final int words;
    final boolean[] may;
    final boolean[] must;
    int mayCount;
    int mustCount;

    GroupTracker(long[] mask, int cells) {
        this.mask = mask;
        this.words = mask.length;
        this.may = new boolean[cells];
        this.must = new boolean[cells];
    }

    void start(State state) {
        mayCount = 0;
        mustCount = 0;
        for (int c = 0; c < may.length; c++) {
            may[c] = false;
            must[c] = false;
            changed(state, c);
        }
    }

    void changed(State state, int cell) {
        long[] w = state.words;
        int base = cell * words;
        boolean any = false;
        boolean outside = false;
        for (int k = 0; k < words; k++) {
            any |= (w[base + k] & mask[k]) != 0;
            outside |= (w[base + k] & ~mask[k]) != 0;
        }
        boolean all = any && !outside;
        if (any != may[cell]) {
            may[cell] = any;
            mayCount += any ? 1 : -1;
        }
        if (all != must[cell]) {
            must[cell] = all;
            mustCount += all ? 1 : -1;
        }
    }

    /** The group mask, to restrict a cell into the group. */
    long[] inside() {
        return mask;
    }
}
