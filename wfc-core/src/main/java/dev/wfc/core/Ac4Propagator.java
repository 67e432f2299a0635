package dev.wfc.core;

import java.util.Arrays;

/**
 * AC-4 propagation: {@code support[(cell * D + d) * T + t]} (D directions) counts the tiles still possible at the neighbour
 * opposite to {@code d} that allow {@code t} at {@code cell}. The layout keeps one (cell, direction)'s counters
 * contiguous, so walking an ascending compatibility list touches them in order. Counters are 16-bit ({@code char}):
 * a counter starts at a compatibility-list length (at most T) and only ever counts down once per ban of one of
 * those tiles, so it stays in [0, T]; T above 65535 is refused. Banning {@code (c, t)} decrements, for each direction
 * {@code d}, the counter of every tile compatible with {@code t} at the neighbour in {@code d}; a counter reaching 0
 * bans that tile. Work is proportional to the bans times the compatible-list lengths; memory is cells x T x D x 2
 * bytes, twice (the snapshot).
 */
final class Ac4Propagator implements Propagator {
    private final State state;
    private final int tiles;
    private final int[] neighbors;
    /** D, the topology's direction count. */
    private final int dirs;
    /** {@code opposite[d]}: the direction back. */
    private final int[] opposite;
    private final int[][] compatible;
    private final char[] support;
    private final char[] initialSupport;
    /** Scratch: the mask of one tile, for {@link #collapse}. */
    private final long[] single;
    /** Pending bans, packed as {@code cell << 32 | tile}; grows on demand, never shrinks. */
    private long[] stack = new long[1024];
    private int top;

    Ac4Propagator(Rules rules, State state, int[] neighbors) {
        this.state = state;
        this.tiles = rules.tileCount();
        this.neighbors = neighbors;
        this.dirs = rules.directions();
        this.opposite = new int[dirs];
        for (int d = 0; d < dirs; d++) {
            opposite[d] = rules.topology().opposite(d);
        }
        this.compatible = rules.compatibleLists();
        this.single = new long[state.wordsPerCell];
        int cells = state.count.length;
        long size = (long) cells * tiles * dirs;
        if (size > Integer.MAX_VALUE - 8 || tiles > Character.MAX_VALUE) {
            throw new WfcInputException("AC-4 counters for " + cells + " cells x " + tiles
                    + " tiles exceed 2^31 counters or 65535 tiles (use the bitset propagator)");
        }
        this.support = new char[(int) size];
        this.initialSupport = new char[(int) size];
        for (int c = 0; c < cells; c++) {
            for (int t = 0; t < tiles; t++) {
                for (int d = 0; d < dirs; d++) {
                    support[(c * dirs + d) * tiles + t] = (char) compatible[opposite[d] * tiles + t].length;
                }
            }
        }
    }

    @Override
    public void snapshot() {
        // Counters already reflect every ban made so far: propagation ran to the fixpoint.
        System.arraycopy(support, 0, initialSupport, 0, support.length);
        top = 0;
    }

    @Override
    public void reset() {
        System.arraycopy(initialSupport, 0, support, 0, support.length);
        top = 0;
    }

    /** Bans every possible tile whose support count from an existing neighbour is already 0. O(cells x T). */
    @Override
    public void queueAll() {
        int cells = state.count.length;
        for (int c = 0; c < cells; c++) {
            for (int t = 0; t < tiles; t++) {
                if (!state.wave.get(c, t)) {
                    continue;
                }
                for (int d = 0; d < dirs; d++) {
                    if (neighbors[c * dirs + opposite[d]] >= 0 && support[(c * dirs + d) * tiles + t] == 0) {
                        ban(c, t);
                        break;
                    }
                }
            }
        }
    }

    @Override
    public void restrict(int cell, long[] mask, int offset) {
        int words = state.wordsPerCell;
        long[] w = state.words;
        for (int k = 0; k < words; k++) {
            for (long removed = w[cell * words + k] & ~mask[offset + k]; removed != 0; removed &= removed - 1) {
                ban(cell, (k << 6) + Long.numberOfTrailingZeros(removed));
            }
        }
    }

    @Override
    public void collapse(int cell, int tile) {
        Arrays.fill(single, 0L);
        single[tile >>> 6] = 1L << tile;
        restrict(cell, single, 0);
    }

    private void ban(int cell, int tile) {
        state.removeTile(cell, tile);
        if (top == stack.length) {
            stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top++] = (long) cell << 32 | tile;
    }

    /**
     * Pops bans and decrements the counters they support. After a contradiction the remaining pending bans are
     * still processed, without banning anything new, so every counter again equals the supports left in the wave.
     */
    @Override
    public int propagate() {
        final int t = tiles;
        final int dn = dirs;
        final int[] nb = neighbors;
        final int[][] compat = compatible;
        final char[] sup = support;
        final long[] words = state.words;
        final int wpc = state.wordsPerCell;
        final int[] count = state.count;
        int bad = -1;
        while (top > 0) {
            long packed = stack[--top];
            int cell = (int) (packed >>> 32);
            int tile = (int) packed;
            for (int d = 0; d < dn; d++) {
                int n = nb[cell * dn + d];
                if (n < 0) {
                    continue;
                }
                int[] list = compat[d * t + tile];
                int base = (n * dn + d) * t;
                for (int t2 : list) {
                    if (--sup[base + t2] == 0 && bad < 0
                            && (words[n * wpc + (t2 >>> 6)] & (1L << t2)) != 0) {
                        ban(n, t2);
                        if (count[n] == 0) {
                            bad = n;
                        }
                    }
                }
            }
        }
        return bad;
    }

    /** Gives back the supports that {@code tile} at {@code cell} lends its neighbours. */
    @Override
    public void restored(int cell, int tile) {
        for (int d = 0; d < dirs; d++) {
            int n = neighbors[cell * dirs + d];
            if (n < 0) {
                continue;
            }
            int base = (n * dirs + d) * tiles;
            for (int t2 : compatible[d * tiles + tile]) {
                support[base + t2]++;
            }
        }
    }
}
