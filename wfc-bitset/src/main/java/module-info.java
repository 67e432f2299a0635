/** The wave: one flat cell-major bitset holding which tiles each cell may still take. */
module dev.wfc.bitset {
    exports dev.wfc.bitset;
}
