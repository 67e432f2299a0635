package dev.wfc.core.io;

import java.util.Arrays;

/**
 * Reduces a picture of more than 256 colours to a palette of at most 256, exactly as the JDK's GIF writer does (its
 * octree quantizer, after Gervautz and Purgathofer in Graphics Gems), so that a GIF decodes to the pixels it decoded
 * to when that writer wrote it. O(pixels + colours); allocates only when a picture brings more colours or nodes than
 * any before. Not thread-safe: one per writer.
 *
 * <p>Maintainers: the tree has levels 0..8 of inner nodes and leaves at level 9; a node of level L branches on bit
 * {@code 8 - L} of red, green and blue (so the root has one child). Pixels go in from the last to the first. After
 * a pixel adds a leaf past 256, one node is reduced to a leaf: among the nodes of the deepest level that have ever had
 * two children and are not reduced yet (a list, newest first), the first, unless the scan for the smallest pixel
 * count finds a smaller one, in which case the node <em>after</em> the predecessor of the last smaller one found is
 * taken, comparing against the predecessor's count from then on. This reproduces the JDK's scan, quirks included:
 * its outcome picks the palette. A reduction removes at least one leaf, and a pixel adds at most one, so a run of
 * equal pixels goes in as its first pixel, a reduction if one is due, then the rest at once (no node is made, so no
 * reduction is due). The palette lists the leaves depth first, children in bit order, each the integer mean of the
 * pixels below it. Nodes are slots of parallel arrays; freed slots are chained through {@code next} for reuse (a freed
 * node is never in a reduction list: only the deepest level's nodes are reduced, so nothing below one is listed).
 */
final class ColorOctree {
    private static final int MAX_LEVEL = 8;
    private static final int NONE = -1;

    /** Children, eight a node; NONE for a missing one. */
    private int[] child = new int[8 * 1024];
    /** Pixels that went through the node. */
    private int[] count = new int[1024];
    private long[] red = new long[1024];
    private long[] green = new long[1024];
    private long[] blue = new long[1024];
    private int[] childCount = new int[1024];
    private boolean[] leaf = new boolean[1024];
    /** The next node of a reduction list, or of the free list. */
    private int[] next = new int[1024];
    private int[] paletteIndex = new int[1024];
    private int nodes;
    private int free;
    private int root;
    private int leaves;
    /** The newest node of each level's reduction list. */
    private final int[] reducible = new int[MAX_LEVEL + 1];

    /** Each distinct colour's palette index, found once a colour: open addressing, 0 a free slot. */
    private int[] slotColour = new int[1024];
    private int[] slotIndex = new int[1024];
    private final int[] colours = new int[SmallPalette.MAX];
    private byte[] indices = new byte[0];

    /**
     * Fills {@link #colours()} and {@link #indices()} for {@code argb}, alpha ignored.
     *
     * @return the number of colours in the palette, at most 256
     */
    int quantize(int[] argb) {
        nodes = 0;
        free = NONE;
        root = NONE;
        leaves = 0;
        Arrays.fill(reducible, NONE);
        for (int i = argb.length - 1; i >= 0; ) {
            int c = argb[i] & 0xFF_FFFF;
            int j = i - 1;
            while (j >= 0 && (argb[j] & 0xFF_FFFF) == c) {
                j--;
            }
            insert(c, 1);
            if (leaves > SmallPalette.MAX) {
                reduce();
            }
            if (i - j > 1) {
                insert(c, i - j - 1);
            }
            assert leaves <= SmallPalette.MAX : leaves;
            i = j;
        }
        int size = number(root, 0);
        map(argb);
        return size;
    }

    /** The palette of the last {@link #quantize}, opaque ARGB, in its first {@code size} entries. */
    int[] colours() {
        return colours;
    }

    /** Each pixel's palette index of that call, in the first {@code argb.length} entries. */
    byte[] indices() {
        return indices;
    }

    /** Adds {@code k} pixels of colour {@code rgb} along its path, making missing nodes. */
    private void insert(int rgb, int k) {
        if (root == NONE) {
            root = node(0);
        }
        int r = rgb >>> 16;
        int g = (rgb >>> 8) & 0xFF;
        int b = rgb & 0xFF;
        int n = root;
        for (int level = 0; ; level++) {
            count[n] += k;
            red[n] += (long) k * r;
            green[n] += (long) k * g;
            blue[n] += (long) k * b;
            if (leaf[n]) {
                return;
            }
            int slot = 8 * n + branch(rgb, level);
            int c = child[slot];
            if (c == NONE) {
                if (++childCount[n] == 2) {
                    next[n] = reducible[level];
                    reducible[level] = n;
                }
                c = node(level + 1);
                child[slot] = c;
            }
            n = c;
        }
    }

    /** Bit {@code 8 - level} of red, green and blue (bit 8 of a channel is 0), as a child number 0..7. */
    private static int branch(int rgb, int level) {
        int shift = MAX_LEVEL - level;
        return (((rgb >>> 16) & 0xFF) >>> shift & 1) << 2 | (((rgb >>> 8) & 0xFF) >>> shift & 1) << 1
                | (rgb & 0xFF) >>> shift & 1;
    }

