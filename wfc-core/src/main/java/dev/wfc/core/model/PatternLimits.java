package dev.wfc.core.model;

import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.WfcInputException;

/** How many distinct patterns a sample may yield before their rules would not fit in the heap, and the refusal. */
final class PatternLimits {
    private PatternLimits() {
    }

    /** Bytes one distinct pattern of {@code cells} cells holds while patterns are collected: its cells, key, entry. */
    private static double patternBytes(int cells) {
        return 4.0 * cells + 112;
    }

    /**
     * The most distinct patterns whose rules ({@link MemoryEstimate#rulesBytes(long, int)} on a topology of
     * {@code directions}) and pixels fit in the heap, at most {@code possible}, for patterns of {@code cells} cells:
     * collecting stops there, before the rules' masks are sized. Used by {@link OverlappingModel} and
     * {@link GridOverlappingModelBuilder}.
     */
    static long patternLimit(long possible, int cells, int directions) {
        return patternLimit(possible, cells, directions, MemoryEstimate.availableBytes());
    }

    /** {@link #patternLimit(long, int, int)} within {@code available} bytes. O(log possible). */
    static long patternLimit(long possible, int cells, int directions, long available) {
        long lo = 0;
        long hi = possible;
        while (lo < hi) {
            long mid = (lo + hi + 1) >>> 1;
            if (MemoryEstimate.rulesBytes(mid, directions) + mid * patternBytes(cells) <= available) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /**
     * @throws WfcInputException naming the patterns found so far, of how many the sample could hold, and the memory
     *     their rules would need on a topology of {@code directions}, from that many to all of them; {@code shape}
     *     names the window, e.g. "3x3"
     */
    static void refuseTooManyPatterns(long found, long possible, int cells, int directions, String shape) {
        double least = MemoryEstimate.rulesBytes(found, directions) + found * patternBytes(cells);
        double most = MemoryEstimate.rulesBytes(possible, directions) + possible * patternBytes(cells);
        throw new WfcInputException("sample: more than " + (found - 1) + " distinct " + shape
                + " patterns (of up to " + possible + "): needs about " + MemoryEstimate.human(least)
                + (possible > found ? " to " + MemoryEstimate.human(most) : "") + " of memory, "
                + MemoryEstimate.human(MemoryEstimate.availableBytes()) + " available (expected: a sample with fewer "
                + "distinct patterns: fewer colours, a smaller n or symmetry; or a larger heap, e.g. "
                + "JAVA_OPTS=-Xmx8g)");
    }
}
