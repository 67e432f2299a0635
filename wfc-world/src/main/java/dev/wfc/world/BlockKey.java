package dev.wfc.world;

/** A block of one layer: its layer (1..L) and its block coordinates in that layer's offset grid. */
record BlockKey(int layer, long bx, long by) {
}
