package dev.wfc.core.io;

/**
 * An image's colours in order of first appearance and each pixel's index among them, when there are at most 256
 * (a PNG or GIF palette), as in most WFC pictures. O(pixels); allocates only when a larger image comes. Not
 * thread-safe: one per encoder, reused image after image.
 *
 * <p>Maintainers: an open-addressing map of 1024 slots (load at most 1/4) from colour to index; a pixel like the one
 * before it takes its index without a lookup, as pixel art comes in runs. A slot holding 0 is free: every colour
 * looked up has alpha 0xFF (a translucent pixel ends the lookup first), so none is 0.
 */
final class SmallPalette {
    /** The most colours a palette holds. */
    static final int MAX = 256;

    private final int[] slotColour = new int[4 * MAX];
    private final int[] slotIndex = new int[4 * MAX];
    private final int[] colours = new int[MAX];
    private byte[] indices = new byte[0];

    /**
     * Fills {@link #colours()} and {@link #indices()} for {@code argb}.
     *
     * @param ignoreAlpha true: every pixel is taken as opaque (its alpha set to 0xFF); false: a pixel that is not
     *     opaque makes the answer -1
     * @return the number of colours, or -1 if there are more than {@link #MAX} (or a translucent pixel, as above)
     */
    int index(int[] argb, boolean ignoreAlpha) {
        java.util.Arrays.fill(slotColour, 0);
        if (indices.length < argb.length) {
            indices = new byte[argb.length];
        }
        int fill = ignoreAlpha ? 0xFF00_0000 : 0;
        int count = 0;
        int mask = slotColour.length - 1;
        // Before the first pixel, previous is a colour unlike it; after, always an opaque colour already indexed.
        int previous = argb.length == 0 ? 0 : ~(argb[0] | fill);
        byte previousIndex = 0;
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i] | fill;
            if (p == previous) {
                indices[i] = previousIndex;
                continue;
            }
            if (p >>> 24 != 0xFF) {
                return -1;
            }
            int slot = (p * 0x9E3779B9) >>> 22;
            while (slotColour[slot] != 0 && slotColour[slot] != p) {
                slot = (slot + 1) & mask;
            }
            if (slotColour[slot] == 0) {
                if (count == MAX) {
                    return -1;
                }
                slotColour[slot] = p;
                slotIndex[slot] = count;
                colours[count++] = p;
            }
            previous = p;
            previousIndex = (byte) slotIndex[slot];
            indices[i] = previousIndex;
        }
        return count;
    }

    /** The colours of the last {@link #index} that answered a count, opaque ARGB, in its first {@code count}. */
    int[] colours() {
        return colours;
    }

    /** Each pixel's index of that call, in the first {@code argb.length} entries. */
    byte[] indices() {
        return indices;
    }
}
