package dev.wfc.core;

import dev.wfc.core.testkit.AdjacencyCheck;
import dev.wfc.core.testkit.RandomRuleSet;
import dev.wfc.core.testkit.ShapeCheck;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mirror, max-consecutive, edged-path (with and without end points), separation and end-point path constraints: the incremental solver (every propagator) makes the same choices as
 * the naive oracle with its from-scratch versions, with restarts and with backtracking; every solved map passes the
 * testkit's {@link ShapeCheck}, which shares no code with either.
 */
class ShapeConstraintProperties {

    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 3, 4, 6, 63, 64, 65);
    }

    /** A random involution of the tiles (a tile's mirror's mirror is itself), some tiles without a mirror. */
    static int[] involution(Random rnd, int tiles) {
        int[] m = new int[tiles];
        Arrays.fill(m, -2);
        for (int t = 0; t < tiles; t++) {
            if (m[t] != -2) {
                continue;
            }
            int kind = rnd.nextInt(6);
            if (kind == 0) {
                m[t] = -1;
            } else if (kind < 3) {
                m[t] = t;
            } else {
                int u = t + 1 + rnd.nextInt(tiles - t);
                while (u < tiles && m[u] != -2) {
                    u++;
                }
                if (u >= tiles) {
                    m[t] = t;
                } else {
                    m[t] = u;
                    m[u] = t;
                }
            }
        }
        return m;
    }

    @Property(tries = 400, seed = "14")
    void incrementalMatchesNaive(@ForAll("tileCounts") int tiles, @ForAll @IntRange(min = 1, max = 7) int width,
                                 @ForAll @IntRange(min = 1, max = 7) int height, @ForAll boolean periodic,
                                 @ForAll @IntRange(min = 0, max = 5) int kind, @ForAll boolean backtrack,
                                 @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        Random rnd = new Random(seed);
        Grid grid = new Grid(width, height, periodic);
        int[] mirrorOf = involution(rnd, tiles);
        int axis = rnd.nextInt(2);
        int[] group = {rnd.nextInt(tiles)};
        int max = rnd.nextInt(4);
        boolean alongX = rnd.nextBoolean();
        boolean alongY = !alongX || rnd.nextBoolean();
        int[] exits = new int[tiles];
        for (int t = 0; t < tiles; t++) {
            exits[t] = rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(16);
        }
        exits[rnd.nextInt(tiles)] |= 1 + rnd.nextInt(15);
        int[] ends = {rnd.nextInt(width * height), rnd.nextInt(width * height)};
        Constraint c = switch (kind) {
            case 0 -> Constraint.mirror(mirrorOf, axis);
            case 1 -> Constraint.maxConsecutive(group, max, alongX, alongY);
            case 2 -> Constraint.edgedPath(exits);
            case 3 -> Constraint.separation(group, 1 + max);
            case 5 -> Constraint.edgedPath(exits, new int[] {ends[0] % width, ends[1] % width},
                    new int[] {ends[0] / width, ends[1] / width});
            default -> Constraint.path(group, new int[] {ends[0] % width, ends[1] % width},
                    new int[] {ends[0] / width, ends[1] / width});
        };
        Backtracking limits = backtrack ? new Backtracking(1 + rnd.nextInt(60), 2 + rnd.nextInt(8)) : null;
        Heuristic heuristic = Heuristic.values()[rnd.nextInt(3)];
        Solution naive = solve(set.rules, grid, heuristic, SolverKind.NAIVE, b -> b, limits, c, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = solve(set.rules, grid, heuristic, SolverKind.INCREMENTAL, p.getValue(), limits, c, seed);
            SolverProperties.assertSame(naive, fast, p.getKey() + " " + c);
        }
        Statistics.collect(naive == null ? "refused" : naive.status());
        if (naive != null && naive.solved()) {
            assertNull(AdjacencyCheck.firstViolation(naive.tiles(), width, height, periodic, set.allowed));
            if (kind == 0) {
                assertTrue(ShapeCheck.mirrored(naive.tiles(), width, height, mirrorOf, axis), c::toString);
            } else if (kind == 1) {
                int run = ShapeCheck.longestRun(naive.tiles(), width, height, periodic, group, alongX, alongY);
                assertTrue(run <= max, () -> c + ": a run of " + run);
            } else if (kind == 2) {
                assertTrue(ShapeCheck.edgedConnected(naive.tiles(), width, height, periodic, exits), c::toString);
            } else if (kind == 3) {
                assertTrue(ShapeCheck.separated(naive.tiles(), width, height, periodic, group, 1 + max), c::toString);
            } else if (kind == 5) {
                assertTrue(ShapeCheck.edgedJoined(naive.tiles(), width, height, periodic, exits, ends), c::toString);
            } else {
                assertTrue(ShapeCheck.joined(naive.tiles(), width, height, periodic, group, ends), c::toString);
            }
        }
        Statistics.coverage(k -> k.check(Status.SOLVED).percentage(p -> p > 20));
    }

    static Solution solve(Rules rules, Grid grid, Heuristic h, SolverKind kind,
                                  java.util.function.UnaryOperator<SolverBuilder> propagation, Backtracking limits,
                                  Constraint c, long seed) {
        SolverBuilder b = propagation.apply(SolverBuilder.of(rules, grid).heuristic(h).kind(kind)).tries(3)
                .constraint(c);
        if (limits != null) {
            b.backtracking(limits);
        }
        try {
            return b.build().solve(seed);
        } catch (NoMapPossibleException e) {
            return null;
        }
    }
}