    /** A fresh node of {@code level}, a leaf below level 8. */
    private int node(int level) {
        int n;
        if (free != NONE) {
            n = free;
            free = next[n];
        } else {
            if (nodes == count.length) {
                grow();
            }
            n = nodes++;
        }
        Arrays.fill(child, 8 * n, 8 * n + 8, NONE);
        count[n] = 0;
        red[n] = 0;
        green[n] = 0;
        blue[n] = 0;
        childCount[n] = 0;
        leaf[n] = level > MAX_LEVEL;
        if (leaf[n]) {
            leaves++;
        }
        return n;
    }

    private void grow() {
        int size = 2 * count.length;
        child = Arrays.copyOf(child, 8 * size);
        count = Arrays.copyOf(count, size);
        red = Arrays.copyOf(red, size);
        green = Arrays.copyOf(green, size);
        blue = Arrays.copyOf(blue, size);
        childCount = Arrays.copyOf(childCount, size);
        leaf = Arrays.copyOf(leaf, size);
        next = Arrays.copyOf(next, size);
        paletteIndex = Arrays.copyOf(paletteIndex, size);
    }

    /** Makes one node of the deepest reduction list a leaf, as the class comment says. */
    private void reduce() {
        int level = MAX_LEVEL;
        while (level >= 0 && reducible[level] == NONE) {
            level--;
        }
        int taken = reducible[level];
        int min = count[taken];
        for (int p = taken; next[p] != NONE; p = next[p]) {
            if (min > count[next[p]]) {
                taken = p;
                min = count[p];
            }
        }
        if (taken == reducible[level]) {
            reducible[level] = next[taken];
        } else {
            int after = next[taken];
            next[taken] = next[after];
            taken = after;
        }
        assert !leaf[taken];
        leaves -= leavesBelow(taken) - 1;
        leaf[taken] = true;
        for (int i = 8 * taken; i < 8 * taken + 8; i++) {
            release(child[i]);
            child[i] = NONE;
        }
        childCount[taken] = 0;
    }

    private int leavesBelow(int n) {
        int sum = 0;
        for (int i = 8 * n; i < 8 * n + 8; i++) {
            int c = child[i];
            if (c != NONE) {
                sum += leaf[c] ? 1 : leavesBelow(c);
            }
        }
        return sum;
    }

    /** Puts {@code n} and the nodes below it on the free list. */
    private void release(int n) {
        if (n == NONE) {
            return;
        }
        for (int i = 8 * n; i < 8 * n + 8; i++) {
            release(child[i]);
        }
        next[n] = free;
        free = n;
    }

    /** Numbers the leaves below {@code n} from {@code index} on, writing their colours; returns the next index. */
    private int number(int n, int index) {
        if (leaf[n]) {
            long k = count[n];
            colours[index] = 0xFF00_0000 | (int) (red[n] / k) << 16 | (int) (green[n] / k) << 8 | (int) (blue[n] / k);
            paletteIndex[n] = index;
            return index + 1;
        }
        for (int i = 8 * n; i < 8 * n + 8; i++) {
            if (child[i] != NONE) {
                index = number(child[i], index);
            }
        }
        return index;
    }

    /** Each pixel's leaf: a colour's path is walked once, then looked up. */
    private void map(int[] argb) {
        if (indices.length < argb.length) {
            indices = new byte[argb.length];
        }
        Arrays.fill(slotColour, 0);
        int distinct = 0;
        int previous = ~(argb[0] | 0xFF00_0000);
        byte previousIndex = 0;
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i] | 0xFF00_0000;
            if (p != previous) {
                int mask = slotColour.length - 1;
                int slot = (p * 0x9E3779B9) >>> (32 - Integer.numberOfTrailingZeros(slotColour.length));
                while (slotColour[slot] != 0 && slotColour[slot] != p) {
                    slot = (slot + 1) & mask;
                }
                if (slotColour[slot] == 0) {
                    slotColour[slot] = p;
                    slotIndex[slot] = leafIndex(p);
                    distinct++;
                }
                previous = p;
                previousIndex = (byte) slotIndex[slot];
                if (2 * distinct > slotColour.length) {
                    rehash();
                }
            }
            indices[i] = previousIndex;
        }
    }

    /** The palette index of the leaf that colour {@code rgb}'s path ends in. */
    private int leafIndex(int rgb) {
        int n = root;
        for (int level = 0; !leaf[n]; level++) {
            n = child[8 * n + branch(rgb, level)];
        }
        return paletteIndex[n];
    }

    /** Doubles the colour map, keeping its entries. */
    private void rehash() {
        int[] oldColour = slotColour;
        int[] oldIndex = slotIndex;
        slotColour = new int[2 * oldColour.length];
        slotIndex = new int[slotColour.length];
        int mask = slotColour.length - 1;
        int shift = 32 - Integer.numberOfTrailingZeros(slotColour.length);
        for (int s = 0; s < oldColour.length; s++) {
            int p = oldColour[s];
            if (p != 0) {
                int slot = (p * 0x9E3779B9) >>> shift;
                while (slotColour[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slotColour[slot] = p;
                slotIndex[slot] = oldIndex[s];
            }
        }
    }
}
