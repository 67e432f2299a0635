package dev.wfc.corpus.debroglie;

import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code "rotationTreatment": "generated"}, {@code tileSymmetry} and stated turns on a PNG sample of one red pixel left
 * of one green one, under the four turns ({@code "rotationalSymmetry": 4}). A pixel's turned copy is a tile of its own,
 * named with the article's suffix ({@code "#ff0000!90"}); the expected maps are the sample turned by the test itself:
 * its cells moved, each named after its colour and the turn.
 */
class PixelTileRotationsTest {
    private static final String RED = "#ff0000";
    private static final String GREEN = "#00ff00";

    @TempDir
    Path dir;

    private DebroglieJob job(int width, int height, String tiles, String constraints) throws IOException {
        Png.write(dir.resolve("s.png"), new Image(new int[] {0xFFFF0000, 0xFF00FF00}, 2, 1));
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"src\": \"s.png\", \"dest\": \"o.csv\", \"periodicInput\": false,"
                + " \"rotationalSymmetry\": 4, \"rotationTreatment\": \"generated\", \"width\": " + width
                + ", \"height\": " + height + ", \"tiles\": [" + tiles + "], \"constraints\": [" + constraints + "]}",
                StandardCharsets.UTF_8);
        return DebroglieJob.of(DebroglieReader.read(f));
    }

    /** The map's cells as "a,b" (a row) or "a/b" (a column), or null when it has none. */
    private static String solve(DebroglieJob job, long seed) {
        try {
            Solution s = job.solve(seed);
            String csv = new String(job.encode(s), StandardCharsets.UTF_8).trim().toLowerCase(Locale.ROOT);
            return s.solved() ? csv.replace('\n', '/') : null;
        } catch (NoMapPossibleException e) {
            return null;
        }
    }

    /** The 2 x 1 sample {red, green} turned k quarter turns clockwise by the test: its rows, "/" between them. */
    private static String turnedSample(int k) {
        String[][] grid = {{RED, GREEN}};
        for (int i = 0; i < k; i++) {
            int h = grid.length;
            int w = grid[0].length;
            String[][] next = new String[w][h];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    next[x][h - 1 - y] = grid[y][x]; // (x, y) goes to (h - 1 - y, x)
                }
            }
            grid = next;
        }
        String suffix = k == 0 ? "" : "!" + 90 * k;
        StringBuilder out = new StringBuilder();
        for (String[] row : grid) {
            out.append(out.length() == 0 ? "" : "/");
            for (int x = 0; x < row.length; x++) {
                out.append(x == 0 ? "" : ",").append(row[x]).append(suffix);
            }
        }
        return out.toString();
    }

    @Test
    void eachPixelMakesFourTurnedTilesAndMapsAreTurnedSamples() throws IOException {
        assertEquals(8, job(2, 1, "", "").model().rules().tileCount());
        Set<String> rows = new HashSet<>();
        Set<String> columns = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            rows.add(solve(job(2, 1, "", ""), seed));
            columns.add(solve(job(1, 2, "", ""), seed));
        }
        assertEquals(Set.of(turnedSample(0), turnedSample(2)), rows);
        assertEquals(Set.of(turnedSample(1), turnedSample(3)), columns);
    }

    @Test
    void aLetterKeepsItsTileWhereItSaysItIsSymmetric() throws IOException {
        DebroglieJob job = job(1, 2, "{\"value\": \"" + RED + "\", \"tileSymmetry\": \"cyclic\"}", "");
        assertEquals(List.of(RED, GREEN, GREEN + "!90", GREEN + "!180", GREEN + "!270"), job.model().tileNames());
        Set<String> columns = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            columns.add(solve(job, seed));
        }
        assertEquals(Set.of(RED + "/" + GREEN + "!90", GREEN + "!270/" + RED), columns);
        DebroglieJob half = job(1, 2, "{\"value\": \"" + RED + "\", \"tileSymmetry\": \"N\"}", "");
        assertEquals(List.of(RED, GREEN, RED + "!90", GREEN + "!90", GREEN + "!180", GREEN + "!270"),
                half.model().tileNames());
    }

    @Test
    void aStatedTurnIsUsedAndTheRestOfTheOrbitGenerated() throws IOException {
        // red turned is green: the orbit of red holds red, green, red!180 and red!270; green turned is red!180
        DebroglieJob job = job(2, 1, "{\"value\": \"" + RED + "\", \"rotateCw\": \"" + GREEN + "\"}", "");
        assertEquals(List.of(RED, GREEN, RED + "!180", RED + "!270"), job.model().tileNames());
        DebroglieJob column = job(1, 2, "{\"value\": \"" + RED + "\", \"rotateCw\": \"" + GREEN + "\"}", "");
        Set<String> columns = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            columns.add(solve(column, seed));
        }
        // the sample turned once: red's cell (green) over green's (red!180); three times: green's (red) over red's
        assertEquals(Set.of(GREEN + "/" + RED + "!180", RED + "/" + RED + "!270"), columns);
    }

    @Test
    void constraintsNameGeneratedTilesByTheirSuffix() throws IOException {
        String fixed = "{\"type\": \"fixedTile\", \"tile\": \"" + GREEN + "!270\", \"point\": {\"x\": 0, \"y\": 0}}";
        for (long seed = 1; seed <= 4; seed++) {
            assertEquals(turnedSample(3), solve(job(1, 2, "", fixed), seed));
        }
        String bad = "{\"type\": \"fixedTile\", \"tile\": \"" + GREEN + "!45\"}";
        WfcInputException e = assertThrows(WfcInputException.class, () -> job(1, 2, "", bad));
        assertTrue(e.getMessage().startsWith("constraints[0]") && e.getMessage().contains("!45"), e::getMessage);
    }

    @Test
    void contradictingRotationsAreRefusedNamingTheKey() {
        String[][] cases = {
            {"{\"value\": \"" + RED + "\", \"tileSymmetry\": \"cyclic\", \"rotateCw\": \"" + GREEN + "\"}",
                "tiles[0].rotateCw"},
            {"{\"value\": \"" + RED + "\", \"rotateCw\": \"" + GREEN + "\"}, {\"value\": \"" + RED
                + "\", \"rotateCw\": \"" + RED + "\"}", "tiles[1].rotateCw"},
            {"{\"value\": \"" + RED + "!90\"}", "tiles[0].value"},
        };
        for (String[] c : cases) {
            WfcInputException e = assertThrows(WfcInputException.class, () -> job(2, 1, c[0], ""), c[0]);
            assertTrue(e.getMessage().startsWith(c[1] + ": "), e::getMessage);
        }
    }
}
