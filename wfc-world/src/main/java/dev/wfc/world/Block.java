package dev.wfc.world;

/**
 * One block of one layer as it ended: its B×B cells row-major (solved, or layer k-1's cells where it fell back),
 * whether the solver finished it and the attempts it took. Immutable once published; {@code tiles} is never handed
 * out without a copy.
 */
record Block(int[] tiles, boolean solved, int attempts) {
}
