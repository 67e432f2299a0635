package dev.wfc.cli.debroglie;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.GifFrames;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code "animate": true} on a hexagonal and a voxel configuration (derived from the suite's {@code docs/hexmini} and
 * {@code docs/columns}, their samples copied beside them) writes the GIF beside {@code dest}, whose last frame shows
 * the written map: at the centre of every hexagon (pointy top, odd rows half a hexagon to the right, computed here)
 * one colour per global tile id of the {@code .tmx}, a different one for each id; at the centre of every cell of
 * every layer (layers side by side, one cell apart) the palette colour of the {@code .vox} voxel there, or the
 * background for an empty one.
 */
class DebroglieAnimateTopologyTest {
    /** The gap between the map and the heat map of {@code wfc animate}'s frames. */
    private static final int GAP = 4;
    private static final double SQRT3 = Math.sqrt(3);

    @TempDir
    Path cfg;
    @TempDir
    Path out;

    private static BufferedImage lastFrame(Path gif) throws IOException {
        GifFrames frames = GifFrames.read(gif);
        assertTrue(frames.frames().size() > 2, "frames: " + frames.frames().size());
        return frames.last();
    }

    private void run(Path config) {
        CliRun run = CliRun.of("debroglie", config.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
    }

    @Test
    void aHexagonalMapsGifEndsOnTheTmxWritten() throws IOException {
        Path docs = DebroglieSampleFiles.root().resolve("docs");
        Files.copy(docs.resolve("hexagonal-mini.tmx"), cfg.resolve("hexagonal-mini.tmx"));
        Files.copy(docs.resolve("hexmini.png"), cfg.resolve("hexmini.png"));
        int w = 9;
        int h = 7;
        Files.writeString(cfg.resolve("hex.json"), "{\"src\": \"hexagonal-mini.tmx\", \"dest\": \"o/hex.tmx\","
                + " \"model\": {\"type\": \"overlapping\", \"n\": 2}, \"periodicInput\": false, \"periodic\": false,"
                + " \"width\": " + w + ", \"height\": " + h + ", \"symmetry\": 12, \"animate\": true}",
                StandardCharsets.UTF_8);
        run(cfg.resolve("hex.json"));
        String tmx = Files.readString(out.resolve("o/hex.tmx"), StandardCharsets.UTF_8);
        assertTrue(tmx.contains("staggeraxis=\"y\" staggerindex=\"odd\""), tmx);
        Matcher data = Pattern.compile("<data encoding=\"csv\">([^<]*)</data>").matcher(tmx);
        assertTrue(data.find(), tmx);
        String[] gids = data.group(1).trim().split("\\s*,\\s*");
        assertEquals(w * h, gids.length);

        BufferedImage last = lastFrame(out.resolve("o/hex.gif"));
        // Pointy-top hexagons s pixels wide: rows 1.5 radii apart, radius s / sqrt 3. The offset rows lie in a
        // rhombus of axial cells w + h / 2 wide, each row half a hexagon left of the one above, so the panel is
        // (box - 1 + (h - 1) / 2) * s + s wide.
        int s = 2;
        while (Math.ceil((h - 1) * 1.5 * s / SQRT3 + 2 * s / SQRT3) < last.getHeight()) {
            s++;
        }
        assertEquals(last.getHeight(), (int) Math.ceil((h - 1) * 1.5 * s / SQRT3 + 2 * s / SQRT3), "hexagon rows");
        int box = w + h / 2;
        assertEquals(2 * (int) Math.ceil((box - 1 + (h - 1) / 2.0) * s + s) + GAP, last.getWidth(), "panels");
        Map<String, Integer> colourOf = new HashMap<>();
        Map<Integer, String> gidOf = new HashMap<>();
        int background = last.getRGB(0, 0);
        for (int row = 0; row < h; row++) {
            for (int col = 0; col < w; col++) {
                // Odd rows sit half a hexagon to the right; row 0 starts (h - 1) / 2 hexagons into the rhombus.
                int cx = (int) Math.floor((col + (row & 1) / 2.0) * s + (h - 1) * s / 2.0 + s / 2.0);
                int cy = (int) Math.floor(row * 1.5 * s / SQRT3 + s / SQRT3);
                int colour = last.getRGB(cx, cy);
                String gid = gids[col + row * w];
                String where = "row " + row + ", column " + col + ", gid " + gid;
                assertNotEquals(background, colour, where);
                assertEquals(colourOf.computeIfAbsent(gid, g -> colour), colour, where);
                assertEquals(gidOf.computeIfAbsent(colour, c -> gid), gid, where);
            }
        }
        assertTrue(colourOf.size() > 1, "tiles: " + colourOf.keySet());
    }

    @Test
    void aVoxelMapsGifEndsOnTheVoxWritten() throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("docs/columns.vox"), cfg.resolve("columns.vox"));
        int w = 8;
        int h = 6;
        int d = 5;
        Files.writeString(cfg.resolve("vox.json"), "{\"src\": \"columns.vox\", \"dest\": \"o/columns.vox\","
                + " \"model\": {\"type\": \"adjacent\"}, \"periodicInput\": false, \"periodic\": false, \"ground\":"
                + " 255, \"symmetry\": 1, \"width\": " + w + ", \"height\": " + h + ", \"depth\": " + d + ","
                + " \"animate\": true}", StandardCharsets.UTF_8);
        run(cfg.resolve("vox.json"));
        Voxels map = Vox.read(out.resolve("o/columns.vox"));
        assertEquals(java.util.List.of(w, h, d), java.util.List.of(map.width(), map.height(), map.depth()));

        BufferedImage last = lastFrame(out.resolve("o/columns.gif"));
        int unit = last.getHeight() / h;
        assertEquals(h * unit, last.getHeight(), "rows of cells");
        assertEquals(2 * (w * d + d - 1) * unit + GAP, last.getWidth(), "layers a cell apart, two panels");
        int background = last.getRGB(w * unit + unit / 2, unit / 2);
        java.util.Set<Integer> indices = new java.util.HashSet<>();
        for (int z = 0; z < d; z++) {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int index = map.color(x, y, z);
                    indices.add(index);
                    int expected = index == 0 ? background : map.palette()[index] | 0xFF00_0000;
                    assertEquals(expected, last.getRGB((x + z * (w + 1)) * unit + unit / 2, y * unit + unit / 2),
                            "voxel (" + x + ", " + y + ", " + z + ")");
                }
            }
        }
        assertTrue(indices.size() > 2, "empty, ground and some column: " + indices);
    }
}
