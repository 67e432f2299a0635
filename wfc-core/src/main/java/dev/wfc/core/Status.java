package dev.wfc.core;

/** How a solve ended. */
public enum Status {
    /** Every cell holds exactly one tile. */
    SOLVED,
    /** Every attempt ran into a cell with no option left. */
    CONTRADICTION,
    /** The step limit was reached first; the map is partial but consistent so far. */
    STEP_LIMIT,
    /** The caller cancelled the solve. */
    CANCELLED
}
