package dev.wfc.core;

/** How the solver picks the next cell to collapse. */
public enum Heuristic {
    /** Lowest Shannon entropy of the remaining weights, plus a small seeded noise (the default). */
    ENTROPY,
    /** Fewest remaining options ("minimum remaining values"), plus a small seeded noise. */
    MRV,
    /** The first undecided cell in index order (row by row). */
    SCANLINE
}
