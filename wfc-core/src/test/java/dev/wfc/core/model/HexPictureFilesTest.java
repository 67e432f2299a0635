package dev.wfc.core.model;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.MiniTileset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code image} attribute of a hex tileset's tiles: a PNG in the folder named as the tileset, read with its
 * size checked; a file name with a separator, a missing file, a picture of a size that is not a hexagon's, pictures
 * on some tiles only, are refused in one line naming the file and the tile.
 */
class HexPictureFilesTest {
    @TempDir
    Path dir;

    private Path set(String tiles) throws IOException {
        Files.createDirectories(dir.resolve("set"));
        return MiniTileset.xml(dir, "set", "<set topology=\"hex\" rotations=\"2\"><tiles>" + tiles + "</tiles></set>");
    }

    private static String tile(String name, String image) {
        return "<tile name=\"" + name + "\" sides=\"p p p q q q\" color=\"#102030\""
                + (image == null ? "" : " image=\"" + image + "\"") + "/>";
    }

    private void picture(String file, int w, int h) throws IOException {
        int[] px = new int[w * h];
        for (int i = 0; i < px.length; i++) {
            px[i] = 0xFF000000 | i * 977;
        }
        Png.write(dir.resolve("set").resolve(file), new Image(px, w, h));
    }

    private void refused(String tiles, String... parts) throws IOException {
        Path f = set(tiles);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> HexTiles.read(f));
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        assertEquals(-1, e.getMessage().indexOf('\n'), "one line");
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), e.getMessage() + " lacks " + p);
        }
    }

    @Test
    void readsEachTilesPictureAndTurnsIt() throws IOException {
        picture("a.png", 12, 14);
        picture("b.png", 12, 14);
        HexTiles m = HexTiles.read(set(tile("a", "a.png") + tile("b", "b.png")));
        assertEquals(12, m.pictureWidth());
        assertArrayEquals(Png.read(dir.resolve("set/b.png")).argb(), m.tileImage(m.tile("b")).argb());
        int[] half = m.tileImage(m.tile("a!180")).argb();
        int[] a = Png.read(dir.resolve("set/a.png")).argb();
        assertEquals(a[0], half[half.length - 1], "a half turn takes the top-left pixel to the bottom right");
    }

    @Test
    void refusesBadPicturesNamingTheTile() throws IOException {
        picture("a.png", 12, 14);
        picture("square.png", 12, 12);
        picture("wide.png", 16, 19);
        refused(tile("a", "../a.png"), "name=\"a\"", "a PNG file name");
        refused(tile("a", "a.gif"), "a PNG file name");
        refused(tile("a", "none.png"), "no file", "none.png");
        refused(tile("a", "square.png"), "12x12 pixels", "ceil(2 W / sqrt(3))");
        refused(tile("a", "a.png") + tile("b", null), "name=\"b\"", "no image",
                "on every <tile> or on none");
        refused(tile("a", null) + tile("b", "a.png"), "image \"a.png\"", "on every <tile> or on none");
        refused(tile("a", "a.png") + tile("b", "wide.png"), "name=\"b\"", "16x19",
                "the size of the first tile's");
    }
}
