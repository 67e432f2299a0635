package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.testkit.EdgedPathCheck;
import dev.wfc.core.testkit.Shape;
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
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DeBroglie's {@code edgedPath} with the overlapping model on its {@code pathway.png} sample, on a periodic output
 * where every pixel is a cell: the written picture, read back with ImageIO, is checked by {@link EdgedPathCheck}, a
 * pixel of the path colour opening to the sides its exits name (DeBroglie's x+ right, y+ down, turned into side
 * names by hand), every other pixel off the path; a control without the constraint leaves the end points apart.
 * A non-periodic output, whose last N - 1 pixel rows and columns are no cells, is not supported (exit 4).
 */
class OverlappingEdgedPathTest {
    /** The path colour of pathway.png. */
    private static final int PATH = 0xff0d2572;
    private static final int SIDE = 24;

    @TempDir
    Path dir;

    private DebroglieJob job(String constraints, String periodic) throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("docs/pathway.png"), dir.resolve("pathway.png"),
                StandardCopyOption.REPLACE_EXISTING);
        Path f = dir.resolve("c.json");
        Files.writeString(f, ("{'src': 'pathway.png', 'dest': 'o.png', 'model': {'type': 'overlapping', 'n': 3},"
                + " 'periodicInput': false, " + periodic + ", 'symmetry': 8, 'width': " + SIDE + ", 'height': "
                + SIDE + ", 'backtrack': true, 'constraints': [" + constraints + "]}").replace('\'', '"'),
                StandardCharsets.UTF_8);
        return DebroglieJob.of(DebroglieReader.read(f));
    }

    /** The picture's pixels as tiles of the check: 1 on the path colour, 0 elsewhere. */
    private static int[] tiles(DebroglieJob job, Solution s) throws IOException {
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(job.encode(s)));
        assertEquals(SIDE, img.getWidth());
        assertEquals(SIDE, img.getHeight());
        int[] t = new int[SIDE * SIDE];
        for (int c = 0; c < t.length; c++) {
            t[c] = img.getRGB(c % SIDE, c / SIDE) == PATH ? 1 : 0;
        }
        return t;
    }

    private static final Shape TORUS = new Shape("square", SIDE, SIDE, 1, true, true, false, null);
    /** The end points (2, 3) and (17, 20) as cells x + y * SIDE. */
    private static final int[] ENDS = {2 + 3 * SIDE, 17 + 20 * SIDE};
    private static final String END_POINTS = ", 'endPoints': [{'x': 2, 'y': 3}, {'x': 17, 'y': 20}]";

    @Test
    void pathPixelsJoinTheEndPointsThroughTheirExits() throws IOException {
        List<List<String>> exits = List.of(List.of(), List.of("left", "right", "top", "bottom"));
        boolean controlJoined = true;
        for (long seed = 1; seed <= 3; seed++) {
            DebroglieJob job = job("{'type': 'edgedPath', 'exits': {'#0d2572': ['x+', 'x-', 'y+', 'y-']}"
                    + END_POINTS + "}", "'periodic': true");
            Solution s = job.solve(seed);
            assertTrue(s.solved(), s::toString);
            assertTrue(EdgedPathCheck.joined(tiles(job, s), TORUS, exits, ENDS), "seed " + seed);
            DebroglieJob control = job("", "'periodic': true");
            Solution c = control.solve(seed);
            assertTrue(c.solved(), c::toString);
            controlJoined &= EdgedPathCheck.joined(tiles(control, c), TORUS, exits, ENDS);
        }
        assertTrue(!controlJoined, "without the constraint some map leaves the end points apart");
    }

    @Test
    void withoutEndPointsEveryPathPixelIsOneNetwork() throws IOException {
        List<List<String>> exits = List.of(List.of(), List.of("left", "right", "top", "bottom"));
        boolean controlConnected = true;
        for (long seed = 1; seed <= 3; seed++) {
            DebroglieJob job = job("{'type': 'edgedPath', 'exits': {'#0d2572': ['xplus', 'xminus', 'yplus',"
                    + " 'yminus']}}", "'periodic': true");
            Solution s = job.solve(seed);
            assertTrue(s.solved(), s::toString);
            assertTrue(EdgedPathCheck.connected(tiles(job, s), TORUS, exits), "seed " + seed);
            DebroglieJob control = job("", "'periodic': true");
            controlConnected &= EdgedPathCheck.connected(tiles(control, control.solve(seed)), TORUS, exits);
        }
        assertTrue(!controlConnected, "without the constraint some map has two path networks");
    }

    @Test
    void anOutputWithPixelsBeyondTheCellsIsNotSupported() {
        String path = "{'type': 'edgedPath', 'exits': {'#0d2572': ['x+', 'x-']}}";
        for (String periodic : List.of("'periodic': false", "'periodicX': true", "'periodicY': true")) {
            NotSupportedException e = assertThrows(NotSupportedException.class, () -> job(path, periodic));
            assertEquals("constraints[0]: the edgedPath constraint with the overlapping model on an output not"
                    + " periodic along x and y (its last N - 1 pixel columns or rows are no cells; \"periodic\": true"
                    + " is made)", e.getMessage());
        }
    }
}
