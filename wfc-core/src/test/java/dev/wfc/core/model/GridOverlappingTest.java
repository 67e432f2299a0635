package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The overlapping model on cubes and hexagons, checked by {@link LatticeWindows}: its own window and symmetry
 * arithmetic says which windows the sample holds, and every window of every solved map whose cells exist must be
 * one of them. Pattern counts are compared with the oracle's distinct windows; voxel maps round-trip through .vox.
 */
class GridOverlappingTest {
    private static Path columns() {
        return SampleFiles.debroglie().resolve("docs/columns.vox");
    }

    private static Path hexMini() {
        return SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx");
    }

    @Test
    void columnsPatternsAreTheSamplesWindows() throws IOException {
        Voxels v = Vox.read(columns());
        Shape sample = new Shape("cube", v.width(), v.height(), v.depth(), false, false, false, null);
        for (int symmetry : new int[] {1, 8}) {
            GridOverlappingModel m = GridOverlappingModel.builder(v).n(2).periodicInput(false).symmetry(symmetry)
                    .build();
            LatticeWindows oracle = new LatticeWindows(v.colors(), sample, 2, 2, 2, symmetry == 8);
            assertEquals(oracle.size(), m.patternCount(), "symmetry " + symmetry);
            assertEquals(Topology.CUBE, m.rules().topology());
        }
    }

