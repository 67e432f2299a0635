package dev.wfc.core;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The one message format of {@link Checks}, and {@link SolverConfig}'s defaults, checks and hand-over. */
class SolverConfigTest {
    private static void assertBadInput(String message, Executable call) {
        assertEquals(message, assertThrows(WfcInputException.class, call).getMessage());
    }

    private static void assertSetTwice(String message, Executable call) {
        assertEquals(message, assertThrows(IllegalStateException.class, call).getMessage());
    }

    @Test
    void checksSayNameValueAndExpectation() {
        assertBadInput("width: -3 (expected: > 0)", () -> Checks.positive("width", -3));
        assertBadInput("count: -1 (expected: >= 0)", () -> Checks.atLeast("count", -1L, 0));
        assertBadInput("symmetry: 9 (expected: 1..8)", () -> Checks.inRange("symmetry", 9, 1, 8));
        assertSetTwice("tries was already set", () -> Checks.once(true, "tries"));
        assertEquals(7, Checks.inRange("n", 7, 2, 7));
        assertEquals(1L, Checks.positive("x", 1L));
    }

    @Test
    void defaultsAreTheSolverBuildersDefaults() {
        SolverConfig c = SolverConfig.builder().build();
        assertEquals(48, c.width());
        assertEquals(48, c.height());
        assertEquals(false, c.periodic());
        assertEquals(Heuristic.ENTROPY, c.heuristic());
        assertEquals(SolverKind.INCREMENTAL, c.kind());
        assertEquals(PropagatorKind.AUTO, c.propagator());
        assertEquals(10, c.tries());
        assertEquals(OptionalLong.empty(), c.stepLimit());
        assertEquals(Optional.of(Backtracking.DEFAULT), c.backtracking());
        assertEquals(new Backtracking(100, 1000), Backtracking.DEFAULT,
                "the documented default: 100 undos, then a restart");
        assertEquals(Optional.empty(), SolverConfig.builder().restartsOnly().build().backtracking());
    }

    @Test
    void aSolverBuilderBacktracksByDefaultAndRestartsOnlyWhenAsked() {
        Rules.Builder free = Rules.builder(1);
        for (int d = 0; d < Direction.COUNT; d++) {
            free.allow(0, 0, d);
        }
        Rules one = free.build();
        SolverBuilder unset = SolverBuilder.of(one, new Grid(2, 2, false));
        unset.build();
        assertEquals(Backtracking.DEFAULT, unset.backtracking());
        SolverBuilder restarts = SolverBuilder.of(one, new Grid(2, 2, false)).restartsOnly();
        restarts.build();
        assertNull(restarts.backtracking());
        assertSetTwice("backtracking was already set", () -> restarts.backtracking(Backtracking.DEFAULT));
        SolverBuilder limited = SolverBuilder.of(one, new Grid(2, 2, false)).backtracking(new Backtracking(7, 3));
        assertSetTwice("backtracking was already set", limited::restartsOnly);
        SolverBuilder configured = SolverConfig.builder().restartsOnly().build()
                .configure(SolverBuilder.of(one, new Grid(2, 2, false)));
        configured.build();
        assertNull(configured.backtracking(), "a restarts-only config makes a restarts-only solver");
        assertSetTwice("backtracking was already set", () -> SolverConfig.builder().restartsOnly().restartsOnly());
    }

    @Test
    void everySetterChecksItsRangeOnceAndRefusesASecondCall() {
        assertBadInput("width: 0 (expected: > 0)", () -> SolverConfig.builder().size(0, 5));
        assertBadInput("height: -1 (expected: > 0)", () -> SolverConfig.builder().size(5, -1));
        assertBadInput("tries: 0 (expected: > 0)", () -> SolverConfig.builder().tries(0));
        assertBadInput("stepLimit: -1 (expected: >= 0)", () -> SolverConfig.builder().stepLimit(-1));
        SolverConfig.Builder b = SolverConfig.builder().size(3, 4).periodic(true).tries(2).stepLimit(0)
                .heuristic(Heuristic.MRV).kind(SolverKind.NAIVE).propagator(PropagatorKind.AC4)
                .backtracking(Backtracking.DEFAULT);
        assertSetTwice("size was already set", () -> b.size(3, 4));
        assertSetTwice("periodic was already set", () -> b.periodic(true));
        assertSetTwice("tries was already set", () -> b.tries(2));
        assertSetTwice("stepLimit was already set", () -> b.stepLimit(0));
        assertSetTwice("heuristic was already set", () -> b.heuristic(Heuristic.MRV));
        assertSetTwice("kind was already set", () -> b.kind(SolverKind.NAIVE));
        assertSetTwice("propagator was already set", () -> b.propagator(PropagatorKind.AC4));
        assertSetTwice("backtracking was already set", () -> b.backtracking(Backtracking.DEFAULT));
        SolverConfig c = b.build();
        assertEquals(OptionalLong.of(0), c.stepLimit());
        assertEquals(c, c.withPropagator(PropagatorKind.AC4));
        assertEquals(PropagatorKind.BITSET, c.withPropagator(PropagatorKind.BITSET).propagator());
    }

    @Test
    void theSolverBuilderAndTheConfigShareTheirMessages() {
        SolverBuilder b = SolverBuilder.of(Rules.builder(1).build(), new Grid(2, 2, false));
        assertBadInput("tries: 0 (expected: > 0)", () -> b.tries(0));
        assertBadInput("stepLimit: -2 (expected: -1 or >= 0)", () -> b.stepLimit(-2));
        assertBadInput("cell: 4 (expected: 0..3)", () -> b.restrict(4, 0));
        assertBadInput("tile: 1 (expected: 0..0)", () -> b.ban(0, 1));
        assertBadInput("width: 0 (expected: > 0)", () -> new Grid(0, 1, true));
        assertBadInput("maxDepth: 1 (expected: >= 2)", () -> new Backtracking(5, 1));
    }

    @Test
    void aConfigSetsEveryOptionOfASolverBuilder() {
        SolverConfig c = SolverConfig.builder().size(4, 4).tries(3).stepLimit(2).build();
        Rules.Builder free = Rules.builder(2);
        for (int d = 0; d < Direction.COUNT; d++) {
            free.allow(0, 0, d).allow(0, 1, d).allow(1, 1, d);
        }
        SolverBuilder b = c.configure(SolverBuilder.of(free.build(), new Grid(4, 4, false)));
        assertSetTwice("tries was already set", () -> b.tries(1));
        assertSetTwice("stepLimit was already set", () -> b.stepLimit(1));
        assertSetTwice("heuristic was already set", () -> b.heuristic(Heuristic.ENTROPY));
        assertEquals(Status.STEP_LIMIT, b.build().solve(1).status(), "2 steps cannot decide 16 free cells");
    }
}
