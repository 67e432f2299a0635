package dev.wfc.bench;

import dev.wfc.core.Direction;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverKind;
import dev.wfc.core.testkit.AdjacencyCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every implementation the benchmarks time returns the same map for the same seed: the naive solver, and the
 * incremental one with AC-4, with bitsets and with the automatic choice, on small maps of every workload. Each map is
 * also checked against the rules by the testkit's independent checker, so that agreeing on a wrong map cannot pass.
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
                assertValid(problem.rules(), expected, size, where);
                assertArrayEquals(expected.tiles(), ac4.solve(seed).tiles(), where + " AC4");
                assertArrayEquals(expected.tiles(), bitset.solve(seed).tiles(), where + " BITSET");
                assertArrayEquals(expected.tiles(), auto.solve(seed).tiles(), where + " AUTO");
            }
        }
    }

    /**
     * Every cell of a periodic {@code size} x {@code size} map holds a tile and every pair of neighbours is one of
     * the rules' allowed triples, checked by the testkit's {@link AdjacencyCheck}, whose neighbour arithmetic shares
     * nothing with the solvers or {@code Grid}.
     */
    static void assertValid(Rules rules, Solution map, int size, String where) {
        int tiles = rules.tileCount();
        boolean[][][] allowed = new boolean[Direction.COUNT][tiles][tiles];
        for (int d = 0; d < Direction.COUNT; d++) {
            for (int a = 0; a < tiles; a++) {
                for (int b = 0; b < tiles; b++) {
                    allowed[d][a][b] = rules.allows(a, b, d);
                }
            }
        }
        int[] cells = map.tiles();
        assertEquals(size * size, cells.length, where);
        assertNull(AdjacencyCheck.firstViolation(cells, size, size, true, allowed), where);
    }
}
