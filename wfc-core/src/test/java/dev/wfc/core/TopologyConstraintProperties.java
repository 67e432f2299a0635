package dev.wfc.core;

import dev.wfc.core.testkit.EdgedPathCheck;
import dev.wfc.core.testkit.GroupCheck;
import dev.wfc.core.testkit.RandomRuleSet;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.testkit.TopologyShapeCheck;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.TileSides;
import dev.wfc.core.topo.Topology;
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
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The designer constraints on hexagonal and cubic grids (and squares), periodic per axis at random and masked or
 * not: the incremental solver (every propagator) makes the same choices as the naive oracle with its from-scratch
 * versions, with restarts and with backtracking; every solved map passes the testkit's {@link TopologyShapeCheck},
 * which walks the shape's own neighbour arithmetic.
 */
class TopologyConstraintProperties {
    private static final String[] KINDS = {"count", "connected", "path", "separation", "maxRun", "mirror",
        "edgedPath", "edgedEnds"};

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("hex", "cube");
    }

    /** Every topology: the square's masked grids (which the square's own properties leave out) too. */
    @Provide
    Arbitrary<String> allTopologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 3, 4, 63, 64, 65, 128);
    }

    @Provide
    Arbitrary<String> kinds() {
        return Arbitraries.of(KINDS);
    }

    @Property(tries = 400, seed = "13")
    void incrementalMatchesNaive(@ForAll("allTopologies") String topology, @ForAll("tileCounts") int tiles,
                                 @ForAll("kinds") String kind, @ForAll boolean masked, @ForAll boolean backtrack,
                                 @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed, topology);
        Random rnd = new Random(seed);
        Shape shape = Shape.random(topology, rnd, topology.equals("cube") ? 4 : 6, masked);
        int axis = rnd.nextInt(2);
        if (kind.equals("mirror")) {
            shape = mirrorMasked(shape, axis);
        }
        Grid grid = shape.grid();
        int[] group = {rnd.nextInt(tiles)};
        int[] ends = {insideCell(shape, rnd), insideCell(shape, rnd)};
        int max = rnd.nextInt(4);
        Set<Axis> axes = randomAxes(rnd, topology);
        int[] mirrorOf = ShapeConstraintProperties.involution(rnd, tiles);
        List<List<String>> exits = randomExits(rnd, topology, tiles);
        int min = rnd.nextInt(grid.existingCells() / 2 + 1);
        boolean atMost = rnd.nextBoolean();
        Constraint c = switch (kind) {
            case "count" -> atMost ? Constraint.atMost(group, max) : Constraint.atLeast(group, min);
            case "connected" -> Constraint.connected(group);
            case "path" -> path(group, shape, ends);
            case "separation" -> Constraint.separation(group, 1 + max);
            case "maxRun" -> Constraint.maxConsecutive(group, max, axes);
            case "edgedPath" -> Constraint.edgedPath(exitBits(exits, topology));
            case "edgedEnds" -> edgedPath(exitBits(exits, topology), shape, ends);
            default -> Constraint.mirror(mirrorOf, axis);
        };
        if (kind.equals("mirror") && topology.equals("hex")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SolverBuilder.of(set.rules, grid).constraint(c));
            assertEquals("mirror: on a hex grid (expected: a square or cube grid; a rhombus of hexagons has no mirror"
                    + " line along x or y)", e.getMessage());
            return;
        }
        Backtracking limits = backtrack ? new Backtracking(1 + rnd.nextInt(60), 2 + rnd.nextInt(8)) : null;
        Heuristic heuristic = Heuristic.values()[rnd.nextInt(3)];
        Solution naive = ShapeConstraintProperties.solve(set.rules, grid, heuristic, SolverKind.NAIVE, b -> b, limits,
                c, seed);
        for (var p : PropagatorVariants.all().entrySet()) {
            Solution fast = ShapeConstraintProperties.solve(set.rules, grid, heuristic, SolverKind.INCREMENTAL,
                    p.getValue(), limits, c, seed);
            SolverProperties.assertSame(naive, fast, topology + " " + grid + " " + p.getKey() + " " + c);
        }
        Statistics.collect(topology, naive == null ? "refused" : naive.status());
        if (kind.startsWith("edged")) {
            Statistics.label("edged").collect(topology, naive == null ? "refused" : naive.status());
        }
        if (naive == null || !naive.solved()) {
            return;
        }
        int[] map = naive.tiles();
        assertNull(TopologyCheck.firstViolation(map, shape, set.allowed), grid::toString);
        boolean holds = switch (kind) {
            case "count" -> atMost ? GroupCheck.count(map, group) <= max : GroupCheck.count(map, group) >= min;
            case "connected" -> TopologyCheck.connected(map, shape, group);
            case "path" -> TopologyShapeCheck.joined(map, shape, group, ends);
            case "separation" -> TopologyShapeCheck.separated(map, shape, group, 1 + max);
            case "maxRun" -> longestRun(map, shape, group, axes) <= max;
            case "edgedPath" -> EdgedPathCheck.connected(map, shape, exits);
            case "edgedEnds" -> EdgedPathCheck.joined(map, shape, exits, ends);
            default -> TopologyShapeCheck.mirrored(map, shape, mirrorOf, axis);
        };
        assertTrue(holds, () -> c + " on " + grid + ": " + Arrays.toString(map));
        Statistics.coverage(k -> {
            k.check("hex", Status.SOLVED).count(n -> n > 20);
            k.check("cube", Status.SOLVED).count(n -> n > 20);
        });
        Statistics.label("edged").coverage(k -> {
            k.check("hex", Status.SOLVED).count(n -> n > 5);
            k.check("cube", Status.SOLVED).count(n -> n > 5);
        });
    }

    /** Hex distance and the cube's Manhattan distance are the neighbour steps of an unmasked, unwrapped grid. */
    @Property(tries = 60, seed = "21")
    void stepsAreTheTopologysMetric(@ForAll("topologies") String topology, @ForAll long seed) {
        Random rnd = new Random(seed);
        Shape random = Shape.random(topology, rnd, 7, false);
        Shape shape = new Shape(topology, random.width(), random.height(), random.depth(), false, false, false, null);
        int[] none = new int[shape.cells()];
        int from = rnd.nextInt(shape.cells());
        int[] steps = TopologyShapeCheck.steps(none, shape, null, from, Integer.MAX_VALUE);
        for (int c = 0; c < shape.cells(); c++) {
            assertEquals(TopologyShapeCheck.distance(shape, from, c), steps[c], shape + " from " + from + " to " + c);
        }
    }

    /** The checker against values counted by hand on a 3x3 hexagon rhombus, so that it is known to fail. */
    @Example
    void theCheckerAgreesWithHandCountedHexagons() {
        Shape hex = new Shape("hex", 3, 3, 1, false, false, false, null);
        int[] diagonal = {0, -1, -1, -1, 0, -1, -1, -1, 0};
        assertEquals(3, TopologyShapeCheck.longestRun(diagonal, hex, new int[] {0}, new int[] {1, 1, 0}));
        assertEquals(1, TopologyShapeCheck.longestRun(diagonal, hex, new int[] {0}, new int[] {1, 0, 0}));
        assertTrue(TopologyCheck.connected(diagonal, hex, new int[] {0}), "(0, 0), (1, 1), (2, 2) touch");
        assertTrue(!TopologyShapeCheck.separated(diagonal, hex, new int[] {0}, 2), "(1, 1) neighbours (0, 0)");
        int[] antiDiagonal = {-1, -1, 0, -1, -1, -1, 0, -1, -1};
        assertTrue(!TopologyCheck.connected(antiDiagonal, hex, new int[] {0}), "(2, 0) and (0, 2) do not touch");
        assertTrue(TopologyShapeCheck.separated(antiDiagonal, hex, new int[] {0}, 4), "(2, 0) to (0, 2): 4 steps");
        assertTrue(!TopologyShapeCheck.separated(antiDiagonal, hex, new int[] {0}, 5), "but not 5");
        assertEquals(2, TopologyShapeCheck.distance(hex, 0, 5), "(0, 0) to (2, 1)");
    }

    /** The edged-path checker against exits placed by hand, so that it is known to fail. */
    @Example
    void theEdgedCheckerAgreesWithHandPlacedExits() {
        Shape hex = new Shape("hex", 2, 2, 1, false, false, false, null);
        List<List<String>> exits = List.of(List.of(), List.of("down-right"), List.of("up-left"), List.of("right"),
                List.of("left", "up-right"));
        assertTrue(EdgedPathCheck.connected(new int[] {1, 0, 0, 2}, hex, exits), "(0, 0) opens to (1, 1) and back");
        assertTrue(!EdgedPathCheck.connected(new int[] {3, 3, 0, 0}, hex, exits), "both open right only");
        assertTrue(EdgedPathCheck.connected(new int[] {3, 4, 0, 0}, hex, exits), "right meets left");
        assertTrue(!EdgedPathCheck.connected(new int[] {0, 3, 4, 0}, hex, exits), "(0, 1) up-right is (0, 0)");
        Shape cube = new Shape("cube", 1, 1, 2, false, false, false, null);
        List<List<String>> floors = List.of(List.of("above"), List.of("below"), List.of("top"));
        assertTrue(EdgedPathCheck.joined(new int[] {0, 1}, cube, floors, new int[] {0, 1}), "z 0 above meets below");
        assertTrue(!EdgedPathCheck.joined(new int[] {1, 0}, cube, floors, new int[] {0, 1}), "upside down");
        assertTrue(!EdgedPathCheck.connected(new int[] {0, 2}, cube, floors), "top is within the layer");
    }

    /** The axes of a run on {@code topology}: none (every axis), or a random non-empty subset of its own. */
    private static Set<Axis> randomAxes(Random rnd, String topology) {
        Set<Axis> axes = EnumSet.noneOf(Axis.class);
        if (rnd.nextBoolean()) {
            return axes;
        }
        Axis[] own = topology.equals("cube") ? new Axis[] {Axis.X, Axis.Y, Axis.Z}
                : topology.equals("hex") ? new Axis[] {Axis.X, Axis.Y, Axis.XY} : new Axis[] {Axis.X, Axis.Y};
        axes.add(own[rnd.nextInt(own.length)]);
        axes.add(own[rnd.nextInt(own.length)]);
        return axes;
    }

    /** The longest run along each axis (every axis of the shape's kind when none is given), by offset. */
    private static int longestRun(int[] map, Shape shape, int[] group, Set<Axis> axes) {
        boolean cube = shape.kind().equals("cube");
        int[][] offsets = {{1, 0, 0}, {0, 1, 0}, cube ? new int[] {0, 0, 1} : new int[] {1, 1, 0}};
        int best = 0;
        for (int i = 0; i < (shape.kind().equals("square") ? 2 : 3); i++) {
            Axis a = i == 0 ? Axis.X : i == 1 ? Axis.Y : cube ? Axis.Z : Axis.XY;
            if (axes.isEmpty() || axes.contains(a)) {
                best = Math.max(best, TopologyShapeCheck.longestRun(map, shape, group, offsets[i]));
            }
        }
        return best;
    }

    /**
     * Side names of each tile: tile 0 and about half the others open to a random non-empty set of the topology's
     * sides (sometimes {@code all}), the rest are off the path.
     */
    private static List<List<String>> randomExits(Random rnd, String topology, int tiles) {
        List<String> sides = EdgedPathCheck.sides(topology);
        List<List<String>> exits = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            List<String> open = new ArrayList<>();
            if (t == 0 || rnd.nextBoolean()) {
                for (String side : sides) {
                    if (rnd.nextInt(3) == 0) {
                        open.add(side);
                    }
                }
                if (open.isEmpty()) {
                    open.add(sides.get(rnd.nextInt(sides.size())));
                }
            }
            exits.add(rnd.nextInt(8) == 0 && !open.isEmpty() ? sides : open);
        }
        return exits;
    }

    /** The exits as the library reads them from the side names, {@code all} for a tile open to every side. */
    private static int[] exitBits(List<List<String>> exits, String topology) {
        Topology t = Topology.parse(topology);
        List<String> sides = EdgedPathCheck.sides(topology);
        return exits.stream().mapToInt(open -> open.isEmpty() ? 0
                : TileSides.bits(t, open.equals(sides) ? List.of("all") : open)).toArray();
    }

    private static Constraint edgedPath(int[] exits, Shape shape, int[] ends) {
        int w = shape.width();
        int h = shape.height();
        int[] xs = {ends[0] % w, ends[1] % w};
        int[] ys = {ends[0] / w % h, ends[1] / w % h};
        return shape.kind().equals("cube") ? Constraint.edgedPath(exits, xs, ys, new int[] {ends[0] / (w * h),
            ends[1] / (w * h)}) : Constraint.edgedPath(exits, xs, ys);
    }

    private static Constraint path(int[] group, Shape shape, int[] ends) {
        int w = shape.width();
        int h = shape.height();
        int[] xs = {ends[0] % w, ends[1] % w};
        int[] ys = {ends[0] / w % h, ends[1] / w % h};
        return shape.kind().equals("cube") ? Constraint.path(group, xs, ys, new int[] {ends[0] / (w * h),
            ends[1] / (w * h)}) : Constraint.path(group, xs, ys);
    }

    /** A cell inside the shape's mask. */
    private static int insideCell(Shape shape, Random rnd) {
        int c = rnd.nextInt(shape.cells());
        while (!shape.inside(c)) {
            c = (c + 1) % shape.cells();
        }
        return c;
    }

    /** The shape, its mask made its own mirror image across {@code axis}: a cell exists if it and its image did. */
    private static Shape mirrorMasked(Shape s, int axis) {
        if (s.exists() == null) {
            return s;
        }
        boolean[] e = s.exists().clone();
        int w = s.width();
        int h = s.height();
        for (int c = 0; c < e.length; c++) {
            int x = c % w;
            int y = c / w % h;
            int layer = c - c % (w * h);
            int p = layer + (axis == 0 ? (w - 1 - x) + y * w : x + (h - 1 - y) * w);
            e[c] = s.exists()[c] && s.exists()[p];
        }
        boolean any = false;
        for (boolean b : e) {
            any |= b;
        }
        return new Shape(s.kind(), w, h, s.depth(), s.px(), s.py(), s.pz(), any ? e : null);
    }
}
