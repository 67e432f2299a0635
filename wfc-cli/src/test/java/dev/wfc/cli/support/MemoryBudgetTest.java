package dev.wfc.cli.support;

import dev.wfc.core.MemoryEstimate;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The default thread count is capped at the workers that fit in the heap, and never below one. */
class MemoryBudgetTest {
    @Test
    void smallWorkersAllFit() {
        assertEquals(8, MemoryBudget.threadsThatFit(1024, 8));
    }

    @Test
    void largeWorkersAreCappedAtWhatFits() {
        // A third of the heap each: three fit (the heap still free varies a little, so at most three, at least two).
        double third = MemoryEstimate.availableBytes() / 3.0;
        int k = MemoryBudget.threadsThatFit(third, 64);
        assertTrue(k == 2 || k == 3, "threads " + k);
    }

    @Test
    void aWorkerLargerThanTheHeapStillGetsOneThreadForTheCheckToRefuse() {
        assertEquals(1, MemoryBudget.threadsThatFit(4.0 * MemoryEstimate.availableBytes(), 8));
    }
}
