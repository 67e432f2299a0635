package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.testkit.ShapeCheck;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The constraint keys no suite configuration uses, through the runner on DeBroglie's pathway sample (adjacent
 * model, a tile a pixel): border with excluded sides, inverted and banning; fixedTile; count; maxConsecutive;
 * separation; path and edged path with end points. Each map is checked by reading its CSV, with checks of this test's own or the
 * testkit's.
 */
class DebroglieConstraintsTest {
    private static final String GREEN = "#0e680d";
    private static final String BLUE = "#0d2572";

    @TempDir
    Path dir;

    private String[] solve(String constraints, long seed) throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("docs/pathway.png"), dir.resolve("p.png"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"src\": \"p.png\", \"dest\": \"o.csv\", \"width\": 16, \"height\": 12, \"symmetry\": 8,"
                + " \"backtrack\": true, \"constraints\": [" + constraints + "]}", StandardCharsets.UTF_8);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        String[] rows = new String(job.encode(s), StandardCharsets.UTF_8).split("\n");
        assertEquals(12, rows.length);
        String[] cells = new String[16 * 12];
        for (int y = 0; y < 12; y++) {
            String[] row = rows[y].split(",");
            assertEquals(16, row.length);
            System.arraycopy(row, 0, cells, y * 16, 16);
        }
        return cells;
    }

    private static int[] ids(String[] cells, String colour) {
        int[] out = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = cells[i].equals(colour) ? 1 : 0;
        }
        return out;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void bordersAndFixedTiles(long seed) throws IOException {
        String[] c = solve("{\"type\": \"border\", \"tile\": \"" + GREEN + "\", \"excludeSides\": \"ymax\"},"
                + "{\"type\": \"border\", \"tile\": \"" + GREEN + "\", \"sides\": \"ymax\", \"ban\": true},"
                + "{\"type\": \"fixedTile\", \"tile\": \"" + BLUE + "\", \"point\": {\"x\": 7, \"y\": 5}}", seed);
        for (int y = 0; y < 12; y++) {
            for (int x = 0; x < 16; x++) {
                String t = c[x + y * 16];
                if (y == 11) {
                    assertTrue(!t.equals(GREEN), "ymax bans green at " + x);
                } else if (x == 0 || x == 15 || y == 0) {
                    assertEquals(GREEN, t, "(" + x + ", " + y + ")");
                }
            }
        }
        assertEquals(BLUE, c[7 + 5 * 16]);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2})
    void invertedArea(long seed) throws IOException {
        String[] c = solve("{\"type\": \"border\", \"tile\": \"" + BLUE + "\", \"invertArea\": true, \"ban\": true}",
                seed);
        for (int y = 1; y < 11; y++) {
            for (int x = 1; x < 15; x++) {
                assertTrue(!c[x + y * 16].equals(BLUE), "inside bans blue at (" + x + ", " + y + ")");
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void countRunsSeparationAndEndPoints(long seed) throws IOException {
        String[] c = solve("{\"type\": \"count\", \"tile\": \"" + BLUE + "\", \"comparison\": \"atMost\", \"count\": 60},"
                + "{\"type\": \"maxConsecutive\", \"tile\": \"" + GREEN + "\", \"maxCount\": 6, \"axes\": [\"x\"]},"
                + "{\"type\": \"path\", \"tile\": \"" + BLUE + "\", \"endPoints\": [{\"x\": 1, \"y\": 1}, {\"x\": 14,"
                + " \"y\": 10}]}", seed);
        int[] blue = ids(c, BLUE);
        assertTrue(java.util.Arrays.stream(blue).sum() <= 60, "at most 60 blue");
        int run = ShapeCheck.longestRun(ids(c, GREEN), 16, 12, false, new int[] {1}, true, false);
        assertTrue(run <= 6, "green runs along x: " + run);
        assertTrue(ShapeCheck.joined(blue, 16, 12, false, new int[] {1}, new int[] {1 + 16, 14 + 10 * 16}),
                "a blue path joins the end points");
        String[] e = solve("{\"type\": \"edgedPath\", \"exits\": {\"" + BLUE + "\": [\"x+\", \"xminus\"]}, "
                + "\"endPoints\": [{\"x\": 1, \"y\": 5}, {\"x\": 14, \"y\": 5}]}", seed);
        // Blue opens only left and right: the end points join along row 5 (bits 0 left, 2 right).
        assertTrue(ShapeCheck.edgedJoined(ids(e, BLUE), 16, 12, false, new int[] {0, 0b0101},
                new int[] {1 + 5 * 16, 14 + 5 * 16}), List.of(e).toString());
        String[] s = solve("{\"type\": \"separation\", \"tile\": \"" + BLUE + "\", \"minDistance\": 3}", seed);
        assertTrue(ShapeCheck.separated(ids(s, BLUE), 16, 12, false, new int[] {1}, 3), List.of(s).toString());
    }
}
