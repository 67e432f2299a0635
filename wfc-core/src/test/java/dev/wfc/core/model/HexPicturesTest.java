package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.HexRiverPictures;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hex tiles with pictures against the test's own geometry: a picture of six coloured wedges, one per side, is drawn
 * turned and mirrored with its copy's labels, at every hexagon of a map whose centres the test works out itself
 * ({@link HexRiverPictures#unit}, the axial offsets' screen vectors), at the pictures' own width and scaled; half
 * turns and mirrors are exact pixel moves; the example set's pictures are the test's drawing of its labels.
 */
class HexPicturesTest {
    private static final int W = 24;
    private static final int H = 28;
    private static final int[] WEDGE = {0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFF00, 0xFF00FFFF, 0xFFFF00FF};
    private static final String[] LABELS = {"a", "b", "c", "d", "e", "f"};

    /** Six wedges: each pixel the colour of the side whose direction is nearest to its own. */
    private static Image wedges() {
        int[] px = new int[W * H];
        for (int j = 0; j < H; j++) {
            for (int i = 0; i < W; i++) {
                double dx = i + 0.5 - W / 2.0;
                double dy = j + 0.5 - H / 2.0;
                int best = 0;
                for (int d = 1; d < 6; d++) {
                    best = dot(d, dx, dy) > dot(best, dx, dy) ? d : best;
                }
                px[i + j * W] = WEDGE[best];
            }
        }
        return new Image(px, W, H);
    }

    private static double dot(int d, double dx, double dy) {
        double[] u = HexRiverPictures.unit(d);
        return u[0] * dx + u[1] * dy;
    }

    @Test
    void theHeightIsAHexagonsPointToPoint() {
        assertEquals(28, HexTiles.pictureHeight(24));
        assertEquals(19, HexTiles.pictureHeight(16));
        assertEquals(14, HexTiles.pictureHeight(12));
        for (int w = 2; w <= 256; w++) {
            assertEquals(Math.ceil(2 * w / Math.sqrt(3)), HexTiles.pictureHeight(w), 0, "width " + w);
        }
    }

    @Test
    void everyCopyShowsItsPictureTurnedWithItsLabels() {
        HexTiles m = HexTiles.builder().symmetry(6, true).tile("w", 1, 0xFF000000, wedges(), LABELS).build();
        assertEquals(12, m.tileCount(), "a ring of six distinct labels has twelve copies: " + m.tileNames());
        int gw = 6;
        int gh = 5;
        Grid g = Grid.builder(Topology.HEX).size(gw, gh).build();
        int[] tiles = new int[gw * gh];
        for (int c = 0; c < tiles.length; c++) {
            tiles[c] = (c * 5) % 12;
        }
        Solution map = Solution.of(g, 12, tiles);
        for (int s : new int[] {W, 17, 40}) {
            Image img = m.render(map, s);
            double radius = s / Math.sqrt(3);
            for (int y = 0; y < gh; y++) {
                for (int x = 0; x < gw; x++) {
                    int t = tiles[x + y * gw];
                    // The test's own layout: cell (0, gh - 1) is the leftmost, its hexagon touching the left edge.
                    double cx = s / 2.0 + (x - y / 2.0 + (gh - 1) / 2.0) * s;
                    double cy = radius + 1.5 * radius * y;
                    for (int d = 0; d < 6; d++) {
                        assertEquals(LABELS[base(m.tileNames().get(t), d)], m.sides(t)[d], "label");
                        for (double skew : new double[] {-0.2, 0, 0.2}) {
                            double[] u = HexRiverPictures.unit(d);
                            double a = Math.atan2(u[1], u[0]) + skew;
                            int px = (int) Math.floor(cx + 0.3 * s * Math.cos(a));
                            int py = (int) Math.floor(cy + 0.3 * s * Math.sin(a));
                            assertEquals(WEDGE[base(m.tileNames().get(t), d)], img.pixel(px, py), "scale " + s + ", cell (" + x
                                    + ", " + y + ") " + m.tileNames().get(t) + ", toward " + d + " skew " + skew);
                        }
                    }
                }
            }
        }
    }

    /** The side of the original whose picture a copy shows toward {@code d}, from the copy's name alone. */
    private static int base(String name, int d) {
        int bang = name.indexOf('!');
        String suffix = bang < 0 ? "0" : name.substring(bang + 1);
        boolean mirrored = suffix.startsWith("x");
        int k = Integer.parseInt(mirrored ? suffix.substring(1) : suffix) / 60;
        for (int e = 0; e < 6; e++) {
            if (HexTilesProperties.turn(e, mirrored, k) == d) {
                return e;
            }
        }
        throw new IllegalStateException(name);
    }

    @Test
    void halfTurnsAndMirrorsArePixelMoves() {
        Random rnd = new Random(13);
        for (int w : new int[] {2, 3, 16, 17}) {
            int h = HexTiles.pictureHeight(w);
            int[] px = new int[w * h];
            for (int i = 0; i < px.length; i++) {
                px[i] = rnd.nextInt();
            }
            int[] half = HexTurns.turn(px, w, h, false, 3);
            int[] mirror = HexTurns.turn(px, w, h, true, 0);
            int[] both = HexTurns.turn(px, w, h, true, 3);
            assertArrayEquals(px, HexTurns.turn(px, w, h, false, 0));
            for (int j = 0; j < h; j++) {
                for (int i = 0; i < w; i++) {
                    assertEquals(px[w - 1 - i + (h - 1 - j) * w], half[i + j * w], "half turn " + i + "," + j);
                    assertEquals(px[w - 1 - i + j * w], mirror[i + j * w], "mirror " + i + "," + j);
                    assertEquals(px[i + (h - 1 - j) * w], both[i + j * w], "mirrored half turn " + i + "," + j);
                }
            }
        }
    }

    @Test
    void theExamplesPicturesAreTheTestsDrawingOfItsLabels() throws Exception {
        HexTiles m = HexTiles.read(Path.of("../docs/tilesets/hexrivers.xml"));
        assertEquals(HexRiverPictures.WIDTH, m.pictureWidth());
        assertEquals(HexRiverPictures.WIDTH, m.defaultScale());
        for (String name : new String[] {"grass", "river", "bend", "fork", "spring", "lake"}) {
            Image file = Png.read(Path.of("../docs/tilesets/hexrivers", name + ".png"));
            int t = m.tile(name);
            assertArrayEquals(HexRiverPictures.draw(m.sides(t)).argb(), file.argb(), name);
            assertArrayEquals(file.argb(), m.tileImage(t).argb(), name);
        }
        assertTrue(m.tileNames().contains("river!60"));
    }

    @Test
    void picturesOfOtherSizesOrOnSomeTilesOnlyAreRefused() {
        Image ok = wedges();
        WfcInputException e = assertThrows(WfcInputException.class, () -> HexTiles.builder()
                .tile("a", 1, 0, new Image(new int[24 * 24], 24, 24), LABELS));
        assertEquals("picture of tile a: 24x24 pixels (expected: W x ceil(2 W / sqrt(3)), a hexagon W wide in its "
                + "rectangle, W 2..256, e.g. 16x19)", e.getMessage());
        e = assertThrows(WfcInputException.class, () -> HexTiles.builder().tile("a", 1, 0, ok, LABELS)
                .tile("b", 1, 0, LABELS));
        assertEquals("picture of tile b: none (expected: a picture for every tile or for none)", e.getMessage());
        e = assertThrows(WfcInputException.class, () -> HexTiles.builder().tile("a", 1, 0, ok, LABELS)
                .tile("b", 1, 0, new Image(new int[16 * 19], 16, 19), LABELS));
        assertEquals("picture of tile b: 16x19 (expected: 24x28, the size of the first tile's)", e.getMessage());
        HexTilesBuilder many = HexTiles.builder().symmetry(6, true);
        Image big = new Image(new int[256 * HexTiles.pictureHeight(256)], 256, HexTiles.pictureHeight(256));
        for (int t = 0; t < 22; t++) {
            many.tile("t" + t, 1, 0, big, LABELS);
        }
        e = assertThrows(WfcInputException.class, many::build);
        assertEquals("pictures: 22 tiles of 256x296 pixels in up to 12 copies each (expected: at most 16777216 "
                + "pixels in all)", e.getMessage());
    }
}
