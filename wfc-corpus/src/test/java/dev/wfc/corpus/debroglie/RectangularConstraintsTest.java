package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code path}, {@code count}, {@code maxConsecutive}, {@code separation} and {@code tiles} weights with rectangular
 * patterns (3x2 of DeBroglie's pathway sample, all 8 turns and mirrors) on an output periodic along x and y, where
 * every pixel of the written picture is the pixel its cell's pattern shows ({@code count} and {@code separation}: 3x2 of the Flowers
 * sample, whose yellow flowers are single pixels, periodic along x only, its cells the picture's rows but the last).
 * Each property is checked on the picture read back with ImageIO, by this test's own arithmetic, and a control without
 * the constraint breaks it for some seed.
 */
class RectangularConstraintsTest {
    private static final int PATH = 0xff0d2572;
    private static final int FLOWER = 0xfffff200;
    private static final String PATHWAY = "'src': 'docs/pathway.png', 'symmetry': 8, 'periodicInput': false,"
            + " 'periodic': true";
    private static final String FLOWERS = "'src': 'mxgmn/images/Flowers.png', 'symmetry': 2, 'periodicInputX': true,"
            + " 'periodicInputY': false, 'periodicX': true, 'periodicY': false, 'ground': '#b97a57'";
    private static final int SIDE = 24;
    private static final long SEEDS = 4;

    @TempDir
    Path dir;

    private BufferedImage picture(String extra, long seed) throws IOException {
        return picture(PATHWAY, extra, seed);
    }

    /** The map of {@code seed} on the sample and settings {@code keys}, with the {@code extra} keys. */
    private BufferedImage picture(String keys, String extra, long seed) throws IOException {
        Path f = Files.createDirectories(dir.resolve("docs")).resolveSibling("c.json");
        Files.createDirectories(dir.resolve("mxgmn/images"));
        for (String sample : new String[] {"docs/pathway.png", "mxgmn/images/Flowers.png"}) {
            Files.copy(DebroglieSampleFiles.root().resolve(sample), dir.resolve(sample),
                    StandardCopyOption.REPLACE_EXISTING);
        }
        Files.writeString(f, ("{" + keys + ", 'dest': 'o.png', 'model': {'type': 'overlapping', 'nX': 3, 'nY': 2},"
                + " 'width': " + SIDE + ", 'height': " + SIDE + extra + "}").replace('\'', '"'),
                StandardCharsets.UTF_8);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        assertEquals("overlapping 3x2", job.modelName());
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(job.encode(s)));
        assertEquals(SIDE, img.getWidth());
        assertEquals(SIDE, img.getHeight());
        return img;
    }

    private static int count(BufferedImage img) {
        return count(img, PATH, SIDE);
    }

    /** The pixels of {@code colour} in the picture's first {@code rows} rows. */
    private static int count(BufferedImage img, int colour, int rows) {
        int n = 0;
        for (int y = 0; y < rows; y++) {
            for (int x = 0; x < SIDE; x++) {
                n += img.getRGB(x, y) == colour ? 1 : 0;
            }
        }
        return n;
    }

    /** Whether the path pixels form one piece through 4-neighbours wrapping at the edges (and there is one). */
    private static boolean connected(BufferedImage img) {
        boolean[] seen = new boolean[SIDE * SIDE];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        for (int i = 0; i < SIDE * SIDE && todo.isEmpty(); i++) {
            if (img.getRGB(i % SIDE, i / SIDE) == PATH) {
                seen[i] = true;
                todo.add(i);
            }
        }
        int reached = todo.size();
        while (!todo.isEmpty()) {
            int i = todo.poll();
            int x = i % SIDE;
            int y = i / SIDE;
            int[] next = {(x + 1) % SIDE + y * SIDE, (x + SIDE - 1) % SIDE + y * SIDE, x + (y + 1) % SIDE * SIDE,
                x + (y + SIDE - 1) % SIDE * SIDE};
            for (int j : next) {
                if (!seen[j] && img.getRGB(j % SIDE, j / SIDE) == PATH) {
                    seen[j] = true;
                    reached++;
                    todo.add(j);
                }
            }
        }
        return reached > 0 && reached == count(img);
    }

    /** The longest run of path pixels along a row, not wrapping (a lower bound of the wrapping one). */
    private static int longestRowRun(BufferedImage img) {
        int best = 0;
        for (int y = 0; y < SIDE; y++) {
            int run = 0;
            for (int x = 0; x < SIDE; x++) {
                run = img.getRGB(x, y) == PATH ? run + 1 : 0;
                best = Math.max(best, run);
            }
        }
        return best;
    }

    /**
     * The smallest Manhattan distance, wrapping along x, between two flower pixels of the rows that are cells (all but
     * the last), SIDE * 2 when there are fewer than two.
     */
    private static int closestFlowers(BufferedImage img) {
        int cells = SIDE * (SIDE - 1);
        int best = SIDE * 2;
        for (int a = 0; a < cells; a++) {
            for (int b = a + 1; b < cells; b++) {
                if (img.getRGB(a % SIDE, a / SIDE) == FLOWER && img.getRGB(b % SIDE, b / SIDE) == FLOWER) {
                    int dx = Math.abs(a % SIDE - b % SIDE);
                    best = Math.min(best, Math.min(dx, SIDE - dx) + Math.abs(a / SIDE - b / SIDE));
                }
            }
        }
        return best;
    }

    @Test
    void pathKeepsTheBluePixelsInOnePiece() throws IOException {
        boolean controlConnected = true;
        for (long seed = 1; seed <= SEEDS; seed++) {
            assertTrue(connected(picture(", 'constraints': [{'type': 'path', 'tile': '#0d2572'}]", seed)),
                    "seed " + seed);
            controlConnected &= connected(picture("", seed));
        }
        assertTrue(!controlConnected, "without the path some map's blue is in pieces");
    }

    @Test
    void countBoundsTheFlowers() throws IOException {
        int controlMost = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            int n = count(picture(FLOWERS, ", 'constraints': [{'type': 'count', 'tile': '#fff200', 'comparison':"
                    + " 'atMost', 'count': 3}]", seed), FLOWER, SIDE - 1);
            assertTrue(n <= 3, n + " flowers, seed " + seed);
            controlMost = Math.max(controlMost, count(picture(FLOWERS, "", seed), FLOWER, SIDE - 1));
        }
        assertTrue(controlMost > 3, "without the count some map has more than 3 flowers");
    }

    @Test
    void maxConsecutiveShortensTheBlueRuns() throws IOException {
        int controlLongest = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            int run = longestRowRun(picture(", 'constraints': [{'type': 'maxConsecutive', 'tile': '#0d2572',"
                    + " 'maxCount': 2, 'axes': ['x']}]", seed));
            assertTrue(run <= 2, "a run of " + run + ", seed " + seed);
            controlLongest = Math.max(controlLongest, longestRowRun(picture("", seed)));
        }
        assertTrue(controlLongest > 2, "without the constraint some map has a longer run");
    }

    @Test
    void separationKeepsTheFlowersApart() throws IOException {
        int controlClosest = SIDE * 2;
        for (long seed = 1; seed <= SEEDS; seed++) {
            int d = closestFlowers(picture(FLOWERS, ", 'constraints': [{'type': 'separation', 'tile': '#fff200',"
                    + " 'minDistance': 8}]", seed));
            assertTrue(d >= 8, "two flowers " + d + " apart, seed " + seed);
            controlClosest = Math.min(controlClosest, closestFlowers(picture(FLOWERS, "", seed)));
        }
        assertTrue(controlClosest < 8, "without the constraint flowers lie closer");
    }

    @Test
    void aHigherFrequencyShowsTheColourMoreOften() throws IOException {
        int weighted = 0;
        int control = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            weighted += count(picture(", 'tiles': [{'value': '#0d2572', 'multiplyFrequency': 50}]", seed));
            control += count(picture("", seed));
        }
        assertTrue(weighted > control, weighted + " blue pixels weighted, " + control + " without");
    }
}
