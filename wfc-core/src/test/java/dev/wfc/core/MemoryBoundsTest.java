package dev.wfc.core;

import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Sizes are bounded before allocation: the rules' masks are sized in {@code long} and refused with the estimate, an
 * overlapping sample stops collecting patterns where their rules would not fit, and the estimate of one solver
 * counts its propagator's union table. Expected figures are worked out here from the documented layouts.
 */
class MemoryBoundsTest {
    @Test
    void rulesOfAMillionTilesAreRefusedBeforeTheirMasksAreSized() {
        // 4 x 10^6 x 15625 words would wrap an int to a small positive length: refused, not allocated.
        WfcInputException e = assertThrows(WfcInputException.class, () -> Rules.builder(1_000_000));
        assertTrue(e.getMessage().startsWith("rules of 1000000 tiles: "), e.getMessage());
        assertTrue(e.getMessage().contains("at most 185344 tiles"), e.getMessage());
    }

    @Test
    void rulesThatDoNotFitTheHeapAreRefusedWithTheEstimate() {
        // 150000 tiles: 4 x 150000 x 2344 words, 8 bytes each, twice: about 21 GB.
        long available = MemoryEstimate.availableBytes();
        double need = 2.0 * 4 * 150_000 * 2344 * 8;
        if (need > available) {
            WfcInputException e = assertThrows(WfcInputException.class, () -> Rules.builder(150_000));
            assertTrue(e.getMessage().contains("needs about") && e.getMessage().contains("available"),
                    e.getMessage());
        }
    }

    @Test
    void theRulesEstimateFollowsTheLayout() {
        // 64 tiles, one word a mask: 4 x 64 masks twice (2 x 2048 bytes), 2 x 8 x 256 slice sums (32768 bytes),
        // per tile 4 longs and 4 list headers (96 bytes).
        assertEquals(2 * 2048 + 32768 + 64 * 96, MemoryEstimate.rulesBytes(64), 0);
    }

    @Test
    void theRulesEstimateCountsSixDirectionsOnHexagonsAndCubes() {
        // 64 tiles, one word a mask: 6 x 64 masks twice (2 x 3072 bytes), the same 32768 bytes of slice sums,
        // per tile 4 longs and 6 list headers (128 bytes).
        assertEquals(2 * 3072 + 32768 + 64 * 128, MemoryEstimate.rulesBytes(64, 6), 0);
        // 65 tiles, two words a mask: 6 x 65 x 2 longs twice, 9 bytes of slices, per tile 128 bytes.
        assertEquals(2 * (6 * 65 * 2 * 8) + 2 * 9 * 256 * 8 + 65 * 128, MemoryEstimate.rulesBytes(65, 6), 0);
        assertEquals(MemoryEstimate.rulesBytes(64), MemoryEstimate.rulesBytes(64, 4), 0);
    }

    @Test
    void aCubeMapCountsSixDirectionsInItsPropagatorTables() {
        // columns.vox at 20 x 20 x 20: 8000 cells, 9 tiles, one word a wave. Bitset: 5 waves (40 bytes) and 128
        // bytes a cell, and one union table of 2 bytes a cell x 256 values x 6 directions x 1 word (24576 bytes).
        assertEquals(8000 * 168.0 + 2 * 256 * 6 * 8,
                MemoryEstimate.bytes(8000, 9, 6, SolverKind.INCREMENTAL, PropagatorKind.BITSET, 0), 0);
        // AC-4 on 100 hexagons of 18 tiles: 2 arrays of 6 x 18 16-bit counters a cell (432 bytes) besides the 168.
        assertEquals(100 * (168.0 + 2 * 6 * 18 * 2),
                MemoryEstimate.bytes(100, 18, 6, SolverKind.INCREMENTAL, PropagatorKind.AC4, 0), 0);
        // 50 pixels at 12 bytes; a worker of a batch adds 4 queued maps: a header and 4 bytes a cell and a pixel.
        assertEquals(8000 * 168.0 + 2 * 256 * 6 * 8 + 12 * 50 + 4 * (16 + 4 * 8000 + 4 * 50.0),
                MemoryEstimate.batchWorkerBytes(8000, 9, 6, SolverKind.INCREMENTAL, PropagatorKind.BITSET, 50), 0);
    }

    @Test
    void oneSolverCountsItsUnionTable() {
        // 100 tiles: 13 bytes a cell, 2 words: 13 x 256 x 4 x 2 longs.
        double table = 13.0 * 256 * 4 * 2 * 8;
        assertEquals(table, MemoryEstimate.bytes(0, 100, SolverKind.INCREMENTAL, PropagatorKind.BITSET, 0), 0);
        assertEquals(0, MemoryEstimate.bytes(0, 100, SolverKind.INCREMENTAL, PropagatorKind.AC4, 0), 0);
        assertTrue(MemoryEstimate.batchWorkerBytes(100, 100, SolverKind.INCREMENTAL, PropagatorKind.BITSET, 100)
                > MemoryEstimate.bytes(100, 100, SolverKind.INCREMENTAL, PropagatorKind.BITSET, 100));
    }

    @Test
    void aNoiseSampleStopsCollectingPatternsWhereTheirRulesWouldNotFit() {
        // 256 x 256 pixels of 2^24 colours: every 3x3 window distinct, 8 x 65536 patterns, whose rules need
        // 4 x 524288 x 8192 words: 137 GB, beyond any test heap.
        SplittableRandom random = new SplittableRandom(5);
        int[] argb = new int[256 * 256];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | random.nextInt(1 << 24);
        }
        OverlappingModel.Builder builder = OverlappingModel.builder(new Image(argb, 256, 256));
        WfcInputException e = assertThrows(WfcInputException.class, builder::build);
        assertTrue(e.getMessage().startsWith("sample: more than "), e.getMessage());
        assertTrue(e.getMessage().contains("(of up to 524288)") && e.getMessage().contains("needs about"),
                e.getMessage());
    }
}
