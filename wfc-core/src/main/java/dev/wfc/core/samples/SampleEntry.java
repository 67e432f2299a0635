package dev.wfc.core.samples;

import dev.wfc.core.Heuristic;

/**
 * One {@code <overlapping>} or {@code <simpletiled>} entry of a samples.xml file, with the classic's defaults filled
 * in. Exactly one of {@code overlapping} and {@code tiled} is set.
 *
 * @param position the entry's place among the file's entries, from 1
 * @param element the element as written, for messages
 * @param name the sample ({@code samples/NAME.png}) or tileset ({@code tilesets/NAME.xml}) beside the file
 * @param seed the {@code seed} attribute, or null
 * @param limit collapse steps per try, or -1 for none
 */
public record SampleEntry(int position, String element, String name, int width, int height, boolean periodic,
                          Heuristic heuristic, Long seed, int screenshots, long limit, Overlapping overlapping, Tiled tiled) {
    /** Tries (seeds) per screenshot before it counts as failed, as in the classic. */
    public static final int TRIES = 10;
    /** Without a {@code seed} attribute, an entry's seeds start at this times its position. */
    public static final long SEEDS_PER_POSITION = 1000;

    /** The overlapping model's attributes. */
    public record Overlapping(int n, boolean periodicInput, int symmetry, boolean ground) {
    }

    /** The simple tiled model's attributes; {@code subset} may be null. */
    public record Tiled(String subset, boolean blackBackground, boolean textOutput) {
    }

    /**
     * The seed of try {@code attempt} (0..9) of screenshot {@code shot} (from 0): {@code B + 10 shot + attempt},
     * where B is the {@code seed} attribute, else 1000 times the entry's position. So the seeds are a pure function
     * of the file, distinct between entries (for fewer than 100 screenshots), and small enough to retype.
     */
    public long seed(int shot, int attempt) {
        long base = seed != null ? seed : SEEDS_PER_POSITION * position;
        return base + (long) TRIES * shot + attempt;
    }
}
