package dev.wfc.core.testkit;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Small tilesets in the classic format, written by tests: {@code DIR/NAME.xml} and its images in {@code DIR/NAME/}.
 * The valid one has a plain tile {@code a} (X) and a corner {@code b} (L) whose four orientations close a loop, with
 * a neighbour on every side of every tile, and a subset {@code OnlyA}.
 */
public final class MiniTileset {
    public static final String TILES = """
                <tile name="a"/>
                <tile name="b" symmetry="L" weight="2.5"/>
            """;
    public static final String NEIGHBORS = """
              <neighbors>
                <neighbor left="a" right="a"/>
                <neighbor left="b 1" right="b"/>
                <neighbor left="b" right="a"/>
                <neighbor left="b 1" right="a"/>
                <neighbor left="b 0" right="b 3"/>
              </neighbors>
            """;
    public static final String SUBSETS = """
              <subsets><subset name="OnlyA"><tile name="a"/></subset></subsets>
            """;

    private MiniTileset() {
    }

    /** The valid tileset as {@code dir/NAME.xml}, with 3x3 images of {@code a} and {@code b}. */
    public static Path valid(Path dir, String name) throws IOException {
        image(dir, name, "a", 3, 3);
        image(dir, name, "b", 3, 3);
        return xml(dir, name, "<set>\n  <tiles>\n" + TILES + "  </tiles>\n" + NEIGHBORS + SUBSETS + "</set>\n");
    }

    /** Writes {@code dir/NAME.xml} with exactly {@code content}: any tileset, classic, hex or cube, valid or not. */
    public static Path xml(Path dir, String name, String content) throws IOException {
        Path xml = dir.resolve(name + ".xml");
        Files.writeString(xml, content, StandardCharsets.UTF_8);
        return xml;
    }

    /** Writes {@code dir/SET/TILE.png}: {@code w x h} pixels of a colour derived from the name, one corner white. */
    public static void image(Path dir, String set, String tile, int w, int h) throws IOException {
        int[] px = new int[w * h];
        Arrays.fill(px, 0xFF000000 | (tile.hashCode() * 0x9E3779B1 >>> 8));
        px[0] = 0xFFFFFFFF;
        Png.write(dir.resolve(set).resolve(tile + ".png"), new Image(px, w, h));
    }
}
