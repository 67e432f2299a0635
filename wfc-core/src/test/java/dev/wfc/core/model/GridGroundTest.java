package dev.wfc.core.model;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.testkit.LandSample;
import dev.wfc.core.topo.Mask;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ground on the hexagon and on masked squares, checked by the test's own window reading: the windows of a periodic
 * output anchored at its last row are exactly the sample's windows anchored at its last row (wrapping, as the input
 * does), and no other window of the output is one of them; without ground the same check fails, so it can fail;
 * a sample with no window at its bottom is refused; the same seed makes the same map.
 */
class GridGroundTest {
    /** Sky with clouds over a row of grass and trees and a row of dirt and rock. */
    private static final int[] LAND = LandSample.argb(
        "SSSCSSSS",
        "SCSSSSCS",
        "SSSSSCSS",
        "SSCSSSSS",
        "GGTGGGTG",
        "DDDRDDDD");
    private static final int W = 8;
    private static final int H = 6;

    /** The 2x2 window anchored at (x, y) of a w x h grid, wrapping both axes: (x + i, y + j), i and j in 0..1. */
    private static String window(int[] v, int w, int h, int x, int y, boolean[] exists) {
        StringBuilder b = new StringBuilder();
        for (int j = 0; j < 2; j++) {
            for (int i = 0; i < 2; i++) {
                int c = (x + i) % w + (y + j) % h * w;
                if (exists != null && !exists[c]) {
                    return null;
                }
                b.append(Integer.toHexString(v[c])).append(',');
            }
        }
        return b.toString();
    }

    private static Set<String> sampleBottom() {
        Set<String> bottom = new HashSet<>();
        for (int x = 0; x < W; x++) {
            bottom.add(window(LAND, W, H, x, H - 1, null));
        }
        return bottom;
    }

    /** Whether every window of the map obeys the ground rule: a sample bottom window exactly on the last row. */
    private static boolean groundHolds(int[] values, int w, int h, boolean[] exists, Set<String> bottom,
                                       int[] checked) {
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                String key = window(values, w, h, x, y, exists);
                if (key == null) {
                    continue;
                }
                checked[0]++;
                if (bottom.contains(key) != (y == h - 1)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void check(GridOverlappingModelBuilder grounded, GridOverlappingModelBuilder free, Mask mask,
                              int w, int h) {
        GridOverlappingModel m = grounded.n(2).ground(true).build();
        assertTrue(m.ground());
        Set<String> bottom = sampleBottom();
        assertEquals(3, bottom.size(), "dirt under sky, dirt and rock under sky and cloud, rock and dirt: " + bottom);
        boolean[] exists = mask == null ? null : mask.cells(w, h, 1);
        Model shaped = m.shaped(1, mask);
        int solved = 0;
        for (long seed = 1; seed <= 4; seed++) {
            Solution s = shaped.solverBuilder(w, h, true).backtracking(Backtracking.DEFAULT).build().solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            int[] checked = new int[1];
            int[] values = m.values(s);
            assertTrue(groundHolds(values, w, h, exists, bottom, checked), "seed " + seed);
            assertTrue(checked[0] > w * h / 2, checked[0] + " windows");
            assertArrayEquals(values, m.values(shaped.solverBuilder(w, h, true).backtracking(Backtracking.DEFAULT)
                    .build().solve(seed)), "same seed, same map");
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
        GridOverlappingModel loose = free.n(2).build();
        boolean broken = false;
        for (long seed = 1; seed <= 4 && !broken; seed++) {
            Solution s = loose.shaped(1, mask).solverBuilder(w, h, true).backtracking(Backtracking.DEFAULT).build()
                    .solve(seed);
            broken = s.solved() && !groundHolds(loose.values(s), w, h, exists, bottom, new int[1]);
        }
        assertTrue(broken, "a map without ground breaks the rule: the check can fail");
    }

    @Test
    void theHexagonsLastRowHoldsTheSamplesLastRowWindows() {
        Image land = new Image(LAND, W, H);
        check(GridOverlappingModel.hexBuilder(land, null), GridOverlappingModel.hexBuilder(land, null), null,
                2 * W, H);
    }

    @Test
    void aMaskedSquaresLastRowHoldsTheSamplesLastRowWindows() {
        Image land = new Image(LAND, W, H);
        boolean[] inside = new boolean[2 * W * H];
        Arrays.fill(inside, true);
        inside[3 + W * 2 * 2] = false;
        inside[4 + W * 2 * 2] = false;
        inside[11 + W * 2 * 3] = false;
        Mask mask = Mask.of(2 * W, H, inside);
        check(GridOverlappingModel.squareBuilder(land), GridOverlappingModel.squareBuilder(land), mask, 2 * W, H);
    }

    @Test
    void aSampleWithoutBottomWindowsIsRefused() {
        Image land = new Image(LAND, W, H);
        WfcInputException e = assertThrows(WfcInputException.class, () -> GridOverlappingModel.hexBuilder(land, null)
                .n(2).periodicInput(false).ground(true).build());
        assertEquals("ground: no 2x2 window anchored at the sample's bottom row (expected: periodic input, or a "
                + "sample whose windows fit there)", e.getMessage());
        assertFalse(GridOverlappingModel.squareBuilder(land).n(2).periodicInput(false).build().ground());
    }
}
