package dev.wfc.core;

/**
 * Bitset propagation: when a cell changes, each neighbour is intersected with the union of the compatibility masks
 * of the cell's remaining tiles. The union is read from byte-sliced tables: {@code table[((d * B + b) * 256 + v) *
 * W + k]} is word {@code k} of the union of the masks of tiles {@code 8b + i} for the set bits {@code i} of byte
 * value {@code v} (B bytes a cell, W words a cell). One union costs at most B x W word ORs and skips zero bytes, so
 * a nearly decided cell costs almost nothing. Table memory: 4 x B x 256 x W longs (about 3 MB at T = 437).
 */
final class BitsetPropagator implements Propagator {
    private final State state;
    private final int[] neighbors;
    private final int wordsPerCell;
    private final int bytesPerCell;
    private final long[] table;
    private final long[] union;
    /** Cells whose neighbours must be revised; each cell at most once (inStack). */
    private final int[] stack;
    private final boolean[] inStack;
    private int top;

    BitsetPropagator(Rules rules, State state, int[] neighbors) {
        this.state = state;
        this.neighbors = neighbors;
        this.wordsPerCell = rules.words();
        int tiles = rules.tileCount();
        this.bytesPerCell = (tiles + 7) >>> 3;
        long size = (long) Direction.COUNT * bytesPerCell * 256 * wordsPerCell;
        if (size > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("bitset tables for " + tiles + " tiles exceed 2^31 words");
        }
        this.table = new long[(int) size];
        long[] masks = rules.masks();
        for (int d = 0; d < Direction.COUNT; d++) {
            for (int b = 0; b < bytesPerCell; b++) {
                int row = (d * bytesPerCell + b) * 256;
                for (int v = 1; v < 256; v++) {
                    int t = b * 8 + Integer.numberOfTrailingZeros(v);
                    int dest = (row + v) * wordsPerCell;
                    int prev = (row + (v & (v - 1))) * wordsPerCell;
                    for (int k = 0; k < wordsPerCell; k++) {
                        long m = t < tiles ? masks[(d * tiles + t) * wordsPerCell + k] : 0;
                        table[dest + k] = table[prev + k] | m;
                    }
                }
            }
        }
        this.union = new long[wordsPerCell];
        int cells = state.count.length;
        this.stack = new int[cells];
        this.inStack = new boolean[cells];
    }

    @Override
    public void snapshot() {
        clearStack();
    }

    @Override
    public void reset() {
        clearStack();
    }

    private void clearStack() {
        while (top > 0) {
            inStack[stack[--top]] = false;
        }
    }

    @Override
    public void queueAll() {
        for (int c = 0; c < inStack.length; c++) {
            push(c);
        }
    }

    @Override
    public void restrict(int cell, long[] mask, int offset) {
        if (state.restrict(cell, mask, offset)) {
            push(cell);
        }
    }

    @Override
    public void collapse(int cell, int tile) {
        long[] one = union;
        for (int k = 0; k < wordsPerCell; k++) {
            one[k] = (tile >>> 6) == k ? 1L << tile : 0;
        }
        restrict(cell, one, 0);
    }

    private void push(int cell) {
        if (!inStack[cell]) {
            inStack[cell] = true;
            stack[top++] = cell;
        }
    }

    @Override
    public int propagate() {
        final int[] nb = neighbors;
        final long[] words = state.words;
        final int[] count = state.count;
        final int wpc = wordsPerCell;
        final int bytes = bytesPerCell;
        final long[] tab = table;
        final long[] u = union;
        while (top > 0) {
            int cell = stack[--top];
            inStack[cell] = false;
            for (int d = 0; d < Direction.COUNT; d++) {
                int n = nb[cell * Direction.COUNT + d];
                if (n < 0) {
                    continue;
                }
                int rowBase = d * bytes;
                if (wpc == 1) {
                    long w = words[cell];
                    long acc = 0;
                    while (w != 0) {
                        int shift = Long.numberOfTrailingZeros(w) & ~7;
                        int v = (int) (w >>> shift) & 0xFF;
                        acc |= tab[(rowBase + (shift >>> 3)) * 256 + v];
                        w &= ~(0xFFL << shift);
                    }
                    u[0] = acc;
                } else {
                    java.util.Arrays.fill(u, 0L);
                    for (int k = 0; k < wpc; k++) {
                        long w = words[cell * wpc + k];
                        while (w != 0) {
                            int shift = Long.numberOfTrailingZeros(w) & ~7;
                            int v = (int) (w >>> shift) & 0xFF;
                            int src = ((rowBase + (k << 3) + (shift >>> 3)) * 256 + v) * wpc;
                            for (int j = 0; j < wpc; j++) {
                                u[j] |= tab[src + j];
                            }
                            w &= ~(0xFFL << shift);
                        }
                    }
                }
                if (state.restrict(n, u, 0)) {
                    if (count[n] == 0) {
                        clearStack();
                        return n;
                    }
                    push(n);
                }
            }
        }
        return -1;
    }
}
