package dev.wfc.core;

import dev.wfc.bitset.Wave;
import dev.wfc.core.topo.Topology;

import java.util.Arrays;

/**
 * An immutable WFC rule set: {@code T} tiles with positive weights and, per direction of one {@link Topology} (D
 * directions), which tile may stand next to which. Adjacency is symmetric by construction: {@code b} may be right of
 * {@code a} exactly when {@code a} may be left of {@code b}.
 *
 * <p>Maintainers: weights are also held in fixed point so that the solvers' running sums are exact integers, updated
 * with + and - only, and equal to a recomputation in any order. {@code weightFixed[t] = round(w[t] * 2^k)} with
 * {@code k} chosen so that the sum of all stays below 2^52 (exact as a double); {@code wLogWFixed[t] =
 * round(wf * ln(wf) * 2^j)} (StrictMath) with {@code j} chosen so that the sum of all stays below 2^62. Entropy is
 * then a pure function of the set of remaining tiles: {@link #entropy(long, long)}. Compatibility is stored twice:
 * as tile lists {@code compatible[d * T + t]} (tiles allowed at the neighbour in direction {@code d}, {@code d < D})
 * and as masks {@code masks[(d * T + t) * words + k]} over the same tiles. Byte-slice sum tables let the bitset path subtract
 * the weights of up to 8 removed tiles with one lookup.
 */
public final class Rules {
    private final Topology topology;
    private final int directions;
    private final int tiles;
    private final double[] weights;
    private final long[] weightFixed;
    private final long[] wLogWFixed;
    private final double wLogWScale;
    /** Sums over byte slices: {@code byteSumW[b * 256 + v]} = Σ weightFixed[8b + i] over the set bits i of v. */
    private final long[] byteSumW;
    private final long[] byteSumWLogW;
    private final int[][] compatible;
    private final long[] masks;
    private final int words;
    /** Whether every tile has at least one allowed neighbour in every direction (see {@link #fullWaveIsFixpoint}). */
    private final boolean everyTileSupported;

    private Rules(Topology topology, double[] weights, long[] masks) {
        this.topology = topology;
        this.directions = topology.directions();
        this.tiles = weights.length;
        this.weights = weights;
        this.words = Wave.wordsFor(tiles);
        this.masks = masks;
        this.weightFixed = new long[tiles];
        this.wLogWFixed = new long[tiles];
        double total = 0;
        double min = Double.MAX_VALUE;
        for (double w : weights) {
            total += w;
            min = Math.min(min, w);
        }
        int k = 51 - Math.getExponent(total);
        if (Math.getExponent(min) + k < 0) {
            throw new WfcInputException("weights: smallest " + min + " vs total " + total
                    + " (expected: a ratio within 2^50)");
        }
        double bound = 0;
        for (int t = 0; t < tiles; t++) {
            weightFixed[t] = Math.round(Math.scalb(weights[t], k));
            bound += weightFixed[t] * StrictMath.log(weightFixed[t]);
        }
        int j = 61 - Math.getExponent(Math.max(bound, 1));
        this.wLogWScale = Math.scalb(1.0, j);
        for (int t = 0; t < tiles; t++) {
            wLogWFixed[t] = Math.round(weightFixed[t] * StrictMath.log(weightFixed[t]) * wLogWScale);
        }
        int bytes = (tiles + 7) >>> 3;
        this.byteSumW = new long[bytes * 256];
        this.byteSumWLogW = new long[bytes * 256];
        for (int b = 0; b < bytes; b++) {
            for (int v = 1; v < 256; v++) {
                int t = b * 8 + Integer.numberOfTrailingZeros(v);
                int prev = b * 256 + (v & (v - 1));
                byteSumW[b * 256 + v] = byteSumW[prev] + (t < tiles ? weightFixed[t] : 0);
                byteSumWLogW[b * 256 + v] = byteSumWLogW[prev] + (t < tiles ? wLogWFixed[t] : 0);
            }
        }
        long allowed = 0;
        for (long m : masks) {
            allowed += Long.bitCount(m);
        }
        MemoryEstimate.require("rules of " + tiles + " tiles with " + allowed + " allowed neighbours",
                allowed * (double) Integer.BYTES, "fewer tiles or patterns");
        this.compatible = new int[directions * tiles][];
        boolean supported = true;
        for (int d = 0; d < directions; d++) {
            for (int t = 0; t < tiles; t++) {
                int base = (d * tiles + t) * words;
                int n = 0;
                for (int k2 = 0; k2 < words; k2++) {
                    n += Long.bitCount(masks[base + k2]);
                }
                int[] list = new int[n];
                int i = 0;
                for (int k2 = 0; k2 < words; k2++) {
                    for (long w = masks[base + k2]; w != 0; w &= w - 1) {
                        list[i++] = (k2 << 6) + Long.numberOfTrailingZeros(w);
                    }
                }
                compatible[d * tiles + t] = list;
                supported &= n > 0;
            }
        }
        this.everyTileSupported = supported;
    }

    /** A builder for {@code tiles} square tiles, all of weight 1 and with no adjacency allowed yet. */
    public static Builder builder(int tiles) {
        return new Builder(tiles, Topology.SQUARE);
    }

