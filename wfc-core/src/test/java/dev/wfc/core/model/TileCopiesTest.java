package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * TileCopies against the test's own reading of the symmetry: an element (r, k) acts on the {@code turns} directions
 * of a circle as {@code a -> (r ? -a : a) + k mod turns}, so composing is composing those maps; names read back to
 * their elements; and copies equal under {@code same} are one tile, made in element order.
 */
class TileCopiesTest {
    private static int act(int turns, int g, int a) {
        int r = g / turns;
        int k = g % turns;
        return Math.floorMod((r == 1 ? -a : a) + k, turns);
    }

    @Test
    void composingIsApplyingOneElementAfterTheOther() {
        for (int turns : new int[] {4, 6}) {
            TileCopies all = new TileCopies(turns, turns, true);
            int[] elements = all.elements();
            assertEquals(2 * turns, elements.length);
            for (int e : elements) {
                for (int g : elements) {
                    for (int a = 0; a < turns; a++) {
                        assertEquals(act(turns, e, act(turns, g, a)), act(turns, all.compose(e, g), a),
                                turns + " turns: " + e + " after " + g + " on " + a);
                    }
                }
            }
        }
    }

    @Test
    void elementsComeUnmirroredFirstAndNamesReadBackToThem() {
        assertArrayEquals(new int[] {0, 2}, new TileCopies(4, 2, false).elements());
        assertArrayEquals(new int[] {0, 2, 4, 6, 8, 10}, new TileCopies(6, 3, true).elements());
        TileCopies cube = new TileCopies(4, 4, true);
        assertEquals(List.of("wall", "wall!90", "wall!180", "wall!270", "wall!x0", "wall!x90", "wall!x180",
                "wall!x270"), Arrays.stream(cube.elements()).mapToObj(g -> cube.name("wall", g)).toList());
        TileCopies hex = new TileCopies(6, 6, true);
        for (int g : hex.elements()) {
            String name = hex.name("road", g);
            assertEquals(g, g == 0 ? 0 : TileCopies.element(6, name.substring(name.indexOf('!') + 1)), name);
        }
        for (String bad : new String[] {"45", "360", "x", "090", "x-60", ""}) {
            assertEquals(-1, TileCopies.element(6, bad), bad);
        }
    }

    @Test
    void copiesEqualToAnEarlierOneOfTheirTileAreThatOne() {
        // Tile "a" looks the same under a half turn (its content is k mod 2), tile "b" differs under every turn.
        TileCopies four = new TileCopies(4, 4, false);
        TileCopies.Made<String> made = four.make(List.of("a", "b"), (b, g) -> b == 0 ? "a" + g % 2 : "b" + g,
                String::equals, 100, "too many");
        assertEquals(List.of("a", "a!90", "b", "b!90", "b!180", "b!270"), made.names());
        assertArrayEquals(new int[] {0, 1, 0, 1, -1, -1, -1, -1}, made.copies()[0]);
        assertArrayEquals(new int[] {2, 3, 4, 5, -1, -1, -1, -1}, made.copies()[1]);
        assertArrayEquals(new int[] {0, 0, 1, 1, 1, 1}, made.baseOf());
        assertArrayEquals(new int[] {0, 1, 0, 1, 2, 3}, made.elementOf());
        WfcInputException e = assertThrows(WfcInputException.class,
                () -> four.make(List.of("b"), (b, g) -> "b" + g, String::equals, 3, "too many"));
        assertEquals("too many", e.getMessage());
    }
}
