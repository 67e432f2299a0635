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

    /** Writes the ids of one row, as {@link #row} does. */
    @FunctionalInterface
    interface Rows {
        void row(int y, byte[] out, int offset);
    }

    /** The picture of {@code width} × {@code height} ids into {@code colours} whose rows {@code rows} writes. */
    static IndexedPicture of(int width, int height, ColourTable colours, Rows rows) {
        return new IndexedPicture() {
            @Override
            public int width() {
                return width;
            }

            @Override
            public int height() {
                return height;
            }

            @Override
            public ColourTable colours() {
                return colours;
            }

            @Override
            public void row(int y, byte[] out, int offset) {
                rows.row(y, out, offset);
            }
        };
    }
}