    /** A builder for {@code tiles} tiles of {@code topology}, all of weight 1 and with no adjacency allowed yet. */
    public static Builder builder(int tiles, Topology topology) {
        return new Builder(tiles, java.util.Objects.requireNonNull(topology, "topology"));
    }

    /** The topology whose directions the adjacency speaks of; a solver needs a grid of the same one. */
    public Topology topology() {
        return topology;
    }

    /** D, the topology's direction count. */
    public int directions() {
        return directions;
    }

    public int tileCount() {
        return tiles;
    }

    public double weight(int tile) {
        return weights[tile];
    }

    /** Whether {@code b} may be the neighbour of {@code a} in direction {@code d}. */
    public boolean allows(int a, int b, int d) {
        return (masks[(d * tiles + a) * words + (b >>> 6)] & (1L << b)) != 0;
    }

    /** The tiles that may be the neighbour of {@code tile} in direction {@code d}, ascending (a copy). */
    public int[] compatibleTiles(int tile, int d) {
        return compatible[d * tiles + tile].clone();
    }

    /** Number of (a, b, d) triples allowed. */
    public long adjacencyCount() {
        long n = 0;
        for (int[] list : compatible) {
            n += list.length;
        }
        return n;
    }

    // ---- package-private views for the solvers (no copies; never modified) ----

    int words() {
        return words;
    }

    long[] masks() {
        return masks;
    }

    int[][] compatibleLists() {
        return compatible;
    }

    /**
     * Whether a wave of every tile in every cell is already arc consistent, whatever the grid: a full neighbour toward
     * {@code d} supports tile {@code b} when some tile allows {@code b} toward {@code d}, that is (adjacency being
     * symmetric) when {@code b} allows some tile toward the opposite of {@code d}; off an edge nothing is required. So
     * propagation need only start from the cells restricted since, not from every cell.
     */
    boolean fullWaveIsFixpoint() {
        return everyTileSupported;
    }

    long[] weightFixed() {
        return weightFixed;
    }

    long[] wLogWFixed() {
        return wLogWFixed;
    }

    long[] byteSumW() {
        return byteSumW;
    }

    long[] byteSumWLogW() {
        return byteSumWLogW;
    }

    /** The scale of {@link #wLogWFixed()}: {@code 2^j}. */
    double wLogWScale() {
        return wLogWScale;
    }

    /** Entropy from exact fixed-point sums; 0 when the sum of weights is 0. */
    double entropy(long sumWeightFixed, long sumWLogWFixed) {
        if (sumWeightFixed <= 0) {
            return 0;
        }
        double w = sumWeightFixed;
        return ReproducibleLog.log(w) - (sumWLogWFixed / wLogWScale) / w;
    }

    /**
     * Collects weights and allowed adjacencies; {@link #build()} validates and freezes them. The constructor refuses
     * a tile count whose masks cannot be one array or do not fit in the heap ({@link MemoryEstimate#rulesBytes}),
     * before allocating them.
     */
    public static final class Builder {
        /** The largest Java array. */
        private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;
        /** The largest tile count whose masks fit in one array: 4 T ceil(T / 64) <= MAX_ARRAY. */
        static final int MAX_TILES = 185_344;

        private final double[] weights;
        private final long[] masks;
        private final int tiles;
        private final int words;
        private final Topology topology;

        private Builder(int tiles, Topology topology) {
            this.tiles = Checks.positive("tiles", tiles);
            this.topology = topology;
            this.words = Wave.wordsFor(tiles);
            long length = Math.multiplyExact(Math.multiplyExact((long) topology.directions(), tiles), words);
            String what = "rules of " + tiles + " tiles";
            if (length > MAX_ARRAY) {
                throw new WfcInputException(what + ": more than one array of masks holds (expected: at most "
                        + MAX_TILES + " tiles)");
            }
            MemoryEstimate.require(what, MemoryEstimate.rulesBytes(tiles, topology.directions()),
                    "fewer tiles or patterns");
            this.weights = new double[tiles];
            Arrays.fill(weights, 1.0);
            this.masks = new long[(int) length];
        }

        /**
         * @throws IllegalArgumentException if {@code tile} is out of range or {@code weight} is not finite and
         *     positive
         */
        public Builder weight(int tile, double weight) {
            checkTile(tile);
            if (!(weight > 0) || Double.isInfinite(weight)) {
                throw new WfcInputException("weight of tile " + tile + ": " + weight
                        + " (expected: finite, > 0)");
            }
            weights[tile] = weight;
            return this;
        }

        /**
         * Allows {@code b} as the neighbour of {@code a} in direction {@code d}, and so {@code a} as the neighbour
         * of {@code b} in the opposite direction.
         */
        public Builder allow(int a, int b, int d) {
            checkTile(a);
            checkTile(b);
            Checks.inRange("direction", d, 0, topology.directions() - 1);
            masks[(d * tiles + a) * words + (b >>> 6)] |= 1L << b;
            int o = topology.opposite(d);
            masks[(o * tiles + b) * words + (a >>> 6)] |= 1L << a;
            return this;
        }

        public Rules build() {
            return new Rules(topology, weights.clone(), masks.clone());
        }

        private void checkTile(int tile) {
            Checks.inRange("tile", tile, 0, tiles - 1);
        }
    }
}
