package dev.wfc.core;

import dev.wfc.core.testkit.RandomRuleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When a listener gets its view, what a snapshot reports at a contradiction, and that listening changes nothing. */
class SolveViewTest {
    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void theViewComesOnceAtBuildBeforeTheFirstAttempt(SolverKind kind) {
        List<String> events = new ArrayList<>();
        SolveView[] view = new SolveView[1];
        SolveListener listener = new SolveListener() {
            @Override
            public void attached(SolveView v) {
                events.add("attached");
                view[0] = v;
            }

            @Override
            public void attemptStarted(int attempt, long seed) {
                events.add("attempt " + attempt);
            }
        };
        Grid grid = new Grid(5, 4, true);
        Solver solver = SolverBuilder.of(RandomRuleSet.generate(4, 3).rules, grid).kind(kind).listener(listener)
                .build();
        assertEquals(List.of("attached"), events);
        assertEquals(grid, view[0].grid());
        assertThrows(IndexOutOfBoundsException.class, () -> view[0].entropy(grid.cells()));
        Solution s = solver.solve(11);
        assertEquals("attempt 0", events.get(1));
        assertEquals(1 + s.attempts(), events.size(), events::toString);
    }

    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void aSnapshotAtAContradictionShowsTheEmptyCell(SolverKind kind) {
        // Two tiles that must alternate cannot close a 3x3 torus; propagation alone cannot see it.
        Rules.Builder b = Rules.builder(2);
        for (int d = 0; d < Direction.COUNT; d++) {
            b.allow(0, 1, d);
        }
        Solution[] atContradiction = new Solution[1];
        int[] emptied = {-1};
        SolveView[] view = new SolveView[1];
        SolveListener listener = new SolveListener() {
            @Override
            public void attached(SolveView v) {
                view[0] = v;
            }

            @Override
            public void contradiction(int cell) {
                emptied[0] = cell;
                atContradiction[0] = view[0].snapshot();
            }
        };
        SolverBuilder.of(b.build(), new Grid(3, 3, true)).kind(kind).tries(1).listener(listener).build().solve(1);
        assertNotNull(atContradiction[0]);
        assertEquals(Status.CONTRADICTION, atContradiction[0].status());
        assertEquals(1, atContradiction[0].attempts());
        assertTrue(emptied[0] >= 0);
        for (int t = 0; t < 2; t++) {
            assertEquals(false, atContradiction[0].possible(emptied[0], t));
        }
    }

    @ParameterizedTest
    @EnumSource(SolverKind.class)
    void aListenerThatLooksChangesNoMap(SolverKind kind) {
        RandomRuleSet set = RandomRuleSet.generate(7, 21);
        Grid grid = new Grid(8, 6, false);
        SolveListener looking = new SolveListener() {
            private SolveView view;

            @Override
            public void attached(SolveView v) {
                view = v;
            }

            @Override
            public void observed(int cell, int tile) {
                view.snapshot();
                view.entropy(cell);
            }
        };
        for (long seed = 0; seed < 5; seed++) {
            Solution plain = SolverBuilder.of(set.rules, grid).kind(kind).build().solve(seed);
            Solution watched = SolverBuilder.of(set.rules, grid).kind(kind).listener(looking).build().solve(seed);
            SolverProperties.assertSame(plain, watched, "seed " + seed);
        }
    }
}
