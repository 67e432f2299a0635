package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverKind;
import dev.wfc.core.Status;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
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

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The 3D tiled model against the test's own arithmetic: the copies are exactly the distinct turned and mirrored boxes
 * (turning computed here, point by point); auto adjacency allows exactly the pairs whose touching faces, extracted
 * here through the testkit's cube offsets, differ in at most the tolerance; explicit pairs turn with their tiles;
 * every solved map passes {@link TopologyCheck} with those pairs, on random boxes periodic per axis and masked; the
 * naive and the incremental solvers agree; the same seed writes the same {@code .vox} bytes.
 */
class VoxelTilesProperties {
    private static final int[][] CUBE = new Shape("cube", 1, 1, 1, false, false, false, null).offsets();

    @Provide
    Arbitrary<Integer> edgeTileCounts() {
        return Arbitraries.of(1, 63, 64, 65, 128);
    }

    @Provide
    Arbitrary<Double> tolerances() {
        return Arbitraries.of(0.0, 0.02, 0.34, 0.5, 1.0);
    }

    /** Random boxes: {@code tiles} of side n (height sz), colours from a small palette so that faces often match. */
    private static List<Voxels> boxes(int tiles, int n, int sz, int colours, Random rnd) {
        int[] palette = new int[256];
        for (int i = 1; i < 256; i++) {
            palette[i] = 0xFF000000 | (i * 0x3F1D07);
        }
        List<Voxels> out = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            int[] c = new int[n * n * sz];
            for (int i = 0; i < c.length; i++) {
                c[i] = rnd.nextInt(colours); // 0 is empty
            }
            out.add(new Voxels(n, n, sz, c, palette));
        }
        return out;
    }

    private static int[] argb(Voxels v) {
        int[] out = new int[v.colors().length];
        for (int i = 0; i < out.length; i++) {
            out[i] = v.colors()[i] == 0 ? 0 : v.palette()[v.colors()[i]];
        }
        return out;
    }

    /** The box mirrored in x if asked, then turned k times clockwise (seen from above, y down), point by point. */
    static int[] turned(int[] box, int n, int sz, boolean mirrored, int k) {
        int[] out = new int[box.length];
        for (int z = 0; z < sz; z++) {
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    int px = mirrored ? n - 1 - x : x;
                    int py = y;
                    for (int i = 0; i < k; i++) { // a clockwise turn sends (px, py) to (n - 1 - py, px)
                        int nx = n - 1 - py;
                        py = px;
                        px = nx;
                    }
                    out[px + py * n + z * n * n] = box[x + y * n + z * n * n];
                }
            }
        }
        return out;
    }

    /** allowed[d][a][b] by the touching faces of the model's tile voxels, through the cube offsets of the testkit. */
    private static boolean[][][] byFaces(VoxelTiles m, double tolerance) {
        int[] s = m.tileSize();
        int tiles = m.tileCount();
        boolean[][][] allowed = new boolean[6][tiles][tiles];
        for (int d = 0; d < 6; d++) {
            int[] o = CUBE[d];
            for (int a = 0; a < tiles; a++) {
                for (int b = 0; b < tiles; b++) {
                    int[] va = m.tileVoxels(a);
                    int[] vb = m.tileVoxels(b);
                    int differ = 0;
                    int total = 0;
                    for (int z = 0; z < s[2]; z++) {
                        for (int y = 0; y < s[1]; y++) {
                            for (int x = 0; x < s[0]; x++) {
                                // a's voxel on the face toward o, and the voxel of b it touches
                                boolean face = (o[0] != 0 && x == (o[0] > 0 ? s[0] - 1 : 0))
                                        || (o[1] != 0 && y == (o[1] > 0 ? s[1] - 1 : 0))
                                        || (o[2] != 0 && z == (o[2] > 0 ? s[2] - 1 : 0));
                                if (!face) {
                                    continue;
                                }
                                int bx = o[0] == 0 ? x : s[0] - 1 - x;
                                int by = o[1] == 0 ? y : s[1] - 1 - y;
                                int bz = o[2] == 0 ? z : s[2] - 1 - z;
                                total++;
                                differ += va[x + (y + z * s[1]) * s[0]] != vb[bx + (by + bz * s[1]) * s[0]] ? 1 : 0;
                            }
                        }
                    }
                    allowed[d][a][b] = differ <= tolerance * total;
                }
            }
        }
        return allowed;
    }

    @Property(tries = 60, seed = "22")
    void copiesAreTheDistinctTurnedBoxes(@ForAll @IntRange(min = 1, max = 4) int tiles,
                                         @ForAll @IntRange(min = 1, max = 3) int n,
                                         @ForAll @IntRange(min = 1, max = 3) int sz,
                                         @ForAll @IntRange(min = 1, max = 3) int colours,
                                         @ForAll("rotations") int rotations, @ForAll boolean reflections,
                                         @ForAll long seed) {
        List<Voxels> in = boxes(tiles, n, sz, colours, new Random(seed));
        VoxelTilesBuilder b = VoxelTiles.builder().symmetry(rotations, reflections).autoAdjacency(0);
        for (int t = 0; t < tiles; t++) {
            b.tile("t" + t, in.get(t), 1 + t);
        }
        VoxelTiles m = b.build();
        int expected = 0;
        for (int t = 0; t < tiles; t++) {
            Set<String> distinct = new HashSet<>();
            for (int r = 0; r < (reflections ? 2 : 1); r++) {
                for (int k = 0; k < 4; k += 4 / rotations) {
                    int[] img = turned(argb(in.get(t)), n, sz, r == 1, k);
                    distinct.add(Arrays.toString(img));
                    int copy = m.tile("t" + t + "!" + (r == 1 ? "x" : "") + 90 * k);
                    assertTrue(copy >= 0, "copy named");
                    assertArrayEquals(img, m.tileVoxels(copy), "t" + t + " r" + r + " k" + k);
                    assertEquals(1 + t, m.rules().weight(copy), 1e-12, "a copy weighs its tile's weight");
                }
            }
            expected += distinct.size();
        }
        assertEquals(expected, m.tileCount(), "one tile per distinct copy");
    }

    @Provide
    Arbitrary<Integer> rotations() {
        return Arbitraries.of(1, 2, 4);
    }

    @Property(tries = 60, seed = "23")
    void autoAdjacencyAllowsExactlyTheMatchingFaces(@ForAll @IntRange(min = 1, max = 5) int tiles,
                                                    @ForAll @IntRange(min = 1, max = 3) int n,
                                                    @ForAll @IntRange(min = 1, max = 3) int sz,
                                                    @ForAll @IntRange(min = 1, max = 3) int colours,
                                                    @ForAll("tolerances") double tolerance, @ForAll boolean turn,
                                                    @ForAll long seed) {
        List<Voxels> in = boxes(tiles, n, sz, colours, new Random(seed));
        VoxelTilesBuilder b = VoxelTiles.builder().symmetry(turn ? 4 : 1, turn).autoAdjacency(tolerance);
        for (int t = 0; t < tiles; t++) {
            b.tile("t" + t, in.get(t), 1);
        }
        VoxelTiles m = b.build();
        boolean[][][] expected = byFaces(m, tolerance);
        Rules rules = m.rules();
        int allowed = 0;
        for (int d = 0; d < 6; d++) {
            for (int x = 0; x < m.tileCount(); x++) {
                for (int y = 0; y < m.tileCount(); y++) {
                    assertEquals(expected[d][x][y], rules.allows(x, y, d), "pair " + x + " " + y + " toward " + d);
                    allowed += expected[d][x][y] ? 1 : 0;
                }
            }
        }
        Statistics.collect(allowed == 0 ? "none" : allowed == 6 * m.tileCount() * m.tileCount() ? "all" : "some");
        Statistics.coverage(c -> c.check("some").percentage(p -> p > 30));
    }

    /** Solved maps pass the topology oracle; naive and incremental solvers agree; same seed, same .vox bytes. */
    @Property(tries = 40, seed = "24")
    void mapsPassTheOracleAndSolversAgree(@ForAll("edgeTileCounts") int tiles, @ForAll boolean masked,
                                          @ForAll long seed) {
        Random rnd = new Random(seed);
        int n = tiles > 8 ? 1 : 2;
        List<Voxels> in = boxes(tiles, n, n, tiles > 8 ? 4 : 2, rnd);
        VoxelTilesBuilder b = VoxelTiles.builder().symmetry(4, true).autoAdjacency(0.5);
        for (int t = 0; t < tiles; t++) {
            b.tile("t" + t, in.get(t), 1 + rnd.nextInt(3));
        }
        VoxelTiles m = b.build();
        Shape shape = Shape.random("cube", rnd, 4, masked);
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
            assertNull(TopologyCheck.firstViolation(naive.tiles(), shape, byFaces(m, 0.5)));
            Solution again = SolverBuilder.of(m.rules(), grid).build().solve(seed);
            Solution first = SolverBuilder.of(m.rules(), grid).build().solve(seed);
            assertArrayEquals(m.vox(first), m.vox(again), "same seed, same bytes");
        }
    }

    private static Solution solve(SolverBuilder b, long seed) {
        try {
            return b.build().solve(seed);
        } catch (NoMapPossibleException e) {
            return null;
        }
    }

    /** An explicit pair turns with its tiles: A left of B, turned a quarter, is A!90 above-in-y (up) of B!90. */
    @Test
    void explicitPairsTurnWithTheirTiles() {
        int[] palette = new int[256];
        palette[1] = 0xFFFF0000;
        palette[2] = 0xFF00FF00;
        // 2x2x1 boxes without symmetry: one filled corner each, A at (0, 0), B at (1, 0) and (0, 1)
        Voxels a = new Voxels(2, 2, 1, new int[] {1, 0, 0, 0}, palette);
        Voxels bb = new Voxels(2, 2, 1, new int[] {0, 2, 2, 0}, palette);
        VoxelTiles m = VoxelTiles.builder().symmetry(4, false).tile("A", a, 1).tile("B", bb, 1)
                .allow("A", "B", 2).allow("A", "B", 4).build();
        assertEquals(6, m.tileCount(), "A has 4 quarter turns, B (a diagonal) 2");
        Rules r = m.rules();
        assertTrue(r.allows(m.tile("A"), m.tile("B"), 2), "given: B right of A");
        assertTrue(r.allows(m.tile("B"), m.tile("A"), 0), "and A left of B");
        assertTrue(r.allows(m.tile("A!90"), m.tile("B!90"), 1), "turned clockwise: right becomes down");
        assertTrue(r.allows(m.tile("A!180"), m.tile("B!180"), 0), "turned twice: right becomes left");
        assertTrue(r.allows(m.tile("A!270"), m.tile("B!270"), 3), "three times: up");
        assertTrue(r.allows(m.tile("A!90"), m.tile("B!90"), 4), "above stays above");
        assertFalse(r.allows(m.tile("A"), m.tile("B"), 1), "no pair that was not given");
        assertFalse(r.allows(m.tile("A!90"), m.tile("B!90"), 2));
        assertEquals(m.tile("B"), m.tile("B!180"), "B's half turn is B itself");
    }

    @Test
    void voxelsPlaceEachTilesVoxelsAndPreviewDraws() throws Exception {
        int[] palette = new int[256];
        palette[7] = 0xFF123456;
        Voxels full = new Voxels(2, 2, 2, new int[] {7, 7, 7, 7, 7, 7, 7, 7}, palette);
        Voxels empty = new Voxels(2, 2, 2, new int[8], palette);
        VoxelTiles m = VoxelTiles.builder().tile("full", full, 1).tile("empty", empty, 1).autoAdjacency(0).build();
        Grid grid = m.grid(3, 1, 2, false, false, false);
        Solution s = SolverBuilder.of(m.rules(), grid).build().solve(5);
        assertEquals(Status.SOLVED, s.status());
        Voxels out = Vox.decode(m.vox(s), "map");
        assertEquals(List.of(6, 2, 4), List.of(out.width(), out.height(), out.depth()));
        int filled = 0;
        for (int c = 0; c < grid.cells(); c++) {
            filled += s.tile(c) == m.tile("full") ? 8 : 0;
            int v = out.color(grid.x(c) * 2 + 1, 1, grid.z(c) * 2);
            assertEquals(s.tile(c) == m.tile("full") ? 0xFF123456 : 0, v == 0 ? 0 : out.palette()[v], "cell " + c);
        }
        assertEquals(filled, out.filled());
        assertTrue(m.preview(s, 2).width() > 0);
    }

    @Test
    void refusesTilesOfDifferentSizesAndUnknownNames() {
        int[] palette = new int[256];
        Voxels two = new Voxels(2, 2, 2, new int[8], palette);
        Voxels one = new Voxels(1, 1, 1, new int[1], palette);
        WfcInputException e = assertThrows(WfcInputException.class,
                () -> VoxelTiles.builder().tile("a", two, 1).tile("b", one, 1));
        assertTrue(e.getMessage().contains("the first tile's size"), e.getMessage());
        WfcInputException f = assertThrows(WfcInputException.class,
                () -> VoxelTiles.builder().tile("a", two, 1).allow("a", "c", 2).build());
        assertTrue(f.getMessage().contains("'c'"), f.getMessage());
        assertThrows(WfcInputException.class, () -> VoxelTiles.builder().autoAdjacency(1.5));
        assertThrows(WfcInputException.class, () -> VoxelTiles.builder().tile("a!90", two, 1));
    }

    /** Work and memory bounded before any copy is made: tiles sharing one array cost nothing until then. */
    @Test
    void refusesSetsBeyondItsVoxelAndComparisonBounds() {
        int[] palette = new int[256];
        Voxels big = new Voxels(64, 64, 64, new int[64 * 64 * 64], palette);
        VoxelTilesBuilder many = VoxelTiles.builder().symmetry(4, true);
        for (int t = 0; t < 300; t++) {
            many.tile("t" + t, big, 1);
        }
        WfcInputException e = assertThrows(WfcInputException.class, many::build);
        assertTrue(e.getMessage().contains("voxels in all"), e.getMessage());
        Voxels small = new Voxels(8, 8, 8, new int[512], palette);
        VoxelTilesBuilder pairs = VoxelTiles.builder().symmetry(4, true).autoAdjacency(0);
        for (int t = 0; t < 1200; t++) {
            pairs.tile("t" + t, small, 1);
        }
        WfcInputException f = assertThrows(WfcInputException.class, pairs::build);
        assertTrue(f.getMessage().contains("voxel comparisons"), f.getMessage());
    }
}
