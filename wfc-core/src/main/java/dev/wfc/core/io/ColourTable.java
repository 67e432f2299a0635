package dev.wfc.core.io;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * At most 256 distinct opaque colours, numbered from 0: the colours an {@link IndexedPicture} names its pixels by.
 * Immutable; made once (e.g. per model) and shared by every picture and thread.
 *
 * <p>Maintainers: ids are looked up by binary search over the colours sorted, O(log 256) a pixel, only where a
 * picture is converted ({@link #ids}), never per map.
 */
public final class ColourTable {
    /** The most colours a table holds: those of an indexed PNG. */
    public static final int MAX = SmallPalette.MAX;

    private final int[] colours;
    /** {@link #colours} sorted, and the id of each. */
    private final int[] sorted;
    private final int[] sortedIds;

    private ColourTable(int[] colours) {
        this.colours = colours;
        this.sorted = colours.clone();
        Arrays.sort(sorted);
        this.sortedIds = new int[colours.length];
        for (int id = 0; id < colours.length; id++) {
            sortedIds[Arrays.binarySearch(sorted, colours[id])] = id;
        }
    }

    /**
     * @param colours ARGB, copied
     * @throws IllegalArgumentException naming the first colour that is not opaque or repeats an earlier one, or the
     *     count when it is outside 1..{@link #MAX}
     */
    public static ColourTable of(int... colours) {
        if (colours.length < 1 || colours.length > MAX) {
            throw new IllegalArgumentException("colours: " + colours.length + " (expected: 1.." + MAX + ")");
        }
        int[] sorted = colours.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < colours.length; i++) {
            if (colours[i] >>> 24 != 0xFF) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "colours[%d]: 0x%08X (expected: opaque, alpha 0xFF)", i, colours[i]));
            }
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "colours: 0x%08X twice (expected: distinct)", sorted[i]));
            }
        }
        return new ColourTable(colours.clone());
    }

    /**
     * The distinct colours of {@code pictures} in order of first appearance (picture by picture, pixel by pixel), or
     * empty when there are more than {@link #MAX} or one is not opaque. O(pixels).
     *
     * @param pictures ARGB pixels, not modified
     */
    public static Optional<ColourTable> ofPictures(int[][] pictures) {
        SmallPalette palette = new SmallPalette();
        int[] all = new int[Arrays.stream(pictures).mapToInt(p -> p.length).sum()];
        int at = 0;
        for (int[] p : pictures) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        int count = palette.index(all, false);
        return count < 1 ? Optional.empty() : Optional.of(new ColourTable(Arrays.copyOf(palette.colours(), count)));
    }

    /** How many colours: ids are {@code 0 .. size() - 1}. */
    public int size() {
        return colours.length;
    }

    /** The opaque ARGB colour of {@code id}. */
    public int colour(int id) {
        return colours[id];
    }

    /**
     * Each pixel's id, as an unsigned byte.
     *
     * @param argb pixels, not modified
     * @throws IllegalArgumentException naming the first pixel whose colour is not in this table
     */
    public byte[] ids(int[] argb) {
        byte[] ids = new byte[argb.length];
        for (int i = 0; i < argb.length; i++) {
            int found = Arrays.binarySearch(sorted, argb[i]);
            if (found < 0) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "pixel %d: 0x%08X (expected: a colour of the table)", i, argb[i]));
            }
            ids[i] = (byte) sortedIds[found];
        }
        return ids;
    }
}
