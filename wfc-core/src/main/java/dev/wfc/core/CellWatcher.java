package dev.wfc.core;

/** Told of every cell whose options changed (a ban, a restriction or an undo), right after the change. */
interface CellWatcher {
    void changed(int cell);
}
