package dev.wfc.core.model;

import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.internal.Xml;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad tilesets and their errors, hostile XML, rendering of full and partial maps, and reproducible outputs. */
class TiledModelTest {
    private static final String SECRET = "TOP-SECRET-7f3a";

    @TempDir
    Path dir;

    // ---- a small valid tileset: "a" (X) beside itself, "b" (L) as the corner of a loop of itself ----

    private static final String NEIGHBORS = """
              <neighbors>
                <neighbor left="a" right="a"/>
                <neighbor left="b 1" right="b"/>
                <neighbor left="b" right="a"/>
                <neighbor left="b 1" right="a"/>
                <neighbor left="b 0" right="b 3"/>
              </neighbors>
            """;

    private Path tileset(String tiles, String neighbors, String rest) throws IOException {
        Path xml = dir.resolve("Mini.xml");
        Files.writeString(xml, "<set>\n  <tiles>\n" + tiles + "  </tiles>\n" + neighbors + rest + "</set>\n");
        return xml;
    }

    private Path valid() throws IOException {
        image("a", 3, 3, 0xFF102030);
        image("b", 3, 3, 0xFF405060);
        return tileset("""
                    <tile name="a"/>
                    <tile name="b" symmetry="L" weight="2.5"/>
                """, NEIGHBORS, """
                  <subsets><subset name="OnlyA"><tile name="a"/></subset></subsets>
                """);
    }

    /** Writes {@code Mini/NAME.png}: {@code w x h} pixels of {@code argb}, with pixel (0, 0) distinct. */
    private void image(String name, int w, int h, int argb) throws IOException {
        int[] px = new int[w * h];
        Arrays.fill(px, argb);
        px[0] = 0xFFFFFFFF;
        Png.write(dir.resolve("Mini").resolve(name + ".png"), new Image(px, w, h));
    }

    private String error(Path xml) {
        return assertThrows(InvalidInputException.class, () -> TiledModel.builder(xml).build()).getMessage();
    }

    private static void assertMentions(String message, String... parts) {
        assertFalse(message.contains("\n"), "one line: " + message);
        for (String p : parts) {
            assertTrue(message.contains(p), "'" + p + "' missing from: " + message);
        }
    }

    @Test
    void aValidTilesetBuildsWithNamesWeightsAndSquareImages() throws IOException {
        TiledModel m = TiledModel.builder(valid()).build();
        assertEquals(java.util.List.of("a 0", "b 0", "b 1", "b 2", "b 3"), m.tileNames());
        assertEquals(1.0, m.rules().weight(0));
        assertEquals(2.5, m.rules().weight(4));
        assertEquals(3, m.tileSize());
        TiledModel onlyA = TiledModel.builder(valid()).subset("OnlyA").build();
        assertEquals(java.util.List.of("a 0"), onlyA.tileNames());
    }

    @Test
    void unknownSymmetryLetter() throws IOException {
        image("a", 3, 3, 0xFF000000);
        Path xml = tileset("    <tile name=\"a\" symmetry=\"Q\"/>\n", NEIGHBORS, "");
        assertMentions(error(xml), "Mini.xml", "<tile", "symmetry \"Q\"", "X, L, T, I, \\, F");
        Path multiline = tileset("    <tile name=\"a\" symmetry=\"Q&#10;R\"/>\n", NEIGHBORS, "");
        assertMentions(error(multiline), "symmetry \"Q R\"");
    }

    @Test
    void missingTileImage() throws IOException {
        image("a", 3, 3, 0xFF000000);
        Path xml = tileset("    <tile name=\"a\"/>\n    <tile name=\"b\" symmetry=\"L\"/>\n", NEIGHBORS, "");
        assertMentions(error(xml), "Mini.xml", "<tile name=\"b\"", "b.png", "no such file");
    }

    @Test
    void missingImageOfAUniqueSet() throws IOException {
        image("a 0", 3, 3, 0xFF000000);
        Path xml = dir.resolve("Mini.xml");
        Files.writeString(xml, "<set unique=\"True\"><tiles><tile name=\"a\"/><tile name=\"b\" symmetry=\"I\"/>"
                + "</tiles></set>");
        assertMentions(error(xml), "<tile name=\"b\"", "b 0.png", "no such file");
    }

