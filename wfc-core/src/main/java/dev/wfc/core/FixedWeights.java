package dev.wfc.core;

/**
 * The fixed-point weight tables the solvers' running sums read: the rules' own (one region, no per-cell index) or
 * those of a {@link CellWeights} map. {@link #weightBase} and {@link #byteBase} give a cell's offset into them.
 *
 * <p>Maintainers: layout {@code weightFixed[r * T + t]}, {@code wLogWFixed[r * T + t]},
 * {@code byteSumW[r * S + slice * 256 + v]} with {@code S = ceil(T / 8) * 256}. All regions share one scale: weight
 * {@code w} is {@code round(w * 2^k)} with {@code k} such that the largest region's sum stays below 2^52 and
 * {@code w ln w} scaled by {@code 2^j} keeps every region's sum below 2^62, exactly as {@link Rules} does for one
 * region; entropy is invariant under a common scale, so one {@link #entropy} serves every cell. A weight of 0 has
 * the fixed values 0 (the tile is banned from the region's cells by {@link SolverBuilder}, so no sum holds it).
 * Uniform weights keep the rules' arrays and {@code regions == null}: the solvers' uniform path reads offset 0.
 */
final class FixedWeights {
    final long[] weightFixed;
    final long[] wLogWFixed;
    final long[] byteSumW;
    final long[] byteSumWLogW;
    /** The region of each cell; null for the rules' weights. */
    final int[] regions;
    private final int tiles;
    private final int sliceTable;
    /**
     * {@code 1 / wLogWScale}, exact since the scale is a power of two: multiplying by it gives the same double as
     * dividing by the scale, without a division's latency in every re-keying of a cell.
     */
    private final double wLogWUnscale;

    private FixedWeights(long[] weightFixed, long[] wLogWFixed, long[] byteSumW, long[] byteSumWLogW, int[] regions,
                         int tiles, double wLogWScale) {
        this.weightFixed = weightFixed;
        this.wLogWFixed = wLogWFixed;
        this.byteSumW = byteSumW;
        this.byteSumWLogW = byteSumWLogW;
        this.regions = regions;
        this.tiles = tiles;
        this.sliceTable = ((tiles + 7) >>> 3) * 256;
        this.wLogWUnscale = 1 / wLogWScale;
        assert wLogWScale == Math.scalb(1.0, Math.getExponent(wLogWScale)) : "the scale must be a power of two";
    }

    /** The rules' own tables, shared, not copied. */
    static FixedWeights of(Rules rules) {
        return new FixedWeights(rules.weightFixed(), rules.wLogWFixed(), rules.byteSumW(), rules.byteSumWLogW(), null,
                rules.tileCount(), rules.wLogWScale());
    }

    /**
     * Tables for {@code w}, whose tile count is the rules'. O(R * T + R * ceil(T / 8) * 256).
     *
     * @throws WfcInputException if the smallest positive weight and the largest region's sum are more than 2^50 apart,
     *     or the tables do not fit in the heap
     */
    static FixedWeights of(CellWeights w) {
        int tiles = w.tileCount();
        int r = w.regionCount();
        int slices = (tiles + 7) >>> 3;
        MemoryEstimate.require("cell weights of " + r + " regions and " + tiles + " tiles",
                (double) r * (2.0 * tiles + 2.0 * slices * 256) * Long.BYTES, "fewer regions or tiles");
        double maxTotal = 0;
        double min = Double.MAX_VALUE;
        for (int g = 0; g < r; g++) {
            double total = 0;
            for (int t = 0; t < tiles; t++) {
                double x = w.weight(g, t);
                total += x;
                if (x > 0) {
                    min = Math.min(min, x);
                }
            }
            maxTotal = Math.max(maxTotal, total);
        }
        int k = 51 - Math.getExponent(maxTotal);
        if (Math.getExponent(min) + k < 0) {
            throw new WfcInputException("cell weights: smallest " + min + " vs largest region total " + maxTotal
                    + " (expected: a ratio within 2^50)");
        }
        long[] wf = new long[r * tiles];
        double bound = 1;
        for (int g = 0; g < r; g++) {
            double regionBound = 0;
            for (int t = 0; t < tiles; t++) {
                long f = Math.round(Math.scalb(w.weight(g, t), k));
                wf[g * tiles + t] = f;
                regionBound += f == 0 ? 0 : f * StrictMath.log(f);
            }
            bound = Math.max(bound, regionBound);
        }
        double scale = Math.scalb(1.0, 61 - Math.getExponent(bound));
        long[] wl = new long[r * tiles];
        for (int i = 0; i < wl.length; i++) {
            wl[i] = wf[i] == 0 ? 0 : Math.round(wf[i] * StrictMath.log(wf[i]) * scale);
        }
        int table = slices * 256;
        long[] bw = new long[r * table];
        long[] bwl = new long[r * table];
        for (int g = 0; g < r; g++) {
            for (int b = 0; b < slices; b++) {
                int at = g * table + b * 256;
                for (int v = 1; v < 256; v++) {
                    int t = b * 8 + Integer.numberOfTrailingZeros(v);
                    int prev = at + (v & (v - 1));
                    bw[at + v] = bw[prev] + (t < tiles ? wf[g * tiles + t] : 0);
                    bwl[at + v] = bwl[prev] + (t < tiles ? wl[g * tiles + t] : 0);
                }
            }
        }
        return new FixedWeights(wf, wl, bw, bwl, w.regions(), tiles, scale);
    }

    /** The offset of {@code cell}'s weights in {@link #weightFixed} and {@link #wLogWFixed}. */
    int weightBase(int cell) {
        return regions == null ? 0 : regions[cell] * tiles;
    }

    /** The offset of {@code cell}'s byte-slice sums in {@link #byteSumW} and {@link #byteSumWLogW}. */
    int byteBase(int cell) {
        return regions == null ? 0 : regions[cell] * sliceTable;
    }

    /** Entropy from exact fixed-point sums of one cell; 0 when the sum of weights is 0. As {@link Rules#entropy}. */
    double entropy(long sumWeightFixed, long sumWLogWFixed) {
        if (sumWeightFixed <= 0) {
            return 0;
        }
        double w = sumWeightFixed;
        return ReproducibleLog.log(w) - (sumWLogWFixed * wLogWUnscale) / w;
    }
}
