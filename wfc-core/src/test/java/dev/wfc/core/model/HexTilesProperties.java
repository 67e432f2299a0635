package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverKind;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hexagonal tiled model against the test's own geometry: a turn or mirror of a direction is found by turning its
 * offset's centre on screen (the testkit's axial offsets, centre at (x - y / 2, y * sqrt(3) / 2)) and looking the
 * result up; copies are exactly the distinct turned label rings; side matching allows exactly the pairs with equal
 * touching labels; explicit pairs turn with their tiles; every solved map passes {@link TopologyCheck}; the naive and
 * incremental solvers agree.
 */
class HexTilesProperties {
    private static final int[][] HEX = new Shape("hex", 1, 1, 1, false, false, false, null).offsets();

    /** The direction whose offset is d's turned {@code k} sixths clockwise on screen (y down), mirrored first if asked. */
    static int turn(int d, boolean mirrored, int k) {
        double x = HEX[d][0] - HEX[d][1] / 2.0;
        double y = HEX[d][1] * Math.sqrt(3) / 2;
        if (mirrored) {
            x = -x;
        }
        double a = k * Math.PI / 3; // clockwise on a y-down screen is a positive angle
        double tx = x * Math.cos(a) - y * Math.sin(a);
        double ty = x * Math.sin(a) + y * Math.cos(a);
        for (int e = 0; e < 6; e++) {
            double ex = HEX[e][0] - HEX[e][1] / 2.0;
            double ey = HEX[e][1] * Math.sqrt(3) / 2;
            if (Math.abs(ex - tx) < 1e-9 && Math.abs(ey - ty) < 1e-9) {
                return e;
            }
        }
        throw new IllegalStateException();
    }

    @Provide
    Arbitrary<Integer> rotations() {
        return Arbitraries.of(1, 2, 3, 6);
    }

    @Provide
    Arbitrary<Integer> edgeTileCounts() {
        return Arbitraries.of(1, 63, 64, 65, 128);
    }

    private static String[] ring(Random rnd, int labels) {
        String[] s = new String[6];
        for (int d = 0; d < 6; d++) {
            s[d] = "s" + rnd.nextInt(labels);
        }
        return s;
    }

    @Property(tries = 80, seed = "31")
    void copiesAndSideMatchingFollowTheGeometry(@ForAll @IntRange(min = 1, max = 4) int tiles,
                                                @ForAll @IntRange(min = 1, max = 3) int labels,
                                                @ForAll("rotations") int rotations, @ForAll boolean reflections,
                                                @ForAll long seed) {
        Random rnd = new Random(seed);
        String[][] rings = new String[tiles][];
        HexTilesBuilder b = HexTiles.builder().symmetry(rotations, reflections).matchSides();
        for (int t = 0; t < tiles; t++) {
            rings[t] = ring(rnd, labels);
            b.tile("t" + t, 1 + t, 0xFF000000 | t, rings[t]);
        }
        HexTiles m = b.build();
        int expected = 0;
        for (int t = 0; t < tiles; t++) {
            Set<List<String>> distinct = new HashSet<>();
            for (int r = 0; r < (reflections ? 2 : 1); r++) {
                for (int k = 0; k < 6; k += 6 / rotations) {
                    String[] img = new String[6];
                    for (int d = 0; d < 6; d++) {
                        img[turn(d, r == 1, k)] = rings[t][d];
                    }
                    distinct.add(List.of(img));
                }
            }
            expected += distinct.size();
            for (List<String> img : distinct) {
                boolean found = false;
                for (int c = 0; c < m.tileCount(); c++) {
                    found |= m.tileNames().get(c).split("!")[0].equals("t" + t)
                            && Arrays.equals(m.sides(c), img.toArray());
                }
                assertTrue(found, "copy " + img + " of t" + t);
            }
        }
        assertEquals(expected, m.tileCount());
        Rules rules = m.rules();
        for (int d = 0; d < 6; d++) {
            int o = -1;
            for (int e = 0; e < 6; e++) {
                o = HEX[e][0] == -HEX[d][0] && HEX[e][1] == -HEX[d][1] ? e : o;
            }
            for (int x = 0; x < m.tileCount(); x++) {
                for (int y = 0; y < m.tileCount(); y++) {
                    assertEquals(m.sides(x)[d].equals(m.sides(y)[o]), rules.allows(x, y, d));
                }
            }
        }
    }

    @Property(tries = 40, seed = "32")
    void mapsPassTheOracleAndSolversAgree(@ForAll("edgeTileCounts") int tiles, @ForAll boolean masked,
                                          @ForAll long seed) {
        Random rnd = new Random(seed);
        HexTilesBuilder b = HexTiles.builder().symmetry(6, true).matchSides();
        for (int t = 0; t < tiles; t++) {
            b.tile("t" + t, 1 + rnd.nextInt(3), 0xFF000000 | t, ring(rnd, tiles > 8 ? 2 : 3));
        }
        HexTiles m = b.build();
        Shape shape = Shape.random("hex", rnd, 6, masked);
        Grid grid = shape.grid();
        Solution naive = solve(SolverBuilder.of(m.rules(), grid).kind(SolverKind.NAIVE), seed);
        for (PropagatorKind p : new PropagatorKind[] {PropagatorKind.AC4, PropagatorKind.BITSET}) {
            Solution fast = solve(SolverBuilder.of(m.rules(), grid).kind(SolverKind.INCREMENTAL).propagator(p), seed);
            assertEquals(naive == null, fast == null, p + ": refused alike");
            if (naive != null) {
                assertEquals(naive.status(), fast.status(), p + ": status");
                if (naive.solved()) {
                    assertArrayEquals(naive.tiles(), fast.tiles(), p + ": same map");
                }
            }
        }
        Statistics.collect(naive == null ? "refused" : naive.status());
        if (naive != null && naive.solved()) {
            int n = m.tileCount();
            boolean[][][] allowed = new boolean[6][n][n];
            for (int d = 0; d < 6; d++) {
                for (int x = 0; x < n; x++) {
                    for (int y = 0; y < n; y++) {
                        allowed[d][x][y] = m.sides(x)[d].equals(m.sides(y)[shape.opposite(d)]);
                    }
                }
            }
            assertNull(TopologyCheck.firstViolation(naive.tiles(), shape, allowed));
            assertArrayEquals(m.png(naive), m.png(SolverBuilder.of(m.rules(), grid).build().solve(seed)));
        }
    }

    private static Solution solve(SolverBuilder b, long seed) {
        try {
            return b.build().solve(seed);
        } catch (NoMapPossibleException e) {
            return null;
        }
    }

    @Test
    void explicitPairsTurnWithTheirTiles() {
        HexTiles m = HexTiles.builder().symmetry(6, false)
                .tile("A", 1, 0xFFFF0000, "a", "b", "c", "d", "e", "f")
                .tile("B", 1, 0xFF00FF00, "p", "q", "p", "q", "p", "q")
                .allow("A", "B", 3).build();
        assertEquals(8, m.tileCount(), "A has 6 turns, B (labels of period 2) 2");
        Rules r = m.rules();
        assertTrue(r.allows(m.tile("A"), m.tile("B"), 3), "given: B right of A");
        assertTrue(r.allows(m.tile("A!60"), m.tile("B!60"), turn(3, false, 1)), "turned: right becomes down-right");
        assertTrue(r.allows(m.tile("A!180"), m.tile("B!60"), 0), "half a turn: left (B turned 180 is B!60)");
        assertFalse(r.allows(m.tile("A"), m.tile("B"), 0), "no pair that was not given");
    }
}
