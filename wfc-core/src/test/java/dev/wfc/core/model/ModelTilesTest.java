package dev.wfc.core.model;

import dev.wfc.core.Solution;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every model draws its tiles ({@link Model#tileImage}) and states the pixels of a cell ({@link Model#cellPixels}),
 * checked against pictures made here from the inputs: the sample's windows, the tileset's files, the example's
 * colours.
 */
class ModelTilesTest {
    /** The sample's N x N windows, wrapping around, each as its pixels in row order. */
    private static Set<List<Integer>> windows(Image sample, int n) {
        Set<List<Integer>> out = new HashSet<>();
        for (int y = 0; y < sample.height(); y++) {
            for (int x = 0; x < sample.width(); x++) {
                Integer[] px = new Integer[n * n];
                for (int dy = 0; dy < n; dy++) {
                    for (int dx = 0; dx < n; dx++) {
                        int sx = (x + dx) % sample.width();
                        int sy = (y + dy) % sample.height();
                        px[dx + dy * n] = sample.argb()[sx + sy * sample.width()];
                    }
                }
                out.add(List.of(px));
            }
        }
        return out;
    }

    private static List<Integer> pixels(Image image) {
        return Arrays.stream(image.argb()).boxed().toList();
    }

    @Test
    void overlappingTilesAreTheSamplesWindows() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        OverlappingModel m = OverlappingModel.builder(sample).n(3).symmetry(1).periodicInput(true).build();
        Set<List<Integer>> expected = windows(sample, 3);
        Set<List<Integer>> drawn = new HashSet<>();
        for (int t = 0; t < m.rules().tileCount(); t++) {
            Image tile = m.tileImage(t);
            assertEquals(3, tile.width(), "width of pattern " + t);
            assertEquals(3, tile.height(), "height of pattern " + t);
            drawn.add(pixels(tile));
        }
        assertEquals(expected, drawn);
        assertEquals(1, m.cellPixels());
    }

    @Test
    void tiledTilesAreTheTilesetsImages() throws IOException {
        Path xml = SampleFiles.root().resolve("tilesets/Knots.xml");
        TiledModel m = TiledModel.builder(xml).build();
        for (String tile : new String[] {"corner", "cross", "empty", "line", "t"}) {
            int t = m.tileNames().indexOf(tile + " 0");
            Image file = Png.read(xml.resolveSibling("Knots").resolve(tile + ".png"));
            Image drawn = m.tileImage(t);
            assertEquals(file.width(), drawn.width(), tile);
            assertArrayEquals(file.argb(), drawn.argb(), tile);
            assertEquals(file.width(), m.cellPixels(), "a cell is a tile image");
        }
    }

    @Test
    void tiledWithBlackBackgroundDrawsPartialMapsOnBlack() throws IOException {
        TiledModel m = TiledModel.builder(SampleFiles.root().resolve("tilesets/Knots.xml")).build();
        assertSame(m, m.withBlackBackground(false));
        TiledModel black = m.withBlackBackground(true);
        Solution partial = black.solverBuilder(8, 8, true).stepLimit(3).build().solve(4);
        Image onBlack = black.render(partial);
        assertArrayEquals(m.render(partial, true).argb(), onBlack.argb());
        assertArrayEquals(Png.encode(onBlack), black.png(partial));
        // A cell no tile has been ruled out of is black on one, a blend of every tile on the other.
        assertNotEquals(pixels(m.render(partial)), pixels(onBlack));
        assertEquals(m.tileNames(), black.tileNames());
        assertSame(m.rules(), black.rules());
    }

    @Test
    void learnedTilesAreTheExamplesColoursOrGlyphs() {
        int[] px = {0xFF000000, 0xFFFFFFFF, 0xFF00FF00, 0xFF000000};
        LearnedModel m = LearnedModel.builder().periodicInput(true).example(new Image(px, 2, 2)).build();
        Set<Integer> colours = new HashSet<>();
        for (int t = 0; t < m.rules().tileCount(); t++) {
            Image tile = m.tileImage(t);
            assertEquals(1, tile.width());
            assertEquals(1, tile.height());
            colours.add(tile.argb()[0]);
        }
        assertEquals(Set.of(0xFF000000, 0xFFFFFFFF, 0xFF00FF00), colours);
        assertEquals(1, m.cellPixels());

        LearnedModel text = LearnedModel.builder().periodicInput(true)
                .example(new CharGrid(new int[] {'a', 'b', 'b', 'a'}, 2, 2)).build();
        Image a = text.tileImage(text.tileNames().indexOf("a"));
        Image b = text.tileImage(text.tileNames().indexOf("b"));
        assertEquals(16, a.width());
        assertEquals(16, a.height());
        assertEquals(0xFF202028, a.argb()[0], "the dark ground in a corner");
        assertTrue(Arrays.stream(a.argb()).anyMatch(p -> p != 0xFF202028), "a character is drawn");
        assertNotEquals(pixels(a), pixels(b));
    }

    @Test
    void aSteeredModelDrawsItsTilesAsItsBase() throws IOException {
        TiledModel m = TiledModel.builder(SampleFiles.root().resolve("tilesets/Knots.xml")).build();
        Model steered = m.steered(new Steering(m.tileNames()));
        assertEquals(m.cellPixels(), steered.cellPixels());
        for (int t = 0; t < m.rules().tileCount(); t++) {
            assertArrayEquals(m.tileImage(t).argb(), steered.tileImage(t).argb());
        }
    }

    @Test
    void aModelWithoutTilePicturesSaysSo() {
        Model bare = new Model() {
            @Override
            public dev.wfc.core.Rules rules() {
                throw new UnsupportedOperationException("not asked for");
            }

            @Override
            public List<String> tileNames() {
                return List.of("only");
            }

            @Override
            public Set<MapFormat> formats() {
                return Set.of();
            }

            @Override
            public Image render(Solution solution) {
                throw new IllegalStateException("draws nothing");
            }
        };
        assertEquals(1, bare.cellPixels());
        assertThrows(IllegalStateException.class, () -> bare.tileImage(0));
    }
}
