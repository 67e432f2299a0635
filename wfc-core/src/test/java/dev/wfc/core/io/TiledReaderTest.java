package dev.wfc.core.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tiled maps and tilesets: every layer encoding, flip flags, external tilesets, and one-line refusals. */
class TiledReaderTest {
    @TempDir
    Path dir;

    private static final int[] CELLS = {1, 2, 3, 0, 2 | TiledMap.FLIPPED_HORIZONTALLY, 7};

    private Path map(String data, String encoding, String compression) throws IOException {
        Files.writeString(dir.resolve("set.tsx"), "<?xml version=\"1.0\"?>\n<tileset name=\"s\" tilewidth=\"4\""
                + " tileheight=\"4\" tilecount=\"8\" columns=\"4\"><image source=\"s.png\"/>"
                + "<tile id=\"2\"><properties><property name=\"name\" value=\"water\"/></properties></tile></tileset>",
                StandardCharsets.UTF_8);
        String attrs = (encoding == null ? "" : " encoding=\"" + encoding + "\"")
                + (compression == null ? "" : " compression=\"" + compression + "\"");
        Path f = dir.resolve("m.tmx");
        Files.writeString(f, "<?xml version=\"1.0\"?>\n<map orientation=\"hexagonal\" staggeraxis=\"y\""
                + " staggerindex=\"odd\" width=\"3\" height=\"2\" tilewidth=\"4\" tileheight=\"4\">"
                + "<tileset firstgid=\"1\" source=\"set.tsx\"/><layer name=\"l\" width=\"3\" height=\"2\"><data" + attrs
                + ">" + data + "</data></layer></map>", StandardCharsets.UTF_8);
        return f;
    }

    private static byte[] littleEndian(int[] v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int x : v) {
            b.putInt(x);
        }
        return b.array();
    }

    @Test
    void readsEveryEncoding() throws IOException {
        StringBuilder csv = new StringBuilder();
        StringBuilder xml = new StringBuilder();
        for (int i = 0; i < CELLS.length; i++) {
            csv.append(i == 0 ? "" : ",").append(Integer.toUnsignedString(CELLS[i]));
            xml.append("<tile gid=\"").append(Integer.toUnsignedString(CELLS[i])).append("\"/>");
        }
        byte[] raw = littleEndian(CELLS);
        ByteArrayOutputStream z = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(z)) {
            out.write(raw);
        }
        ByteArrayOutputStream g = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(g)) {
            out.write(raw);
        }
        Base64.Encoder b64 = Base64.getEncoder();
        Path[] files = {map("\n" + csv + "\n", "csv", null), map(xml.toString(), null, null),
                map(b64.encodeToString(raw), "base64", null), map(b64.encodeToString(z.toByteArray()), "base64", "zlib"),
                map(b64.encodeToString(g.toByteArray()), "base64", "gzip")};
        for (Path f : files) {
            TiledMap m = TiledReader.readMap(f);
            assertArrayEquals(CELLS, m.layers().get(0), f.toString());
        }
        TiledMap m = TiledReader.readMap(files[0]);
        assertEquals("hexagonal", m.orientation());
        assertEquals("y", m.staggerAxis());
        assertEquals("odd", m.staggerIndex());
        assertEquals(2, TiledMap.gid(m.layers().get(0)[4]));
        assertEquals(TiledMap.FLIPPED_HORIZONTALLY, TiledMap.flags(m.layers().get(0)[4]));
        TiledTileset set = m.tilesetOf(3);
        assertEquals(8, set.tileCount());
        assertEquals(dir.resolve("s.png").toAbsolutePath().normalize(), set.image());
        assertEquals("water", set.properties().get(2).get("name"));
    }

    @Test
    void refusesWithOneLineNamingFileAndElement() throws IOException {
        assertRefused(map("1,2,3", "csv", null), "3 values (expected: 6");
        assertRefused(map("1,2,3,4,5,6,7", "csv", null), "more than 6 values");
        assertRefused(map("1,2,x,4,5,6", "csv", null), "'x' (expected: a global tile id");
        assertRefused(map("AAAA", "base64", null), "3 bytes (expected: 24");
        assertRefused(map("AAAA", "base64", "zlib"), "not valid zlib data");
        assertRefused(map("AAAA", "base64", "lzma"), "compression='lzma'");
        // A bomb: 1 MB of zeros compresses to about a kilobyte; reading stops at the 24 bytes six cells need.
        ByteArrayOutputStream z = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(z)) {
            out.write(new byte[1 << 20]);
        }
        assertRefused(map(Base64.getEncoder().encodeToString(z.toByteArray()), "base64", "zlib"),
                "decompresses to more than 24 bytes");
        Path doctype = dir.resolve("d.tmx");
        Files.writeString(doctype, "<?xml version=\"1.0\"?><!DOCTYPE map [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<map>&x;</map>", StandardCharsets.UTF_8);
        assertRefused(doctype, "DOCTYPE");
        Path huge = dir.resolve("h.tmx");
        Files.writeString(huge, "<map orientation=\"orthogonal\" width=\"100000\" height=\"100000\" tilewidth=\"1\""
                + " tileheight=\"1\"><layer><data encoding=\"csv\">0</data></layer></map>", StandardCharsets.UTF_8);
        assertRefused(huge, "100000 x 100000 cells (expected: at most");
        Path escape = dir.resolve("e.tmx");
        Files.writeString(escape, "<map orientation=\"orthogonal\" width=\"1\" height=\"1\" tilewidth=\"1\""
                + " tileheight=\"1\"><tileset firstgid=\"1\" source=\"../x.tsx\"/><layer><data encoding=\"csv\">0"
                + "</data></layer></map>", StandardCharsets.UTF_8);
        assertRefused(escape, "source='../x.tsx'");
    }

    @Test
    void writesWhatItReads() throws IOException {
        TiledTileset set = new TiledTileset(1, "s", 4, 4, 8, 4, 1, 2, dir.resolve("s.png"), java.util.Map.of());
        int[] gids = {1, 2, 3, 0, 8, 7};
        Path f = dir.resolve("out.tmx");
        Files.write(f, TmxWriter.write(3, 2, gids, set, null));
        Files.write(dir.resolve("s.png"), new byte[0]);
        TiledMap m = TiledReader.readMap(f);
        assertArrayEquals(gids, m.layers().get(0));
        assertEquals("orthogonal", m.orientation());
        assertEquals(8, m.tilesets().get(0).tileCount());
        assertEquals(1, m.tilesets().get(0).margin());
        assertEquals(2, m.tilesets().get(0).spacing());
        assertEquals(1 + 3 * (4 + 2), m.tilesets().get(0).imageX(7));
        assertEquals(1 + 4 + 2, m.tilesets().get(0).imageY(7));
    }

    private static void assertRefused(Path f, String expected) {
        IOException e = assertThrows(IOException.class, () -> TiledReader.readMap(f));
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
}