    @Test
    void tileImagesOfDifferentSizes() throws IOException {
        image("a", 3, 3, 0xFF000000);
        image("b", 4, 4, 0xFF000000);
        Path xml = tileset("    <tile name=\"a\"/>\n    <tile name=\"b\" symmetry=\"L\"/>\n", NEIGHBORS, "");
        assertMentions(error(xml), "Mini.xml", "<tile name=\"b\"", "b.png", "4x4", "3x3");
    }

    @Test
    void nonSquareTileImage() throws IOException {
        image("a", 3, 2, 0xFF000000);
        Path xml = tileset("    <tile name=\"a\"/>\n", "", "");
        assertMentions(error(xml), "a.png", "3x2", "square");
    }

    @Test
    void neighbourNamingAnUnknownTile() throws IOException {
        image("a", 3, 3, 0xFF000000);
        Path xml = tileset("    <tile name=\"a\"/>\n",
                "<neighbors><neighbor left=\"a\" right=\"zz 1\"/></neighbors>", "");
        assertMentions(error(xml), "Mini.xml", "<neighbor", "right \"zz 1\"", "unknown tile \"zz\"");
    }

    @Test
    void neighbourNamingAnUnknownOrientation() throws IOException {
        image("a", 3, 3, 0xFF000000);
        for (String bad : new String[] {"a 8", "a -1", "a x", "a 1 2"}) {
            Path xml = tileset("    <tile name=\"a\"/>\n",
                    "<neighbors><neighbor left=\"" + bad + "\" right=\"a\"/></neighbors>", "");
            assertMentions(error(xml), "Mini.xml", "<neighbor", "left \"" + bad + "\"");
        }
    }

    @Test
    void unknownSubset() throws IOException {
        Path xml = valid();
        String message = assertThrows(InvalidInputException.class,
                () -> TiledModel.builder(xml).subset("Nope").build()).getMessage();
        assertMentions(message, "Mini.xml", "subset \"Nope\"", "OnlyA");
    }

    @Test
    void subsetNamingAnUnknownTile() throws IOException {
        image("a", 3, 3, 0xFF000000);
        Path xml = tileset("    <tile name=\"a\"/>\n", "",
                "<subsets><subset name=\"S\"><tile name=\"ghost\"/></subset></subsets>");
        assertMentions(error(xml), "Mini.xml", "<tile name=\"ghost\"", "subset \"S\"");
    }

    @Test
    void deadEndsAreRefusedNamingTileAndDirectionUnlessAllowed() throws IOException {
        image("a", 3, 3, 0xFF000000);
        image("b", 3, 3, 0xFF0000FF);
        Path xml = tileset("    <tile name=\"a\"/>\n    <tile name=\"b\" symmetry=\"L\"/>\n",
                "<neighbors><neighbor left=\"a\" right=\"a\"/><neighbor left=\"a\" right=\"b\"/></neighbors>", "");
        TiledModel lenient = TiledModel.builder(xml).allowDeadEnds(true).build();
        Rules rules = lenient.rules();
        String firstTile = null;
        String firstDirection = null;
        for (int t = 0; t < rules.tileCount() && firstTile == null; t++) {
            for (int d = 0; d < Direction.COUNT && firstTile == null; d++) {
                if (rules.compatibleTiles(t, d).length == 0) {
                    firstTile = lenient.tileNames().get(t);
                    firstDirection = Direction.name(d);
                }
            }
        }
        assertTrue(firstTile != null, "the fixture must have a dead end");
        assertMentions(error(xml), "Mini.xml", "tile \"" + firstTile + "\"", firstDirection + " neighbour",
                "dead end");
    }

    @Test
    void malformedXmlNamesFileAndLine() throws IOException {
        Path xml = dir.resolve("Broken.xml");
        Files.writeString(xml, "<set>\n<tiles>\n</set>\n");
        assertMentions(error(xml), "Broken.xml", "line 3", "not well-formed");
    }

