package dev.wfc.cli.world;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.world.Region;
import dev.wfc.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc world --png} of hexagonal worlds, drawn at their spec's scale (the Flowers sample read as axial cells
 * with {@code "scale": 4}, hexagons 4 pixels wide, wfc's hexland tileset at its default, 8 pixels, and its
 * hexrivers tileset with pictures 16 pixels wide, drawn at 11), on a region of 37 x 50 cells that meets four bands of
 * chunk rows (block 16, rows 13 to 62): the streamed picture is, pixel for pixel, the single-map drawing of the
 * region's cells in memory ({@link World#render} of {@link World#region}), the same on 1 and 2 threads; and, for the
 * flat colours, checked by the test's own geometry, every pixel whose centre is clearly nearer one hexagon centre than
 * any other shows that cell's tile colour ({@link dev.wfc.core.model.Model#tileImage}, one pixel), or nothing outside
 * the rhombus.
 */
class WorldHexPngTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long X = -9;
    private static final long Y = 13;
    private static final int W = 37;
    private static final int H = 50;

    @TempDir
    Path dir;

    private Image png(Path spec, String name, int threads) throws IOException {
        Path png = dir.resolve(name);
        CliRun r = CliRun.of("world", spec.toString(), "--region", X + "," + Y + "," + W + "," + H, "--png",
                png.toString(), "--threads", String.valueOf(threads));
        assertEquals(0, r.exitCode(), r::toString);
        assertTrue(r.out().startsWith("world: 37x50 cells at -9,13 in "), r::toString);
        return Png.read(png);
    }

    @Test
    void aLearnedWorldsPictureIsTheRegionsSingleMapDrawing() throws IOException {
        check(Files.writeString(dir.resolve("flowers.json"), "{\"model\": \"learned\", \"examples\": ["
                + JSON.writeValueAsString(SampleFiles.sample("Flowers").toString()) + "], \"topology\": \"hex\", "
                + "\"worldSeed\": 4, \"block\": 16, \"scale\": 4}", StandardCharsets.UTF_8), 4);
    }

    @Test
    void aHexTilesetWorldsPictureIsTheRegionsSingleMapDrawing() throws IOException {
        Path hexland = Path.of("../docs/tilesets/hexland.xml").toAbsolutePath().normalize();
        check(Files.writeString(dir.resolve("hexland.json"), "{\"model\": \"tiled\", \"tileset\": "
                + JSON.writeValueAsString(hexland.toString()) + ", \"worldSeed\": -3, \"block\": 16}",
                StandardCharsets.UTF_8), 8);
    }

    @Test
    void aHexTilesetWithPicturesDrawsThemAsItsSingleMapDrawingDoes() throws IOException {
        Path rivers = Path.of("../docs/tilesets/hexrivers.xml").toAbsolutePath().normalize();
        check(Files.writeString(dir.resolve("rivers.json"), "{\"model\": \"tiled\", \"tileset\": "
                + JSON.writeValueAsString(rivers.toString()) + ", \"worldSeed\": 5, \"scale\": 11}",
                StandardCharsets.UTF_8), 0);
    }

    /** @param cellWidth the hexagons' width in pixels for the check of flat colours; 0 for pictures, not checked */
    private void check(Path spec, int cellWidth) throws IOException {
        Image one = png(spec, "one.png", 1);
        Image two = png(spec, "two.png", 2);
        assertArrayEquals(one.argb(), two.argb());
        World world = WorldSpec.read(spec).world(World.DEFAULT_CACHE_BLOCKS);
        Region cells = world.region(X, Y, W, H, 1);
        Image expected = world.render(cells);
        assertEquals(List.of(expected.width(), expected.height()), List.of(one.width(), one.height()));
        for (int y = 0; y < one.height(); y++) {
            for (int x = 0; x < one.width(); x++) {
                assertEquals(expected.pixel(x, y), one.pixel(x, y), "pixel " + x + "," + y);
            }
        }
        if (cellWidth == 0) {
            return;
        }
        int[] colors = new int[world.model().rules().tileCount()];
        for (int t = 0; t < colors.length; t++) {
            colors[t] = world.model().tileImage(t).pixel(0, 0);
        }
        nearestCentres(colors, cellWidth, cells, one);
    }

    /**
     * Pointy-top hexagons {@code cellWidth} wide: radius {@code cellWidth / sqrt 3}, rows 1.5 radius apart, each row
     * half a cell left of the one above, the rhombus's bottom-left cell at the left edge. A pixel shows the hexagon
     * whose centre is nearest its own centre; pixels within 1e-6 of a tie are not checked.
     */
    private static void nearestCentres(int[] colors, int cellWidth, Region cells, Image picture) {
        double s = cellWidth;
        double radius = s / Math.sqrt(3);
        int checked = 0;
        for (int py = 0; py < picture.height(); py++) {
            for (int px = 0; px < picture.width(); px++) {
                double cx = px + 0.5;
                double cy = py + 0.5;
                long row = Math.round((cy - radius) / (1.5 * radius));
                double best = Double.MAX_VALUE;
                double second = Double.MAX_VALUE;
                long bi = 0;
                long bj = 0;
                for (long j = row - 2; j <= row + 2; j++) {
                    double centreY = 1.5 * radius * j + radius;
                    double shift = (H - 1 - j) * s / 2 + s / 2;
                    long col = Math.round((cx - shift) / s);
                    for (long i = col - 2; i <= col + 2; i++) {
                        double d = Math.hypot(cx - (i * s + shift), cy - centreY);
                        if (d < best) {
                            second = best;
                            best = d;
                            bi = i;
                            bj = j;
                        } else if (d < second) {
                            second = d;
                        }
                    }
                }
                if (second - best < 1e-6) {
                    continue;
                }
                checked++;
                boolean inside = bi >= 0 && bj >= 0 && bi < W && bj < H;
                int want = inside ? colors[cells.tile((int) bi, (int) bj)] : 0;
                assertEquals(want, picture.pixel(px, py), "pixel " + px + "," + py + " in cell " + bi + "," + bj);
            }
        }
        assertTrue(checked > picture.width() * picture.height() * 9 / 10, "pixels checked: " + checked);
    }
}
