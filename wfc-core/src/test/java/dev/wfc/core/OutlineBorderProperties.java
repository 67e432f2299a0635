package dev.wfc.core;

import dev.wfc.core.model.BorderArea;
import dev.wfc.core.model.Steering;
import dev.wfc.core.testkit.RandomRuleSet;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.testkit.TopologyShapeCheck;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Borders along a mask's outline ({@link BorderArea#ofOutline}) on masked square, hexagonal and cubic grids, periodic
 * per axis at random: the incremental solver (every propagator) makes the same map as the naive oracle, with restarts
 * and with backtracking, and every solved map holds the border tiles exactly where the testkit's own neighbour
 * arithmetic ({@link TopologyShapeCheck#onOutline}) puts the outline.
 */
class OutlineBorderProperties {
    private static final String[] SIDES = {"left", "right", "top", "bottom", "above", "below"};

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 3, 4, 63, 64, 65, 128);
    }

    @Property(tries = 300, seed = "31")
    void incrementalMatchesNaiveAndTheBorderFollowsTheOutline(@ForAll("topologies") String topology,
                                                              @ForAll("tileCounts") int tiles,
                                                              @ForAll boolean backtrack, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed, topology);
        Random rnd = new Random(seed);
        Shape shape = Shape.random(topology, rnd, topology.equals("cube") ? 4 : 6, true);
        Grid grid = shape.grid();
        Set<String> sides = randomSides(rnd, topology, true);
        Set<String> excluded = rnd.nextInt(3) == 0 ? randomSides(rnd, topology, false) : Set.of();
        boolean inverted = rnd.nextInt(4) == 0;
        boolean ban = rnd.nextBoolean();
        int[] border = IntStream.range(0, tiles).filter(t -> rnd.nextInt(3) == 0).toArray();
        if (border.length == 0) {
            border = new int[] {rnd.nextInt(tiles)};
        }
        List<String> names = IntStream.range(0, tiles).mapToObj(t -> "t" + t).toList();
        BorderArea area = BorderArea.ofOutline(edges(sides), edges(excluded), inverted);
        String[] named = Arrays.stream(border).mapToObj(t -> "t" + t).toArray(String[]::new);
        Steering steering = ban ? new Steering(names).banBorder(area, named) : new Steering(names).border(area, named);
        Backtracking limits = backtrack ? new Backtracking(1 + rnd.nextInt(60), 2 + rnd.nextInt(8)) : null;
        Heuristic heuristic = Heuristic.values()[rnd.nextInt(3)];
        String what = grid + " " + area + (ban ? " ban " : " ") + Arrays.toString(border);
        Solution naive = solve(set.rules, grid, heuristic, SolverKind.NAIVE, b -> b, limits, steering, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = solve(set.rules, grid, heuristic, SolverKind.INCREMENTAL, p.getValue(), limits, steering,
                    seed);
            SolverProperties.assertSame(naive, fast, what + " " + p.getKey());
        }
        Statistics.collect(topology, naive == null ? "no map possible" : naive.status());
        if (naive == null || !naive.solved()) {
            return;
        }
        int[] map = naive.tiles();
        assertNull(TopologyCheck.firstViolation(map, shape, set.allowed), what);
        for (int c = 0; c < map.length; c++) {
            if (!shape.inside(c)) {
                continue;
            }
            boolean inArea = (TopologyShapeCheck.onOutline(shape, c, sides)
                    && !TopologyShapeCheck.onOutline(shape, c, excluded)) != inverted;
            boolean borderTile = Arrays.binarySearch(border, map[c]) >= 0;
            assertTrue(!inArea || borderTile != ban, what + ": cell " + c + " holds t" + map[c]);
        }
        Statistics.coverage(k -> {
            for (String t : new String[] {"square", "hex", "cube"}) {
                k.check(t, Status.SOLVED).count(n -> n > 10);
            }
        });
    }

    /** Without a mask and without wrapping the outline is the box's border, for any sides, exclusion and inversion. */
    @Property(tries = 100, seed = "37")
    void onAnUnmaskedBoxTheOutlineIsTheBorder(@ForAll("topologies") String topology, @ForAll long seed) {
        Random rnd = new Random(seed);
        Shape random = Shape.random(topology, rnd, 6, false);
        Grid grid = new Shape(topology, random.width(), random.height(), random.depth(), false, false, false, null)
                .grid();
        Set<Steering.Edge> edges = edges(randomSides(rnd, topology, true));
        Set<Steering.Edge> excluded = edges(rnd.nextBoolean() ? randomSides(rnd, topology, false) : Set.of());
        boolean inverted = rnd.nextBoolean();
        assertArrayEquals(new BorderArea(edges, excluded, inverted).cells(grid),
                BorderArea.ofOutline(edges, excluded, inverted).cells(grid), grid + " " + edges + " - " + excluded);
    }

    /** The checker against cells found by hand, so that it is known to fail. */
    @Example
    void theOutlineCheckerAgreesWithHandCountedCells() {
        // A 4x3 square with a hole at (1, 1): the hole's left neighbour (0, 1) misses its right side, and so on.
        boolean[] exists = {true, true, true, true, true, false, true, true, true, true, true, true};
        Shape square = new Shape("square", 4, 3, 1, false, false, false, exists);
        assertEquals(List.of(3, 4, 7, 11), outline(square, Set.of("right")), "(0, 1) by the hole, x = 3 at the edge");
        assertEquals(List.of(0, 1, 2, 3, 9), outline(square, Set.of("top")), "the top row and (1, 2) below the hole");
        Shape wrapped = new Shape("square", 4, 3, 1, true, true, false, exists);
        assertEquals(List.of(4), outline(wrapped, Set.of("right")), "across the seam (3, y) meets (0, y)");
        // A 5x5 hexagon rhombus with a hole at (2, 2): (1, 1) steps down-right and (3, 3) up-left into it, steps
        // that no side names; (3, 1) and (1, 3) do not touch it.
        boolean[] hole = new boolean[25];
        Arrays.fill(hole, true);
        hole[12] = false;
        Shape hex = new Shape("hex", 5, 5, 1, false, false, false, hole);
        List<Integer> four = outline(hex, Set.of("left", "right", "top", "bottom"));
        assertTrue(four.containsAll(List.of(7, 11, 13, 17)) && !four.contains(6) && !four.contains(18), four::toString);
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24),
                outline(hex, Set.of("all")));
    }

    private static List<Integer> outline(Shape shape, Set<String> sides) {
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < shape.cells(); c++) {
            if (TopologyShapeCheck.onOutline(shape, c, sides)) {
                cells.add(c);
            }
        }
        return cells;
    }

    /** A random non-empty (if {@code nonEmpty}) set of the topology's side names, or {@code all}. */
    private static Set<String> randomSides(Random rnd, String topology, boolean nonEmpty) {
        if (rnd.nextInt(4) == 0) {
            return Set.of("all");
        }
        Set<String> sides = new TreeSet<>();
        int count = topology.equals("cube") ? 6 : 4;
        for (int i = 0; i < count; i++) {
            if (rnd.nextInt(3) == 0) {
                sides.add(SIDES[i]);
            }
        }
        if (nonEmpty && sides.isEmpty()) {
            sides.add(SIDES[rnd.nextInt(count)]);
        }
        return sides;
    }

    private static Set<Steering.Edge> edges(Set<String> sides) {
        Set<Steering.Edge> edges = EnumSet.noneOf(Steering.Edge.class);
        for (String s : sides) {
            if (s.equals("all")) {
                edges.addAll(EnumSet.allOf(Steering.Edge.class));
            } else {
                edges.add(Steering.Edge.valueOf(s.toUpperCase(Locale.ROOT)));
            }
        }
        return edges;
    }

    private static Solution solve(Rules rules, Grid grid, Heuristic h, SolverKind kind,
                                  java.util.function.UnaryOperator<SolverBuilder> propagation, Backtracking limits,
                                  Steering steering, long seed) {
        SolverBuilder b = propagation.apply(SolverBuilder.of(rules, grid).heuristic(h).kind(kind)).tries(3);
        if (limits != null) {
            b.backtracking(limits);
        }
        try {
            steering.applyTo(b, grid);
            return b.build().solve(seed);
        } catch (NoMapPossibleException e) {
            return null;
        }
    }
}
