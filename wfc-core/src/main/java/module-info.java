/**
 * Wave Function Collapse: rules, models, the incremental and naive solvers, readers and writers of every map format,
 * views of a solve and the classic samples list. Solver internals are package-private classes of {@code dev.wfc.core};
 * helpers shared by its packages live in the non-exported {@code dev.wfc.core.internal}.
 */
// dev.wfc.corpus, the target of a qualified export, is built after this module: javac cannot see it here.
@SuppressWarnings("module")
module dev.wfc.core {
    // Plain requires: no exported signature shows a Wave, an AWT or a DOM type (the XML helper is internal).
    requires dev.wfc.bitset;
    requires java.desktop;
    requires java.xml;
    requires it.unimi.dsi.fastutil.core;

    exports dev.wfc.core;
    exports dev.wfc.core.model;
    exports dev.wfc.core.io;
    exports dev.wfc.core.samples;
    exports dev.wfc.core.view;
    exports dev.wfc.core.topo;
    exports dev.wfc.core.internal to dev.wfc.corpus;
}
