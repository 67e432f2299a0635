package dev.wfc.core.model;

import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every model draws and encodes through {@link Model} exactly as through its own methods; steering is a model. */
class ModelRenderTest {
    private static void assertSameImage(Image expected, Image actual) {
        assertEquals(expected.width(), actual.width(), "width");
        assertEquals(expected.height(), actual.height(), "height");
        assertArrayEquals(expected.argb(), actual.argb(), "pixels");
    }

    @Test
    void overlappingRendersAtTheOutputSizeItWasSolvedFor() throws IOException {
        OverlappingModel m = OverlappingModel.builder(Png.read(SampleFiles.sample("Flowers"))).build();
        for (boolean periodic : new boolean[] {true, false}) {
            Solution s = m.solverBuilder(23, 17, periodic).build().solve(5);
            Image image = m.render(s);
            assertEquals(23, image.width(), "pixels asked for, periodic " + periodic);
            assertEquals(17, image.height(), "pixels asked for, periodic " + periodic);
            assertSameImage(m.render(s, 23, 17), image);
            assertArrayEquals(Png.encode(m.render(s, 23, 17)), m.png(s));
        }
    }

    @Test
    void overlappingRendersPartialMapsToo() throws IOException {
        OverlappingModel m = OverlappingModel.builder(Png.read(SampleFiles.sample("Flowers"))).build();
        Solution partial = m.solverBuilder(20, 20, false).stepLimit(10).build().solve(1);
        assertSameImage(m.render(partial, 20, 20), m.render(partial));
    }

    @Test
    void tiledRendersAsWithoutBlackBackground() throws IOException {
        TiledModel m = TiledModel.builder(SampleFiles.root().resolve("tilesets/Knots.xml")).build();
        Solution s = m.solverBuilder(6, 5, true).build().solve(3);
        assertSameImage(m.render(s, false), m.render(s));
        assertEquals(6 * m.tileSize(), m.render(s).width());
        assertEquals(6.0 * 5 * m.tileSize() * m.tileSize(), m.pixels(6, 5));
        assertEquals(EnumSet.allOf(MapFormat.class), m.formats());
        assertEquals(m.text(s), new String(m.encode(s, MapFormat.TXT), StandardCharsets.UTF_8));
        assertEquals(m.json(s), new String(m.encode(s, MapFormat.JSON), StandardCharsets.UTF_8));
    }

    @Test
    void learnedRendersAPixelACellOrRefusesForText() {
        Image example = new Image(new int[] {0xFF000000, 0xFFFFFFFF, 0xFFFFFFFF, 0xFF000000}, 2, 2);
        LearnedModel m = LearnedModel.builder().periodicInput(true).example(example).build();
        Solution s = m.solverBuilder(8, 4, true).build().solve(9);
        assertSameImage(m.render(s, 1), m.render(s));
        assertEquals(8, m.render(s).width());
        assertEquals(Set.of(MapFormat.PNG, MapFormat.JSON), m.formats());

        LearnedModel text = LearnedModel.builder().example(new CharGrid("ab\nba".codePoints()
                .filter(c -> c != '\n').toArray(), 2, 2)).periodicInput(true).build();
        Solution t = text.solverBuilder(4, 4, true).build().solve(2);
        assertThrows(IllegalStateException.class, () -> text.render(t));
        assertEquals(0.0, text.pixels(4, 4));
        WfcInputException e = assertThrows(WfcInputException.class, () -> text.encode(t, MapFormat.PNG));
        assertEquals("format: png (expected: one of [json, txt])", e.getMessage());
        assertEquals(text.text(t), new String(text.encode(t, MapFormat.TXT), StandardCharsets.UTF_8));
    }

    @Test
    void aSteeredModelIsTheModelWithItsConstraintsApplied() throws IOException {
        TiledModel m = TiledModel.builder(SampleFiles.root().resolve("tilesets/Knots.xml")).build();
        Steering steering = new Steering(m.tileNames()).border(Steering.ALL_EDGES, "empty");
        Model steered = m.steered(steering);
        steering.pin(3, 3, "cross");
        SolverBuilder byHand = m.solverBuilder(8, 8, false);
        new Steering(m.tileNames()).border(Steering.ALL_EDGES, "empty").applyTo(byHand, m.grid(8, 8, false));
        Solver expected = byHand.build();
        int solved = 0;
        for (long seed = 0; seed < 5; seed++) {
            Solution s = steered.solverBuilder(8, 8, false).build().solve(seed);
            assertEquals(expected.solve(seed), s, "a later statement does not reach the steered model");
            solved += s.solved() ? 1 : 0;
            for (int cell = 0; cell < 64; cell++) {
                int x = cell % 8;
                int y = cell / 8;
                if (s.solved() && (x == 0 || y == 0 || x == 7 || y == 7)) {
                    assertTrue(m.tileNames().get(s.tile(cell)).startsWith("empty "), "border cell " + cell);
                }
            }
            assertSameImage(m.render(s), steered.render(s));
        }
        assertTrue(solved > 0, "no seed solved: the border check saw nothing");
        Model impossible = m.steered(new Steering(m.tileNames()).pin(0, 0, "empty").pin(0, 0, "cross"));
        assertThrows(NoMapPossibleException.class, () -> impossible.solverBuilder(4, 4, false).build());
    }
}
