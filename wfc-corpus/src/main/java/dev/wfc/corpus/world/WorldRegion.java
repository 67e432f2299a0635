package dev.wfc.corpus.world;

import dev.wfc.core.Grid;
import dev.wfc.world.World;

/**
 * A region of a world, as {@code --region X,Y,W,H} gives it: the first cell (64-bit) and the size in cells.
 *
 * @param width cells a row, > 0
 * @param height rows, > 0
 */
public record WorldRegion(long x, long y, int width, int height) implements java.io.Serializable {
    /**
     * Parses {@code X,Y,W,H}.
     *
     * @throws IllegalArgumentException {@code "--region: ... (expected: ...)"}
     */
    public static WorldRegion parse(String text) {
        String[] parts = text.split(",", -1);
        String expected = " (expected: X,Y,W,H: integers, W and H > 0, |X|, |Y|, |X+W|, |Y+H| at most "
                + World.MAX_COORDINATE + ")";
        if (parts.length != 4) {
            throw new IllegalArgumentException("--region: '" + text + "'" + expected);
        }
        try {
            long x = Long.parseLong(parts[0].strip());
            long y = Long.parseLong(parts[1].strip());
            long w = Long.parseLong(parts[2].strip());
            long h = Long.parseLong(parts[3].strip());
            long max = World.MAX_COORDINATE;
            if (w <= 0 || h <= 0 || w > Integer.MAX_VALUE || h > Integer.MAX_VALUE || Math.abs(x) > max
                    || Math.abs(y) > max || Math.abs(x + w) > max || Math.abs(y + h) > max) {
                throw new IllegalArgumentException("--region: '" + text + "'" + expected);
            }
            return new WorldRegion(x, y, (int) w, (int) h);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--region: '" + text + "'" + expected, e);
        }
    }

    /** Cells of the region. */
    public long cells() {
        return (long) width * height;
    }

    /** Whether a band of {@code rows} rows of this width fits one grid ({@link Grid#MAX_CELLS}). */
    public boolean bandFits(int rows) {
        return (long) width * rows <= Grid.MAX_CELLS;
    }

    @Override
    public String toString() {
        return x + "," + y + "," + width + "," + height;
    }
}
