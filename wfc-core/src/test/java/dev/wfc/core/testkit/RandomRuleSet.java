package dev.wfc.core.testkit;

import dev.wfc.core.Direction;
import dev.wfc.core.Rules;

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

    private RandomRuleSet(boolean[][][] allowed, double[] weights) {
        this.allowed = allowed;
        this.weights = weights;
        int tiles = weights.length;
        Rules.Builder b = Rules.builder(tiles);
        for (int t = 0; t < tiles; t++) {
            b.weight(t, weights[t]);
        }
        for (int d = 0; d < Direction.COUNT; d++) {
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

    /** Tiles with random weights (integers or fractions) and each triple allowed with a random density. */
    public static RandomRuleSet generate(int tiles, long seed) {
        Random rnd = new Random(seed);
        double density = 0.2 + 0.75 * rnd.nextDouble();
        boolean fractional = rnd.nextBoolean();
        double[] weights = new double[tiles];
        for (int t = 0; t < tiles; t++) {
            weights[t] = fractional ? 0.05 + rnd.nextDouble() * 3 : 1 + rnd.nextInt(100);
        }
        boolean[][][] allowed = new boolean[Direction.COUNT][tiles][tiles];
        for (int d = 0; d < 2; d++) {
            int o = (d + 2) % 4;
            for (int a = 0; a < tiles; a++) {
                for (int c = 0; c < tiles; c++) {
                    if (rnd.nextDouble() < density) {
                        allowed[d][a][c] = true;
                        allowed[o][c][a] = true;
                    }
                }
            }
        }
        return new RandomRuleSet(allowed, weights);
    }
}
