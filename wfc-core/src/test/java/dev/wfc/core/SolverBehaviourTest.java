package dev.wfc.core;

import dev.wfc.core.testkit.RandomRuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Step limits, cancellation, listeners, forced contradictions and builder validation, for both solvers. */
class SolverBehaviourTest {
    /** Two tiles that must alternate horizontally and vertically: an odd periodic side is impossible. */
    private static Rules checkerboard() {
        Rules.Builder b = Rules.builder(2);
        for (int d = 0; d < Direction.COUNT; d++) {
            b.allow(0, 1, d);
        }
        return b.build();
    }

    /** Three tiles, anything next to anything except 0 beside 0: contradictions happen only by bad luck. */
    private static Rules mostlyFree() {
        Rules.Builder b = Rules.builder(3);
        for (int d = 0; d < Direction.COUNT; d++) {
            for (int a = 0; a < 3; a++) {
                for (int c = 0; c < 3; c++) {
                    if (a + c > 0) {
                        b.allow(a, c, d);
                    }
                }
            }
        }
        return b.build();
    }

    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void forcedContradictionUsesEveryTry(SolverKind kind) {
        // 3x3 periodic: the checkerboard cannot close; AC alone cannot see it, so every attempt collapses and fails.
        Solver solver = SolverBuilder.of(checkerboard(), new Grid(3, 3, true)).kind(kind).tries(4).build();
        Solution s = solver.solve(1);
        assertEquals(Status.CONTRADICTION, s.status());
        assertEquals(4, s.attempts());
        assertTrue(s.contradictionCell() >= 0 && s.contradictionCell() < 9);
    }

    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void stepLimitStopsWithAConsistentPartialMap(SolverKind kind) {
        Solver solver = SolverBuilder.of(mostlyFree(), new Grid(10, 10, false)).kind(kind).stepLimit(5).build();
        Solution s = solver.solve(3);
        assertEquals(Status.STEP_LIMIT, s.status());
        int decided = 0;
        for (int c = 0; c < 100; c++) {
            if (s.tile(c) >= 0) {
                decided++;
                assertTrue(s.possible(c, s.tile(c)));
            }
        }
        assertTrue(decided >= 5 && decided < 100, "decided " + decided);
    }

    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void cancellationIsCheckedEveryStep(SolverKind kind) {
        AtomicInteger checks = new AtomicInteger();
        Solver solver = SolverBuilder.of(mostlyFree(), new Grid(12, 12, true)).kind(kind).build();
        Solution s = solver.solve(5, () -> checks.incrementAndGet() > 3);
        assertEquals(Status.CANCELLED, s.status());
        assertEquals(4, checks.get());
    }

    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void listenerSeesEveryObservationAndBan(SolverKind kind) {
        RandomRuleSet set = RandomRuleSet.generate(6, 77);
        List<int[]> observed = new ArrayList<>();
        int[] bans = new int[1];
        int[] attempts = new int[1];
        SolveListener listener = new SolveListener() {
            @Override
            public void attemptStarted(int attempt, long seed) {
                assertEquals(Seeds.attempt(8, attempt), seed);
                attempts[0]++;
                observed.clear();
                bans[0] = 0;
            }

            @Override
            public void observed(int cell, int tile) {
                observed.add(new int[] {cell, tile});
            }

            @Override
            public void banned(int cell, int tile) {
                bans[0]++;
            }
        };
        Grid grid = new Grid(6, 5, true);
        Solution s = SolverBuilder.of(set.rules, grid).kind(kind).listener(listener).build().solve(8);
        assertEquals(s.attempts(), attempts[0]);
        if (s.solved()) {
            // Every cell starts with all options (no restrictions, each tile supported) and ends with one.
            assertEquals(grid.cells() * (set.rules.tileCount() - 1), bans[0]);
            for (int[] o : observed) {
                assertEquals(o[1], s.tile(o[0]));
            }
        }
    }

    @Test
    void oneByOneAndOneByNGrids() {
        Rules free = mostlyFree();
        for (Grid g : new Grid[] {new Grid(1, 1, false), new Grid(1, 1, true), new Grid(1, 9, false),
                new Grid(9, 1, true)}) {
            Solution s = SolverBuilder.of(free, g).build().solve(2);
            assertTrue(s.solved(), g.toString());
        }
    }

    @Test
    void restrictionsThatContradictAreRefusedWithTheCell() {
        SolverBuilder b = SolverBuilder.of(checkerboard(), new Grid(4, 4, false));
        b.restrict(0, 0).restrict(1, 0);
        NoMapPossibleException e = assertThrows(NoMapPossibleException.class, b::build);
        assertTrue(e.getMessage().contains("cell ("), e.getMessage());
        assertFalse(IllegalArgumentException.class.isInstance(e), "a caller catching bad arguments must not swallow it");
    }

    @Test
    void builderValidatesOnceAndEveryArgument() {
        SolverBuilder b = SolverBuilder.of(mostlyFree(), new Grid(4, 4, false));
        b.tries(3);
        assertThrows(IllegalStateException.class, () -> b.tries(4));
        assertThrows(IllegalArgumentException.class, () -> SolverBuilder.of(mostlyFree(), new Grid(2, 2, false))
                .tries(0));
        assertThrows(IllegalArgumentException.class, () -> SolverBuilder.of(mostlyFree(), new Grid(2, 2, false))
                .stepLimit(-2));
        assertThrows(IllegalArgumentException.class, () -> b.restrict(16, 0));
        assertThrows(IllegalArgumentException.class, () -> b.ban(0, 3));
        assertThrows(IllegalArgumentException.class, () -> new Grid(0, 5, false));
        assertThrows(IllegalArgumentException.class, () -> new Grid(100_000, 100_000, false));
        assertThrows(IllegalArgumentException.class, () -> Rules.builder(2).weight(0, 0));
        assertThrows(IllegalArgumentException.class, () -> Rules.builder(2).weight(0, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Rules.builder(2).allow(0, 2, 0));
        assertThrows(IllegalArgumentException.class, () -> Rules.builder(2).allow(0, 1, 4));
    }

    @Test
    void autoPropagatorFollowsTileCount() {
        Grid g = new Grid(8, 8, true);
        assertEquals(PropagatorKind.BITSET, SolverBuilder.of(mostlyFree(), g).resolvePropagator());
        assertEquals(PropagatorKind.AC4, SolverBuilder.of(RandomRuleSet.generate(600, 1).rules, g)
                .resolvePropagator());
        assertEquals(PropagatorKind.AC4, SolverBuilder.of(mostlyFree(), g).propagator(PropagatorKind.AC4)
                .resolvePropagator());
        assertFalse(SolverBuilder.of(mostlyFree(), g).resolvePropagator() == PropagatorKind.AUTO);
    }
}
