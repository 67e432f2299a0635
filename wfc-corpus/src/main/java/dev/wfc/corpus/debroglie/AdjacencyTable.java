package dev.wfc.corpus.debroglie;

import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.WfcInputException;

import java.util.function.IntToDoubleFunction;

/**
 * The adjacent model's rules while they are learned: a count per tile and a T x T table of allowed pairs per
 * direction, filled from copies of the sample, the configuration's pairs or matching faces, each pair both ways.
 * Memory: 4 x T² booleans, hence {@link #MAX_TILES}.
 */
final class AdjacencyTable {
    /** The most tiles the adjacent model takes: its pair table is 4 x T x T booleans while it is learned. */
    static final int MAX_TILES = 2048;

    private final double[] weight;
    private final boolean[][][] allowed;

    /** An empty table of {@code tiles} tiles (at most {@link #MAX_TILES}). */
    AdjacencyTable(int tiles) {
        weight = new double[tiles];
        allowed = new boolean[Direction.COUNT][tiles][tiles];
    }

    /** @throws WfcInputException if {@code tiles} exceeds {@link #MAX_TILES} */
    static void checkTileCount(int tiles, String from) {
        if (tiles > MAX_TILES) {
            throw new WfcInputException("tiles: " + tiles + " distinct in " + from + " (expected: at most " + MAX_TILES
                    + " for the adjacent model)");
        }
    }

    /**
     * Counts every tile of a {@code w x h} copy of the sample (row-major, -1 a hole) and allows every pair of
     * neighbours in it, across the edge along x if {@code px}, along y if {@code py}.
     */
    void learn(int[] grid, int w, int h, boolean px, boolean py) {
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int a = grid[x + y * w];
                if (a < 0) {
                    continue;
                }
                weight[a]++;
                if (x + 1 < w || px) {
                    allow(a, grid[(x + 1) % w + y * w], Direction.RIGHT);
                }
                if (y + 1 < h || py) {
                    allow(a, grid[x + ((y + 1) % h) * w], Direction.DOWN);
                }
            }
        }
    }

    /** Allows {@code b} in direction {@code d} of {@code a}, and so {@code a} opposite; nothing if either is -1. */
    void allow(int a, int b, int d) {
        if (a >= 0 && b >= 0) {
            allowed[d][a][b] = true;
            allowed[Direction.opposite(d)][b][a] = true;
        }
    }

    /** The rules: each tile weighs its count (1 if it never occurs) times {@code factor} of it. */
    Rules rules(IntToDoubleFunction factor) {
        int tiles = weight.length;
        Rules.Builder rb = Rules.builder(tiles);
        for (int t = 0; t < tiles; t++) {
            double w = weight[t] > 0 ? weight[t] : 1;
            rb.weight(t, w * factor.applyAsDouble(t));
            for (int d = 0; d < Direction.COUNT; d++) {
                for (int u = 0; u < tiles; u++) {
                    if (allowed[d][t][u]) {
                        rb.allow(t, u, d);
                    }
                }
            }
        }
        return rb.build();
    }
}
