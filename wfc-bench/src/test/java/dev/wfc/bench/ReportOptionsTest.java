package dev.wfc.bench;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportOptionsTest {
    @Test
    void defaultsSweepTheIssueSizesOnRooms() {
        ReportOptions o = ReportOptions.parse();
        assertArrayEquals(new int[] {20, 50, 100, 200, 500}, o.sizes());
        assertEquals(Workload.ROOMS, o.workload());
        assertEquals(Path.of("docs"), o.out());
        assertFalse(o.help());
    }

    @Test
    void argumentsReproduceTheOptions() {
        ReportOptions o = ReportOptions.parse("--cap-seconds", "2.5", "--out", "x/y", "--maps", "3", "--sizes",
                "8, 16,32", "--workload", "synthetic", "--warmup-seconds", "0");
        ReportOptions again = ReportOptions.parse(o.asArguments().split(" "));
        assertEquals(2.5, again.capSeconds());
        assertEquals(Path.of("x/y"), again.out());
        assertEquals(3, again.maps());
        assertArrayEquals(new int[] {8, 16, 32}, again.sizes());
        assertEquals(Workload.SYNTHETIC, again.workload());
        assertEquals(0, again.warmupSeconds());
        assertTrue(ReportOptions.parse("--maps", "1", "--help").help());
    }

    @Test
    void rejectsBadValuesNamingTheOption() {
        assertMessage("--cap-seconds: -3 (expected: > 0)", "--cap-seconds", "-3");
        assertMessage("--cap-seconds: soon (expected: a number)", "--cap-seconds", "soon");
        assertMessage("--maps: 0 (expected: an integer > 0)", "--maps", "0");
        assertMessage("--sizes: 50,20 (expected: ascending sides, e.g. 20,50,100)", "--sizes", "50,20");
        assertMessage("--warmup-seconds: -1 (expected: >= 0)", "--warmup-seconds", "-1");
        assertMessage("--out: no value (expected: an option and its value)", "--out");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReportOptions.parse("--workload", "Cave"))
                .getMessage().startsWith("--workload: Cave (expected: one of"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReportOptions.parse("--fast", "1"))
                .getMessage().startsWith("--fast: unknown option"));
    }

    private static void assertMessage(String expected, String... args) {
        assertEquals(expected, assertThrows(IllegalArgumentException.class, () -> ReportOptions.parse(args))
                .getMessage());
    }
}
