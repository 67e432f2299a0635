package dev.wfc.core;

/**
 * Bitset propagation: when a cell changes, each neighbour is intersected with the union of the compatibility masks
 * of the cell's remaining tiles toward it.
 *
 * <p>Maintainers: unions come from byte-sliced tables. {@code table[((b * 256 + v) * 4 + d) * W + k]} is word
 * {@code k} of the union, toward direction {@code d}, of the masks of tiles {@code 8b + i} for the set bits
 * {@code i} of byte value {@code v} (W words a cell, B bytes a cell). The four directions of one (b, v) are
 * adjacent, so one cache line (at W = 2) serves all four unions. A revision costs one table row per non-zero byte of
 * the cell (a nearly decided cell costs almost nothing). Table memory: B x 256 x 4 x W longs (180 KB at T = 84,
 * 3 MB at T = 437). Changed cells wait in a FIFO ring, each at most once: FIFO lets changes to a queued cell
 * accumulate, which measured 36% fewer revisions than a LIFO stack on Rooms 200x200 (1.01 M -> 0.65 M pops).
 */
final class BitsetPropagator implements Propagator {
    private final State state;
    private final int[] neighbors;
    private final int wordsPerCell;
    private final long[] table;
    /** Scratch: the four unions, {@code union[d * W + k]}. */
    private final long[] union;
    private final int[] queue;
    private final boolean[] queued;
    private int head;
    private int size;

    BitsetPropagator(Rules rules, State state, int[] neighbors) {
        this.state = state;
        this.neighbors = neighbors;
        int w = rules.words();
        this.wordsPerCell = w;
        int tiles = rules.tileCount();
        int bytes = (tiles + 7) >>> 3;
        long length = (long) bytes * 256 * Direction.COUNT * w;
        if (length > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("bitset tables for " + tiles + " tiles exceed 2^31 words");
        }
        this.table = new long[(int) length];
        long[] masks = rules.masks();
        int row = Direction.COUNT * w;
        for (int b = 0; b < bytes; b++) {
            for (int v = 1; v < 256; v++) {
                int t = b * 8 + Integer.numberOfTrailingZeros(v);
                int dest = (b * 256 + v) * row;
                int prev = (b * 256 + (v & (v - 1))) * row;
                for (int d = 0; d < Direction.COUNT; d++) {
                    for (int k = 0; k < w; k++) {
                        long m = t < tiles ? masks[(d * tiles + t) * w + k] : 0;
                        table[dest + d * w + k] = table[prev + d * w + k] | m;
                    }
                }
            }
        }
        this.union = new long[row];
        int cells = state.count.length;
        this.queue = new int[cells];
        this.queued = new boolean[cells];
    }

    @Override
    public void snapshot() {
        clearQueue();
    }

    @Override
    public void reset() {
        clearQueue();
    }

    @Override
    public void queueAll() {
        for (int c = 0; c < queued.length; c++) {
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

    /** Unions are recomputed from the wave, so an undo needs no bookkeeping. */
    @Override
    public void restored(int cell, int tile) {
        // nothing to undo
    }

    private void push(int cell) {
        if (!queued[cell]) {
            queued[cell] = true;
            int tail = head + size++;
            queue[tail < queue.length ? tail : tail - queue.length] = cell;
        }
    }

    private void clearQueue() {
        while (size > 0) {
            queued[pop()] = false;
        }
    }

    private int pop() {
        int cell = queue[head];
        head = head + 1 == queue.length ? 0 : head + 1;
        size--;
        return cell;
    }

    @Override
    public int propagate() {
        final int[] nb = neighbors;
        final int[] count = state.count;
        final long[] u = union;
        final int w = wordsPerCell;
        while (size > 0) {
            int cell = pop();
            queued[cell] = false;
            computeUnions(cell);
            for (int d = 0; d < Direction.COUNT; d++) {
                int n = nb[cell * Direction.COUNT + d];
                if (n >= 0 && state.restrict(n, u, d * w)) {
                    if (count[n] == 0) {
                        clearQueue();
                        return n;
                    }
                    push(n);
                }
            }
        }
        return -1;
    }

    /** Fills {@link #union} with the cell's four unions: one table row per non-zero byte of its words. */
    private void computeUnions(int cell) {
        final long[] words = state.words;
        final long[] tab = table;
        final long[] u = union;
        final int w = wordsPerCell;
        final int row = Direction.COUNT * w;
        java.util.Arrays.fill(u, 0L);
        for (int k = 0; k < w; k++) {
            long bits = words[cell * w + k];
            while (bits != 0) {
                int shift = Long.numberOfTrailingZeros(bits) & ~7;
                int src = ((((k << 3) + (shift >>> 3)) << 8) + ((int) (bits >>> shift) & 0xFF)) * row;
                for (int j = 0; j < row; j++) {
                    u[j] |= tab[src + j];
                }
                bits &= ~(0xFFL << shift);
            }
        }
    }
}
