package dev.wfc.core.model;

import java.util.Arrays;

/** A pattern's pixels or cells as a hash key, while the overlapping models collect distinct patterns. */
record PatternKey(int[] cells) {
    @Override
    public boolean equals(Object o) {
        return o instanceof PatternKey k && Arrays.equals(k.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }
}
