package dev.wfc.cli.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    /** The attributes of every {@code <ELEMENT .../>} of {@code xml}, by name, in file order. */
    private static List<Map<String, String>> elements(String xml, String element) {
        List<Map<String, String>> all = new ArrayList<>();
        Matcher e = Pattern.compile("<" + element + "\\s([^>]*?)/>").matcher(xml);
        while (e.find()) {
            Map<String, String> attributes = new HashMap<>();
            Matcher a = Pattern.compile("([\\w-]+)=\"([^\"]*)\"").matcher(e.group(1));
            while (a.find()) {
                attributes.put(a.group(1), a.group(2));
            }
            all.add(attributes);
        }
        return all;
    }

    /**
     * The side labels of a turned and mirrored copy of {@code base}, by direction: turning k sixths clockwise takes
     * direction d to d - k, mirroring takes d to 3 - d (mod 6), and the copy's label toward the image of d is the
     * base's label toward d.
     */
    private static List<String> copySides(List<String> base, boolean mirrored, int k) {
        List<String> sides = new ArrayList<>();
        for (int e = 0; e < 6; e++) {
            sides.add(base.get(Math.floorMod(mirrored ? 3 - e - k : e + k, 6)));
        }
        return sides;
    }

    @Test
    void aHexTilesetHasSixDirectionsWithThePairsOfItsSideLabels() throws IOException {
        Path tileset = Path.of("../docs/tilesets/hexland.xml");
        String xml = Files.readString(tileset);
        assertTrue(xml.contains("rotations=\"6\" reflections=\"true\""), "every turn and mirror");
        Map<String, List<String>> bases = new HashMap<>();
        int copies = 0;
        for (Map<String, String> tile : elements(xml, "tile")) {
            List<String> sides = List.of(tile.get("sides").split(" "));
            bases.put(tile.get("name"), sides);
            Set<List<String>> distinct = new HashSet<>();
            for (int g = 0; g < 12; g++) {
                distinct.add(copySides(sides, g >= 6, g % 6));
            }
            copies += distinct.size();
        }
        Path json = dir.resolve("names.json");
        CliRun names = CliRun.of("rules", "tiled", tileset.toString(), "--json", json.toString(), "--sheet",
                dir.resolve("names.png").toString());
        assertEquals(ExitCodes.OK, names.exitCode(), names::toString);
        List<String> tileNames = new ArrayList<>();
        List<List<String>> sides = new ArrayList<>();
        Matcher copy = Pattern.compile("([^!]+)(?:!(x?)(\\d*))?").matcher("");
        for (JsonNode t : JSON.readTree(json.toFile()).get("tiles")) {
            String name = t.get("name").asText();
            assertTrue(copy.reset(name).matches(), name);
            tileNames.add(name);
            int degrees = copy.group(3) == null || copy.group(3).isEmpty() ? 0 : Integer.parseInt(copy.group(3));
            sides.add(copySides(bases.get(copy.group(1)), "x".equals(copy.group(2)), degrees / 60));
        }
        assertEquals(sides.size(), new HashSet<>(sides).size(), "copies with equal labels are one tile");
        List<Map<String, String>> neighbors = elements(xml, "neighbor");
        assertEquals(1, neighbors.size());
        String left = neighbors.get(0).get("left");
        String right = neighbors.get(0).get("right");
        // Both tiles of the one <neighbor> have six equal labels: under every turn its pair holds in every direction.
        assertEquals(1, new HashSet<>(bases.get(left)).size());
        assertEquals(1, new HashSet<>(bases.get(right)).size());
        List<Set<String>> expected = new ArrayList<>();
        for (int d = 0; d < 6; d++) {
            Set<String> pairs = new TreeSet<>(List.of(left + " > " + right, right + " > " + left));
            for (int a = 0; a < sides.size(); a++) {
                for (int b = 0; b < sides.size(); b++) {
                    if (sides.get(a).get(d).equals(sides.get(b).get((d + 3) % 6))) {
                        pairs.add(tileNames.get(a) + " > " + tileNames.get(b));
                    }
                }
            }
            expected.add(pairs);
        }
        assertReport("tiled", tileset, "hex", HEX, expected, copies);
    }

    @Test
    void aCubeTilesetHasSixDirectionsWithThePairsOfItsFacesAndNeighbours() throws IOException {
        Path tileset = Path.of("../docs/tilesets/pillars.xml");
        String xml = Files.readString(tileset);
        assertTrue(xml.contains("rotations=\"4\" reflections=\"false\" tolerance=\"0\""), "turns, equal faces");
        Path json = dir.resolve("cube.json");
        Path sheet = dir.resolve("cube.png");
        CliRun run = CliRun.of("rules", "tiled", tileset.toString(), "--json", json.toString(), "--sheet",
                sheet.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        JsonNode root = JSON.readTree(json.toFile());
        assertEquals("cube", root.get("topology").asText());
        List<String> named = new ArrayList<>();
        root.get("directions").forEach(n -> named.add(n.asText()));
        assertEquals(CUBE, named);
        assertSymmetric(root, CUBE, new int[] {2, 3, 0, 1, 5, 4});
        assertTrue(run.out().contains("A cube grid: 6 directions, " + String.join(", ", CUBE) + "."), run::toString);
        // The unturned tiles, by id; among them the pairs follow from faces and <neighbor> alone.
        Map<String, Integer> ids = new HashMap<>();
        Set<String> turned = new HashSet<>();
        for (JsonNode t : root.get("tiles")) {
            String name = t.get("name").asText();
            if (name.contains("!")) {
                turned.add(name.substring(0, name.indexOf('!')));
            } else {
                ids.put(name, t.get("id").asInt());
            }
        }
        List<Map<String, String>> tiles = elements(xml, "tile");
        assertEquals(tiles.size(), ids.size());
        Map<String, Voxels> boxes = new HashMap<>();
        for (Map<String, String> tile : tiles) {
            boxes.put(tile.get("name"), Vox.read(tileset.resolveSibling("pillars").resolve(tile.get("name") + ".vox")));
        }
        int[][] steps = {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        List<Set<String>> expected = new ArrayList<>();
        for (int[] step : steps) {
            Set<String> pairs = new TreeSet<>();
            for (String a : ids.keySet()) {
                for (String b : ids.keySet()) {
                    if (touchingFacesEqual(boxes.get(a), boxes.get(b), step)) {
                        pairs.add(a + " > " + b);
                    }
                }
            }
            expected.add(pairs);
        }
        for (Map<String, String> n : elements(xml, "neighbor")) {
            if (n.containsKey("above")) {
                expected.get(4).add(n.get("below") + " > " + n.get("above"));
                expected.get(5).add(n.get("above") + " > " + n.get("below"));
            } else {
                // A sideways pair of two tiles without turned copies holds, under the four turns, on all four sides.
                assertTrue(!turned.contains(n.get("left")) && !turned.contains(n.get("right")), n.toString());
                for (int d = 0; d < 4; d++) {
                    expected.get(d).add(n.get("left") + " > " + n.get("right"));
                    expected.get(d).add(n.get("right") + " > " + n.get("left"));
                }
            }
        }
        for (int d = 0; d < CUBE.size(); d++) {
            JsonNode rows = root.get("adjacency").get(CUBE.get(d));
            Set<String> pairs = new TreeSet<>();
            for (String a : ids.keySet()) {
                for (JsonNode n : rows.get(ids.get(a))) {
                    for (String b : ids.keySet()) {
                        if (ids.get(b) == n.asInt()) {
                            pairs.add(a + " > " + b);
                        }
                    }
                }
            }
            assertEquals(expected.get(d), pairs, CUBE.get(d));
        }
        Image first = Png.read(sheet);
        assertTrue(first.width() > 0 && Files.size(sheet) > 0);
    }

    /** Whether {@code b}, one {@code step} from {@code a}, shows on its touching face the colours of a's face. */
    private static boolean touchingFacesEqual(Voxels a, Voxels b, int[] step) {
        int w = a.width();
        int h = a.height();
        int d = a.depth();
        for (int z = 0; z < d; z++) {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    // a's voxel on the face toward step, against b's voxel on the face toward -step.
                    boolean onFace = step[0] != 0 ? x == (step[0] > 0 ? w - 1 : 0)
                            : step[1] != 0 ? y == (step[1] > 0 ? h - 1 : 0) : z == (step[2] > 0 ? d - 1 : 0);
                    if (!onFace) {
                        continue;
                    }
                    int bx = step[0] != 0 ? w - 1 - x : x;
                    int by = step[1] != 0 ? h - 1 - y : y;
                    int bz = step[2] != 0 ? d - 1 - z : z;
                    if (colour(a, x, y, z) != colour(b, bx, by, bz)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static int colour(Voxels v, int x, int y, int z) {
        int index = v.color(x, y, z);
        return index == 0 ? 0 : v.palette()[index];
    }

    @Test
    void theSquaresOptionsOnAHexOrCubeTilesetExitWithTwo() throws IOException {
        Path out = Files.createDirectory(dir.resolve("refused"));
        ErrorAssertions.assertOneLineError(CliRun.of("rules", "tiled", "../docs/tilesets/hexland.xml", "--subset",
                "a", "--sheet", out.resolve("s.png").toString()), "rules tiled", ExitCodes.BAD_INPUT, out,
                "--subset");
        ErrorAssertions.assertOneLineError(CliRun.of("rules", "tiled", "../docs/tilesets/pillars.xml",
                "--allow-dead-ends", "--sheet", out.resolve("s.png").toString()), "rules tiled", ExitCodes.BAD_INPUT,
                out, "--allow-dead-ends");
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
        assertSymmetric(root, directions, opposite);
        assertTrue(run.out().contains(tiles + " patterns, "), run::toString);
        return root;
    }

    /** {@code b} in direction d of {@code a} iff {@code a} in the opposite of {@code b}, in the JSON's adjacency. */
    private static void assertSymmetric(JsonNode root, List<String> directions, int[] opposite) {
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
    }

    private void assertReport(Path example, String topology, List<String> directions, List<Set<String>> expected,
                              int tiles) throws IOException {
        assertReport("learn", example, topology, directions, expected, tiles);
    }

    /** As {@link #assertReport(Path, String, List, List, int)} for {@code wfc rules MODEL}. */
    private void assertReport(String model, Path example, String topology, List<String> directions,
                              List<Set<String>> expected, int tiles) throws IOException {
        Path json = dir.resolve(topology + ".json");
        Path sheet = dir.resolve(topology + ".png");
        CliRun run = CliRun.of("rules", model, example.toString(), "--json", json.toString(), "--sheet",
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
