package dev.wfc.corpus.baseline;

import dev.wfc.core.WfcInputException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The verdict at the edges of the interval, the allowed slowdown as written, and the verdict line. */
class SlowdownTest {
    private static Slowdown slowdown(double low, double high, double percent) {
        return new Slowdown(new MedianRatio.Interval(10, 10 * (low + high) / 2, (low + high) / 2, low, high, 4),
                percent);
    }

    @Test
    void slowerOnlyWhenTheWholeIntervalLiesAboveTheLimit() {
        assertEquals(Slowdown.Verdict.SLOWER, slowdown(1.11, 1.5, 10).verdict());
        assertEquals(Slowdown.Verdict.WITHIN, slowdown(1.1, 1.5, 10).verdict());
        assertEquals(Slowdown.Verdict.WITHIN, slowdown(1.09, 1.5, 10).verdict());
        assertEquals(Slowdown.Verdict.WITHIN, slowdown(0.5, 1.0, 10).verdict());
        assertEquals(Slowdown.Verdict.FASTER, slowdown(0.5, 0.99, 10).verdict());
        assertEquals(Slowdown.Verdict.SLOWER, slowdown(1.001, 1.002, 0).verdict());
        assertEquals(Slowdown.Verdict.WITHIN, slowdown(1.0, 1.002, 0).verdict());
    }

    @Test
    void percentagesAsWritten() {
        assertEquals(10, Slowdown.parsePercent("--max-slowdown", "10%"));
        assertEquals(2.5, Slowdown.parsePercent("--max-slowdown", "2.5"));
        assertEquals(0, Slowdown.parsePercent("--max-slowdown", "0%"));
        assertEquals(1000, Slowdown.parsePercent("--max-slowdown", "1000 %"));
        for (String bad : new String[] {"", "%", "-5%", "ten", "1e3", "1001%", "NaN", "Infinity", "0x10", "5%%"}) {
            WfcInputException e = assertThrows(WfcInputException.class,
                    () -> Slowdown.parsePercent("--max-slowdown", bad), bad);
            assertTrue(e.getMessage().startsWith("--max-slowdown: " + bad + " (expected: "), e.getMessage());
        }
        assertThrows(WfcInputException.class, () -> slowdown(1, 1, -1));
        assertThrows(WfcInputException.class, () -> slowdown(1, 1, Double.NaN));
    }

    @Test
    void oneLineVerdicts() {
        assertEquals("slower: median 13.000 ms against 10.000 ms in b.json: ratio 1.300, 95% interval 1.200 to 1.400, "
                + "wholly above 1.100 (max slowdown 10%)", slowdown(1.2, 1.4, 10).line("b.json"));
        assertEquals("within: median 10.250 ms against 10.000 ms in b.json: ratio 1.025, 95% interval 0.950 to 1.100, "
                + "not wholly above 1.025 (max slowdown 2.5%)", slowdown(0.95, 1.1, 2.5).line("b.json"));
        assertEquals("faster: median 8.000 ms against 10.000 ms in b.json: ratio 0.800, 95% interval 0.700 to 0.900, "
                + "wholly below 1 (max slowdown 10%)", slowdown(0.7, 0.9, 10).line("b.json"));
    }
}
