package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The learned-adjacency model on cubes and hexagons: from DeBroglie's voxel sample and from an image read as axial
 * cells. Every map is checked by the topology oracle against triples learned here by the testkit's own neighbour
 * arithmetic; voxel maps round-trip through .vox with the palette kept; pictures have the documented geometry.
 */
class LearnedTopologyTest {

    /** allowed[d][a][b] over tile ids, from {@code symbols} per cell of {@code example} by the shape's arithmetic. */
    private static boolean[][][] learnIndependently(int[] example, Shape shape, LearnedModel m) {
        int tiles = m.tileCount();
        java.util.Map<Integer, Integer> ids = new java.util.HashMap<>();
        for (int t = 0; t < tiles; t++) {
            ids.put(m.symbol(t), t);
        }
        int dirs = shape.offsets().length;
        boolean[][][] allowed = new boolean[dirs][tiles][tiles];
        for (int c = 0; c < example.length; c++) {
            if (!shape.inside(c)) {
                continue;
            }
            for (int d = 0; d < dirs; d++) {
                int n = shape.neighbor(c, d);
                if (n >= 0) {
                    allowed[d][ids.get(example[c])][ids.get(example[n])] = true;
                }
            }
        }
        return allowed;
    }

    @Test
    void columnsMakeCubicMapsTheOracleAccepts() throws IOException {
        Path file = SampleFiles.debroglie().resolve("docs/columns.vox");
        Voxels example = Vox.read(file);
        LearnedModel m = LearnedModel.builder().example(file).build();
        assertEquals(Topology.CUBE, m.topology());
        assertEquals(LearnedModel.Form.VOXEL, m.form());
        long distinct = Arrays.stream(example.colors()).distinct().count();
        assertEquals(distinct, m.tileCount());
        boolean[][][] allowed = learnIndependently(example.colors(),
                new Shape("cube", 8, 8, 8, false, false, false, null), m);
        int solved = 0;
        for (long seed = 0; seed < 6; seed++) {
            Grid grid = m.grid(12, 12, 12, seed % 2 == 0);
            Solution s = SolverBuilder.of(m.rules(), grid).build().solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            Shape shape = new Shape("cube", 12, 12, 12, seed % 2 == 0, seed % 2 == 0, seed % 2 == 0, null);
            assertNull(TopologyCheck.firstViolation(s.tiles(), shape, allowed), "seed " + seed);
            Voxels out = Vox.decode(m.vox(s), "map");
            assertArrayEquals(example.palette(), out.palette(), "palette kept");
            for (int c = 0; c < grid.cells(); c++) {
                assertEquals(m.symbol(s.tile(c)), out.colors()[c], "cell " + c);
            }
            assertArrayEquals(m.vox(s), m.vox(SolverBuilder.of(m.rules(), grid).build().solve(seed)), "same seed");
        }
        assertTrue(solved >= 3, solved + " of 6 solved");
    }

    @Test
    void aMaskedCubeLeavesItsHoleEmpty() throws IOException {
        LearnedModel m = LearnedModel.builder().example(SampleFiles.debroglie().resolve("docs/columns.vox")).build();
        boolean[] exists = new boolean[10 * 10 * 6];
        Random rnd = new Random(3);
        for (int c = 0; c < exists.length; c++) {
            int x = c % 10;
            int y = c / 10 % 10;
            exists[c] = (x - 4.5) * (x - 4.5) + (y - 4.5) * (y - 4.5) < 20 || rnd.nextInt(8) == 0;
        }
        Grid grid = Grid.builder(Topology.CUBE).size(10, 10).depth(6).mask(exists).build();
        Solution s = SolverBuilder.of(m.rules(), grid).build().solve(1);
        assertTrue(s.solved(), s.toString());
        Voxels example = Vox.read(SampleFiles.debroglie().resolve("docs/columns.vox"));
        boolean[][][] allowed = learnIndependently(example.colors(),
                new Shape("cube", 8, 8, 8, false, false, false, null), m);
        assertNull(TopologyCheck.firstViolation(s.tiles(), new Shape("cube", 10, 10, 6, false, false, false, exists),
                allowed));
        Voxels out = m.voxels(s);
        for (int c = 0; c < exists.length; c++) {
            if (!exists[c]) {
                assertEquals(0, out.colors()[c], "masked-out cell " + c + " is empty");
            }
        }
    }

