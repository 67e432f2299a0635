package dev.wfc.corpus.debroglie;

import dev.wfc.core.Rules;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code autoAdjacency} on a bitmap file set: the runner allows exactly the pairs whose touching pixel columns (left
 * and right) or rows (up and down) differ, by ARGB value, in at most the tolerance's share of their pixels, computed
 * here from the pictures the test wrote.
 */
class BitmapAutoAdjacencyTest {
    @TempDir
    Path dir;

    /** Three 3x3 pictures: plain red, red with a blue right column, blue with one red pixel on its left column. */
    private static final int R = 0xFFFF0000;
    private static final int B = 0xFF0000FF;
    private static final int[][] PICTURES = {
        {R, R, R, R, R, R, R, R, R},
        {R, R, B, R, R, B, R, R, B},
        {R, B, B, B, B, B, B, B, B},
    };

    @ParameterizedTest(name = "tolerance {0}")
    @ValueSource(doubles = {0, 0.34, 0.67, 1})
    void allowsExactlyThePairsWhoseEdgesMatch(double tolerance) throws IOException {
        StringBuilder tiles = new StringBuilder();
        for (int i = 0; i < PICTURES.length; i++) {
            Png.write(dir.resolve("t" + i + ".png"), new Image(PICTURES[i], 3, 3));
            tiles.append(i == 0 ? "" : ", ").append("{\"value\": \"t").append(i).append("\", \"src\": \"t").append(i)
                    .append(".png\"}");
        }
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"srcType\": \"bitmapSet\", \"dest\": \"o.png\", \"autoAdjacency\": true,"
                + " \"autoAdjacencyTolerance\": " + tolerance + ", \"tiles\": [" + tiles + "]}",
                StandardCharsets.UTF_8);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        Rules rules = job.model().rules();
        List<String> names = job.model().tileNames();
        assertEquals(3, rules.tileCount());
        int allowedPairs = 0;
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                int[] pa = PICTURES[Integer.parseInt(names.get(a).substring(1))];
                int[] pb = PICTURES[Integer.parseInt(names.get(b).substring(1))];
                // b right of a: a's column x = 2 against b's column x = 0; b below a: row y = 2 against row y = 0
                int right = 0;
                int down = 0;
                for (int i = 0; i < 3; i++) {
                    right += pa[2 + 3 * i] != pb[3 * i] ? 1 : 0;
                    down += pa[i + 6] != pb[i] ? 1 : 0;
                }
                boolean expectRight = right / 3.0 <= tolerance;
                boolean expectDown = down / 3.0 <= tolerance;
                assertEquals(expectRight, rules.allows(a, b, dev.wfc.core.Direction.RIGHT), a + " then " + b);
                assertEquals(expectRight, rules.allows(b, a, dev.wfc.core.Direction.LEFT), b + " after " + a);
                assertEquals(expectDown, rules.allows(a, b, dev.wfc.core.Direction.DOWN), a + " over " + b);
                allowedPairs += (expectRight ? 1 : 0) + (expectDown ? 1 : 0);
            }
        }
        assertTrue(allowedPairs > 0, "some pair matches");
    }
}
