package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The overlapping model on a masked square grid, checked by {@link LatticeWindows}: the patterns are the sample's
 * N x N windows under the square's 8 symmetries, and every window of a drawn map that lies inside the mask is one of
 * them; cells outside the mask hold no pattern and are drawn transparent.
 */
class SquareGridOverlappingTest {
    private static final int SIDE = 24;

    /** A disc with a bite out of its right side: a hole that windows must not cross. */
    private static boolean[] footprint() {
        boolean[] foot = new boolean[SIDE * SIDE];
        for (int c = 0; c < foot.length; c++) {
            int x = c % SIDE;
            int y = c / SIDE;
            boolean disc = (x - 11.5) * (x - 11.5) + (y - 11.5) * (y - 11.5) < 130;
            foot[c] = disc && !(x > 14 && y > 9 && y < 14);
        }
        return foot;
    }

    @Test
    void patternsAreTheSamplesSquareWindows() throws IOException {
        Image flowers = Png.read(SampleFiles.sample("Flowers"));
        for (int symmetry : new int[] {1, 8}) {
            GridOverlappingModel m = GridOverlappingModel.squareBuilder(flowers).n(3).symmetry(symmetry).build();
            LatticeWindows oracle = new LatticeWindows(flowers.argb(), new Shape("square", flowers.width(),
                    flowers.height(), 1, true, true, false, null), 3, 3, 1, symmetry == 8);
            assertEquals(oracle.size(), m.patternCount(), "symmetry " + symmetry);
            assertEquals(Topology.SQUARE, m.rules().topology());
        }
    }

    @Test
    void aMaskedMapHoldsOnlyTheSamplesWindowsAndItsHoleIsTransparent() throws IOException {
        Image flowers = Png.read(SampleFiles.sample("Flowers"));
        GridOverlappingModel m = GridOverlappingModel.squareBuilder(flowers).n(3).symmetry(8).build();
        boolean[] foot = footprint();
        Model shaped = m.shaped(1, Mask.of(SIDE, SIDE, foot));
        LatticeWindows oracle = new LatticeWindows(flowers.argb(), new Shape("square", flowers.width(),
                flowers.height(), 1, true, true, false, null), 3, 3, 1, true);
        int solved = 0;
        for (long seed = 0; seed < 4; seed++) {
            Solution s = shaped.solverBuilder(SIDE, SIDE, false).build().solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            Grid grid = s.grid();
            assertTrue(grid.masked());
            int[] argb = m.render(s).argb();
            assertEquals(SIDE * SIDE, argb.length);
            for (int c = 0; c < foot.length; c++) {
                if (!foot[c]) {
                    assertEquals(-1, s.tile(c), "masked-out cell " + c);
                    assertEquals(0, argb[c], "masked-out pixel " + c + " is transparent");
                } else {
                    assertTrue(s.tile(c) >= 0, "cell " + c + " decided");
                }
            }
            int[] checked = new int[1];
            assertNull(oracle.firstForeignWindow(argb, new Shape("square", SIDE, SIDE, 1, false, false, false, foot),
                    checked), "seed " + seed);
            assertTrue(checked[0] > 200, checked[0] + " windows inside the mask");
            assertArrayEquals(Png.encode(m.render(s)), Png.encode(m.render(shaped.solverBuilder(SIDE, SIDE, false)
                    .build().solve(seed))), "same seed, same bytes");
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void aScaleDrawsEachCellAsABlockOfItsPixel() throws IOException {
        Image flowers = Png.read(SampleFiles.sample("Flowers"));
        GridOverlappingModel m = GridOverlappingModel.squareBuilder(flowers).n(2).build();
        Model shaped = m.shaped(1, Mask.of(SIDE, SIDE, footprint()));
        Solution s = shaped.solverBuilder(SIDE, SIDE, true).build().solve(1);
        Image one = m.render(s);
        Image three = m.render(s, 3);
        assertEquals(SIDE * 3, three.width());
        for (int y = 0; y < three.height(); y++) {
            for (int x = 0; x < three.width(); x++) {
                assertEquals(one.pixel(x / 3, y / 3), three.pixel(x, y), "(" + x + ", " + y + ")");
            }
        }
    }
}
