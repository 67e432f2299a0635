/**
 * Wave Function Collapse: rules, models, the incremental and naive solvers, PNG input and output.
 * Solver internals are package-private classes of {@code dev.wfc.core}.
 */
module dev.wfc.core {
    // Plain requires: no exported signature shows a Wave or an AWT type. java.xml is transitive only because
    // io.Xml returns DOM types (javac's -Xlint:exports says so); it becomes plain when Xml leaves the API.
    requires dev.wfc.bitset;
    requires java.desktop;
    requires transitive java.xml;
    requires it.unimi.dsi.fastutil.core;

    exports dev.wfc.core;
    exports dev.wfc.core.model;
    exports dev.wfc.core.io;
}
