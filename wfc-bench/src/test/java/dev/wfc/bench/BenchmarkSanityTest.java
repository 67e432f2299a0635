package dev.wfc.bench;

import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every implementation the benchmarks time returns the same map for the same seed: the naive solver, and the
 * incremental one with AC-4, with bitsets and with the automatic choice, on small maps of every workload. Each map is
 * also checked against the rules directly, so that agreeing on a wrong map cannot pass.
 */
class BenchmarkSanityTest {
    private static final long MASTER = 0x5A71_7700L;
    private static final int MAPS = 3;
    /** Small enough for the naive solver on Lake (437 tiles) to stay quick. */
    private static final int[] SIZES = {8, 20};

    @ParameterizedTest
    @EnumSource(Workload.class)
    void allImplementationsReturnTheSameMaps(Workload workload) throws IOException {
        Problem problem = workload.load();
        for (int size : workload == Workload.LAKE ? new int[] {SIZES[0]} : SIZES) {
            var naive = problem.solver(size, SolverKind.NAIVE, PropagatorKind.AUTO);
            var ac4 = problem.solver(size, SolverKind.INCREMENTAL, PropagatorKind.AC4);
            var bitset = problem.solver(size, SolverKind.INCREMENTAL, PropagatorKind.BITSET);
            var auto = problem.solver(size, SolverKind.INCREMENTAL, PropagatorKind.AUTO);
            for (int i = 0; i < MAPS; i++) {
                long seed = Seeds.map(MASTER, i);
                Solution expected = naive.solve(seed);
                String where = workload + " " + size + "x" + size + " seed " + seed;
                assertTrue(expected.solved(), where + ": " + expected);
                assertValid(problem.rules(), expected, where);
                assertArrayEquals(expected.tiles(), ac4.solve(seed).tiles(), where + " AC4");
                assertArrayEquals(expected.tiles(), bitset.solve(seed).tiles(), where + " BITSET");
                assertArrayEquals(expected.tiles(), auto.solve(seed).tiles(), where + " AUTO");
            }
        }
    }

    /** Every cell holds a tile, and every pair of neighbours is allowed by the rules. */
    static void assertValid(Rules rules, Solution map, String where) {
        Grid grid = map.grid();
        for (int c = 0; c < grid.cells(); c++) {
            int t = map.tile(c);
            assertTrue(t >= 0 && t < rules.tileCount(), where + ": cell " + c + " holds " + t);
            for (int d = 0; d < Direction.COUNT; d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0) {
                    assertTrue(rules.allows(t, map.tile(n), d), where + ": cell " + c + " tile " + t + ", "
                            + Direction.name(d) + " neighbour tile " + map.tile(n));
                }
            }
        }
        assertEquals(grid.cells(), map.tiles().length, where);
    }
}
