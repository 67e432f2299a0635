package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A hex tileset's map as a hexagonal {@code .tmx} ({@link TmxWriter#hexagonal}) read back through wfc's own Tiled
 * reader gives every cell's tile by name, masked-out cells empty; the XML, read with the JDK's DOM,
 * states the hexagon layout the picture has (the test's own row step) and names every atlas tile; the atlas holds
 * each tile's picture inside its hexagon.
 */
class TmxHexTilesTest {
    private static final Path RIVERS = Path.of("../docs/tilesets/hexrivers.xml");
    private static final Path LAND = Path.of("../docs/tilesets/hexland.xml");

    @TempDir
    Path dir;

    @Test
    void mapsReadBackCellByCellOnMaskedAndOddShapes() throws Exception {
        Random rnd = new Random(7);
        for (Path set : new Path[] {RIVERS, LAND}) {
            HexTiles m = HexTiles.read(set);
            for (int[] size : new int[][] {{1, 1}, {1, 5}, {5, 1}, {6, 4}, {7, 7}}) {
                int w = size[0];
                int h = size[1];
                boolean[] inside = new boolean[w * h];
                int[] tiles = new int[w * h];
                for (int c = 0; c < tiles.length; c++) {
                    inside[c] = c == 0 || rnd.nextInt(5) > 0;
                    tiles[c] = rnd.nextInt(m.tileCount());
                }
                Grid g = Grid.builder(Topology.HEX).size(w, h).mask(inside).build();
                Solution map = Solution.of(g, m.tileCount(), tiles);
                int scale = set == RIVERS ? 16 : 9;
                TiledAtlas atlas = TiledAtlas.hexagons(m, scale);
                Path tmx = dir.resolve("m.tmx");
                Files.write(tmx, TmxWriter.hexagonal(atlas, "set", "m-tileset.png", map));
                Files.write(dir.resolve("m-tileset.png"), atlas.png());

                TiledMap read = TiledReader.readMap(tmx);
                TmxMap.Axial axial = TmxMap.of(tmx, read).axial();
                // Our own offset rows, odd rows shifted: row r's first column is axial (r + (r & 1)) / 2; the map
                // is w + shift(h - 1) columns and the reader's axial box moves every cell right by shift(h - 1).
                int shift = (h - 1 + ((h - 1) & 1)) / 2;
                assertEquals(w + 2 * shift, axial.width(), "box width");
                TiledTileset ts = read.tilesets().get(0);
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        int gid = axial.gids()[x + shift + y * axial.width()];
                        assertTrue(axial.inside()[x + shift + y * axial.width()], "cell in the offset rows");
                        int t = tiles[x + y * w];
                        String where = set + " " + w + "x" + h + " (" + x + ", " + y + ")";
                        if (!inside[x + y * w]) {
                            assertEquals(0, gid, where + " masked out, empty");
                        } else {
                            assertEquals(m.tileNames().get(t), ts.properties().get(gid - ts.firstGid()).get("name"),
                                    where);
                        }
                    }
                }
                checkXml(tmx, m, scale, w, h);
            }
        }
    }

    private static void checkXml(Path tmx, HexTiles m, int scale, int w, int h) throws Exception {
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(tmx.toFile())
                .getDocumentElement();
        assertEquals("hexagonal", root.getAttribute("orientation"));
        assertEquals("y", root.getAttribute("staggeraxis"));
        assertEquals("odd", root.getAttribute("staggerindex"));
        assertEquals(Integer.toString(h), root.getAttribute("height"));
        assertEquals(Integer.toString(w + (h - 1 + ((h - 1) & 1)) / 2), root.getAttribute("width"));
        assertEquals(Integer.toString(scale), root.getAttribute("tilewidth"));
        int tileHeight = Integer.parseInt(root.getAttribute("tileheight"));
        double radius = scale / Math.sqrt(3);
        assertEquals(Math.ceil(2 * radius), tileHeight, 0, "a hexagon's point to point");
        int side = Integer.parseInt(root.getAttribute("hexsidelength"));
        assertTrue(Math.abs((tileHeight + side) / 2.0 - 1.5 * radius) <= 0.5, "Tiled's row step is the picture's: "
                + (tileHeight + side) / 2.0 + " vs " + 1.5 * radius);
        Element set = (Element) root.getElementsByTagName("tileset").item(0);
        assertEquals(Integer.toString(m.tileCount()), set.getAttribute("tilecount"));
        assertEquals("m-tileset.png", ((Element) set.getElementsByTagName("image").item(0)).getAttribute("source"));
        NodeList tiles = set.getElementsByTagName("tile");
        Map<String, Integer> ids = new HashMap<>();
        for (int i = 0; i < tiles.getLength(); i++) {
            Element t = (Element) tiles.item(i);
            Element p = (Element) t.getElementsByTagName("property").item(0);
            ids.put(p.getAttribute("value"), Integer.parseInt(t.getAttribute("id")));
        }
        assertEquals(m.tileCount(), ids.size(), "every tile named once");
        for (String name : m.tileNames()) {
            assertTrue(ids.containsKey(name), name);
        }
    }

    @Test
    void theAtlasHoldsEachPictureInsideItsHexagon() throws Exception {
        HexTiles m = HexTiles.read(RIVERS);
        TiledAtlas atlas = TiledAtlas.hexagons(m, m.pictureWidth());
        Image img = Png.decode(atlas.png(), "atlas");
        int w = m.pictureWidth();
        int h = HexTiles.pictureHeight(w);
        int columns = img.width() / w;
        double radius = w / Math.sqrt(3);
        int checked = 0;
        for (int t = 0; t < m.tileCount(); t++) {
            int[] picture = m.tileImage(t).argb();
            for (int j = 0; j < h; j++) {
                for (int i = 0; i < w; i++) {
                    double dx = i + 0.5 - w / 2.0;
                    double dy = j + 0.5 - radius;
                    // Well inside the pointy-top hexagon: 1 px from its flat sides and slanted ones.
                    boolean in = Math.abs(dx) < w / 2.0 - 1 && Math.abs(dx) / 2 + Math.abs(dy) * Math.sqrt(3) / 2
                            < w / 2.0 - 1;
                    int atlasPixel = img.pixel(t % columns * w + i, t / columns * h + j);
                    if (in) {
                        assertEquals(picture[i + j * w], atlasPixel, m.tileNames().get(t) + " " + i + "," + j);
                        checked++;
                    } else if (Math.abs(dx) > w / 2.0 || Math.abs(dy) > radius) {
                        assertEquals(0, atlasPixel, "transparent outside");
                    }
                }
            }
        }
        assertTrue(checked > m.tileCount() * w * h / 2, "most of each picture checked");
        assertArrayEquals(atlas.png(), TiledAtlas.hexagons(m, w).png(), "one atlas a tileset");
    }
}
