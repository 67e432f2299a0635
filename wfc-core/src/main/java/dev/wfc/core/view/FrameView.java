package dev.wfc.core.view;

/** What an animation frame shows: the partial map, the entropy heat map, or both side by side. */
public enum FrameView {
    MAP,
    ENTROPY,
    BOTH;

    /** Whether the frame shows the partial map. */
    public boolean showsMap() {
        return this != ENTROPY;
    }

    /** Whether the frame shows the entropy heat map. */
    public boolean showsEntropy() {
        return this != MAP;
    }
}
