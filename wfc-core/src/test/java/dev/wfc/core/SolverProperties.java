package dev.wfc.core;

import dev.wfc.core.testkit.AdjacencyCheck;
import dev.wfc.core.testkit.RandomRuleSet;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The naive solver is the oracle: on random rule sets the incremental solver with either propagator makes exactly
 * the same choices and reaches exactly the same waves, and every solved map satisfies its rules; on square,
 * hexagonal and cubic grids, periodic per axis or not, masked or not.
 */
class SolverProperties {

    @Provide
    Arbitrary<Integer> edgeTileCounts() {
        return Arbitraries.of(1, 63, 64, 65, 128);
    }

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 3, 5, 8, 63, 64, 65, 128);
    }

    @Provide
    Arbitrary<Heuristic> heuristics() {
        return Arbitraries.of(Heuristic.class);
    }

    @Property(tries = 150, seed = "42")
    void incrementalMatchesNaive(@ForAll("tileCounts") int tiles, @ForAll("heuristics") Heuristic heuristic,
                                 @ForAll @IntRange(min = 1, max = 7) int width,
                                 @ForAll @IntRange(min = 1, max = 7) int height,
                                 @ForAll boolean periodic, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        Grid grid = new Grid(width, height, periodic);
        // Restarts only, so that attempts end in contradictions and restart (BacktrackingProperties covers the
        // default policy, backtracking, against the same oracle).
        Solution naive = solveOrNull(SolverBuilder.of(set.rules, grid).heuristic(heuristic).kind(SolverKind.NAIVE)
                .restartsOnly(), seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = solveOrNull(p.getValue().apply(SolverBuilder.of(set.rules, grid).heuristic(heuristic)
                    .kind(SolverKind.INCREMENTAL).restartsOnly()), seed);
            assertSame(naive, fast, p.getKey());
        }
        Statistics.collect(naive == null ? "refused" : naive.status());
        // Guards against a generator that would make this property vacuous.
        Statistics.coverage(c -> {
            c.check(Status.SOLVED).percentage(p -> p > 30);
            c.check(Status.CONTRADICTION).count(n -> n > 0);
        });
        if (naive != null && naive.solved()) {
            assertNull(AdjacencyCheck.firstViolation(naive.tiles(), width, height, periodic, set.allowed));
        }
    }

    /**
     * Every topology, periodic per axis at random, masked or not: the naive solver and every propagation agree, and
     * the topology oracle (its own neighbour arithmetic) accepts every solved map, masked-out cells empty.
     */
    @Property(tries = 150, seed = "13")
    void incrementalMatchesNaiveOnEveryTopology(@ForAll("topologies") String kind,
                                                @ForAll("edgeTileCounts") int tiles, @ForAll boolean masked,
                                                @ForAll("heuristics") Heuristic heuristic, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed, kind);
        Shape shape = Shape.random(kind, new Random(seed), kind.equals("cube") ? 4 : 6, masked);
        Grid grid = shape.grid();
        Solution naive = solveOrNull(set.rules, grid, heuristic, SolverKind.NAIVE, PropagatorKind.AUTO, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = solveOrNull(p.getValue().apply(
                    SolverBuilder.of(set.rules, grid).heuristic(heuristic).kind(SolverKind.INCREMENTAL)), seed);
            assertSame(naive, fast, kind + " " + grid + " " + p.getKey());
        }
        Statistics.collect(kind, naive == null ? "refused" : naive.status());
        Statistics.coverage(c -> {
            c.check("hex", Status.SOLVED).count(n -> n > 5);
            c.check("cube", Status.SOLVED).count(n -> n > 5);
        });
        if (naive != null && naive.solved()) {
            assertNull(TopologyCheck.firstViolation(naive.tiles(), shape, set.allowed), grid::toString);
        }
    }

    /** Propagators from random bans on hexagonal and cubic grids, masked or not: one fixpoint for all. */
    @Property(tries = 100, seed = "14")
    void propagatorsReachTheSameFixpointOnEveryTopology(@ForAll("topologies") String kind,
                                                        @ForAll("tileCounts") int tiles,
                                                        @ForAll @IntRange(min = 0, max = 6) int steps,
                                                        @ForAll boolean masked, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed, kind);
        Random rnd = new Random(seed);
        Grid grid = Shape.random(kind, rnd, 5, masked).grid();
        assertSameFixpoint(set, grid, rnd, steps, seed);
    }

    /** Large tile counts, fewer tries: T = 300 spans five words a cell. */
    @Property(tries = 12, seed = "300")
    void incrementalMatchesNaiveWithManyTiles(@ForAll @IntRange(min = 1, max = 4) int side, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(300, seed);
        Grid grid = new Grid(side, side + 1, seed % 2 == 0);
        Solution naive = solveOrNull(set.rules, grid, Heuristic.ENTROPY, SolverKind.NAIVE, PropagatorKind.AUTO, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            assertSame(naive, solveOrNull(p.getValue().apply(SolverBuilder.of(set.rules, grid)), seed), p.getKey());
        }
    }

    /**
     * Propagators from random restrictions: after random bans and a random number of collapse steps, AC-4, bitset
     * unions, bitset deltas, bitsets choosing by estimate and AC-3 leave exactly the same wave (the arc-consistent
     * fixpoint is unique).
     */
    @Property(tries = 150, seed = "4")
    void propagatorsReachTheSameFixpoint(@ForAll("tileCounts") int tiles, @ForAll @IntRange(min = 0, max = 6) int steps,
                                         @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        Random rnd = new Random(seed);
        Grid grid = new Grid(1 + rnd.nextInt(6), 1 + rnd.nextInt(6), rnd.nextBoolean());
        assertSameFixpoint(set, grid, rnd, steps, seed);
    }

    private static void assertSameFixpoint(RandomRuleSet set, Grid grid, Random rnd, int steps, long seed) {
        int tiles = set.weights.length;
        int[][] bans = new int[rnd.nextInt(grid.cells() * tiles / 2 + 1)][];
        for (int i = 0; i < bans.length; i++) {
            bans[i] = new int[] {rnd.nextInt(grid.cells()), rnd.nextInt(tiles)};
        }
        Solution reference = null;
        boolean first = true;
        for (SolverKind kind : SolverKind.values()) {
            for (var p : PropagatorVariants.all().entrySet()) {
                SolverBuilder b = p.getValue().apply(SolverBuilder.of(set.rules, grid).kind(kind)).stepLimit(steps)
                        .tries(1);
                for (int[] ban : bans) {
                    b.ban(ban[0], ban[1]);
                }
                Solution s = solveOrNull(b, seed);
                if (first) {
                    reference = s;
                    first = false;
                } else {
                    assertSame(reference, s, kind + "/" + p.getKey());
                }
            }
        }
    }

    @Property(tries = 40, seed = "9")
    void sameSeedSameMapAfterReuse(@ForAll @IntRange(min = 2, max = 20) int tiles, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        SolverBuilder builder = SolverBuilder.of(set.rules, new Grid(9, 7, true));
        Solution probe = solveOrNull(builder, seed);
        Assume.that(probe != null);
        Solver solver = SolverBuilder.of(set.rules, new Grid(9, 7, true)).build();
        Solution first = solver.solve(seed);
        assertEquals(probe, first);
        solver.solve(seed + 1);
        assertEquals(first, solver.solve(seed));
    }

    private static Solution solveOrNull(Rules rules, Grid grid, Heuristic h, SolverKind kind, PropagatorKind p,
                                        long seed) {
        return solveOrNull(SolverBuilder.of(rules, grid).heuristic(h).kind(kind).propagator(p), seed);
    }

    /** The map, or null when the builder refuses rules and restrictions that admit no map at all. */
    private static Solution solveOrNull(SolverBuilder b, long seed) {
        Solver solver;
        try {
            solver = b.build();
        } catch (NoMapPossibleException e) {
            return null;
        }
        return solver.solve(seed);
    }

    /** Same status and attempts; same tiles and remaining options unless the last attempt ended in a contradiction. */
    static void assertSame(Solution expected, Solution actual, String what) {
        if (expected == null || actual == null) {
            assertEquals(expected, actual, what + ": refused alike");
            return;
        }
        assertEquals(expected.status(), actual.status(), what + ": status");
        assertEquals(expected.attempts(), actual.attempts(), what + ": attempts");
        if (expected.status() == Status.CONTRADICTION) {
            return;
        }
        int cells = expected.grid().cells();
        int tiles = actual.tileCount();
        for (int c = 0; c < cells; c++) {
            assertEquals(expected.tile(c), actual.tile(c), what + ": tile of cell " + c);
            for (int t = 0; t < tiles; t++) {
                assertEquals(expected.possible(c, t), actual.possible(c, t), what + ": option " + t + " of cell " + c);
            }
        }
    }
}
