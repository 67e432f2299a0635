package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TilesetOracle;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hex and cube tileset files: the example sets in docs/tilesets give exactly the rules the test works out from
 * the file itself ({@link TilesetOracle}); their maps on random masked and periodic grids pass the topology oracle,
 * naive and incremental solvers agree and a seed makes the same bytes; hostile files are refused in one line that
 * names the file and the element, before anything sized by them is read.
 */
class GridTilesetFilesTest {
    private static final Path HEX = Path.of("../docs/tilesets/hexland.xml");
    private static final Path CUBE = Path.of("../docs/tilesets/pillars.xml");

    @TempDir
    Path dir;

    @Test
    void theTopologyIsTheSetsAttribute() throws IOException {
        assertEquals(Topology.HEX, TiledModel.topology(HEX));
        assertEquals(Topology.CUBE, TiledModel.topology(CUBE));
        assertEquals(Topology.SQUARE, TiledModel.topology(MiniTileset.xml(dir, "sq", "<set><tiles/></set>")));
    }

    @Test
    void theHexExampleMeansWhatTheOracleReadsInIt() throws Exception {
        HexTiles m = HexTiles.read(HEX);
        assertRules(TilesetOracle.allowed(HEX, m.tileNames()), m.rules());
        assertEquals(6, m.rules().weight(m.tile("grass")), 0);
        assertEquals(0.3, m.rules().weight(m.tile("fork!60")), 0);
        // grass, lake and forest are one copy each; river 3 turns, bend 6 (12 with mirrors, but it is symmetric), fork 2
        assertEquals(1 + 3 + 6 + 2 + 6 + 1 + 1, m.tileCount(), "distinct copies: " + m.tileNames());
    }

    @Test
    void theCubeExampleMeansWhatTheOracleReadsInIt() throws Exception {
        VoxelTiles m = VoxelTiles.read(CUBE);
        assertRules(TilesetOracle.allowed(CUBE, m.tileNames()), m.rules());
        assertEquals(1 + 1 + 1 + 4 + 1, m.tileCount(), "only the arm turns: " + m.tileNames());
        assertEquals(0.2, m.rules().weight(m.tile("arm!270")), 0);
    }

    private static void assertRules(boolean[][][] expected, Rules rules) {
        for (int d = 0; d < expected.length; d++) {
            for (int a = 0; a < expected[d].length; a++) {
                for (int b = 0; b < expected[d].length; b++) {
                    assertEquals(expected[d][a][b], rules.allows(a, b, d), a + " " + b + " toward " + d);
                }
            }
        }
    }

    @Test
    void hexMapsPassTheOracleOnRandomShapes() throws Exception {
        HexTiles m = HexTiles.read(HEX);
        boolean[][][] allowed = TilesetOracle.allowed(HEX, m.tileNames());
        Random rnd = new Random(13);
        int solved = 0;
        for (int i = 0; i < 12; i++) {
            Shape shape = Shape.random("hex", rnd, 12, i % 2 == 0);
            solved += checkMaps(m.rules(), shape, allowed, i, m::png);
        }
        assertTrue(solved >= 6, solved + " of 12 solved");
    }

    @Test
    void cubeMapsPassTheOracleOnRandomShapes() throws Exception {
        VoxelTiles m = VoxelTiles.read(CUBE);
        boolean[][][] allowed = TilesetOracle.allowed(CUBE, m.tileNames());
        Random rnd = new Random(14);
        int solved = 0;
        for (int i = 0; i < 12; i++) {
            Shape shape = Shape.random("cube", rnd, 6, i % 2 == 0);
            solved += checkMaps(m.rules(), shape, allowed, i, m::vox);
        }
        assertTrue(solved >= 6, solved + " of 12 solved");
    }

    /** 1 if the map of {@code seed} was solved and checked, 0 if the rules admit no map there. */
    private static int checkMaps(Rules rules, Shape shape, boolean[][][] allowed, long seed,
                                 java.util.function.Function<Solution, byte[]> bytes) {
        Grid grid = shape.grid();
        Solution naive;
        try {
            naive = SolverBuilder.of(rules, grid).kind(SolverKind.NAIVE).build().solve(seed);
        } catch (NoMapPossibleException e) {
            return 0;
        }
        for (PropagatorKind p : new PropagatorKind[] {PropagatorKind.AC4, PropagatorKind.BITSET}) {
            Solution fast = SolverBuilder.of(rules, grid).kind(SolverKind.INCREMENTAL).propagator(p).build()
                    .solve(seed);
            assertEquals(naive.status(), fast.status(), p + " status");
            if (naive.solved()) {
                assertArrayEquals(naive.tiles(), fast.tiles(), p + ": the naive solver's map");
            }
        }
        if (!naive.solved()) {
            return 0;
        }
        assertNull(TopologyCheck.firstViolation(naive.tiles(), shape, allowed), shape.toString());
        Solution again = SolverBuilder.of(rules, grid).build().solve(seed);
        assertArrayEquals(bytes.apply(naive), bytes.apply(again), "same seed, same bytes");
        return 1;
    }

