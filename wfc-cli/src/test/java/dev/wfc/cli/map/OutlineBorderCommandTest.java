package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TilesetOracle;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.testkit.TopologyShapeCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --border outline:...} on masked hex, square (learned from Knot.png) and cube maps: every cell on the outline's edges (found by the
 * testkit's own neighbour arithmetic, {@link TopologyShapeCheck#onOutline}) holds the border tile, the rim of the
 * mask's hole included, every rule of the tileset holds, the same seed writes the same bytes; bad areas exit 2.
 */
class OutlineBorderCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path HEX = Path.of("../docs/tilesets/hexland.xml");
    private static final Path CUBE = Path.of("../docs/tilesets/pillars.xml");

    @TempDir
    Path out;

    @Test
    void hexCoastAndHoleRimHoldTheBorderTile() throws Exception {
        int w = 14;
        int h = 10;
        boolean[] exists = roundHole(w, h);
        for (long seed = 1; seed <= 3; seed++) {
            Path json = out.resolve("hex" + seed + ".json");
            String[] args = {"tiled", HEX.toString(), "--width", Integer.toString(w), "--height", Integer.toString(h),
                "--seed", Long.toString(seed), "--mask", mask(w, h, exists).toString(), "--border",
                "outline:all=grass", "--backtrack", "--json", json.toString(), "--out",
                out.resolve("hex" + seed + ".png").toString()};
            CliRun run = CliRun.of(args);
            assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
            JsonNode map = JSON.readTree(json.toFile());
            Shape shape = new Shape("hex", w, h, 1, false, false, false, exists);
            int[] tiles = cells(map, w, h, 1);
            assertNull(TopologyCheck.firstViolation(tiles, shape, TilesetOracle.allowed(HEX, names(map))));
            assertOnOutline(shape, tiles, names(map), Set.of("all"), "grass", 30);
            args[args.length - 3] = out.resolve("again.json").toString();
            assertEquals(ExitCodes.OK, CliRun.of(args).exitCode());
            assertArrayEquals(Files.readAllBytes(json), Files.readAllBytes(out.resolve("again.json")), "same bytes");
        }
    }

    @Test
    void squareAndCubeOutlinesHoldTheBorderTile() throws Exception {
        int w = 12;
        int h = 10;
        boolean[] exists = roundHole(w, h);
        Path knot = SampleFiles.root().resolve("samples/Knot.png");
        Path json = out.resolve("square.json");
        CliRun run = CliRun.of("learn", knot.toString(), "--width", Integer.toString(w), "--height",
                Integer.toString(h), "--seed", "4", "--mask", mask(w, h, exists).toString(), "--border",
                "OUTLINE:all=#FFFFFF", "--backtrack", "--json", json.toString(), "--out",
                out.resolve("square.png").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        JsonNode map = JSON.readTree(json.toFile());
        Shape square = new Shape("square", w, h, 1, false, false, false, exists);
        assertOnOutline(square, cells(map, w, h, 1), names(map), Set.of("all"), "#FFFFFF", 30);

        int d = 3;
        boolean[] layer = roundHole(8, 8);
        boolean[] column = new boolean[8 * 8 * d];
        for (int c = 0; c < column.length; c++) {
            column[c] = layer[c % 64];
        }
        Path cubeJson = out.resolve("cube.json");
        run = CliRun.of("tiled", CUBE.toString(), "--size", "8", "--depth", Integer.toString(d), "--seed", "2",
                "--mask", mask(8, 8, layer).toString(), "--border", "outline:left,top=empty", "--backtrack", "--json",
                cubeJson.toString(), "--out", out.resolve("cube.vox").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        map = JSON.readTree(cubeJson.toFile());
        Shape cube = new Shape("cube", 8, 8, d, false, false, false, column);
        int[] tiles = cells(map, 8, 8, d);
        assertNull(TopologyCheck.firstViolation(tiles, cube, TilesetOracle.allowed(CUBE, names(map))));
        assertOnOutline(cube, tiles, names(map), Set.of("left", "top"), "empty", 10);
    }

    @Test
    void badOutlineAreasExitWithTwo() throws IOException {
        Path mask = mask(6, 6, roundHole(6, 6));
        assertBad("edge above: on a hex grid", "tiled", HEX.toString(), "--size", "6", "--mask", mask.toString(),
                "--border", "outline:above=grass");
        assertBad("edge 'outlines:all'", "tiled", HEX.toString(), "--size", "6", "--border", "outlines:all=grass");
        assertBad("--ban-border outline:^all-=grass", "tiled", HEX.toString(), "--size", "6", "--ban-border",
                "outline:^all-=grass");
        assertBad("'sea' names no tile", "tiled", HEX.toString(), "--size", "6", "--border", "outline:all=sea");
    }

    /**
     * Asserts that every cell of the shape on {@code sides} of its outline holds a tile named {@code tile} (the name,
     * or the name, a space and an orientation), and that at least {@code atLeast} cells are such cells.
     */
    private static void assertOnOutline(Shape shape, int[] tiles, List<String> names, Set<String> sides, String tile,
                                        int atLeast) {
        int seen = 0;
        for (int c = 0; c < tiles.length; c++) {
            if (TopologyShapeCheck.onOutline(shape, c, sides)) {
                seen++;
                String name = names.get(tiles[c]);
                assertTrue(name.equals(tile) || name.startsWith(tile + " "), shape.kind() + " cell " + c + " on the"
                        + " outline " + sides + " holds " + name);
            }
        }
        assertTrue(seen >= atLeast, seen + " cells on the outline");
    }

    /** A w x h mask with a round hole of radius 2 in the middle (a cell exists outside it). */
    private static boolean[] roundHole(int w, int h) {
        boolean[] exists = new boolean[w * h];
        for (int c = 0; c < exists.length; c++) {
            int dx = c % w - w / 2;
            int dy = c / w - h / 2;
            exists[c] = dx * dx + dy * dy > 4;
        }
        return exists;
    }

    private Path mask(int w, int h, boolean[] exists) throws IOException {
        return MaskPng.write(Files.createTempFile(out, "mask", ".png"), w, h, exists);
    }

    /** Tile ids of the JSON map, x fastest, then y, then z. */
    private static int[] cells(JsonNode map, int w, int h, int d) {
        int[] tiles = new int[w * h * d];
        for (int z = 0; z < d; z++) {
            JsonNode layer = d == 1 ? map.path("cells") : map.path("cells").get(z);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    tiles[x + w * (y + h * z)] = layer.get(y).get(x).asInt();
                }
            }
        }
        return tiles;
    }

    private static List<String> names(JsonNode map) {
        List<String> names = new ArrayList<>();
        map.path("tiles").forEach(n -> names.add(n.asText()));
        return names;
    }

    private void assertBad(String mention, String... args) throws IOException {
        Path dir = Files.createTempDirectory(out, "bad");
        String[] all = Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--out";
        all[args.length + 1] = dir.resolve("map.png").toString();
        ErrorAssertions.assertOneLineError(CliRun.of(all), "tiled", ExitCodes.BAD_INPUT, dir, mention);
    }
}
