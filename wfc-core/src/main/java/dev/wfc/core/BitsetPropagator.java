package dev.wfc.core;

/**
 * Bitset propagation. Changed cells wait in a FIFO ring, each at most once: FIFO lets changes to a queued cell
 * accumulate, which measured 36% fewer revisions than a LIFO stack on Rooms 200x200 (1.01 M -> 0.65 M pops).
 *
 * <p>Invariant: every tile at a neighbour of cell {@code c} has a support in {@code last[c]}, the cell's words
 * when it was last revised; a cell whose words differ from {@code last} is queued. A revision of {@code c} restores
 * the invariant for its D neighbours by the cheaper of two paths, by estimate:
 * <ul>
 *   <li><b>union</b>: intersect each neighbour with the union of the masks of {@code c}'s tiles toward it
 *       ({@link UnionTable}): one table row ({@code 4 W} words) per non-zero byte of {@code c};</li>
 *   <li><b>delta</b>: only a tile compatible with a tile {@code c} lost since {@code last} can have lost its
 *       support, so check just those: {@link #lostTileCost} per lost tile.</li>
 * </ul>
 * Unions win for nearly decided cells (a collapse), deltas for full cells that lost a few tiles, the bulk of the work
 * at large T. Where one lost tile costs more than half the union of a full cell (dense rules, small T), deltas do
 * not pay and {@code last} is not kept at all ({@link #deltas}). Measured (one thread, median of 11 maps, four
 * alternating runs each, unions only -> both paths): Lake 100x100 (T = 437) 288 -> 235 ms; Skyline 200x200
 * (T = 170) 140 -> 139 ms; Rooms 200x200 (T = 84, unions only) 88 -> 89 ms.
 */
final class BitsetPropagator implements Propagator {
    /**
     * A lost tile costs about this many union words per word a cell and compatible tile: each candidate's support
     * check reads masks until one word holds a support, and its bit loops branch unpredictably. Measured best among
     * 1, 2, 4 and 8 on Lake, Skyline, Rooms and Knot while the check read every word (4 then); with the check
     * stopping at the first support, 2 (Lake 100x100, median CPU of 11 attempts: 4 -> 2: 263 -> 239 ms; 1: 277 ms).
     */
    private static final int CANDIDATE_COST = 2;

    private final State state;
    /** {@code neighbors[cell * D + d]}, -1 where there is none. */
    private final int[] neighbors;
    /** D, the topology's direction count. */
    private final int directions;
    /** {@code opposite[d]}: the direction back. */
    private final int[] opposite;
    private final int wordsPerCell;
    private final int tiles;
    private final UnionTable unionTable;
    /** {@code masks[(d * T + t) * W + k]}: the tiles allowed toward d next to t (see {@link Rules}). */
    private final long[] masks;
    /**
     * Whether deltas may pay: a lost tile costs less than half the union of a full cell. Without them (dense rules,
     * small T) {@link #last} is not kept at all.
     */
    private final boolean deltas;
    /** Each cell's words at its last revision ({@code last & ~wave}: what it lost since); empty without deltas. */
    private final long[] last;
    /** Cost of one lost tile on the delta path, in union words. */
    private final int lostTileCost;
    /** Scratch: the D unions, {@code union[d * W + k]}. */
    private final long[] union;
    /** Scratch, W words each: the tiles lost since the last revision, candidates, tiles a neighbour keeps. */
    private final long[] lost;
    private final long[] candidates;
    private final long[] keep;
    private final int[] queue;
    private final boolean[] queued;
    private int head;
    private int size;
    /** Whether every revision takes the union path: before the snapshot ({@link #last} unkept) or without deltas. */
    private boolean unionOnly = true;

    /** Which revision paths the propagator may take; tests force each one. */
    enum Paths {
        /** The cheaper by estimate (production). */
        CHEAPER,
        /** Unions only. */
        UNION,
        /** Deltas only, except before the snapshot. */
        DELTA
    }

    BitsetPropagator(Rules rules, State state, int[] neighbors, Paths paths) {
        this.state = state;
        this.neighbors = neighbors;
        this.directions = rules.directions();
        this.opposite = new int[directions];
        for (int d = 0; d < directions; d++) {
            opposite[d] = rules.topology().opposite(d);
        }
        int w = rules.words();
        this.wordsPerCell = w;
        this.tiles = rules.tileCount();
        this.unionTable = new UnionTable(rules);
        this.masks = rules.masks();
        int cells = state.count.length;
        long fanout = 0;
        for (int[] list : rules.compatibleLists()) {
            fanout += list.length;
        }
        // Per lost tile: its mask toward each direction (D W), then its compatible tiles' support checks.
        long perTile = (long) w * (directions + CANDIDATE_COST * fanout / Math.max(1, tiles));
        this.lostTileCost = switch (paths) {
            case CHEAPER -> (int) Math.min(Integer.MAX_VALUE, Math.max(1, perTile));
            case UNION -> Integer.MAX_VALUE;
            case DELTA -> 0;
        };
        // Keeping last costs a copy a snapshot and a compare a revision: worth it only where a lost tile costs under
        // half a full cell's union (Rooms 48x48, T = 84, was about 5% slower with deltas at the full union's price).
        this.deltas = 2L * lostTileCost < (long) ((tiles + 7) >>> 3) * unionTable.rowWords();
        this.last = new long[deltas ? cells * w : 0];
        this.union = new long[unionTable.rowWords()];
        this.lost = new long[w];
        this.candidates = new long[w];
        this.keep = new long[w];
        this.queue = new int[cells];
        this.queued = new boolean[cells];
    }

