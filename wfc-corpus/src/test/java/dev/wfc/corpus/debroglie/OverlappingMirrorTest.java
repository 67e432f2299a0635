package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DeBroglie's mirror constraint with the overlapping model (square 3x3 and rectangular 3x2 patterns of the pathway
 * sample, all 8 turns and mirrors) on a non-periodic output: the written picture, read back with ImageIO, equals its
 * own mirror image pixel for pixel; a control without the constraint is not symmetric for some seed. An output
 * periodic along the mirrored axis is refused.
 */
class OverlappingMirrorTest {
    private static final int WIDTH = 21;
    private static final int HEIGHT = 15;

    @TempDir
    Path dir;

    private Path config(String model, String extra) throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("docs/pathway.png"), dir.resolve("p.png"),
                StandardCopyOption.REPLACE_EXISTING);
        Path f = dir.resolve("c.json");
        Files.writeString(f, ("{'src': 'p.png', 'dest': 'o.png', 'model': {'type': 'overlapping', " + model + "},"
                + " 'symmetry': 8, 'periodicInput': false, 'width': " + WIDTH + ", 'height': " + HEIGHT + extra
                + "}").replace('\'', '"'), StandardCharsets.UTF_8);
        return f;
    }

    private BufferedImage picture(String model, String extra, long seed) throws IOException {
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(config(model, ", 'periodic': false" + extra)));
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(job.encode(s)));
        assertEquals(WIDTH, img.getWidth());
        assertEquals(HEIGHT, img.getHeight());
        return img;
    }

    /** Whether every pixel equals the one across the middle along x ({@code axis} 0) or y (1). */
    private static boolean mirrored(BufferedImage img, int axis) {
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int across = axis == 0 ? img.getRGB(WIDTH - 1 - x, y) : img.getRGB(x, HEIGHT - 1 - y);
                if (img.getRGB(x, y) != across) {
                    return false;
                }
            }
        }
        return true;
    }

    @ParameterizedTest(name = "{0}, {1}")
    @CsvSource(delimiter = ';', value = {"'n': 3; mirrorx; 0", "'n': 3; mirrory; 1", "'nX': 3, 'nY': 2; mirrorx; 0",
        "'nX': 3, 'nY': 2; mirrory; 1"})
    void thePictureIsItsOwnMirrorImage(String model, String type, int axis) throws IOException {
        boolean controlMirrored = true;
        for (long seed = 1; seed <= 3; seed++) {
            assertTrue(mirrored(picture(model, ", 'constraints': [{'type': '" + type + "'}]", seed), axis),
                    "seed " + seed);
            controlMirrored &= mirrored(picture(model, "", seed), axis);
        }
        assertFalse(controlMirrored, "without the constraint some map is not its own mirror image");
    }

    @Test
    void anOutputPeriodicAlongTheMirroredAxisIsRefused() {
        NotSupportedException e = assertThrows(NotSupportedException.class, () -> DebroglieJob.of(DebroglieReader.read(
                config("'n': 3", ", 'periodicX': true, 'constraints': [{'type': 'mirror'}]"))));
        assertTrue(e.getMessage().startsWith("constraints[0]: the mirror constraint with the overlapping model on an"
                + " output periodic along x"), e::getMessage);
    }
}
