package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --weight} and {@code --weight-map} off the square: on hexagons pixel (x, y) of the map weighs hexagon (x, y),
 * on cubes every layer's cell (x, y); a weight of 0 keeps the tile out of its region, as the map's JSON (read here,
 * its cells by the test's own indexing) shows, while it appears in the other half. A mirror beside them stays refused
 * on hexagons.
 */
class GridWeightsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeInputs() throws IOException {
        int[] blob = new int[36];
        for (int i = 0; i < blob.length; i++) {
            int x = i % 6;
            int y = i / 6;
            blob[i] = x >= 2 && x <= 3 && y >= 2 && y <= 3 ? 0xFF000000 : 0xFFFFFFFF;
        }
        Png.write(in.resolve("blob.png"), new Image(blob, 6, 6));
        for (int[] size : new int[][] {{12, 10}, {8, 6}}) {
            int[] half = new int[size[0] * size[1]];
            for (int i = 0; i < half.length; i++) {
                half[i] = i % size[0] < size[0] / 2 ? 0xFFFF0000 : 0xFF0000FF;
            }
            Png.write(in.resolve("half" + size[0] + ".png"), new Image(half, size[0], size[1]));
        }
    }

    /** The layers {@code [z][y][x]} of the tile names of a map's JSON (a 2D map is one layer). */
    private static List<String[][]> layers(JsonNode map) {
        JsonNode cells = map.get("cells");
        boolean cube = map.has("depth");
        List<String[][]> out = new ArrayList<>();
        for (JsonNode layer : cube ? cells : JSON.createArrayNode().add(cells)) {
            String[][] rows = new String[layer.size()][];
            for (int y = 0; y < rows.length; y++) {
                rows[y] = new String[layer.get(y).size()];
                for (int x = 0; x < rows[y].length; x++) {
                    rows[y][x] = map.get("tiles").get(layer.get(y).get(x).asInt()).asText();
                }
            }
            out.add(rows);
        }
        return out;
    }

    private void assertBannedInTheLeftHalf(String banned, int width, String... args) throws IOException {
        boolean seenRight = false;
        for (int seed = 1; seed <= 3; seed++) {
            Path json = out.resolve("m" + seed + ".json");
            List<String> all = new ArrayList<>(List.of(args));
            all.addAll(List.of("--seed", "" + seed, "--weight", "#FF0000:" + banned + "=0", "--weight-map",
                    in.resolve("half" + width + ".png").toString(), "--json", json.toString()));
            CliRun run = CliRun.of(all.toArray(String[]::new));
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            for (String[][] layer : layers(JSON.readTree(json.toFile()))) {
                for (String[] row : layer) {
                    assertEquals(width, row.length);
                    for (int x = 0; x < width; x++) {
                        boolean isBanned = row[x].equals(banned) || row[x].startsWith(banned + " ");
                        assertTrue(!isBanned || x >= width / 2, () -> banned + " in the left half");
                        seenRight |= isBanned;
                    }
                }
            }
        }
        assertTrue(seenRight, banned + " never appears: the test proves nothing");
    }

    @Test
    void hexagonsTakeTheMapsPixels() throws IOException {
        assertBannedInTheLeftHalf("#000000", 12, "learn", in.resolve("blob.png").toString(), "--topology", "hex",
                "--width", "12", "--height", "10", "--out", out.resolve("m.png").toString());
    }

    @Test
    void everyCubeLayerTakesTheMapsPixels() throws IOException {
        // 217 is rare in the sample: weighed 40 times over everywhere, and 0 times in the left half.
        assertBannedInTheLeftHalf("217", 8, "learn", "--weight", "217=40",
                dev.wfc.core.testkit.SampleFiles.debroglie().resolve("docs/columns.vox").toString(), "--topology",
                "cube", "--depth", "4", "--width", "8", "--height", "6", "--out", out.resolve("m.vox").toString());
    }

    @Test
    void aMirrorStaysOffTheHexagon() throws IOException {
        CliRun run = CliRun.of("learn", in.resolve("blob.png").toString(), "--topology", "hex", "--width", "12",
                "--height", "10", "--weight", "#000000=2", "--mirror", "x", "--out",
                out.resolve("m.png").toString());
        assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, "--mirror x: mirror: on a hex grid (expected: a"
                + " square or cube grid");
    }
}