    @Override
    public void snapshot() {
        clearQueue();
        System.arraycopy(state.words, 0, last, 0, last.length);
        unionOnly = !deltas;
    }

    @Override
    public void reset() {
        clearQueue();
        // The state is back at the snapshot, a fixpoint: every cell's last revision is its current words.
        System.arraycopy(state.words, 0, last, 0, last.length);
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
        long[] one = keep;
        for (int k = 0; k < wordsPerCell; k++) {
            one[k] = (tile >>> 6) == k ? 1L << tile : 0;
        }
        restrict(cell, one, 0);
    }

    /**
     * Puts the tile back into the cell's last-revised words. An undo returns every cell changed in the level to its
     * words at the level's start, a fixpoint where {@code last == wave}; meanwhile the cell's {@code last} lay
     * between the two, so adding the returning tiles gives exactly the old words.
     */
    @Override
    public void restored(int cell, int tile) {
        if (deltas) {
            last[cell * wordsPerCell + (tile >>> 6)] |= 1L << tile;
        }
    }

    @Override
    public int propagate() {
        final int[] nb = neighbors;
        final int dirs = directions;
        final int[] count = state.count;
        final long[] words = state.words;
        final int w = wordsPerCell;
        final long rowWords = unionTable.rowWords();
        while (size > 0) {
            int cell = pop();
            queued[cell] = false;
            boolean byDelta = false;
            if (!unionOnly) {
                int lostTiles = 0;
                int rows = 0;
                for (int k = 0; k < w; k++) {
                    long now = words[cell * w + k];
                    long gone = last[cell * w + k] & ~now;
                    lost[k] = gone;
                    lostTiles += Long.bitCount(gone);
                    rows += UnionTable.rows(now);
                    last[cell * w + k] = now;
                }
                if (lostTiles == 0) {
                    continue;
                }
                byDelta = (long) lostTiles * lostTileCost < rows * rowWords;
            }
            if (byDelta) {
                int bad = reviseByDelta(cell);
                if (bad >= 0) {
                    return bad;
                }
                continue;
            }
            unionTable.unions(words, cell * w, union);
            // Most neighbours lose nothing (72% on Rooms 48x48), and C2 does not inline restrict here ("already
            // compiled into a big method"), so the inlined within() spares that case a call. Median CPU an attempt,
            // in-process A/B both orders: Rooms 48x48 -7 to -9%, Flowers 48x48 -3 to -5%, cave 128x128 -2%.
            for (int d = 0; d < dirs; d++) {
                int n = nb[cell * dirs + d];
                if (n >= 0 && !state.within(n, union, d * w) && state.restrict(n, union, d * w)) {
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

    /** The delta path: {@link #removeUnsupported} toward each direction. @return an emptied cell, or -1 */
    private int reviseByDelta(int cell) {
        final int dirs = directions;
        for (int d = 0; d < dirs; d++) {
            int n = neighbors[cell * dirs + d];
            if (n >= 0 && removeUnsupported(cell, n, d)) {
                if (state.count[n] == 0) {
                    clearQueue();
                    return n;
                }
                push(n);
            }
        }
        return -1;
    }

    /**
     * The delta path toward {@code d}: removes from {@code n} the tiles compatible with a tile {@code cell} lost
     * that no tile left in {@code cell} supports. O(W x (lost tiles + candidates)).
     *
     * @return whether {@code n} changed
     */
    private boolean removeUnsupported(int cell, int n, int d) {
        final long[] words = state.words;
        final long[] m = masks;
        final int w = wordsPerCell;
        for (int k = 0; k < w; k++) {
            candidates[k] = 0;
        }
        for (int k = 0; k < w; k++) {
            for (long gone = lost[k]; gone != 0; gone &= gone - 1) {
                int from = (d * tiles + (k << 6) + Long.numberOfTrailingZeros(gone)) * w;
                for (int j = 0; j < w; j++) {
                    candidates[j] |= m[from + j];
                }
            }
        }
        final int back = opposite[d] * tiles;
        boolean any = false;
        for (int k = 0; k < w; k++) {
            long kept = -1L;
            for (long check = candidates[k] & words[n * w + k]; check != 0; check &= check - 1) {
                int from = (back + (k << 6) + Long.numberOfTrailingZeros(check)) * w;
                int j = 0;
                while (j < w && (m[from + j] & words[cell * w + j]) == 0) {
                    j++;
                }
                if (j == w) {
                    kept &= ~(check & -check);
                    any = true;
                }
            }
            keep[k] = kept;
        }
        return any && state.restrict(n, keep, 0);
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
}
