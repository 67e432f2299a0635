package dev.wfc.corpus.stats;

import dev.wfc.core.Entropy;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Statistics of a corpus, gathered map by map without keeping the maps: how maps ended, attempts, solve times, how
 * often each tile occurs against the sample's own frequencies (its weights), and how often each tile stands beside
 * each other in each direction: the D directions of the rules' topology, named by it (4 on squares, 6 on hexagons
 * and cubes), each map's cells on its grid (a cube's every layer; masked-out cells, -1, are skipped like undecided
 * ones).
 *
 * <p>Definitions. A tile's sample frequency is its weight over the total weight; its corpus frequency its count over
 * the decided cells of every map. The KL divergence {@code D(q || p) = Σ q_t ln(q_t / p_t)} (nats) is of the corpus
 * frequencies q from the sample's p, over the tiles with q_t > 0; finite since every weight is positive. Percentiles
 * are nearest-rank: the p-th of n sorted values is the value at rank ⌈p n / 100⌉. A tile's rule row entropy in a
 * direction is the entropy of the weights of the tiles the rules allow there (how much the rules leave open; 0 when
 * they pin one tile); its observed row entropy that of the counts of the tiles that stood there in the corpus.
 *
 * <p>Maintainers: neighbour counts are kept only for allowed pairs, one counter per (tile, direction, allowed
 * neighbour) laid out like {@link Rules#compatibleTiles} lists and found by binary search; a pair the rules forbid
 * (never in a map the solver made) is only counted as such.
 */
public final class CorpusStatistics {
    private final Rules rules;
    private final int tiles;
    /** D of the rules' topology: 4 on squares, 6 on hexagons and cubes. */
    private final int directions;
    private final int[][] allowed;
    private final long[][] pairs;
    private final long[] counts;
    private final double[] weights;
    private final Map<String, Integer> statuses = new TreeMap<>();
    private final Map<Integer, Integer> attemptCounts = new TreeMap<>();
    private final List<Double> millis = new ArrayList<>();
    private final List<Double> mapDivergences = new ArrayList<>();
    private long attempts;
    private long forbiddenPairs;
    /** The grid of the first map with cells, or null. */
    private Grid firstGrid;

    public CorpusStatistics(Rules rules) {
        this.rules = rules;
        this.tiles = rules.tileCount();
        this.directions = rules.directions();
        this.allowed = new int[tiles * directions][];
        this.pairs = new long[tiles * directions][];
        for (int t = 0; t < tiles; t++) {
            for (int d = 0; d < directions; d++) {
                allowed[t * directions + d] = rules.compatibleTiles(t, d);
                pairs[t * directions + d] = new long[allowed[t * directions + d].length];
            }
        }
        this.counts = new long[tiles];
        this.weights = new double[tiles];
        Arrays.setAll(weights, rules::weight);
    }

    /**
     * Adds one map of the manifest.
     *
     * @param cells the map's tile ids by cell ({@code -1} undecided), or null for a map without files
     * @param grid the shape of {@code cells}; ignored when it is null
     * @return the map's divergence (see {@link #mapDivergences}), NaN without cells or a decided cell
     */
    public double add(String status, int attemptsMade, double solveMillis, int[] cells, Grid grid) {
        statuses.merge(status, 1, Integer::sum);
        attemptCounts.merge(attemptsMade, 1, Integer::sum);
        attempts += attemptsMade;
        millis.add(solveMillis);
        if (cells == null) {
            return Double.NaN;
        }
        if (firstGrid == null) {
            firstGrid = grid;
        }
        long[] own = new long[tiles];
        for (int c = 0; c < cells.length; c++) {
            int a = cells[c];
            if (a < 0) {
                continue;
            }
            own[a]++;
            for (int d = 0; d < directions; d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && cells[n] >= 0) {
                    countPair(a, d, cells[n]);
                }
            }
        }
        long decided = 0;
        for (int t = 0; t < tiles; t++) {
            counts[t] += own[t];
            decided += own[t];
        }
        if (decided == 0) {
            return Double.NaN;
        }
        double divergence = divergence(own, weights);
        mapDivergences.add(divergence);
        return divergence;
    }

    private void countPair(int a, int d, int b) {
        int row = a * directions + d;
        int i = Arrays.binarySearch(allowed[row], b);
        if (i >= 0) {
            pairs[row][i]++;
        } else {
            forbiddenPairs++;
        }
    }

    /**
     * {@code D(q || p)} in nats of the frequencies {@code q} that {@code counts} give from those {@code weights}
     * give (see the class comment).
     *
     * @throws IllegalArgumentException if the counts sum to 0, or a counted tile has no weight
     */
    static double divergence(long[] counts, double[] weights) {
        double n = Arrays.stream(counts).sum();
        double w = Arrays.stream(weights).sum();
        if (n <= 0) {
            throw new IllegalArgumentException("counts: all 0 (expected: some tile counted)");
        }
        double sum = 0;
        for (int t = 0; t < counts.length; t++) {
            if (counts[t] > 0) {
                if (!(weights[t] > 0)) {
                    throw new IllegalArgumentException("weight of tile " + t + ": " + weights[t]
                            + " (expected: > 0 for a counted tile)");
                }
                double q = counts[t] / n;
                sum += q * Math.log(q / (weights[t] / w));
            }
        }
        return sum;
    }

    /**
     * The mean of {@code values}, or NaN if there are none, summed in ascending order: the manifest lists maps in the
     * order they finished, so a sum in that order would make the same corpus report different last digits.
     */
    static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sorted().average().orElse(Double.NaN);
    }

    /** The nearest-rank {@code p}-th percentile of {@code values}, or NaN if there are none. */
    static double percentile(List<Double> values, double p) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(rank, 1) - 1];
    }

    /** The rules' weights by tile: the sample's own frequencies, unnormalized. A copy. */
    public double[] sampleWeights() {
        return weights.clone();
    }

    public int maps() {
        return millis.size();
    }

    /** Maps by status name, sorted by name. */
    public Map<String, Integer> statuses() {
        return statuses;
    }

    /** Maps by the attempts they took, ascending. */
    public Map<Integer, Integer> attemptCounts() {
        return attemptCounts;
    }

    public long attempts() {
        return attempts;
    }

    /** Attempts that ended in a contradiction: all of a map without a solution, all but the last of the others. */
    public long contradictions() {
        return attempts - (maps() - failures());
    }

    /** Maps every attempt of which ended in a contradiction. */
    public int failures() {
        return statuses.getOrDefault("contradiction", 0);
    }

    public List<Double> millis() {
        return millis;
    }

    /** Each tile's count over the decided cells of every map. */
    public long[] counts() {
        return counts.clone();
    }

    public long decidedCells() {
        return Arrays.stream(counts).sum();
    }

    /** The divergence of the whole corpus, or NaN if no cell was decided. */
    public double divergence() {
        return decidedCells() == 0 ? Double.NaN : divergence(counts, weights);
    }

    /** The divergence of each map with a decided cell. */
    public List<Double> mapDivergences() {
        return mapDivergences;
    }

    /** The entropy of the weights of the tiles allowed in direction {@code d} of {@code t}, or NaN if none is. */
    public double ruleRowEntropy(int t, int d) {
        int[] row = allowed[t * directions + d];
        return row.length == 0 ? Double.NaN : entropy(Arrays.stream(row).mapToDouble(rules::weight).toArray());
    }

    /** The entropy of the counts of the tiles seen in direction {@code d} of {@code t}, or NaN if none was. */
    public double observedRowEntropy(int t, int d) {
        long[] row = pairs[t * directions + d];
        return Arrays.stream(row).sum() == 0 ? Double.NaN : entropy(Arrays.stream(row).mapToDouble(v -> v).toArray());
    }

    /** {@link Entropy#of}, exactly 0 where a single weight is positive (where rounding could give -1e-17). */
    private static double entropy(double[] weights) {
        return Arrays.stream(weights).filter(w -> w > 0).count() <= 1 ? 0 : Entropy.of(weights);
    }

    /** The rules' topology, whose directions the row entropies are of. */
    public dev.wfc.core.topo.Topology topology() {
        return rules.topology();
    }

    /** The grid of the first map read with cells (all maps of a corpus share one), or null if none had cells. */
    public Grid grid() {
        return firstGrid;
    }

    /** Neighbour pairs in the maps that the rules forbid; 0 for any map the solver made. */
    public long forbiddenPairs() {
        return forbiddenPairs;
    }
}
