package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledMap;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.TiledPixels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc tiled --tmx} and {@code wfc learn --tmx} on square maps: the .tmx, parsed by the JDK's DOM, has the
 * map's size, and each cell's global id, drawn from the tileset image written beside it ({@link TiledPixels}), shows
 * exactly the PNG map's pixels there; wfc's Tiled reader reads the same ids back. Other maps are refused in one line.
 */
class SquareTmxCommandTest {
    @TempDir
    Path out;

    /** Checks {@code tmx} against {@code png}, cells of {@code side} pixels, {@code w x h} cells. */
    private static void showsThePng(Path tmx, Path png, int w, int h, int side) throws Exception {
        showsThePng(tmx, png, w, h, side, tmx.getFileName().toString().replace(".tmx", "-tileset.png"));
    }

    /** As above, the tileset image named {@code image}. */
    private static void showsThePng(Path tmx, Path png, int w, int h, int side, String image) throws Exception {
        var f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element root = f.newDocumentBuilder().parse(tmx.toFile()).getDocumentElement();
        assertEquals(String.valueOf(w), root.getAttribute("width"));
        assertEquals(String.valueOf(h), root.getAttribute("height"));
        assertEquals(String.valueOf(side), root.getAttribute("tilewidth"));
        Element set = (Element) root.getElementsByTagName("tileset").item(0);
        String source = ((Element) set.getElementsByTagName("image").item(0)).getAttribute("source");
        assertEquals(image, source);
        Image atlas = Png.read(tmx.resolveSibling(source).normalize());
        TiledPixels pixels = new TiledPixels(atlas, side, Integer.parseInt(set.getAttribute("columns")), 1);
        String[] csv = root.getElementsByTagName("data").item(0).getTextContent().strip().split("\\s*,\\s*");
        assertEquals(w * h, csv.length);
        Image map = Png.read(png);
        TiledMap read = TiledReader.readLayers(tmx);
        int[] layer = TmxMap.read(tmx).gids();
        for (int c = 0; c < csv.length; c++) {
            long gid = Long.parseLong(csv[c]);
            assertTrue(gid > 0, "cell " + c + " holds a tile");
            for (int y = 0; y < side; y++) {
                for (int x = 0; x < side; x++) {
                    assertEquals(map.pixel(c % w * side + x, c / w * side + y), pixels.pixel(gid, x, y),
                            "cell " + c + " pixel " + x + "," + y);
                }
            }
            assertEquals(gid, Integer.toUnsignedLong(read.layers().get(0)[c]), "cell " + c);
            assertEquals(gid & 0x0FFFFFFFL, layer[c], "cell " + c);
        }
    }

    @Test
    void aTiledMapShowsItsPng() throws Exception {
        Path tmx = out.resolve("knots.tmx");
        CliRun run = CliRun.of("tiled", SampleFiles.root().resolve("tilesets/Knots.xml").toString(), "--width", "9",
                "--height", "6", "--seed", "4", "--out", out.resolve("knots.png").toString(), "--tmx",
                tmx.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        int side = Png.read(SampleFiles.root().resolve("tilesets/Knots/corner.png")).width();
        showsThePng(tmx, out.resolve("knots.png"), 9, 6, side);
    }

    @Test
    void aLearnedImageMapShowsItsPng() throws Exception {
        Path tmx = out.resolve("flowers.tmx");
        CliRun run = CliRun.of("learn", SampleFiles.sample("Flowers").toString(), "--size", "10", "--scale", "3",
                "--seed", "2", "--out", out.resolve("flowers.png").toString(), "--tmx", tmx.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        showsThePng(tmx, out.resolve("flowers.png"), 10, 10, 3);
    }

    @Test
    void corpusTmxMapsShowTheirPngsAndVerify() throws Exception {
        Path spec = dev.wfc.corpus.testkit.SpecFiles.write(out, "knots.json", "{'model': 'tiled', 'tileset': '"
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace('\\', '/')
                + "', 'subset': 'Standard', 'size': 7}");
        Path corpus = out.resolve("c");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "3", "--formats", "png,tmx", "--quiet", "--out",
                corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        int side = Png.read(SampleFiles.root().resolve("tilesets/Knots/corner.png")).width();
        for (int i = 0; i < 3; i++) {
            Path maps = corpus.resolve("maps");
            showsThePng(maps.resolve(String.format("%06d.tmx", i)), maps.resolve(String.format("%06d.png", i)), 7, 7,
                    side, "../tileset.png");
        }
        CliRun verify = CliRun.of("verify", corpus.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify::toString);
    }

    @Test
    void otherMapsAreRefused() throws Exception {
        Path cube = Path.of("../docs/tilesets/pillars.xml").toAbsolutePath().normalize();
        Path dir = Files.createTempDirectory(out, "bad");
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", cube.toString(), "--tmx", dir.resolve("m.tmx")
                .toString(), "--out", dir.resolve("m.vox").toString()), "tiled", ExitCodes.BAD_INPUT, dir, "--tmx",
                "a cube tileset (expected: a square or hex tileset)");
        Path text = Files.writeString(out.resolve("t.txt"), "ab\nba\n");
        ErrorAssertions.assertOneLineError(CliRun.of("learn", text.toString(), "--tmx", dir.resolve("m.tmx")
                .toString(), "--out", dir.resolve("m.txt").toString()), "learn", ExitCodes.BAD_INPUT, dir, "--tmx",
                "square map from PNG");
        assertFalse(Files.exists(dir.resolve("m-tileset.png")));
    }
}
