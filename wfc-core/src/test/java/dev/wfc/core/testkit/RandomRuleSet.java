package dev.wfc.core.testkit;

import dev.wfc.core.Rules;
import dev.wfc.core.topo.Topology;

import java.util.Random;

/**
 * A random rule set kept in two forms: the raw allowed triples as plain booleans (for checkers that must not share
 * the solver's logic) and the {@link Rules} built from them. Adjacency is made symmetric here, independently of
 * {@link Rules.Builder#allow}.
 */
public final class RandomRuleSet {
    /** allowed[d][a][b]: b may stand in direction d of a. */
    public final boolean[][][] allowed;
    public final double[] weights;
    public final Rules rules;

    private RandomRuleSet(boolean[][][] allowed, double[] weights, Topology topology) {
        this.allowed = allowed;
        this.weights = weights;
        int tiles = weights.length;
        Rules.Builder b = Rules.builder(tiles, topology);
        for (int t = 0; t < tiles; t++) {
            b.weight(t, weights[t]);
        }
        for (int d = 0; d < allowed.length; d++) {
            for (int a = 0; a < tiles; a++) {
                for (int c = 0; c < tiles; c++) {
                    if (allowed[d][a][c]) {
                        b.allow(a, c, d);
                    }
                }
            }
        }
        this.rules = b.build();
    }

    /** Square tiles with random weights (integers or fractions) and each triple allowed with a random density. */
    public static RandomRuleSet generate(int tiles, long seed) {
        return generate(tiles, seed, "square");
    }

    /**
     * Tiles of a {@link Shape} kind ({@code square}, {@code hex}, {@code cube}), as {@link #generate(int, long)}:
     * each direction of a pair of opposites (the shape's own, by offset) is drawn once and mirrored to the other.
     */
    public static RandomRuleSet generate(int tiles, long seed, String kind) {
        Random rnd = new Random(seed);
        double density = 0.2 + 0.75 * rnd.nextDouble();
        boolean fractional = rnd.nextBoolean();
        double[] weights = new double[tiles];
        for (int t = 0; t < tiles; t++) {
            weights[t] = fractional ? 0.05 + rnd.nextDouble() * 3 : 1 + rnd.nextInt(100);
        }
        Shape shape = new Shape(kind, 1, 1, 1, false, false, false, null);
        int dirs = shape.offsets().length;
        boolean[][][] allowed = new boolean[dirs][tiles][tiles];
        boolean[] drawn = new boolean[dirs];
        for (int d = 0; d < dirs; d++) {
            int o = shape.opposite(d);
            if (drawn[o]) {
                continue;
            }
            drawn[d] = true;
            for (int a = 0; a < tiles; a++) {
                for (int c = 0; c < tiles; c++) {
                    if (rnd.nextDouble() < density) {
                        allowed[d][a][c] = true;
                        allowed[o][c][a] = true;
                    }
                }
            }
        }
        return new RandomRuleSet(allowed, weights, Topology.parse(kind));
    }
}
