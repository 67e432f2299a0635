package dev.wfc.core.io;

import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The text and JSON grid writers: layout, separators, escaping that survives a strict parser. */
class TiledGridWritersTest {

    /** A solved w x h map whose cell i holds tile {@code tiles[i]}: every adjacency allowed, each cell pinned. */
    static Solution map(int w, int h, int tileCount, int... tiles) {
        Rules.Builder rb = Rules.builder(tileCount);
        for (int a = 0; a < tileCount; a++) {
            for (int b = 0; b < tileCount; b++) {
                rb.allow(a, b, Direction.RIGHT).allow(a, b, Direction.DOWN);
            }
        }
        SolverBuilder sb = SolverBuilder.of(rb.build(), new Grid(w, h, false));
        for (int i = 0; i < tiles.length; i++) {
            sb.restrict(i, tiles[i]);
        }
        Solution s = sb.build().solve(1);
        assertTrue(s.solved());
        return s;
    }

    @Test
    void textIsOneLinePerRowWithASeparatorAfterEachCell() {
        Solution s = map(3, 2, 2, 0, 1, 1, 1, 0, 0);
        assertEquals("x 0, y 1, y 1, \ny 1, x 0, x 0, \n", GridText.write(s, List.of("x 0", "y 1"), ", "));
        assertEquals("abb\nbaa\n", GridText.write(s, List.of("a", "b"), ""));
    }

    @Test
    void textRefusesUndecidedCells() {
        Rules.Builder rb = Rules.builder(2);
        rb.allow(0, 0, Direction.RIGHT).allow(1, 1, Direction.RIGHT).allow(0, 1, Direction.RIGHT)
                .allow(1, 0, Direction.RIGHT);
        Solution partial = SolverBuilder.of(rb.build(), new Grid(3, 1, false)).stepLimit(0).build().solve(1);
        String message = assertThrows(IllegalArgumentException.class,
                () -> GridText.write(partial, List.of("a", "b"), "")).getMessage();
        assertTrue(message.contains("undecided"), message);
        Object cells = ((Map<?, ?>) TiledJson.parse(GridJson.write(partial, List.of("a", "b")))).get("cells");
        assertEquals(List.of(List.of(-1L, -1L, -1L)), cells);
    }

    @Test
    void jsonHoldsSizeStatusNamesAndRows() {
        Solution s = map(2, 2, 3, 2, 0, 1, 2);
        Map<?, ?> root = (Map<?, ?>) TiledJson.parse(GridJson.write(s, List.of("p", "q", "r")));
        assertEquals(2L, root.get("width"));
        assertEquals(2L, root.get("height"));
        assertEquals(false, root.get("periodic"));
        assertEquals("SOLVED", root.get("status"));
        assertEquals(List.of("p", "q", "r"), root.get("tiles"));
        assertEquals(List.of(List.of(2L, 0L), List.of(1L, 2L)), root.get("cells"));
    }

    @Test
    void awkwardNamesSurviveTheRoundTrip() {
        List<String> names = List.of("quote\"", "back\\slash", "line\nbreak\r\ttab", "\u0000\u001f\u007f",
                "\u00e9\u4e2d", "\uD83D\uDE00", "lone\uD800", "\uDC00lone", "</script>");
        Solution s = map(names.size(), 1, names.size(), 0, 1, 2, 3, 4, 5, 6, 7, 8);
        assertEquals(names, ((Map<?, ?>) TiledJson.parse(GridJson.write(s, names))).get("tiles"));
    }

    @Property(tries = 200, seed = "20240604")
    void anyStringSurvivesTheRoundTrip(@ForAll String name) {
        Solution s = map(1, 1, 1, 0);
        assertEquals(List.of(name), ((Map<?, ?>) TiledJson.parse(GridJson.write(s, List.of(name)))).get("tiles"));
    }
}
