package dev.wfc.core;

/** Which solver implementation to build. */
public enum SolverKind {
    /** Running sums, an indexed entropy heap and a worklist propagator (the default). */
    INCREMENTAL,
    /**
     * The textbook reference: every step rescans every cell and recomputes its entropy; AC-3 propagation. Makes the
     * same choices as {@link #INCREMENTAL} for the same seed. The test oracle and benchmark baseline.
     */
    NAIVE
}