    @Test
    void columnsMapsHoldOnlyTheSamplesWindows() throws IOException {
        Voxels v = Vox.read(columns());
        GridOverlappingModel m = GridOverlappingModel.builder(v).n(2).periodicInput(false).symmetry(8).build();
        LatticeWindows oracle = new LatticeWindows(v.colors(),
                new Shape("cube", v.width(), v.height(), v.depth(), false, false, false, null), 2, 2, 2, true);
        int solved = 0;
        for (long seed = 0; seed < 4; seed++) {
            boolean periodic = seed % 2 == 1;
            Grid grid = m.grid(10, 9, 8, periodic);
            Solution s = SolverBuilder.of(m.rules(), grid).build().solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            int[] checked = new int[1];
            assertNull(oracle.firstForeignWindow(m.values(s), new Shape("cube", 10, 9, 8, periodic, periodic,
                    periodic, null), checked), "seed " + seed);
            assertEquals(periodic ? 10 * 9 * 8 : 9 * 8 * 7, checked[0], "every window looked at");
            Voxels out = Vox.decode(m.vox(s), "map");
            assertArrayEquals(v.palette(), out.palette(), "palette kept");
            assertArrayEquals(m.values(s), out.colors(), "the .vox holds the map");
            assertArrayEquals(m.vox(s), m.vox(SolverBuilder.of(m.rules(), grid).build().solve(seed)), "same seed");
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void aMaskedCubeKeepsItsHoleEmptyAndItsWindowsTheSamples() throws IOException {
        Voxels v = Vox.read(columns());
        GridOverlappingModel m = GridOverlappingModel.builder(v).n(2).periodicInput(false).build();
        boolean[] foot = new boolean[12 * 12];
        for (int c = 0; c < foot.length; c++) {
            int x = c % 12;
            int y = c / 12;
            foot[c] = (x - 5.5) * (x - 5.5) + (y - 5.5) * (y - 5.5) < 30;
        }
        Model shaped = m.shaped(6, Mask.of(12, 12, foot));
        Grid grid = shaped.grid(12, 12, false);
        Solution s = null;
        for (long seed = 0; seed < 6 && (s == null || !s.solved()); seed++) {
            s = shaped.solverBuilder(12, 12, false).build().solve(seed);
        }
        assertTrue(s.solved(), s.toString());
        boolean[] exists = Mask.of(12, 12, foot).cells(12, 12, 6);
        int[] values = m.values(s);
        for (int c = 0; c < exists.length; c++) {
            if (!exists[c]) {
                assertEquals(0, values[c], "masked-out cell " + c);
                assertEquals(-1, s.tile(c));
            }
        }
        LatticeWindows oracle = new LatticeWindows(v.colors(),
                new Shape("cube", v.width(), v.height(), v.depth(), false, false, false, null), 2, 2, 2, false);
        int[] checked = new int[1];
        assertNull(oracle.firstForeignWindow(values, new Shape("cube", 12, 12, 6, false, false, false, exists),
                checked));
        assertTrue(checked[0] > 100, checked[0] + " windows");
        assertEquals(grid.cells(), values.length);
    }

    @Test
    void withGroundTheBottomLayerHoldsExactlyTheSamplesBottomWindows() throws IOException {
        Voxels v = Vox.read(columns());
        GridOverlappingModel m = GridOverlappingModel.builder(v).n(2).periodicInput(false).ground(true).build();
        assertTrue(m.ground());
        java.util.Set<String> bottom = new java.util.HashSet<>();
        for (int y = 0; y + 1 < v.height(); y++) {
            for (int x = 0; x + 1 < v.width(); x++) {
                bottom.add(box(v.colors(), v.width(), v.height(), x, y, 0));
            }
        }
        int solved = 0;
        for (long seed = 0; seed < 4; seed++) {
            Solution s = m.shaped(6, null).solverBuilder(10, 9, false).build().solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            int[] values = m.values(s);
            for (int z = 0; z + 1 < 6; z++) {
                for (int y = 0; y + 1 < 9; y++) {
                    for (int x = 0; x + 1 < 10; x++) {
                        assertEquals(z == 0, bottom.contains(box(values, 10, 9, x, y, z)),
                                "seed " + seed + ", box at (" + x + ", " + y + ", " + z + ")");
                    }
                }
            }
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
        // Without ground the same shape breaks the rule somewhere: the check above can fail.
        GridOverlappingModel free = GridOverlappingModel.builder(v).n(2).periodicInput(false).build();
        boolean broken = false;
        for (long seed = 0; seed < 4 && !broken; seed++) {
            Solution s = free.shaped(6, null).solverBuilder(10, 9, false).build().solve(seed);
            int[] values = free.values(s);
            for (int c = 0; s.solved() && c < 9 * 8 * 5 && !broken; c++) {
                int x = c % 9;
                int y = c / 9 % 8;
                int z = c / 72;
                broken = (z == 0) != bottom.contains(box(values, 10, 9, x, y, z));
            }
        }
        assertTrue(broken, "a map without ground breaks the ground rule");
        // Off the cube the ground is the last row (GridGroundTest); a sample with no window there is refused.
        assertThrows(WfcInputException.class, () -> GridOverlappingModel.hexBuilder(Png.read(SampleFiles.sample(
                "Flowers")), null).periodicInput(false).ground(true).build());
    }

    /** The 2x2x2 box of {@code values} (a w x h x depth grid) anchored at (x, y, z), as text. */
    private static String box(int[] values, int w, int h, int x, int y, int z) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < 2; k++) {
            for (int j = 0; j < 2; j++) {
                for (int i = 0; i < 2; i++) {
                    b.append(values[x + i + (y + j + (z + k) * h) * w]).append(',');
                }
            }
        }
        return b.toString();
    }

    @Test
    void hexMiniPatternsAreTheSamplesRhombi() throws IOException {
        TmxMap map = TmxMap.read(hexMini());
        TmxMap.Axial a = map.axial();
        Shape sample = new Shape("hex", a.width(), a.height(), 1, false, false, false, a.inside());
        for (int symmetry : new int[] {1, 12}) {
            GridOverlappingModel m = GridOverlappingModel.builder(map).n(2).periodicInput(false).symmetry(symmetry)
                    .build();
            LatticeWindows oracle = new LatticeWindows(a.gids(), sample, 2, 2, 1, symmetry == 12);
            assertEquals(oracle.size(), m.patternCount(), "symmetry " + symmetry);
            assertEquals(Topology.HEX, m.rules().topology());
        }
    }

    @Test
    void hexMiniMapsHoldOnlyTheSamplesRhombi() throws IOException {
        TmxMap map = TmxMap.read(hexMini());
        TmxMap.Axial a = map.axial();
        GridOverlappingModel m = GridOverlappingModel.builder(map).n(2).periodicInput(false).symmetry(12).build();
        LatticeWindows oracle = new LatticeWindows(a.gids(),
                new Shape("hex", a.width(), a.height(), 1, false, false, false, a.inside()), 2, 2, 1, true);
        int solved = 0;
        for (long seed = 0; seed < 4; seed++) {
            boolean periodic = seed % 2 == 1;
            Grid grid = m.grid(20, 16, periodic);
            Solution s = SolverBuilder.of(m.rules(), grid).build().solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            int[] checked = new int[1];
            assertNull(oracle.firstForeignWindow(m.values(s), new Shape("hex", 20, 16, 1, periodic, periodic, false,
                    null), checked), "seed " + seed);
            assertEquals(periodic ? 20 * 16 : 19 * 15, checked[0]);
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void anImageSampleOnHexagonsWithNThreeHoldsOnlyItsRhombi() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        GridOverlappingModel m = GridOverlappingModel.hexBuilder(sample, null).n(3).symmetry(2).build();
        // Symmetry 2 is the identity and the first mirror; the oracle's full group holds both, so this is a bound.
        LatticeWindows all = new LatticeWindows(sample.argb(),
                new Shape("hex", sample.width(), sample.height(), 1, true, true, false, null), 3, 3, 1, true);
        int solved = 0;
        for (long seed = 0; seed < 3; seed++) {
            Solution s = SolverBuilder.of(m.rules(), m.grid(18, 18, true)).build().solve(seed);
            if (s.solved()) {
                solved++;
                int[] checked = new int[1];
                assertNull(all.firstForeignWindow(m.values(s), new Shape("hex", 18, 18, 1, true, true, false, null),
                        checked), "seed " + seed);
            }
        }
        assertTrue(solved >= 1, solved + " of 3 solved");
        GridOverlappingModel one = GridOverlappingModel.hexBuilder(sample, null).n(3).build();
        assertEquals(new LatticeWindows(sample.argb(), new Shape("hex", sample.width(), sample.height(), 1, true,
                true, false, null), 3, 3, 1, false).size(), one.patternCount());
    }

    @Test
    void theTwelveHexSymmetriesAreAGroupOfTwelveDistinctMaps() {
        LatticeSymmetry hex = LatticeSymmetry.of(Topology.HEX);
        assertEquals(12, hex.count());
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int v = 0; v < 12; v++) {
            seen.add(hex.x(v, 1, 0) + "," + hex.y(v, 1, 0) + ";" + hex.x(v, 0, 1) + "," + hex.y(v, 0, 1));
            int[] dirs = new int[6];
            for (int d = 0; d < 6; d++) {
                dirs[d] = hex.pairDirection(v, d);
            }
            assertEquals(6, Arrays.stream(dirs).distinct().count(), "variant " + v + " permutes the directions");
        }
        assertEquals(12, seen.size());
        // R turns direction d into d - 1: the pair read through R of a pair toward right (3) lies toward 4.
        assertEquals(4, hex.pairDirection(2, 3));
    }

    @Test
    void badOptionsNameTheirKey() throws IOException {
        Voxels v = Vox.read(columns());
        assertTrue(assertThrows(WfcInputException.class, () -> GridOverlappingModel.builder(v).symmetry(9))
                .getMessage().startsWith("symmetry: 9"));
        assertTrue(assertThrows(WfcInputException.class, () -> GridOverlappingModel.builder(v).n(2, 2, 9))
                .getMessage().startsWith("nZ: 9"));
        assertTrue(assertThrows(WfcInputException.class, () -> GridOverlappingModel.builder(v).n(1))
                .getMessage().startsWith("nX: 1"));
        TmxMap map = TmxMap.read(hexMini());
        assertTrue(assertThrows(WfcInputException.class, () -> GridOverlappingModel.builder(map).symmetry(13))
                .getMessage().startsWith("symmetry: 13"));
        assertThrows(WfcInputException.class, () -> GridOverlappingModel.builder(map).n(2, 2, 2));
        GridOverlappingModel flat = GridOverlappingModel.builder(map).build();
        assertTrue(assertThrows(WfcInputException.class, () -> flat.grid(4, 4, 2, false)).getMessage()
                .startsWith("depth: 2"));
    }
}
