package dev.wfc.corpus.debroglie;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.testkit.EdgedPathCheck;
import dev.wfc.core.testkit.Shape;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * DeBroglie's {@code edgedPath} on its hexagonal Tiled sample (exits along x, y and w; adjacent and overlapping
 * models), on its castle voxel set and on its columns voxel sample (exits along z too): every map is checked by {@link EdgedPathCheck} with DeBroglie's direction names turned into
 * side names by hand from its articles (x to the right, y down and to the left on hexagons and down on a cube, w
 * along x and y together, z up through the layers); an exit the topology does not have is refused naming the key.
 */
class DebroglieEdgedPathTopologyTest {
    /** DeBroglie's directions as the sides they face on a hexagon. */
    private static final Map<String, String> HEX = Map.of("x+", "right", "x-", "left", "y+", "down-left",
            "y-", "up-right", "w+", "down-right", "w-", "up-left");
    /** DeBroglie's directions as the faces of a cube. */
    private static final Map<String, String> CUBE = Map.of("x+", "right", "x-", "left", "y+", "bottom", "y-", "top",
            "z+", "above", "z-", "below");

    @TempDir
    Path dir;

    private DebroglieJob job(String json, String... samples) throws IOException {
        for (String s : samples) {
            Path from = DebroglieSampleFiles.root().resolve(s);
            Files.copy(from, dir.resolve(from.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
        return jobOf(json.replace('\'', '"'));
    }

    private DebroglieJob jobOf(String json) throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, json, StandardCharsets.UTF_8);
        return DebroglieJob.of(DebroglieReader.read(f));
    }

    /** The map's side names of each tile: {@code exits} by tile name (DeBroglie's directions), none for others. */
    private static List<List<String>> exits(DebroglieJob job, Map<String, List<String>> exits, Map<String, String> side) {
        return job.model().tileNames().stream().map(n -> exits.getOrDefault(n, List.of()).stream().map(side::get)
                .toList()).toList();
    }

    private static Shape shape(String kind, Grid g) {
        boolean[] inside = new boolean[g.cells()];
        for (int c = 0; c < inside.length; c++) {
            inside[c] = g.exists(c);
        }
        return new Shape(kind, g.width(), g.height(), g.depth(), g.periodic(0), g.periodic(1), g.periodic(2),
                g.masked() ? inside : null);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void hexagonalTilesJoinTheEndPointsAlongXYAndW(long seed) throws IOException {
        DebroglieJob job = job("{'src': 'hexagonal-mini.tmx', 'dest': 'o.tmx', 'model': {'type': 'adjacent'},"
                + " 'width': 10, 'height': 10, 'backtrack': true, 'constraints': [{'type': 'edgedPath', 'exits':"
                + " {'3': ['x+', 'x-', 'wplus', 'w-'], '1': ['x+', 'x-', 'y+', 'y-', 'w+', 'w-']},"
                + " 'endPoints': [{'x': 1, 'y': 1}, {'x': 8, 'y': 8}]}]}", "docs/hexagonal-mini.tmx",
                "docs/hexmini.png");
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        List<List<String>> exits = exits(job, Map.of("gid 3", List.of("x+", "x-", "w+", "w-"),
                "gid 1", List.of("x+", "x-", "y+", "y-", "w+", "w-")), HEX);
        // Offset row r of a map whose odd rows are shifted right lies (r + 1) / 2 axial columns to the right.
        int box = job.grid().width();
        int[] ends = {1 + 1 + box, 8 + 4 + 8 * box};
        assertTrue(EdgedPathCheck.joined(s.tiles(), shape("hex", job.grid()), exits, ends), "seed " + seed);
    }

    @Test
    void castleSolidsStandOnTheGroundThroughTheirZFaces() throws IOException {
        String castle = Files.readString(DebroglieSampleFiles.root().resolve("castle/castle.json"))
                .replace("\"constraints\": [", "\"constraints\": [{\"type\": \"edgedPath\", \"exits\": {\"ground\":"
                        + " [\"x+\", \"x-\", \"y+\", \"y-\", \"z+\"], \"solid\": [\"z+\", \"z-\"], \"solid_top\":"
                        + " [\"zminus\"]}},").replace("\"width\": 10", "\"width\": 8")
                .replace("\"height\": 10", "\"height\": 8").replace("\"depth\": 10", "\"depth\": 6")
                .replace("\"z\": 8", "\"z\": 4");
        try (var files = Files.list(DebroglieSampleFiles.root().resolve("castle"))) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        DebroglieJob job = jobOf(castle);
        Solution s = job.solve(1);
        assertTrue(s.solved(), s::toString);
        List<List<String>> exits = exits(job, Map.of("ground", List.of("x+", "x-", "y+", "y-", "z+"),
                "solid", List.of("z+", "z-"), "solid_top", List.of("z-")), CUBE);
        assertEquals(8 * 8 * 6, s.tiles().length);
        assertTrue(EdgedPathCheck.connected(s.tiles(), shape("cube", job.grid()), exits));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void hexagonalOverlappingPatternsOpenWhereTheTileTheirCellShowsDoes(long seed) throws IOException {
        DebroglieJob job = job("{'src': 'hexagonal-mini.tmx', 'dest': 'o.tmx', 'model': {'type': 'overlapping',"
                + " 'n': 2}, 'periodicInput': false, 'symmetry': 12, 'width': 10, 'height': 10, 'backtrack': true,"
                + " 'constraints': [{'type': 'edgedPath', 'exits': {'3': ['x+', 'x-', 'w+', 'w-'],"
                + " '1': ['x+', 'x-', 'y+', 'y-', 'w+', 'w-']}, 'endPoints': [{'x': 1, 'y': 1}, {'x': 8, 'y': 8}]}]}",
                "docs/hexagonal-mini.tmx", "docs/hexmini.png");
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        // a pattern is named after the tile its cell shows, so the exits go by that name
        List<List<String>> exits = exits(job, Map.of("gid 3", List.of("x+", "x-", "w+", "w-"),
                "gid 1", List.of("x+", "x-", "y+", "y-", "w+", "w-")), HEX);
        int box = job.grid().width();
        int[] ends = {1 + 1 + box, 8 + 4 + 8 * box};
        assertTrue(EdgedPathCheck.joined(s.tiles(), shape("hex", job.grid()), exits, ends), "seed " + seed);
    }

    /** DeBroglie's columns sample at 10 x 10 x 8 with its ground and border, and {@code constraints} added. */
    private DebroglieJob columns(String constraints) throws IOException {
        return job("{'src': 'columns.vox', 'dest': 'o.vox', 'periodicInput': false, 'ground': 255, 'width': 10,"
                + " 'height': 10, 'depth': 8, 'backtrack': true, 'constraints': [{'type': 'border', 'tile': 0,"
                + " 'excludeSides': 'zmin'}" + constraints + "]}", "docs/columns.vox");
    }

    @Test
    void voxelSampleColumnsRiseFromTheGroundThroughTheirZFaces() throws IOException {
        Map<String, List<String>> byName = Map.of("255 #111111", List.of("x+", "x-", "y+", "y-", "z+"),
                "217 #DD0000", List.of("z+", "z-"));
        String path = ", {'type': 'edgedPath', 'exits': {'255': ['x+', 'x-', 'y+', 'y-', 'z+'], '217': ['z+', 'z-']}";
        // the end points (2, 2, 0) and (2, 2, 3): cells x + (y + z * 10) * 10
        int[] ends = {2 + 2 * 10, 2 + (2 + 3 * 10) * 10};
        boolean controlJoined = true;
        for (long seed = 1; seed <= 3; seed++) {
            DebroglieJob job = columns(path + "}");
            Solution s = job.solve(seed);
            assertTrue(s.solved(), s::toString);
            assertTrue(EdgedPathCheck.connected(s.tiles(), shape("cube", job.grid()), exits(job, byName, CUBE)),
                    "seed " + seed);
            DebroglieJob joined = columns(path + ", 'endPoints': [{'x': 2, 'y': 2, 'z': 0}, {'x': 2, 'y': 2, 'z': 3}]}");
            Solution j = joined.solve(seed);
            assertTrue(j.solved(), j::toString);
            assertTrue(EdgedPathCheck.joined(j.tiles(), shape("cube", joined.grid()), exits(joined, byName, CUBE),
                    ends), "seed " + seed);
            DebroglieJob control = columns("");
            Solution c = control.solve(seed);
            controlJoined &= c.solved() && EdgedPathCheck.joined(c.tiles(), shape("cube", control.grid()),
                    exits(control, byName, CUBE), ends);
        }
        assertTrue(!controlJoined, "without the constraint some map leaves the end points apart");
        WfcInputException outside = assertThrows(WfcInputException.class, () -> columns(path
                + ", 'endPoints': [{'x': 2, 'y': 2, 'z': 8}]}"));
        assertEquals("constraints[1].endPoints[0]: (2, 2, 8) (expected: inside the 10x10x8 output)",
                outside.getMessage());
    }

    @Test
    void anExitTheTopologyLacksIsRefusedNamingTheKey() {
        WfcInputException hex = assertThrows(WfcInputException.class, () -> job("{'src': 'hexagonal-mini.tmx',"
                + " 'dest': 'o.tmx', 'model': {'type': 'adjacent'}, 'constraints': [{'type': 'edgedPath', 'exits':"
                + " {'1': ['x+', 'z+']}}]}", "docs/hexagonal-mini.tmx", "docs/hexmini.png"));
        assertEquals("constraints[0].exits.1: z+ (expected: x-, x+, y-, y+, w- or w+ on a hex grid)",
                hex.getMessage());
        WfcInputException square = assertThrows(WfcInputException.class, () -> job("{'src': 'pathway.png',"
                + " 'dest': 'o.csv', 'constraints': [{'type': 'edgedPath', 'exits': {'#0d2572': ['w+']}}]}",
                "docs/pathway.png"));
        assertEquals("constraints[0].exits.#0d2572: w+ (expected: x-, x+, y- or y+ on a square grid)",
                square.getMessage());
    }
}