    @Test
    void badAttributes() throws IOException {
        image("a", 3, 3, 0xFF000000);
        assertMentions(error(tileset("<tile name=\"a\" weight=\"-1\"/>", "", "")), "weight \"-1\"", "> 0");
        assertMentions(error(tileset("<tile name=\"a\" weight=\"heavy\"/>", "", "")), "weight \"heavy\"");
        assertMentions(error(tileset("<tile name=\"a\"/><tile name=\"a\"/>", "", "")), "name \"a\"", "once");
        assertMentions(error(tileset("<tile symmetry=\"X\"/>", "", "")), "no name attribute");
        assertMentions(error(tileset("<tile name=\"../a\"/>", "", "")), "name \"../a\"", "path separators");
        assertMentions(error(tileset("", "", "")), "<tiles>", "no <tile>");
        image("b", 3, 3, 0xFF000000);
        assertMentions(error(tileset("<tile name=\"a\"/><tile name=\"b\" weight=\"1e-300\"/>", "", "")),
                "Mini.xml", "weights");
        Path xml = dir.resolve("U.xml");
        Files.writeString(xml, "<set unique=\"maybe\"><tiles/></set>");
        assertMentions(error(xml), "unique \"maybe\"", "True or False");
    }

    @Test
    void unknownAttributesElementsAndTextAreRefusedNamingThem() throws IOException {
        image("a", 3, 3, 0xFF000000);
        assertMentions(error(tileset("<tile name=\"a\" symetry=\"L\"/>", "", "")),
                "Mini.xml", "<tile name=\"a\" symetry=\"L\"/>", "attribute symetry", "name, symmetry, weight");
        assertMentions(error(tileset("<tile name=\"a\"/>", "<neighbours/>", "")),
                "<set/>", "child element <neighbours>", "neighbors, subsets, tiles");
        assertMentions(error(tileset("<tile name=\"a\"/>", "<neighbors><neighbor left=\"a\" right=\"a\" "
                + "weight=\"2\"/></neighbors>", "")), "attribute weight", "left, right");
        assertMentions(error(tileset("<tile name=\"a\"><tile name=\"b\"/></tile>", "", "")),
                "child element <tile>", "expected: none");
        image("b", 3, 3, 0xFF000000);
        String tiles = "<tile name=\"a\"/><tile name=\"b\" symmetry=\"L\"/>";
        assertMentions(error(tileset(tiles, "", "<subsets><subset name=\"S\"><tile name=\"b\" symmetry=\"T\"/>"
                + "</subset></subsets>")), "symmetry \"T\"", "expected: L, as <tiles> declares it");
        TiledModel.builder(tileset(tiles, NEIGHBORS, "<subsets><subset name=\"S\"><tile name=\"b\" symmetry=\"L\"/>"
                + "<tile name=\"a\"/></subset></subsets>")).subset("S").build();   // as the classic Circles.xml has it
        String longText = "x".repeat(10_000);
        String message = error(tileset("<tile name=\"a\"/>" + longText, "", ""));
        assertMentions(message, "<tiles/>", "text \"" + "x".repeat(40) + "...\"", "only elements");
        assertTrue(message.length() < 200, message);
    }

