package dev.wfc.cli.support;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The progress line {@code wfc corpus} redraws on a terminal. */
class TerminalProgressTest {
    @Test
    void progressLineShowsCountRateAndEta() {
        String line = TerminalProgress.line(250, 1000, 5_000_000_000L);
        assertTrue(line.contains("250/1000"), line);
        assertTrue(line.contains(" 25%"), line);
        assertTrue(line.contains("50.0 maps/s"), line);
        assertTrue(line.contains("ETA 0:15"), line);
        assertEquals("1:01:01", TerminalProgress.clock(3661));
    }

    @Test
    void progressRedrawsAtMostTenTimesASecondAndAlwaysAtTheEnd() {
        StringWriter text = new StringWriter();
        TerminalProgress bar = new TerminalProgress(new PrintWriter(text));
        bar.progress(1, 10, 1_000_000);
        bar.progress(2, 10, 50_000_000);
        bar.progress(3, 10, 150_000_000);
        bar.progress(10, 10, 160_000_000);
        List<String> draws = Arrays.stream(text.toString().split("\r")).filter(d -> !d.isEmpty()).toList();
        assertEquals(3, draws.size(), draws::toString);
        assertTrue(draws.get(0).contains(" 1/10 ") && draws.get(1).contains(" 3/10 ")
                && draws.get(2).contains(" 10/10 "), draws::toString);
        bar.finish();
        assertTrue(text.toString().endsWith("\r"), "finish must return to the line's start");
    }

    @Test
    void aClockThatGoesBackStartsANewPhaseDrawnAtOnce() {
        StringWriter text = new StringWriter();
        TerminalProgress bar = new TerminalProgress(new PrintWriter(text));
        bar.progress(5, 10, 9_000_000_000L);
        bar.progress(1, 4, 1_000_000);
        bar.progress(2, 4, 2_000_000);
        List<String> draws = Arrays.stream(text.toString().split("\r")).filter(d -> !d.isBlank()).toList();
        assertEquals(2, draws.size(), draws::toString);
        assertTrue(draws.get(0).contains(" 5/10 ") && draws.get(1).contains(" 1/4 "), draws::toString);
    }
}
