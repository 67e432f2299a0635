package dev.wfc.cli.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
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
 * shifted right; x, y, z steps of a cube), compared by tile name; dead ends follow from those pairs. {@code wfc rules
 * overlapping} on the same grids: as many patterns as the testkit's own window reader finds
 * ({@link LatticeWindows}), weights that add up to the windows, and an adjacency symmetric in opposite directions.
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

    @Test
    void overlappingOnVoxelsCountsTheSamplesBoxesInTheSixDirectionsOfACube() throws IOException {
        Path vox = SampleFiles.debroglie().resolve("docs/columns.vox");
        Voxels v = Vox.read(vox);
        JsonNode root = overlappingRules(vox, CUBE, new int[] {2, 3, 0, 1, 5, 4}, "--symmetry", "8");
        Shape sample = new Shape("cube", v.width(), v.height(), v.depth(), false, false, false, null);
        assertEquals(new LatticeWindows(v.colors(), sample, 2, 2, 2, true).size(), root.get("count").asInt());
        // Each of the 8 variants reads one 2x2x2 window at every anchor whose box fits the sample.
        double windows = 8.0 * (v.width() - 1) * (v.height() - 1) * (v.depth() - 1);
        double total = 0;
        for (JsonNode t : root.get("tiles")) {
            total += t.get("weight").asDouble();
        }
        assertEquals(windows, total, 0);
    }

    @Test
    void overlappingOnAHexagonalMapCountsItsRhombiInTheSixDirectionsOfAHexagon() throws IOException {
        Path tmx = SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx");
        TmxMap.Axial a = TmxMap.read(tmx).axial();
        JsonNode root = overlappingRules(tmx, HEX, new int[] {3, 4, 5, 0, 1, 2}, "--symmetry", "1");
        Shape sample = new Shape("hex", a.width(), a.height(), 1, false, false, false, a.inside());
        assertEquals(new LatticeWindows(a.gids(), sample, 2, 2, 1, false).size(), root.get("count").asInt());
    }

    @Test
    void overlappingOnAPngReadAsHexagonsHasSixDirections() throws IOException {
        Png.write(dir.resolve("stripes.png"), new Image(new int[] {0xFF000000, 0xFFFFFFFF, 0xFFFF0000, 0xFF000000,
            0xFFFFFFFF, 0xFFFF0000, 0xFF000000, 0xFFFFFFFF, 0xFFFF0000}, 3, 3));
        JsonNode root = overlappingRules(dir.resolve("stripes.png"), HEX, new int[] {3, 4, 5, 0, 1, 2},
                "--topology", "hex", "--symmetry", "1");
        // Every row alike and periodic input: the 2x2 rhombus at (x, y) is columns x and x + 1 twice, 3 patterns.
        assertEquals(3, root.get("count").asInt());
    }

    /**
     * Runs {@code wfc rules overlapping} with N = 2 on {@code sample}, checks the named directions and that the
     * adjacency is symmetric ({@code b} in direction d of {@code a} iff {@code a} in the opposite of {@code b}).
     */
    private JsonNode overlappingRules(Path sample, List<String> directions, int[] opposite, String... more)
            throws IOException {
        Path json = dir.resolve("overlapping.json");
        List<String> args = new ArrayList<>(List.of("rules", "overlapping", sample.toString(), "--n", "2",
                "--json", json.toString(), "--sheet", dir.resolve("overlapping.png").toString()));
        if (!sample.toString().endsWith(".png")) {
            args.addAll(List.of("--periodic-input", "false"));
        }
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        JsonNode root = JSON.readTree(json.toFile());
        List<String> named = new ArrayList<>();
        root.get("directions").forEach(n -> named.add(n.asText()));
        assertEquals(directions, named);
        assertEquals("patterns", root.get("units").asText());
        int tiles = root.get("count").asInt();
        for (int d = 0; d < directions.size(); d++) {
            JsonNode rows = root.get("adjacency").get(directions.get(d));
            JsonNode back = root.get("adjacency").get(directions.get(opposite[d]));
            for (int t = 0; t < tiles; t++) {
                for (JsonNode n : rows.get(t)) {
                    Set<Integer> reverse = new TreeSet<>();
                    back.get(n.asInt()).forEach(b -> reverse.add(b.asInt()));
                    assertTrue(reverse.contains(t), t + " " + directions.get(d) + " " + n.asInt());
                }
            }
        }
        assertTrue(run.out().contains(tiles + " patterns, "), run::toString);
        return root;
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
