package dev.wfc.core;

import dev.wfc.core.testkit.RandomRuleSet;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Rules#fullWaveIsFixpoint}, which lets the solver skip the set-up's propagation from every cell, against the
 * raw allowed triples: true exactly when every tile may stand next to some tile in every direction. (That the solver
 * then makes the same maps is {@code SolverProperties}' work: its random rule sets fall on both sides.)
 */
class RulesFixpointTest {

    @Test
    void trueExactlyWhenEveryTileHasANeighbourInEveryDirection() {
        int[] seen = new int[2];
        for (String kind : new String[] {"square", "hex", "cube"}) {
            for (int tiles : new int[] {1, 2, 3, 5, 63, 64, 65, 128}) {
                for (long seed = 0; seed < 40; seed++) {
                    RandomRuleSet set = RandomRuleSet.generate(tiles, seed, kind);
                    boolean expected = true;
                    for (boolean[][] direction : set.allowed) {
                        for (int b = 0; b < tiles; b++) {
                            boolean any = false;
                            for (int a = 0; a < tiles; a++) {
                                any |= direction[a][b];
                            }
                            expected &= any;
                        }
                    }
                    assertEquals(expected, set.rules.fullWaveIsFixpoint(), kind + " " + tiles + " tiles, seed " + seed);
                    seen[expected ? 1 : 0]++;
                }
            }
        }
        assertTrue(seen[0] > 0 && seen[1] > 0, "both outcomes drawn: " + seen[0] + " false, " + seen[1] + " true");
    }
}
