package dev.wfc.core.io;

/**
 * A picture given row by row as ids into a {@link ColourTable}, which {@link Png#encode(IndexedPicture)} writes as
 * the very PNG that {@link Png#encode(Image)} makes of the same pixels, without an ARGB image in between.
 */
public interface IndexedPicture {
    /** Pixels a row, > 0. */
    int width();

    /** Rows, > 0. */
    int height();

    /** The colours the ids name. */
    ColourTable colours();

    /**
     * Writes the ids of row {@code y}'s pixels, left to right, as unsigned bytes into {@code out[offset .. offset +
     * width())}. The encoder asks for each row once, in order from 0.
     */
    void row(int y, byte[] out, int offset);
}
