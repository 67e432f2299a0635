package dev.wfc.corpus.debroglie;

import java.util.Locale;

/** A side of the output box, as a border constraint names it ({@code "xmin"} ... {@code "zmax"}). */
public enum Side {
    XMIN, XMAX, YMIN, YMAX, ZMIN, ZMAX;

    /** The name in configurations: {@code "xmin"}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
