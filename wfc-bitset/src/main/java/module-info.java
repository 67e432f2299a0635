/**
 * The wave: one flat cell-major bitset holding which tiles each cell may still take. An implementation detail of
 * wfc-core's solvers, so its package is exported to wfc-core alone.
 */
// wfc-core is built after this module, so javac cannot see it yet ("module not found: dev.wfc.core").
@SuppressWarnings("module")
module dev.wfc.bitset {
    exports dev.wfc.bitset to dev.wfc.core;
}
