package dev.wfc.core;

import dev.wfc.core.testkit.AdjacencyCheck;
import dev.wfc.core.testkit.GroupCheck;
import dev.wfc.core.testkit.RandomRuleSet;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Backtracking and constraints: the incremental solver (both propagators) makes the same choices as the naive
 * oracle, which copies its whole state per decision; with unbounded limits, backtracking is a complete search
 * (it solves a tiny grid exactly when brute force finds a map) when it undoes one decision at a time; with
 * backjumps both solvers jump alike; every solved map honours its rules and constraints.
 */
class BacktrackingProperties {

    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(2, 3, 4, 5, 8, 65);
    }

    @Property(tries = 120, seed = "5")
    void incrementalMatchesNaive(@ForAll("tileCounts") int tiles, @ForAll @IntRange(min = 1, max = 6) int width,
                                 @ForAll @IntRange(min = 1, max = 6) int height, @ForAll boolean periodic,
                                 @ForAll boolean withConstraints, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        Random rnd = new Random(seed);
        Grid grid = new Grid(width, height, periodic);
        Backtracking limits = new Backtracking(1 + rnd.nextInt(60), 2 + rnd.nextInt(8), (seed & 1) == 0);
        List<Global> constraints = withConstraints ? randomConstraints(rnd, tiles, grid.cells()) : List.of();
        Heuristic heuristic = Heuristic.values()[rnd.nextInt(3)];
        Solution naive = solve(set.rules, grid, heuristic, SolverKind.NAIVE, b -> b, limits,
                constraints, 3, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = solve(set.rules, grid, heuristic, SolverKind.INCREMENTAL, p.getValue(), limits,
                    constraints, 3, seed);
            SolverProperties.assertSame(naive, fast, p.getKey());
        }
        Statistics.collect(naive == null ? "refused" : naive.status());
        if (naive != null && naive.solved()) {
            assertNull(AdjacencyCheck.firstViolation(naive.tiles(), width, height, periodic, set.allowed));
            for (Global c : constraints) {
                assertTrue(c.holds(naive.tiles(), grid), c::toString);
            }
        }
        Statistics.coverage(c -> c.check(Status.SOLVED).percentage(p -> p > 30));
    }

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Provide
    Arbitrary<Integer> edgeTileCounts() {
        return Arbitraries.of(1, 2, 3, 63, 64, 65, 128);
    }

    /**
     * As {@link #incrementalMatchesNaive} on every topology, periodic per axis at random, masked or not; the topology
     * oracle checks adjacency, seams and masked-out cells, and the testkit's own flood fill the constraints.
     */
    @Property(tries = 120, seed = "15")
    void incrementalMatchesNaiveOnEveryTopology(@ForAll("topologies") String kind,
                                                @ForAll("edgeTileCounts") int tiles, @ForAll boolean masked,
                                                @ForAll boolean withConstraints, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed, kind);
        Random rnd = new Random(seed);
        Shape shape = Shape.random(kind, rnd, kind.equals("cube") ? 4 : 5, masked);
        Grid grid = shape.grid();
        Backtracking limits = new Backtracking(1 + rnd.nextInt(60), 2 + rnd.nextInt(8), (seed & 1) == 0);
        List<Global> constraints = withConstraints ? randomConstraints(rnd, tiles, grid.existingCells()) : List.of();
        Heuristic heuristic = Heuristic.values()[rnd.nextInt(3)];
        Solution naive = solve(set.rules, grid, heuristic, SolverKind.NAIVE, b -> b, limits, constraints, 3, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = solve(set.rules, grid, heuristic, SolverKind.INCREMENTAL, p.getValue(), limits,
                    constraints, 3, seed);
            SolverProperties.assertSame(naive, fast, kind + " " + grid + " " + p.getKey());
        }
        Statistics.collect(kind, naive == null ? "refused" : naive.status());
        if (naive != null && naive.solved()) {
            assertNull(TopologyCheck.firstViolation(naive.tiles(), shape, set.allowed), grid::toString);
            for (Global c : constraints) {
                assertTrue(c.holds(naive.tiles(), shape), c::toString);
            }
        }
        Statistics.coverage(c -> {
            c.check("hex", Status.SOLVED).count(n -> n > 5);
            c.check("cube", Status.SOLVED).count(n -> n > 5);
        });
    }

    @Property(tries = 80, seed = "33")
    void completeSearchOnTinyGrids(@ForAll @IntRange(min = 2, max = 4) int tiles, @ForAll boolean periodic,
                                   @ForAll boolean withConstraint, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        Grid grid = new Grid(3, 3, periodic);
        Random rnd = new Random(seed);
        List<Global> constraints = withConstraint ? randomConstraints(rnd, tiles, 9) : List.of();
        boolean exists = bruteForceExists(set, grid, constraints);
        // Chronological: backjumps may ban a decision that was not the culprit, so only one undo at a time is complete.
        Backtracking unbounded = new Backtracking(Long.MAX_VALUE, Integer.MAX_VALUE, false);
        for (SolverKind kind : SolverKind.values()) {
            Solution s = solve(set.rules, grid, Heuristic.ENTROPY, kind, b -> b, unbounded,
                    constraints, 1, seed);
            boolean solved = s != null && s.solved();
            assertEquals(exists, solved, kind + ": brute force says a map " + (exists ? "exists" : "does not"));
        }
        Statistics.collect(exists ? "exists" : "none");
        Statistics.coverage(c -> {
            c.check("exists").percentage(p -> p > 20);
            c.check("none").percentage(p -> p > 10);
        });
    }

    /** A hard rule set where restarts alone rarely succeed: backtracking with a budget should still finish. */
    @Property(tries = 20, seed = "8")
    void backtrackingSolvesWhatRestartsMiss(@ForAll long seed) {
        // Three colours, no two equal neighbours: a proper 3-colouring of a 10x10 grid. Greedy choices often trap
        // themselves; a solution always exists (e.g. (x + 2y) mod 3... checked by the adjacency check below).
        Rules.Builder b = Rules.builder(3);
        boolean[][][] allowed = new boolean[4][3][3];
        for (int d = 0; d < 4; d++) {
            for (int a = 0; a < 3; a++) {
                for (int c = 0; c < 3; c++) {
                    if (a != c) {
                        b.allow(a, c, d);
                        allowed[d][a][c] = true;
                    }
                }
            }
        }
        Grid grid = new Grid(10, 10, false);
        Solution s = SolverBuilder.of(b.build(), grid).backtracking(Backtracking.DEFAULT).tries(1).build()
                .solve(seed);
        assertTrue(s.solved(), s.toString());
        assertNull(AdjacencyCheck.firstViolation(s.tiles(), 10, 10, false, allowed));
    }

    /** A global constraint kept as its parameters, so that the testkit checks it without wfc's code. */
    private record Global(int[] group, int min, int max, boolean connected) {
        Constraint constraint() {
            return connected ? Constraint.connected(group) : Constraint.count(group, min, max);
        }

        boolean holds(int[] tiles, Grid grid) {
            if (connected) {
                return GroupCheck.connected(tiles, grid.width(), grid.height(), grid.periodic(), group);
            }
            int n = GroupCheck.count(tiles, group);
            return n >= min && n <= max;
        }

        /** As {@link #holds(int[], Grid)} on any topology, through the shape's own neighbours. */
        boolean holds(int[] tiles, Shape shape) {
            if (connected) {
                return TopologyCheck.connected(tiles, shape, group);
            }
            int n = GroupCheck.count(tiles, group);
            return n >= min && n <= max;
        }

        @Override
        public String toString() {
            return (connected ? "connected " : "count in [" + min + ", " + max + "] of ") + Arrays.toString(group);
        }
    }

    private static List<Global> randomConstraints(Random rnd, int tiles, int cells) {
        List<Global> list = new ArrayList<>();
        int[] group = {rnd.nextInt(tiles)};
        switch (rnd.nextInt(3)) {
            case 0 -> list.add(new Global(group, 0, rnd.nextInt(3), false));
            case 1 -> list.add(new Global(group, rnd.nextInt(cells / 2 + 1), cells, false));
            default -> list.add(new Global(group, 0, 0, true));
        }
        return list;
    }

    private static Solution solve(Rules rules, Grid grid, Heuristic h, SolverKind kind,
                                  UnaryOperator<SolverBuilder> propagation, Backtracking limits,
                                  List<Global> constraints, int tries, long seed) {
        SolverBuilder b = propagation.apply(SolverBuilder.of(rules, grid).heuristic(h).kind(kind))
                .backtracking(limits).tries(tries);
        constraints.forEach(c -> b.constraint(c.constraint()));
        try {
            return b.build().solve(seed);
        } catch (NoMapPossibleException e) {
            return null;
        }
    }

    /** Enumerates all T^cells maps; checks adjacency from the raw triples and constraints with the testkit. */
    private static boolean bruteForceExists(RandomRuleSet set, Grid grid, List<Global> constraints) {
        int tiles = set.weights.length;
        int cells = grid.cells();
        int[] map = new int[cells];
        long total = (long) Math.pow(tiles, cells);
        for (long code = 0; code < total; code++) {
            long rest = code;
            for (int c = 0; c < cells; c++) {
                map[c] = (int) (rest % tiles);
                rest /= tiles;
            }
            if (AdjacencyCheck.firstViolation(map, grid.width(), grid.height(), grid.periodic(), set.allowed) != null) {
                continue;
            }
            boolean all = true;
            for (Global c : constraints) {
                all &= c.holds(map, grid);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }
}
