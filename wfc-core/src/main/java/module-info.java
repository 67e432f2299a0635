/**
 * Wave Function Collapse: rules, models, the incremental and naive solvers, PNG input and output.
 * Solver internals are package-private classes of {@code dev.wfc.core}.
 */
module dev.wfc.core {
    requires transitive dev.wfc.bitset;
    requires transitive java.desktop;
    requires transitive java.xml;
    requires it.unimi.dsi.fastutil.core;

    exports dev.wfc.core;
    exports dev.wfc.core.model;
    exports dev.wfc.core.io;
}
