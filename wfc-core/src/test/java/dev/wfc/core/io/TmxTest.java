package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.InflaterInputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiled maps: DeBroglie's hexagonal-mini read as this test's own regex and inflater see it, its offset rows placed
 * on the axial grid so that offset neighbours (the odd-r tables, written here) are axial neighbours, hex maps learned
 * from it checked by the topology oracle against pairs learned in offset coordinates; bad maps refused in one line.
 */
class TmxTest {
    /** The tile size attributes every Tiled map has. */
    private static final String TILE = " tilewidth=\"4\" tileheight=\"4\"";

    @TempDir
    Path dir;

    private static Path hexMini() {
        return SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx");
    }

    /** The gids of the file's one base64-zlib layer, decoded by this test. */
    private static int[] rawGids(Path file, int cells) throws IOException {
        Matcher m = Pattern.compile("<data encoding=\"base64\" compression=\"zlib\">\\s*([^<]*?)\\s*</data>")
                .matcher(Files.readString(file));
        assertTrue(m.find());
        byte[] z = Base64.getDecoder().decode(m.group(1));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InflaterInputStream in = new InflaterInputStream(new java.io.ByteArrayInputStream(z))) {
            in.transferTo(out);
        }
        int[] gids = new int[cells];
        ByteBuffer.wrap(out.toByteArray()).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(gids);
        return gids;
    }

    /** Odd-r offset neighbours in wfc's hex direction order: left, down-left, down-right, right, up-right, up-left. */
    private static int[] offsetNeighbor(int c, int r, int d) {
        boolean odd = (r & 1) == 1;
        return switch (d) {
            case 0 -> new int[] {c - 1, r};
            case 1 -> new int[] {odd ? c : c - 1, r + 1};
            case 2 -> new int[] {odd ? c + 1 : c, r + 1};
            case 3 -> new int[] {c + 1, r};
            case 4 -> new int[] {odd ? c + 1 : c, r - 1};
            default -> new int[] {odd ? c : c - 1, r - 1};
        };
    }

    @Test
    void hexagonalMiniReadsAsTheIndependentDecoderSeesIt() throws IOException {
        TmxMap map = TmxMap.read(hexMini());
        assertTrue(map.hexagonal());
        assertTrue(map.staggerOdd());
        assertEquals(20, map.width());
        assertEquals(20, map.height());
        assertArrayEquals(rawGids(hexMini(), 400), map.gids());
        TmxMap.Axial axial = map.axial();
        assertEquals(20 + 10, axial.width());
        int inside = 0;
        for (boolean b : axial.inside()) {
            inside += b ? 1 : 0;
        }
        assertEquals(400, inside);
    }

    @Test
    void offsetNeighboursAreAxialNeighbours() throws IOException {
        TmxMap map = TmxMap.read(hexMini());
        TmxMap.Axial axial = map.axial();
        Grid g = Grid.builder(Topology.HEX).size(axial.width(), axial.height()).mask(axial.inside()).build();
        Map<Integer, int[]> whereIsGidCell = new HashMap<>();
        // Give every offset cell a unique id, place them, and compare neighbour ids both ways.
        int[] ids = new int[20 * 20];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = i + 1;
        }
        TmxMap.Axial placed = new TmxMap(20, 20, true, true, ids).axial();
        for (int cell = 0; cell < g.cells(); cell++) {
            if (placed.gids()[cell] != 0) {
                int id = placed.gids()[cell] - 1;
                whereIsGidCell.put(cell, new int[] {id % 20, id / 20});
            }
        }
        for (Map.Entry<Integer, int[]> e : whereIsGidCell.entrySet()) {
            int c = e.getValue()[0];
            int r = e.getValue()[1];
            for (int d = 0; d < 6; d++) {
                int[] o = offsetNeighbor(c, r, d);
                int n = g.neighbor(e.getKey(), d);
                boolean offsetInside = o[0] >= 0 && o[1] >= 0 && o[0] < 20 && o[1] < 20;
                assertEquals(offsetInside, n >= 0, "offset (" + c + ", " + r + ") toward " + d);
                if (n >= 0) {
                    assertEquals(o[0] + 20 * o[1], placed.gids()[n] - 1, "offset (" + c + ", " + r + ") toward " + d);
                }
            }
        }
    }

    @Test
    void hexMapsFromHexagonalMiniPassTheOracle() throws IOException {
        LearnedModel m = LearnedModel.builder().example(hexMini()).build();
        assertEquals(Topology.HEX, m.topology());
        int[] gids = rawGids(hexMini(), 400);
        Map<Integer, Integer> tile = new HashMap<>();
        for (int t = 0; t < m.tileCount(); t++) {
            tile.put(m.symbol(t), t);
        }
        boolean[][][] allowed = new boolean[6][m.tileCount()][m.tileCount()];
        for (int r = 0; r < 20; r++) {
            for (int c = 0; c < 20; c++) {
                for (int d = 0; d < 6; d++) {
                    int[] o = offsetNeighbor(c, r, d);
                    if (o[0] >= 0 && o[1] >= 0 && o[0] < 20 && o[1] < 20) {
                        allowed[d][tile.get(gids[c + 20 * r])][tile.get(gids[o[0] + 20 * o[1]])] = true;
                    }
                }
            }
        }
        int solved = 0;
        for (long seed = 0; seed < 4; seed++) {
            boolean periodic = seed % 2 == 0;
            Solution s = SolverBuilder.of(m.rules(), m.grid(30, 30, periodic)).build().solve(seed);
            if (s.solved()) {
                solved++;
                assertNull(TopologyCheck.firstViolation(s.tiles(),
                        new Shape("hex", 30, 30, 1, periodic, periodic, false, null), allowed), "seed " + seed);
                assertTrue(m.render(s, 8).width() > 0);
            }
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    @Test
    void csvAndTileElementsReadAlike() throws IOException {
        Path csv = dir.resolve("csv.tmx");
        Files.writeString(csv, "<map orientation=\"orthogonal\" width=\"3\" height=\"2\"" + TILE + "><layer name=\"a\" width=\"3\""
                + " height=\"2\"><data encoding=\"csv\">1,2,3,\n4,0,2147483654</data></layer></map>");
        Path tiles = dir.resolve("tiles.tmx");
        Files.writeString(tiles, "<map orientation=\"orthogonal\" width=\"3\" height=\"2\"" + TILE + "><layer name=\"a\" width=\"3\""
                + " height=\"2\"><data><tile gid=\"1\"/><tile gid=\"2\"/><tile gid=\"3\"/><tile gid=\"4\"/><tile/>"
                + "<tile gid=\"6\"/></data></layer></map>");
        assertArrayEquals(new int[] {1, 2, 3, 4, 0, 6}, TmxMap.read(csv).gids(), "flip flags cleared");
        assertArrayEquals(TmxMap.read(csv).gids(), TmxMap.read(tiles).gids());
        assertFalse(TmxMap.read(csv).hexagonal());
    }

    @Test
    void badMapsAreRefusedNamingTheFileAndElement() throws IOException {
        String layer = "<layer name=\"a\" width=\"2\" height=\"1\"><data encoding=\"csv\">1,1</data></layer>";
        assertRefused("<map orientation=\"isometric\" width=\"2\" height=\"1\"" + TILE + ">" + layer + "</map>",
                "<map>: orientation='isometric' (expected: orthogonal or hexagonal)");
        assertRefused("<map orientation=\"hexagonal\" staggeraxis=\"x\" staggerindex=\"odd\" width=\"2\""
                + " height=\"1\"" + TILE + ">" + layer + "</map>", "staggeraxis='x'");
        assertRefused("<map orientation=\"hexagonal\" staggeraxis=\"y\" staggerindex=\"left\" width=\"2\""
                + " height=\"1\"" + TILE + ">" + layer + "</map>", "staggerindex='left'");
        assertRefused("<map orientation=\"orthogonal\" width=\"100000\" height=\"100000\"" + TILE + "/>",
                "100000 x 100000 cells");
        // 8000 x 8000 offset rows fit Grid.MAX_CELLS (64000000 <= 67108864), their axial box (12000 x 8000) does not.
        assertRefused("<map orientation=\"hexagonal\" staggeraxis=\"y\" staggerindex=\"odd\" width=\"8000\""
                + " height=\"8000\"" + TILE + "/>", "8000 x 8000 hexagons take 96000000 cells of the axial grid");
        assertRefused("<map orientation=\"orthogonal\" width=\"2\" height=\"1\"" + TILE + "><layer name=\"a\""
                + " width=\"2\" height=\"1\"><data encoding=\"csv\">1</data></layer></map>", "1 values (expected: 2");
        assertRefused("<map orientation=\"orthogonal\" width=\"2\" height=\"1\"" + TILE + "><layer name=\"a\""
                + " width=\"2\" height=\"1\"><data encoding=\"base64\" compression=\"zstd\">AAAA</data></layer></map>",
                "compression='zstd'");
        assertRefused("<map orientation=\"orthogonal\" width=\"2\" height=\"1\" infinite=\"1\"" + TILE + "/>",
                "infinite");
        assertRefused("<map orientation=\"orthogonal\" width=\"1\" height=\"1\"" + TILE + "><layer name=\"a\""
                + " width=\"1\" height=\"1\"><data encoding=\"csv\">-3</data></layer></map>",
                "'-3' (expected: a global tile id");
    }

    @Test
    void tilesetsAreNotNeededForTheLayer() throws IOException {
        Path file = dir.resolve("elsewhere.tmx");
        Files.writeString(file, "<map orientation=\"orthogonal\" width=\"2\" height=\"1\"" + TILE + ">"
                + "<tileset firstgid=\"1\" source=\"missing.tsx\"/><layer name=\"a\" width=\"2\" height=\"1\">"
                + "<data encoding=\"csv\">2,1</data></layer></map>");
        assertArrayEquals(new int[] {2, 1}, TmxMap.read(file).gids());
        String message = assertThrows(IOException.class, () -> TiledReader.readMap(file)).getMessage();
        assertTrue(message.contains("missing.tsx"), message);
    }

    private void assertRefused(String xml, String expected) throws IOException {
        Path file = dir.resolve("bad.tmx");
        Files.writeString(file, xml);
        String message = assertThrows(InvalidInputException.class, () -> TmxMap.read(file)).getMessage();
        assertTrue(message.startsWith(file.toString()) && message.contains(expected), message);
    }
}
