package dev.wfc.core;

/** How bans spread to neighbours. All reach the same arc-consistent fixpoint; they differ in speed and memory. */
public enum PropagatorKind {
    /** Chosen from the tile count and grid size at build time. */
    AUTO,
    /** AC-4 support counters: cells x tiles x 4 ints; work proportional to the bans. Best for many tiles. */
    AC4,
    /** Bitset unions through byte-sliced lookup tables: work proportional to tiles/8 per changed cell. */
    BITSET
}
