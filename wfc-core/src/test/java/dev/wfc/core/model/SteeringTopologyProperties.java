package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyShapeCheck;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.Topology;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pins, borders, rows and pin masks on hexagonal and cubic grids (periodic per axis and masked at random): with
 * rules that let any tile stand beside any other, every cell holds a tile the statements allow, as the testkit reads
 * the cells with its own coordinates; and what does not fit a topology is refused in one line naming it.
 */
class SteeringTopologyProperties {
    private static final int TILES = 6;
    private static final List<String> NAMES = List.of("t0", "t1", "t2", "t3", "t4", "t5");
    private static final String[] SIDES = {"left", "right", "top", "bottom", "above", "below"};

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("hex", "cube");
    }

    @Property(tries = 80, seed = "17")
    void restrictionsHoldWhereTheShapeSaysTheyApply(@ForAll("topologies") String topology,
                                                    @ForAll boolean masked, @ForAll long seed) {
        Random rnd = new Random(seed);
        Shape shape = Shape.random(topology, rnd, 6, masked);
        Grid grid = shape.grid();
        boolean cube = topology.equals("cube");
        Set<String> sides = new java.util.TreeSet<>();
        Set<Steering.Edge> edges = EnumSet.noneOf(Steering.Edge.class);
        for (int i = 0; i < (cube ? 6 : 4); i++) {
            if (rnd.nextInt(3) == 0) {
                sides.add(SIDES[i]);
                edges.add(Steering.Edge.values()[i]);
            }
        }
        boolean inverted = edges.isEmpty() || rnd.nextBoolean();
        if (edges.isEmpty()) {
            sides.add("left");
            edges.add(Steering.Edge.LEFT);
        }
        int pin = rnd.nextInt(shape.cells());
        int w = shape.width();
        int h = shape.height();
        int row = rnd.nextInt(h);
        // Statements that always agree (t1 is allowed everywhere), so that every map is solved.
        Steering s = new Steering(NAMES).border(new BorderArea(edges, Set.of(), inverted), "t1", "t2")
                .banBorder(BorderArea.of(edges), "t2").row(row, "t1", "t3");
        if (cube) {
            s.pin(pin % w, pin / w % h, pin / (w * h), "t1", "t4");
        } else {
            s.pin(pin % w, pin / w, "t1", "t4");
        }
        int[] tiles = solve(grid, s).tiles();
        for (int c = 0; c < tiles.length; c++) {
            if (!shape.inside(c)) {
                assertEquals(-1, tiles[c], "cell " + c + " outside the mask");
                continue;
            }
            int t = tiles[c];
            String where = grid + " cell " + c + " holds t" + t + ": ";
            boolean onSides = TopologyShapeCheck.onSide(shape, c, sides);
            assertTrue(onSides == inverted || t == 1 || t == 2, where + "a border of " + sides
                    + (inverted ? " inverted" : ""));
            assertTrue(!onSides || t != 2, where + "t2 banned on " + sides);
            assertTrue(c / w % h != row || t == 1 || t == 3, where + "row " + row);
            assertTrue(c != pin || t == 1 || t == 4, where + "the pin");
        }
    }

    @Example
    void pinMaskPinsTheAxialCellOnAHexagonAndEveryLayerOfACube() {
        dev.wfc.core.io.Image mask = new dev.wfc.core.io.Image(new int[] {0, 0, 0, 0, 0, 0xFF102030}, 3, 2);
        for (Topology t : new Topology[] {Topology.HEX, Topology.CUBE}) {
            List<String> names = List.of("#000000", "#102030");
            Grid grid = Grid.builder(t).size(3, 2).depth(t == Topology.CUBE ? 3 : 1).build();
            Solution map = solve(grid, names, new Steering(names).pinMask(mask));
            for (int z = 0; z < grid.depth(); z++) {
                assertEquals(1, map.tiles()[grid.index(2, 1, z)], t + " layer " + z);
            }
        }
    }

    @Example
    void whatDoesNotFitTheTopologyIsRefusedNamingIt() {
        Grid hex = Grid.builder(Topology.HEX).size(4, 4).build();
        Grid cube = Grid.builder(Topology.CUBE).size(4, 4).depth(3).build();
        Map<String, Consumer<Steering>> hexRefusals = Map.of(
                "pin (1, 2, 0): on a hex grid (expected: x and y only; z is a cube's)", s -> s.pin(1, 2, 0, "t0"),
                "edge above: on a hex grid (expected: left, right, top, bottom or all; above and below are a cube's"
                        + " faces)", s -> s.border(EnumSet.of(Steering.Edge.ABOVE), "t0"),
                "mirror: on a hex grid (expected: a square or cube grid; a rhombus of hexagons has no mirror line"
                        + " along x or y)", s -> s.mirror(true, List.of()),
                "edged path by edges: on a hex grid (expected: a square or cube grid; a hexagon's sides are left,"
                        + " right, up-left, up-right, down-left, down-right or all)",
                s -> s.edgedPath(Map.of("t0", EnumSet.of(Steering.Edge.LEFT))),
                "axis z: on a hex grid (expected: x, y or xy)", s -> s.maxRun(new String[] {"t0"}, 2, Set.of(Axis.Z)));
        Map<String, Consumer<Steering>> cubeRefusals = Map.of(
                "pin (1, 2): on a cube grid (expected: x, y and z)", s -> s.pin(1, 2, "t0"),
                "end point (1, 2): on a cube grid (expected: x, y and z)",
                s -> s.path(new String[] {"t0"}, new int[] {1}, new int[] {2}),
                "exits of tile 0: direction 6 on a cube grid (expected: 0 left, 1 bottom, 2 right, 3 top, 4 above,"
                        + " 5 below, or -1 for every one)", s -> s.edgedPath(Map.of("t0", 1 << 6), null, null, null),
                "axis xy: on a cube grid (expected: x, y or z)",
                s -> s.maxRun(new String[] {"t0"}, 2, Set.of(Axis.XY)));
        for (var grid : List.of(hex, cube)) {
            for (var e : (grid == hex ? hexRefusals : cubeRefusals).entrySet()) {
                Steering s = new Steering(NAMES);
                e.getValue().accept(s);
                IllegalArgumentException failure = assertThrows(IllegalArgumentException.class,
                        () -> s.applyTo(SolverBuilder.of(anyNeighbours(grid.topology()), grid), grid));
                assertEquals(e.getKey(), failure.getMessage());
            }
        }
    }

    private static Solution solve(Grid grid, Steering s) {
        return solve(grid, NAMES, s);
    }

    private static Solution solve(Grid grid, List<String> names, Steering s) {
        SolverBuilder b = SolverBuilder.of(anyNeighbours(grid.topology(), names.size()), grid).tries(1);
        s.applyTo(b, grid);
        return b.build().solve(1);
    }

    private static Rules anyNeighbours(Topology topology) {
        return anyNeighbours(topology, TILES);
    }

    /** Every tile may stand beside every tile in every direction, all of weight 1. */
    private static Rules anyNeighbours(Topology topology, int tiles) {
        Rules.Builder b = Rules.builder(tiles, topology);
        for (int d = 0; d < topology.directions(); d++) {
            for (int a = 0; a < tiles; a++) {
                for (int c = 0; c < tiles; c++) {
                    b.allow(a, c, d);
                }
            }
        }
        return b.build();
    }
}
