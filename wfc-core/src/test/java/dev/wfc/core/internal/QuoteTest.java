package dev.wfc.core.internal;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class QuoteTest {
    @Test
    void aShortValueIsQuotedWholeALongOneByItsFirst40Characters() {
        assertEquals("symmetry", Quote.value("symmetry"));
        String x48 = "x".repeat(48);
        assertEquals(x48, Quote.value(x48));
        assertEquals("y".repeat(40) + "…", Quote.value("y".repeat(10_000_000)));
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String s = "a".repeat(39) + "\uD83D\uDE00" + "b".repeat(20);
        assertEquals("a".repeat(39) + "…", Quote.value(s));
    }

    @Test
    void aLongPathKeepsItsHeadAndItsFileName() {
        String path = "/d/" + "p".repeat(200) + "/file.png";
        String quoted = Quote.path(path);
        assertEquals(60 + 1 + 40, quoted.length());
        assertEquals(path.substring(0, 60) + "…" + path.substring(path.length() - 40), quoted);
        assertEquals("/short/path.png", Quote.path("/short/path.png"));
    }

    @Test
    void runsShortensOnlyRunsWithoutWhiteSpaceBeyondTheLimit() {
        String run = "r".repeat(500);
        assertEquals("a b " + "r".repeat(60) + "…" + "r".repeat(40) + " c", Quote.runs("a b " + run + " c"));
        assertEquals("two  spaces\tkept", Quote.runs("two  spaces\tkept"));
    }

    @Test
    void didYouMeanNamesANearMissOnly() {
        List<String> keys = List.of("model", "sample", "n", "symmetry", "size", "x", "y");
        assertEquals(", did you mean symmetry?", Quote.didYouMean("symetry", keys));
        assertEquals(", did you mean symmetry?", Quote.didYouMean("symmerty", keys));
        assertEquals(", did you mean size?", Quote.didYouMean("Sise", keys));
        assertEquals(", did you mean --threads?", Quote.didYouMean("--treads", List.of("--threads", "--out")));
        assertEquals("", Quote.didYouMean("z", keys), "one letter of one is no near miss");
        assertEquals("", Quote.didYouMean("colour", keys));
        assertEquals("", Quote.didYouMean("s".repeat(1000), keys));
        assertEquals("", Quote.didYouMean("anything", List.of()));
    }

    @Test
    void distanceCountsEditsAndTranspositions() {
        assertEquals(0, Quote.distance("abc", "abc"));
        assertEquals(1, Quote.distance("abc", "acb"));
        assertEquals(1, Quote.distance("abc", "abcd"));
        assertEquals(3, Quote.distance("", "abc"));
        assertEquals(2, Quote.distance("kitten", "sitten".replace('n', 'g')));
    }
}
