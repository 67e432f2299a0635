package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ground}, {@code border} and {@code fixedTile} with rectangular patterns (and an equal-sided group the
 * classic model lacks), on DeBroglie's Flowers sample: places are pixels of the written picture, read back with
 * ImageIO; the ground colour fills the bottom row and no other pixel, the sky colour the top row and the fixed
 * point. A control without them shows the picture's bottom row otherwise not all ground for some seed.
 */
class RectangularRestrictionsTest {
    private static final int GROUND = 0xffb97a57;
    private static final int SKY = 0xffbfe8f2;
    private static final int WIDTH = 30;
    private static final int HEIGHT = 20;

    @TempDir
    Path dir;

    private DebroglieJob job(int nx, int ny, String symmetry, String restrictions) throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("mxgmn/images/Flowers.png"), dir.resolve("f.png"),
                StandardCopyOption.REPLACE_EXISTING);
        Path f = dir.resolve("c.json");
        Files.writeString(f, ("{'src': 'f.png', 'dest': 'o.png', 'model': {'type': 'overlapping', 'nX': " + nx
                + ", 'nY': " + ny + "}, " + symmetry + ", 'periodicInputX': true, 'periodicInputY': false,"
                + " 'periodicX': true, 'periodicY': false, 'width': " + WIDTH + ", 'height': " + HEIGHT
                + restrictions + "}").replace('\'', '"'), StandardCharsets.UTF_8);
        return DebroglieJob.of(DebroglieReader.read(f));
    }

    private static BufferedImage picture(DebroglieJob job, Solution s) throws IOException {
        assertTrue(s.solved(), s::toString);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(job.encode(s)));
        assertEquals(WIDTH, img.getWidth());
        assertEquals(HEIGHT, img.getHeight());
        return img;
    }

    private static boolean bottomAllGround(BufferedImage img) {
        for (int x = 0; x < WIDTH; x++) {
            if (img.getRGB(x, HEIGHT - 1) != GROUND) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest(name = "{0}x{1}, {2}")
    @CsvSource(delimiter = ';', value = {"3; 2; 'symmetry': 2", "2; 3; 'symmetry': 2",
        "3; 3; 'rotationalSymmetry': 2, 'reflectionalSymmetry': false"})
    void groundBorderAndFixedTileHoldOnPixels(int nx, int ny, String symmetry) throws IOException {
        boolean controlGrounded = true;
        for (long seed = 1; seed <= 3; seed++) {
            DebroglieJob job = job(nx, ny, symmetry, ", 'ground': '#b97a57', 'constraints': [{'type': 'border',"
                    + " 'tile': '#bfe8f2', 'sides': 'ymin'}, {'type': 'fixedTile', 'tile': '#bfe8f2', 'point':"
                    + " {'x': 7, 'y': 3}}]");
            assertEquals("overlapping " + nx + "x" + ny, job.modelName());
            BufferedImage img = picture(job, job.solve(seed));
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    int argb = img.getRGB(x, y);
                    assertEquals(y == HEIGHT - 1, argb == GROUND, "ground at (" + x + ", " + y + "), seed " + seed);
                    if (y == 0) {
                        assertEquals(SKY, argb, "sky at (" + x + ", 0), seed " + seed);
                    }
                }
            }
            assertEquals(SKY, img.getRGB(7, 3), "the fixed point, seed " + seed);
            DebroglieJob control = job(nx, ny, symmetry, "");
            controlGrounded &= bottomAllGround(picture(control, control.solve(seed)));
        }
        assertFalse(controlGrounded, "without the ground some map's bottom row is not all ground");
    }

    @Test
    void aPointOutsideThePictureIsRefusedNamingTheKey() {
        WfcInputException e = assertThrows(WfcInputException.class, () -> job(3, 2, "'symmetry': 2",
                ", 'constraints': [{'type': 'fixedTile', 'tile': '#bfe8f2', 'point': {'x': 30, 'y': 3}}]"));
        assertEquals("constraints[0].point: (30, 3) (expected: inside the 30x20 output)", e.getMessage());
        WfcInputException colour = assertThrows(WfcInputException.class, () -> job(3, 2, "'symmetry': 2",
                ", 'ground': '#123456'"));
        assertTrue(colour.getMessage().startsWith("ground: \"#123456\" is no colour of the sample (expected: one of"),
                colour::getMessage);
    }
}