    private void refusedHex(String xml, String... parts) throws IOException {
        Path f = MiniTileset.xml(dir, "bad", xml);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> HexTiles.read(f));
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        assertEquals(-1, e.getMessage().indexOf('\n'), "one line");
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), e.getMessage() + " lacks " + p);
        }
    }

    private static final String TILE = "<tile name=\"a\" sides=\"p p p p p p\" color=\"#102030\"/>";

    @Test
    void refusesBadHexFilesInOneLineNamingTheElement() throws IOException {
        refusedHex("<set topology=\"cube\"><tiles>" + TILE + "</tiles></set>", "(expected: hex)");
        refusedHex("<set topology=\"hex\" rotations=\"4\"><tiles>" + TILE + "</tiles></set>",
                "rotations \"4\"", "1, 2, 3, 6");
        refusedHex("<set topology=\"hex\" reflections=\"yes\"><tiles>" + TILE + "</tiles></set>", "True or False");
        refusedHex("<set topology=\"hex\"><tiles><tile name=\"a\" sides=\"p p p\" color=\"#102030\"/></tiles></set>",
                "name=\"a\"", "six labels");
        refusedHex("<set topology=\"hex\"><tiles><tile name=\"a\" sides=\"p p p p p p\"/></tiles></set>",
                "no color attribute");
        refusedHex("<set topology=\"hex\"><tiles><tile name=\"a\" sides=\"p p p p p p\" color=\"red\"/></tiles>"
                + "</set>", "#RRGGBB");
        refusedHex("<set topology=\"hex\"><tiles><tile name=\"a\" sides=\"p p p p p p\" colour=\"#102030\"/>"
                + "</tiles></set>", "attribute colour, did you mean color?");
        refusedHex("<set topology=\"hex\"><tiles>" + TILE + TILE + "</tiles></set>", "each tile named once");
        refusedHex("<set topology=\"hex\"><tiles><tile name=\"a!60\" sides=\"p p p p p p\" color=\"#102030\"/>"
                + "</tiles></set>", "no '!'");
        refusedHex("<set topology=\"hex\"><tiles>" + TILE + "</tiles><neighbors><neighbor left=\"a\" up-left=\"a\"/>"
                + "</neighbors></set>", "<neighbor", "opposite directions", "down-right/up-left");
        refusedHex("<set topology=\"hex\"><tiles>" + TILE + "</tiles><neighbors><neighbor left=\"a\" right=\"b\"/>"
                + "</neighbors></set>", "tile \"b\"");
        refusedHex("<set topology=\"hex\"><tiles>" + TILE + "</tiles><neighbors><neighbor left=\"a\" right=\"a!90\"/>"
                + "</neighbors></set>", "'a!90'");
        refusedHex("<set topology=\"hex\"><tiles/></set>", "no <tile>");
        refusedHex("<!DOCTYPE set><set topology=\"hex\"/>", "DOCTYPE");
    }

    @Test
    void refusesBadCubeFilesAndChecksSizesBeforeReadingTiles() throws IOException {
        Files.createDirectories(dir.resolve("bad"));
        int[] palette = new int[256];
        palette[1] = 0xFF00FF00;
        Files.write(dir.resolve("bad/small.vox"), Vox.encode(new Voxels(2, 2, 2, new int[8], palette)));
        Files.write(dir.resolve("bad/odd.vox"), Vox.encode(new Voxels(1, 2, 2, new int[4], palette)));
        // An empty box: small on disk, 4 M voxels once read; 8 copies of 3 tiles are too many.
        Files.write(dir.resolve("bad/huge.vox"), Vox.encode(new Voxels(128, 128, 256, new int[1 << 22], palette)));
        refusedCube("<set topology=\"cube\"><tiles><tile name=\"gone\"/></tiles></set>", "no file", "gone.vox");
        refusedCube("<set topology=\"cube\"><tiles><tile name=\"small\"/><tile name=\"odd\"/></tiles></set>",
                "<tile name=\"odd\"", "the first tile's size");
        refusedCube("<set topology=\"cube\" rotations=\"4\" reflections=\"true\"><tiles><tile name=\"huge\"/>"
                + "<tile name=\"never\"/><tile name=\"nor\"/></tiles></set>", "<tile name=\"huge\"", "voxels in all");
        refusedCube("<set topology=\"cube\" tolerance=\"2\"><tiles><tile name=\"small\"/></tiles></set>",
                "tolerance \"2\"", "0..1");
        refusedCube("<set topology=\"cube\" rotations=\"3\"><tiles><tile name=\"small\"/></tiles></set>",
                "1, 2, 4");
        refusedCube("<set topology=\"cube\"><tiles><tile name=\"small\" weight=\"-1\"/></tiles></set>",
                "weight \"-1\"");
        refusedCube("<set topology=\"cube\"><tiles><tile name=\"../small\"/></tiles></set>", "path separators");
        refusedCube("<set topology=\"cube\"><tiles><tile name=\"small\"/></tiles><neighbors><neighbor above=\"small\""
                + " below=\"small!90\"/></neighbors></set>", "'small!90'");
        StringBuilder many = new StringBuilder("<set topology=\"cube\"><tiles>");
        for (int t = 0; t <= VoxelTiles.MAX_TILES; t++) {
            many.append("<tile name=\"t").append(t).append("\"/>");
        }
        refusedCube(many.append("</tiles></set>").toString(), "4097 tiles (expected: at most 4096)");
    }

    private void refusedCube(String xml, String... parts) throws IOException {
        Path f = MiniTileset.xml(dir, "bad", xml);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> VoxelTiles.read(f));
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
        assertEquals(-1, e.getMessage().indexOf('\n'), "one line");
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), e.getMessage() + " lacks " + p);
        }
    }

    @Test
    void refusesAnUnknownTopology() throws IOException {
        Path f = MiniTileset.xml(dir, "t", "<set topology=\"triangle\"/>");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> TiledModel.topology(f));
        assertTrue(e.getMessage().startsWith(f + ": <set topology=\"triangle\"/>: "), e.getMessage());
    }
}
