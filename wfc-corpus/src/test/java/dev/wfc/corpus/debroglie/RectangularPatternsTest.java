package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The overlapping model with {@code nX != nY} on a PNG sample: every {@code nX x nY} window of the written picture
 * (wrapping on a periodic axis) is an {@code nX x nY} window of the sample turned and mirrored whole by one of
 * DeBroglie's symmetries, by this test's own turning of pictures read with ImageIO.
 */
class RectangularPatternsTest {
    @TempDir
    Path dir;

    private Path config(String json) throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("mxgmn/images/3Bricks.png"), dir.resolve("s.png"),
                StandardCopyOption.REPLACE_EXISTING);
        Path f = dir.resolve("c.json");
        Files.writeString(f, json, StandardCharsets.UTF_8);
        return f;
    }

    @ParameterizedTest(name = "{0}x{1}, rotations {2}, reflections {3}, periodic {4}")
    @CsvSource({"3, 2, 4, true, false", "2, 4, 2, false, true", "4, 2, 1, true, false", "2, 3, 1, false, true",
        "3, 3, 2, true, false", "2, 2, 4, false, true"})
    void everyWindowIsASampleWindowUnderTheSymmetry(int nx, int ny, int turns, boolean mirrored, boolean periodic)
            throws IOException {
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(config("{\"src\": \"s.png\", \"dest\": \"o.png\","
                + " \"model\": {\"type\": \"overlapping\", \"nX\": " + nx + ", \"nY\": " + ny + "},"
                + " \"rotationalSymmetry\": " + turns + ", \"reflectionalSymmetry\": " + mirrored + ","
                + " \"periodic\": " + periodic + ", \"width\": 30, \"height\": 20}")));
        assertEquals("overlapping " + nx + "x" + ny, job.modelName());
        Solution s = job.solve(7);
        assertTrue(s.solved(), s::toString);
        int[][] out = pixels(ImageIO.read(new ByteArrayInputStream(job.encode(s))));
        assertEquals(20, out.length);
        assertEquals(30, out[0].length);
        int[][] sample = pixels(ImageIO.read(dir.resolve("s.png").toFile()));
        Set<String> allowed = new HashSet<>();
        int[][] turned = sample;
        for (int r = 0; r < 4; r += 4 / turns) {
            allowed.addAll(windows(turned, nx, ny, true));
            if (mirrored) {
                allowed.addAll(windows(mirror(turned), nx, ny, true));
            }
            for (int k = 0; k < 4 / turns; k++) {
                turned = turn(turned);
            }
        }
        Set<String> foreign = new HashSet<>(windows(out, nx, ny, periodic));
        foreign.removeAll(allowed);
        assertEquals(Set.of(), foreign, "windows of the map not in the sample");
    }

    @Test
    void aQuarterTurnReadsOtherWindowsThanTheSampleAsItIs() throws IOException {
        // The checker's own sanity: the turned sample's 3x2 windows are not all the sample's.
        int[][] sample = pixels(ImageIO.read(DebroglieSampleFiles.root().resolve("mxgmn/images/3Bricks.png")
                .toFile()));
        Set<String> plain = windows(sample, 3, 2, true);
        Set<String> turned = windows(turn(sample), 3, 2, true);
        assertTrue(!plain.containsAll(turned), "3Bricks turned has 3x2 windows of its own");
    }

    @Test
    void refusesPatternsWiderThanTheSample() throws IOException {
        WfcInputException wide = assertThrows(WfcInputException.class, () -> DebroglieJob.of(
                DebroglieReader.read(config("{\"src\": \"s.png\", \"dest\": \"o.png\", \"model\": {\"type\":"
                        + " \"overlapping\", \"nX\": 16, \"nY\": 2}, \"periodicInput\": false, \"width\": 10}"))));
        assertTrue(wide.getMessage().startsWith("width: 10"), wide::getMessage);
    }

    /** Rows of ARGB. */
    private static int[][] pixels(BufferedImage img) {
        int[][] p = new int[img.getHeight()][img.getWidth()];
        for (int y = 0; y < p.length; y++) {
            for (int x = 0; x < p[0].length; x++) {
                p[y][x] = img.getRGB(x, y);
            }
        }
        return p;
    }

    /** The picture turned a quarter clockwise: (x, y) goes to (h - 1 - y, x). */
    private static int[][] turn(int[][] p) {
        int h = p.length;
        int w = p[0].length;
        int[][] r = new int[w][h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                r[x][h - 1 - y] = p[y][x];
            }
        }
        return r;
    }

    private static int[][] mirror(int[][] p) {
        int[][] r = new int[p.length][];
        for (int y = 0; y < p.length; y++) {
            r[y] = new int[p[y].length];
            for (int x = 0; x < p[y].length; x++) {
                r[y][x] = p[y][p[y].length - 1 - x];
            }
        }
        return r;
    }

    /** Every nx x ny window as text, wrapping around the edges if {@code wrap}, else only those inside. */
    private static Set<String> windows(int[][] p, int nx, int ny, boolean wrap) {
        int h = p.length;
        int w = p[0].length;
        Set<String> out = new HashSet<>();
        for (int y = 0; y < (wrap ? h : h - ny + 1); y++) {
            for (int x = 0; x < (wrap ? w : w - nx + 1); x++) {
                StringBuilder sb = new StringBuilder();
                for (int j = 0; j < ny; j++) {
                    for (int i = 0; i < nx; i++) {
                        sb.append(Integer.toHexString(p[(y + j) % h][(x + i) % w])).append(',');
                    }
                }
                out.add(sb.toString());
            }
        }
        return out;
    }
}
