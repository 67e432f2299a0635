package dev.wfc.bench;

import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyntheticRulesTest {
    @Test
    void standardIsAPureFunctionOfTheSeed() {
        Rules a = SyntheticRules.standard();
        Rules b = SyntheticRules.standard();
        assertEquals(SyntheticRules.TILES, a.tileCount());
        for (int t = 0; t < a.tileCount(); t++) {
            assertEquals(a.weight(t), b.weight(t));
            for (int u = 0; u < a.tileCount(); u++) {
                for (int d = 0; d < Direction.COUNT; d++) {
                    assertEquals(a.allows(t, u, d), b.allows(t, u, d));
                }
            }
        }
    }

    @Property(tries = 50, seed = "8")
    void adjacencyIsSymmetricAndEveryTileHasNeighbours(@ForAll @IntRange(min = 1, max = 70) int tiles,
            @ForAll @IntRange(min = 1, max = 12) int levels, @ForAll long seed) {
        Rules r = SyntheticRules.generate(Math.max(tiles, levels), levels, seed);
        for (int a = 0; a < r.tileCount(); a++) {
            assertTrue(r.allows(a, a, Direction.RIGHT) && r.allows(a, a, Direction.DOWN), "tile " + a + " alone");
            for (int b = 0; b < r.tileCount(); b++) {
                for (int d = 0; d < Direction.COUNT; d++) {
                    assertEquals(r.allows(a, b, d), r.allows(b, a, d), a + "," + b + " " + Direction.name(d));
                }
            }
        }
    }

    /** The design claim: maps never contradict, so a solve never restarts. */
    @Property(tries = 15, seed = "8")
    void mapsNeverNeedARestart(@ForAll @IntRange(min = 8, max = 48) int tiles,
            @ForAll @IntRange(min = 2, max = 8) int levels, @ForAll long seed) {
        Rules r = SyntheticRules.generate(tiles, levels, seed);
        Solver solver = SolverBuilder.of(r, new Grid(40, 40, true)).tries(1).build();
        for (int i = 0; i < 4; i++) {
            Solution map = solver.solve(Seeds.map(seed, i));
            assertTrue(map.solved(), map + " with " + tiles + " tiles on " + levels + " levels");
            BenchmarkSanityTest.assertValid(r, map, 40, "seed " + seed);
        }
    }

    @Test
    void standardRulesSolveLargeMapsFirstTime() {
        Solver solver = SolverBuilder.of(SyntheticRules.standard(), new Grid(200, 200, true)).tries(1).build();
        for (int i = 0; i < 3; i++) {
            assertTrue(solver.solve(Seeds.map(SyntheticRules.SEED, i)).solved());
        }
    }

    @Test
    void rejectsImpossibleShapes() {
        var e = assertThrows(IllegalArgumentException.class, () -> SyntheticRules.generate(3, 4, 1));
        assertEquals("tiles: 3 (expected: >= levels, 4)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SyntheticRules.generate(3, 0, 1));
        assertEquals("levels: 0 (expected: > 0)", e.getMessage());
    }
}
