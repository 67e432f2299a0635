package dev.wfc.core.io;

import dev.wfc.core.Solution;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.TiledPixels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Square maps as Tiled XML ({@link TmxWriter#orthogonal}): parsed by the JDK's DOM here, each cell's global id drawn
 * from the written atlas with Tiled's flip flags ({@link TiledPixels}) shows the tile the map holds, and wfc's
 * own readers give the same ids and sizes back.
 */
class TmxOrthogonalTest {
    @TempDir
    Path dir;

    /** The map element of {@code file}, parsed by the JDK's DOM. */
    private static Element dom(Path file) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document doc = f.newDocumentBuilder().parse(file.toFile());
        return doc.getDocumentElement();
    }

    private static Element first(Element parent, String tag) {
        NodeList list = parent.getElementsByTagName(tag);
        assertTrue(list.getLength() > 0, "<" + tag + ">");
        return (Element) list.item(0);
    }

    /** The layer's CSV as unsigned values, split by this test. */
    private static long[] csv(Element map) {
        String[] parts = first(map, "data").getTextContent().strip().split("\\s*,\\s*");
        long[] out = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Long.parseLong(parts[i]);
        }
        return out;
    }

    /** Writes {@code map} and its atlas into the temporary folder; the map's path. */
    private Path write(TiledAtlas atlas, String name, Solution map) throws IOException {
        Files.write(dir.resolve("atlas.png"), atlas.png());
        Path file = dir.resolve("map.tmx");
        Files.write(file, TmxWriter.orthogonal(atlas, name, "atlas.png", map));
        return file;
    }

    /** Checks sizes, ids and pixels of {@code file} against {@code map} and what each tile looks like. */
    private static void check(Path file, Solution map, int size, java.util.function.IntFunction<int[]> tileImage)
            throws Exception {
        int w = map.grid().width();
        int h = map.grid().height();
        Element root = dom(file);
        assertEquals("orthogonal", root.getAttribute("orientation"));
        assertEquals(String.valueOf(w), root.getAttribute("width"));
        assertEquals(String.valueOf(h), root.getAttribute("height"));
        assertEquals(String.valueOf(size), root.getAttribute("tilewidth"));
        Element set = first(root, "tileset");
        assertEquals("1", set.getAttribute("firstgid"));
        Element img = first(set, "image");
        assertEquals("atlas.png", img.getAttribute("source"));
        Image atlas = Png.read(file.resolveSibling("atlas.png"));
        assertEquals(String.valueOf(atlas.width()), img.getAttribute("width"));
        assertEquals(String.valueOf(atlas.height()), img.getAttribute("height"));
        int columns = Integer.parseInt(set.getAttribute("columns"));
        assertEquals(atlas.width(), columns * size);
        long[] gids = csv(root);
        assertEquals(w * h, gids.length);
        TiledPixels shown = new TiledPixels(atlas, size, columns, 1);
        for (int c = 0; c < gids.length; c++) {
            int[] expected = tileImage.apply(map.tile(c));
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    assertEquals(expected[x + y * size], shown.pixel(gids[c], x, y),
                            "cell " + c + " pixel " + x + "," + y);
                }
            }
        }
        TiledMap read = TiledReader.readMap(file);
        assertEquals(w, read.width());
        assertEquals(h, read.height());
        assertEquals(atlas.width(), Png.read(read.tilesets().get(0).image()).width());
        TmxMap layer = TmxMap.read(file);
        for (int c = 0; c < gids.length; c++) {
            assertEquals(gids[c], Integer.toUnsignedLong(read.layers().get(0)[c]), "cell " + c);
            assertEquals(gids[c] & 0x0FFFFFFFL, layer.gids()[c], "cell " + c);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Knots", "Summer"})
    void tiledMapsShowTheirTilesAndReadBack(String set) throws Exception {
        TiledModel model = TiledModel.builder(SampleFiles.root().resolve("tilesets/" + set + ".xml")).build();
        Solution map = model.solverBuilder(9, 7, false).tries(20).build().solve(3);
        assertTrue(map.solved());
        Path file = write(TiledAtlas.tiled(model), set, map);
        check(file, map, model.tileSize(), t -> model.tileImage(t).argb());
        // Each atlas tile names the model tile it shows unflipped: one of the names with that gid and no flags.
        TiledTileset tiles = TiledReader.readMap(file).tilesets().get(0);
        Map<Integer, String> names = new HashMap<>();
        tiles.properties().forEach((id, p) -> names.put(id, p.get("name")));
        assertEquals(tiles.tileCount(), names.size());
        assertTrue(model.tileNames().containsAll(names.values()), names.toString());
        assertTrue(new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.UTF_8)
                .contains("<property name=\"periodic\" type=\"bool\" value=\"false\"/>"));
    }

    @Test
    void learnedMapsAreSwatchesOfTheirColours() throws Exception {
        int[] px = {0xFF112233, 0xFF445566, 0xFF445566, 0xFF778899, 0xFF112233, 0xFF778899};
        LearnedModel model = LearnedModel.builder().periodicInput(true).example(new Image(px, 3, 2)).build();
        Solution map = model.solverBuilder(6, 5, true).tries(20).build().solve(1);
        assertTrue(map.solved());
        int scale = 3;
        Path file = write(TiledAtlas.swatches(model, scale), "swatch", map);
        check(file, map, scale, t -> {
            int[] swatch = new int[scale * scale];
            java.util.Arrays.fill(swatch, model.symbol(t));
            return swatch;
        });
    }

    @Test
    void undecidedCellsAreEmpty() throws Exception {
        TiledModel model = TiledModel.builder(SampleFiles.root().resolve("tilesets/Knots.xml")).build();
        Solution partial = model.solverBuilder(4, 3, false).stepLimit(0).build().solve(1);
        Path file = write(TiledAtlas.tiled(model), "Knots", partial);
        assertArrayEquals(new long[12], csv(dom(file)));
        assertArrayEquals(new int[12], TmxMap.read(file).gids());
    }
}