    @Test
    void externalEntitiesAreRefusedAndNeverRead() throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, SECRET);
        String uri = secret.toUri().toString();
        String[] payloads = {
            "<?xml version=\"1.0\"?>\n<!DOCTYPE set [<!ENTITY x SYSTEM \"" + uri + "\">]>\n"
                    + "<set><tiles><tile name=\"&x;\"/></tiles></set>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE set [<!ENTITY % p SYSTEM \"" + uri + "\"> %p;]>\n<set/>",
            "<!DOCTYPE set SYSTEM \"" + uri + "\">\n<set/>",
            "<!DOCTYPE set [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]><set>&b;</set>",
        };
        for (String payload : payloads) {
            Path xml = dir.resolve("Evil.xml");
            Files.writeString(xml, payload);
            String message = error(xml);
            assertMentions(message, "Evil.xml", "DOCTYPE");
            assertFalse(message.contains(SECRET), message);
        }
    }

    @Test
    void xincludeIsNotProcessed() throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, SECRET);
        Path xml = dir.resolve("Include.xml");
        Files.writeString(xml, "<set xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\""
                + secret.toUri() + "\" parse=\"text\"/></set>");
        assertFalse(Xml.parse(xml).getDocumentElement().getTextContent().contains(SECRET));
    }

    @Test
    void sameSeedGivesTheSameBytes() throws IOException {
        Path knots = SampleFiles.root().resolve("tilesets/Knots.xml");
        String[] first = null;
        for (int run = 0; run < 2; run++) {
            TiledModel m = TiledModel.builder(knots).subset("Standard").build();
            Solution map = m.solverBuilder(16, 16, true).build().solve(20240607L);
            assertTrue(map.solved());
            String[] outputs = {
                Arrays.toString(Png.encode(m.render(map, false))), m.text(map), m.json(map)};
            if (first != null) {
                assertArrayEquals(first, outputs);
            }
            first = outputs;
        }
    }

    @Test
    void solvedMapsAreMosaicsOfTheTileImages() throws IOException {
        TiledModel m = TiledModel.builder(SampleFiles.root().resolve("tilesets/Summer.xml")).build();
        Solution map = TiledSamplesTest.solve(m, 8, false, dev.wfc.core.Heuristic.ENTROPY);
        Image out = m.render(map, true);
        int s = m.tileSize();
        assertEquals(8 * s, out.width());
        for (int cell = 0; cell < 64; cell++) {
            assertArrayEquals(m.tileImage(map.tile(cell)).argb(), block(out, cell % 8, cell / 8, s), "cell " + cell);
        }
    }

    @Test
    void partialMapsShowDecidedTilesAveragesAndBlackUntouchedCells() throws IOException {
        TiledModel m = TiledModel.builder(SampleFiles.root().resolve("tilesets/Summer.xml")).build();
        Solution map = m.solverBuilder(10, 10, false).stepLimit(4).build().solve(3);
        assertEquals(Status.STEP_LIMIT, map.status());
        assertThrows(IllegalArgumentException.class, () -> m.text(map));
        assertTrue(m.json(map).contains("-1"));
        int s = m.tileSize();
        int tiles = m.tileCount();
        int[] seen = new int[3];
        for (boolean black : new boolean[] {true, false}) {
            Image out = m.render(map, black);
            for (int cell = 0; cell < 100; cell++) {
                int[] block = block(out, cell % 10, cell / 10, s);
                int possible = 0;
                for (int t = 0; t < tiles; t++) {
                    possible += map.possible(cell, t) ? 1 : 0;
                }
                if (map.tile(cell) >= 0) {
                    seen[0]++;
                    assertArrayEquals(m.tileImage(map.tile(cell)).argb(), block);
                } else if (black && possible == tiles) {
                    seen[1]++;
                    int[] expected = new int[s * s];
                    Arrays.fill(expected, 0xFF000000);
                    assertArrayEquals(expected, block);
                } else {
                    seen[2]++;
                    assertArrayEquals(weightedAverage(m, map, cell), block, "cell " + cell);
                }
            }
        }
        assertTrue(seen[0] > 0 && seen[1] > 0 && seen[2] > 0, Arrays.toString(seen));
    }

    /** Pixel by pixel, the weight-averaged ARGB channels of the tiles still possible at {@code cell}, rounded. */
    private static int[] weightedAverage(TiledModel m, Solution map, int cell) {
        int s = m.tileSize();
        int[][] images = new int[m.tileCount()][];
        for (int t = 0; t < images.length; t++) {
            images[t] = m.tileImage(t).argb();
        }
        int[] out = new int[s * s];
        for (int p = 0; p < out.length; p++) {
            double[] sum = new double[4];
            double total = 0;
            for (int t = 0; t < m.tileCount(); t++) {
                if (map.possible(cell, t)) {
                    double w = m.rules().weight(t);
                    int c = images[t][p];
                    for (int ch = 0; ch < 4; ch++) {
                        sum[ch] += w * ((c >>> (24 - 8 * ch)) & 0xFF);
                    }
                    total += w;
                }
            }
            for (int ch = 0; ch < 4; ch++) {
                out[p] |= (int) Math.round(sum[ch] / total) << (24 - 8 * ch);
            }
        }
        return out;
    }

    private static int[] block(Image img, int cx, int cy, int s) {
        int[] out = new int[s * s];
        for (int y = 0; y < s; y++) {
            for (int x = 0; x < s; x++) {
                out[x + y * s] = img.pixel(cx * s + x, cy * s + y);
            }
        }
        return out;
    }

    @Test
    void gridAndSolverBuilderUseTheRequestedSize() throws IOException {
        TiledModel m = TiledModel.builder(valid()).build();
        Grid g = m.grid(5, 7, true);
        assertEquals(35, g.cells());
        assertTrue(g.periodic());
        assertThrows(IllegalArgumentException.class, () -> m.grid(0, 3, false));
        assertThrows(IllegalStateException.class, () -> TiledModel.builder(dir).subset("a").subset("b"));
    }
}
