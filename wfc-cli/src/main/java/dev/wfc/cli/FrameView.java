package dev.wfc.cli;

/** What an animation frame shows: the partial map, the entropy heat map, or both side by side. */
enum FrameView {
    MAP,
    ENTROPY,
    BOTH;

    boolean showsMap() {
        return this != ENTROPY;
    }

    boolean showsEntropy() {
        return this != MAP;
    }
}
