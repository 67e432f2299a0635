package dev.wfc.core;

import dev.wfc.core.testkit.RandomRuleSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * {@link UnionTable#unions}, byte-sliced, against unions taken tile by tile from
 * the plain allowed triples of the rule set (which share nothing with the table), for cells from nearly empty to full,
 * alone and amid other cells' words. Square rules of up to 64 and of 65 to 128 tiles take its paths for rows of 4 and
 * 8 words; more tiles, and the hexagonal and cubic rules, its listed path.
 */
class UnionTableProperties {
    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 8, 63, 64, 65, 128, 200);
    }

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Property(tries = 200, seed = "18")
    void unionsMatchTileByTileUnions(@ForAll("tileCounts") int tiles, @ForAll("topologies") String kind,
                                     @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed, kind);
        Rules rules = set.rules;
        int w = rules.words();
        int dirs = rules.directions();
        UnionTable table = new UnionTable(rules);
        Random rnd = new Random(seed);
        long[] cell = new long[w];
        long[] got = new long[dirs * w];
        for (int round = 0; round < 8; round++) {
            double density = round == 0 ? 1 : rnd.nextDouble();
            boolean[] present = new boolean[tiles];
            java.util.Arrays.fill(cell, 0L);
            for (int t = 0; t < tiles; t++) {
                present[t] = rnd.nextDouble() < density;
                if (present[t]) {
                    cell[t >>> 6] |= 1L << t;
                }
            }
            long[] expected = new long[dirs * w];
            for (int d = 0; d < dirs; d++) {
                for (int a = 0; a < tiles; a++) {
                    for (int b = 0; b < tiles && present[a]; b++) {
                        if (set.allowed[d][a][b]) {
                            expected[d * w + (b >>> 6)] |= 1L << b;
                        }
                    }
                }
            }
            java.util.Arrays.fill(got, -1L);
            table.unions(cell, 0, got);
            assertArrayEquals(expected, got, () -> tiles + " tiles, " + kind);
            // The same cell as the middle one of three in a wave: only its own words are read.
            long[] wave = new long[3 * w];
            java.util.Arrays.fill(wave, -1L);
            System.arraycopy(cell, 0, wave, w, w);
            java.util.Arrays.fill(got, -1L);
            table.unions(wave, w, got);
            assertArrayEquals(expected, got, () -> tiles + " tiles, " + kind + ", cell at word " + w);
        }
    }
}
