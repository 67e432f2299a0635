package dev.wfc.corpus.spec;

/**
 * What the memory estimates of a corpus job need to know of its maps ({@link dev.wfc.core.MemoryEstimate}).
 *
 * @param cells the solver's cells (every layer of a cube)
 * @param tiles the rules' tile (or pattern) count
 * @param directions the topology's neighbours a cell
 * @param pixels the rendered image's pixels (ints of a cube's preview)
 */
record MapFootprint(double cells, int tiles, int directions, double pixels) {
}