    @Test
    void aMaskedSquareDrawsItsHoleTransparent() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Knot"));
        LearnedModel m = LearnedModel.builder().example(sample).build();
        int w = 12;
        int h = 10;
        boolean[] exists = new boolean[w * h];
        for (int c = 0; c < exists.length; c++) {
            int x = c % w;
            int y = c / w;
            exists[c] = (x - 5.5) * (x - 5.5) + (y - 4.5) * (y - 4.5) < 18;
        }
        Grid grid = Grid.builder(Topology.SQUARE).size(w, h).mask(exists).build();
        Solution s = SolverBuilder.of(m.rules(), grid).build().solve(2);
        assertTrue(s.solved(), s.toString());
        int scale = 3;
        Image out = m.render(s, scale);
        assertEquals(w * scale, out.width());
        assertEquals(0xFF, sample.argb()[0] >>> 24, "the sample is opaque");
        for (int c = 0; c < exists.length; c++) {
            for (int p = 0; p < scale * scale; p++) {
                int x = c % w * scale + p % scale;
                int y = c / w * scale + p / scale;
                int argb = out.argb()[x + y * out.width()];
                if (exists[c]) {
                    assertEquals(m.symbol(s.tile(c)), argb, "cell " + c + " shows its tile");
                    assertEquals(0xFF, argb >>> 24, "cell " + c + " opaque");
                } else {
                    assertEquals(0, argb, "masked-out cell " + c + " transparent at (" + x + ", " + y + ")");
                }
            }
        }
    }

    @Test
    void cubeSymmetryTurnsEveryLayer() {
        // A 2x1x2 box: colour 1 then 2 along x in the lower layer, 3 above the 1. Symmetry 2 adds its mirror.
        int[] palette = new int[256];
        Voxels v = new Voxels(2, 1, 2, new int[] {1, 2, 3, 0}, palette);
        LearnedModel one = LearnedModel.builder().example(v).build();
        LearnedModel two = LearnedModel.builder().example(v).symmetry(2).build();
        int t1 = tileOf(one, 1);
        int t2 = tileOf(one, 2);
        assertTrue(one.rules().allows(t1, t2, 2), "2 right of 1");
        assertTrue(!one.rules().allows(t1, t2, 0), "2 not left of 1 without symmetry");
        assertTrue(two.rules().allows(tileOf(two, 1), tileOf(two, 2), 0), "mirrored: 2 left of 1");
        assertTrue(two.rules().allows(tileOf(two, 1), tileOf(two, 3), 4), "3 stays above 1");
        assertTrue(!two.rules().allows(tileOf(two, 1), tileOf(two, 3), 5), "never below");
    }

    private static int tileOf(LearnedModel m, int symbol) {
        for (int t = 0; t < m.tileCount(); t++) {
            if (m.symbol(t) == symbol) {
                return t;
            }
        }
        throw new AssertionError(symbol);
    }

    @Test
    void anImageReadAsAxialCellsMakesHexMapsTheOracleAccepts() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        LearnedModel m = LearnedModel.builder().topology(Topology.HEX).example(sample).build();
        assertEquals(6, m.rules().directions());
        boolean[][][] allowed = learnIndependently(sample.argb(),
                new Shape("hex", sample.width(), sample.height(), 1, false, false, false, null), m);
        int solved = 0;
        for (long seed = 0; seed < 4; seed++) {
            boolean periodic = seed % 2 == 1;
            Grid grid = m.grid(24, 20, periodic);
            Solution s = SolverBuilder.of(m.rules(), grid).build().solve(seed);
            if (s.solved()) {
                solved++;
                assertNull(TopologyCheck.firstViolation(s.tiles(),
                        new Shape("hex", 24, 20, 1, periodic, periodic, false, null), allowed), "seed " + seed);
            }
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void hexSymmetryTwelveLearnsEveryPairInEveryTurnAndMirror() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        LearnedModel m = LearnedModel.builder().topology(Topology.HEX).symmetry(12).example(sample).build();
        Shape shape = new Shape("hex", sample.width(), sample.height(), 1, false, false, false, null);
        boolean[][][] plain = learnIndependently(sample.argb(), shape, m);
        // A pair toward offset o is, in the sample read through g, a pair toward the offset e with g(e) = o.
        int[][] o = shape.offsets();
        boolean[][][] want = new boolean[6][m.tileCount()][m.tileCount()];
        for (int[] g : dev.wfc.core.testkit.LatticeWindows.symmetries("hex")) {
            for (int e = 0; e < 6; e++) {
                int gx = g[0] * o[e][0] + g[1] * o[e][1];
                int gy = g[2] * o[e][0] + g[3] * o[e][1];
                for (int d = 0; d < 6; d++) {
                    if (o[d][0] == gx && o[d][1] == gy) {
                        for (int a = 0; a < m.tileCount(); a++) {
                            for (int b = 0; b < m.tileCount(); b++) {
                                want[e][a][b] |= plain[d][a][b];
                            }
                        }
                    }
                }
            }
        }
        for (int d = 0; d < 6; d++) {
            for (int a = 0; a < m.tileCount(); a++) {
                for (int b = 0; b < m.tileCount(); b++) {
                    assertEquals(want[d][a][b], m.rules().allows(a, b, d), "pair " + a + ", " + b + " toward " + d);
                }
            }
        }
        LearnedModel one = LearnedModel.builder().topology(Topology.HEX).example(sample).build();
        assertEquals(12 * one.weight(0), m.weight(0), "every variant counts the occurrences again");
        assertThrows(IllegalArgumentException.class, () -> LearnedModel.builder().symmetry(12).example(sample)
                .build(), "12 is the hexagon's, not the square's");
    }

    @Test
    void hexPictureShowsEachCellAtItsDocumentedCentre() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        LearnedModel m = LearnedModel.builder().topology(Topology.HEX).example(sample).build();
        Solution s = SolverBuilder.of(m.rules(), m.grid(9, 7, true)).build().solve(5);
        assertTrue(s.solved());
        int cell = 12;
        Image pic = m.render(s, cell);
        double radius = cell / Math.sqrt(3);
        assertEquals((int) Math.ceil((8 + 3.0) * cell + cell), pic.width());
        assertEquals((int) Math.ceil(6 * 1.5 * radius + 2 * radius), pic.height());
        for (int y = 0; y < 7; y++) {
            for (int x = 0; x < 9; x++) {
                double cx = (x - y / 2.0) * cell + 3.0 * cell + cell / 2.0;
                double cy = y * 1.5 * radius + radius;
                assertEquals(m.symbol(s.tile(x + 9 * y)), pic.pixel((int) cx, (int) cy), "cell " + x + "," + y);
            }
        }
        assertEquals(0, pic.pixel(0, 0), "the corner outside the rhombus is transparent");
    }

    @Test
    void isometricPreviewDrawsTheTopOfTheHighestVoxel() throws IOException {
        int[] palette = new int[256];
        palette[1] = 0xFF112233;
        palette[2] = 0xFF445566;
        // Lower layer all colour 1, upper layer empty except colour 2 at (0, 0).
        Voxels v = new Voxels(2, 2, 2, new int[] {1, 1, 1, 1, 2, 0, 0, 0}, palette);
        LearnedModel m = LearnedModel.builder().example(v).build();
        Grid grid = m.grid(2, 2, 2, false);
        SolverBuilder b = SolverBuilder.of(m.rules(), grid);
        int[] want = {1, 1, 1, 1, 2, 0, 0, 0};
        for (int c = 0; c < 8; c++) {
            b.restrict(c, tileOf(m, want[c]));
        }
        Solution s = b.build().solve(0);
        assertTrue(s.solved());
        int unit = 3;
        Image pic = m.render(s, unit);
        assertEquals(4 * 2 * unit, pic.width());
        assertEquals(2 * unit + 2 * unit + 4 * unit, pic.height());
        // Top face centre of (0, 0, 1): sprite at ((0 - 0) * 2a + (2 - 1) * 2a, 0 + 0) -> centre (+2a, +a).
        assertEquals(0xFF445566, pic.pixel(2 * unit + 2 * unit, unit));
        assertEquals(0, pic.pixel(0, 0));
    }

    @Test
    void topologyMismatchesAreRefused() {
        Voxels v = new Voxels(1, 1, 1, new int[] {1}, new int[256]);
        assertThrows(IllegalArgumentException.class,
                () -> LearnedModel.builder().topology(Topology.HEX).example(v));
        LearnedModel m = LearnedModel.builder().example(v).build();
        assertThrows(IllegalArgumentException.class, () -> SolverBuilder.of(m.rules(), new Grid(3, 3, false)));
        assertThrows(IllegalArgumentException.class, () -> m.grid(3, 3, 0, false));
    }
}
