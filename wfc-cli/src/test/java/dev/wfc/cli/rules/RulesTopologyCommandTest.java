package dev.wfc.cli.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc rules learn} on a hexagonal Tiled map and on voxels: six named directions, and in each the neighbour
 * pairs the test finds in the example with its own neighbour arithmetic (offset rows of pointy-top hexagons, odd rows
 * shifted right; x, y, z steps of a cube), compared by tile name; dead ends follow from those pairs.
 */
class RulesTopologyCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> HEX = List.of("left", "down-left", "down-right", "right", "up-right", "up-left");
    private static final List<String> CUBE = List.of("left", "down", "right", "up", "above", "below");

    @TempDir
    Path dir;

    /** Offset row r, column c, toward direction d of {@link #HEX}, odd rows shifted right by half a hexagon. */
    private static int[] hexNeighbour(int c, int r, int d) {
        boolean odd = (r & 1) == 1;
        return switch (d) {
            case 0 -> new int[] {c - 1, r};
            case 1 -> new int[] {odd ? c : c - 1, r + 1};
            case 2 -> new int[] {odd ? c + 1 : c, r + 1};
            case 3 -> new int[] {c + 1, r};
            case 4 -> new int[] {odd ? c + 1 : c, r - 1};
            default -> new int[] {odd ? c : c - 1, r - 1};
        };
    }

    @Test
    void aHexagonalMapHasSixDirectionsWithTheNeighboursOfItsRows() throws IOException {
        int w = 4;
        int h = 3;
        int[] gids = {1, 2, 1, 2, 2, 3, 3, 1, 1, 1, 2, 4};
        StringBuilder csv = new StringBuilder();
        for (int i = 0; i < gids.length; i++) {
            csv.append(i == 0 ? "" : ",").append(gids[i]);
        }
        Path tmx = dir.resolve("hex.tmx");
        Files.writeString(tmx, "<map orientation=\"hexagonal\" staggeraxis=\"y\" staggerindex=\"odd\" width=\"" + w
                + "\" height=\"" + h + "\" tilewidth=\"14\" tileheight=\"12\" hexsidelength=\"6\"><layer name=\"g\""
                + " width=\"" + w + "\" height=\"" + h + "\"><data encoding=\"csv\">" + csv + "</data></layer></map>");
        List<Set<String>> expected = new ArrayList<>();
        for (int d = 0; d < 6; d++) {
            Set<String> pairs = new TreeSet<>();
            for (int r = 0; r < h; r++) {
                for (int c = 0; c < w; c++) {
                    int[] n = hexNeighbour(c, r, d);
                    if (n[0] >= 0 && n[0] < w && n[1] >= 0 && n[1] < h) {
                        pairs.add("gid " + gids[c + r * w] + " > gid " + gids[n[0] + n[1] * w]);
                    }
                }
            }
            expected.add(pairs);
        }
        assertReport(tmx, "hex", HEX, expected, 4);
    }

    @Test
    void voxelsHaveTheSixDirectionsOfACube() throws IOException {
        int w = 3;
        int h = 2;
        int d = 2;
        int[] colors = {1, 2, 0, 2, 2, 3, 0, 1, 1, 3, 3, 2};
        int[] palette = new int[256];
        palette[1] = 0xFFFF0000;
        palette[2] = 0xFF00FF00;
        palette[3] = 0xFF0000FF;
        Path vox = dir.resolve("box.vox");
        Vox.write(vox, new Voxels(w, h, d, colors, palette));
        int[][] steps = {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        String[] names = {"empty", "1 #FF0000", "2 #00FF00", "3 #0000FF"};
        List<Set<String>> expected = new ArrayList<>();
        for (int[] s : steps) {
            Set<String> pairs = new TreeSet<>();
            for (int z = 0; z < d; z++) {
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        int nx = x + s[0];
                        int ny = y + s[1];
                        int nz = z + s[2];
                        if (nx >= 0 && nx < w && ny >= 0 && ny < h && nz >= 0 && nz < d) {
                            pairs.add(names[colors[x + w * (y + h * z)]] + " > "
                                    + names[colors[nx + w * (ny + h * nz)]]);
                        }
                    }
                }
            }
            expected.add(pairs);
        }
        assertReport(vox, "cube", CUBE, expected, 4);
    }

    private void assertReport(Path example, String topology, List<String> directions, List<Set<String>> expected,
                              int tiles) throws IOException {
        Path json = dir.resolve(topology + ".json");
        Path sheet = dir.resolve(topology + ".png");
        CliRun run = CliRun.of("rules", "learn", example.toString(), "--json", json.toString(), "--sheet",
                sheet.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(Files.size(sheet) > 0);
        JsonNode root = JSON.readTree(json.toFile());
        assertEquals(topology, root.get("topology").asText());
        List<String> named = new ArrayList<>();
        root.get("directions").forEach(n -> named.add(n.asText()));
        assertEquals(directions, named);
        assertEquals(tiles, root.get("count").asInt());
        List<String> tileNames = new ArrayList<>();
        root.get("tiles").forEach(t -> tileNames.add(t.get("name").asText()));
        int allowed = 0;
        Set<String> deadEnds = new TreeSet<>();
        Set<String> expectedDeadEnds = new TreeSet<>();
        for (int d = 0; d < directions.size(); d++) {
            JsonNode rows = root.get("adjacency").get(directions.get(d));
            assertEquals(tiles, rows.size(), directions.get(d));
            Set<String> pairs = new TreeSet<>();
            for (int t = 0; t < tiles; t++) {
                for (JsonNode n : rows.get(t)) {
                    pairs.add(tileNames.get(t) + " > " + tileNames.get(n.asInt()));
                    allowed++;
                }
                String from = tileNames.get(t) + " > ";
                if (expected.get(d).stream().noneMatch(p -> p.startsWith(from))) {
                    expectedDeadEnds.add(tileNames.get(t) + " " + directions.get(d));
                }
            }
            assertEquals(expected.get(d), pairs, directions.get(d));
        }
        assertEquals(allowed, root.get("allowedPairs").asInt());
        for (JsonNode e : root.get("deadEnds")) {
            for (JsonNode n : e.get("directions")) {
                deadEnds.add(tileNames.get(e.get("id").asInt()) + " " + n.asText());
            }
        }
        assertEquals(expectedDeadEnds, deadEnds);
        String md = run.out();
        assertTrue(md.contains("A " + topology + " grid: 6 directions, " + String.join(", ", directions) + "."), md);
        assertTrue(md.contains("| id | name | weight | share | " + String.join(" | ", directions) + " |\n"), md);
        assertTrue(md.contains("| id | " + String.join(" | ", directions) + " |\n|---:|---|---|---|---|---|---|\n"),
                md);
    }
}
