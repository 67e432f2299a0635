package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TilesetOracle;
import dev.wfc.core.testkit.TopologyCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc tiled} on the hex and cube example tilesets: the JSON map passes the topology oracle with the rules the
 * test reads in the file itself ({@link TilesetOracle}), on masked and periodic grids; a cube map's .vox holds each
 * cell's tile voxels with only the tiles' colours, and a preview; the same seed writes the same bytes; the square's
 * options and bad shapes exit 2 in one line.
 */
class TiledTopologyCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path HEX = Path.of("../docs/tilesets/hexland.xml");
    private static final Path CUBE = Path.of("../docs/tilesets/pillars.xml");

    @TempDir
    Path out;

    /** Tile ids of the JSON map, x fastest, then y, then z; and the tile names. */
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

    @Test
    void hexMapsPassTheOracleMaskedAndPeriodic() throws Exception {
        int w = 14;
        int h = 10;
        Path mask = out.resolve("mask.png");
        boolean[] exists = MaskPng.write(mask, w, h, // a round hole in the middle
                c -> (c % w - 7) * (c % w - 7) + (c / w - 5) * (c / w - 5) > 4);
        for (boolean periodic : new boolean[] {false, true}) {
            for (long seed = 1; seed <= 3; seed++) {
                Path json = out.resolve("hex" + seed + periodic + ".json");
                Path png = out.resolve("hex" + seed + periodic + ".png");
                List<String> args = new ArrayList<>(List.of("tiled", HEX.toString(), "--width", Integer.toString(w), "--height", Integer.toString(h), "--seed",
                        Long.toString(seed), "--mask", mask.toString(), "--json", json.toString(), "--out",
                        png.toString(), "--backtrack"));
                if (periodic) {
                    args.add("--periodic");
                }
                CliRun run = CliRun.of(args.toArray(String[]::new));
                assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
                assertTrue(run.out().contains(w + "x" + h + " hex, " + countTrue(exists) + " cells in the mask"),
                        run.out());
                JsonNode map = JSON.readTree(json.toFile());
                Shape shape = new Shape("hex", w, h, 1, periodic, periodic, false, exists);
                assertNull(TopologyCheck.firstViolation(cells(map, w, h, 1), shape,
                        TilesetOracle.allowed(HEX, names(map))), "seed " + seed);
                assertTrue(Png.read(png).width() > w * 8, "hexagons of 8 px");
                Path again = out.resolve("again" + seed + periodic + ".png");
                args.set(args.indexOf(png.toString()), again.toString());
                args.set(args.indexOf(json.toString()), out.resolve("again" + seed + periodic + ".json").toString());
                assertEquals(ExitCodes.OK, CliRun.of(args.toArray(String[]::new)).exitCode());
                assertArrayEquals(Files.readAllBytes(png), Files.readAllBytes(again), "same seed, same bytes");
            }
        }
    }

    private static int countTrue(boolean[] b) {
        int n = 0;
        for (boolean x : b) {
            n += x ? 1 : 0;
        }
        return n;
    }

    @Test
    void cubeMapsPassTheOracleAndPlaceEachTilesVoxels() throws Exception {
        int w = 8;
        int h = 6;
        int d = 5;
        Path vox = out.resolve("map.vox");
        Path json = out.resolve("map.json");
        Path preview = out.resolve("map.png");
        CliRun run = CliRun.of("tiled", CUBE.toString(), "--width", Integer.toString(w), "--height", Integer.toString(h), "--depth", Integer.toString(d),
                "--seed", "6", "--out", vox.toString(), "--json", json.toString(), "--preview", preview.toString(),
                "--scale", "3");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains(w + "x" + h + "x" + d + " cube"), run.out());
        JsonNode map = JSON.readTree(json.toFile());
        List<String> names = names(map);
        int[] tiles = cells(map, w, h, d);
        assertNull(TopologyCheck.firstViolation(tiles, new Shape("cube", w, h, d, false, false, false, null),
                TilesetOracle.allowed(CUBE, names)));
        Voxels made = Vox.read(vox);
        assertEquals(List.of(3 * w, 3 * h, 3 * d), List.of(made.width(), made.height(), made.depth()));
        // Each cell's 3x3x3 block: the voxels of its tile's file, turned as its name says (only the arm turns,
        // and its branch points along +x, +y, -x, -y for 0, 90, 180, 270).
        Set<Integer> colours = new HashSet<>();
        for (String base : List.of("empty", "ground", "pillar", "arm", "lamp")) {
            Voxels v = Vox.read(CUBE.resolveSibling("pillars").resolve(base + ".vox"));
            Arrays.stream(v.colors()).filter(c -> c != 0).forEach(c -> colours.add(v.palette()[c]));
        }
        for (int c = 0; c < tiles.length; c++) {
            String name = names.get(tiles[c]);
            int x0 = 3 * (c % w);
            int y0 = 3 * ((c / w) % h);
            int z0 = 3 * (c / (w * h));
            int filled = 0;
            for (int i = 0; i < 27; i++) {
                int v = made.color(x0 + i % 3, y0 + (i / 3) % 3, z0 + i / 9);
                if (v != 0) {
                    filled++;
                    assertTrue(colours.contains(made.palette()[v]), "a tile's colour");
                }
            }
            int expected = switch (name.split("!")[0]) {
                case "empty" -> 0;
                case "ground" -> 9;
                case "pillar" -> 3;
                case "arm" -> 4;
                default -> 1;
            };
            assertEquals(expected, filled, name + " at cell " + c);
            if (name.startsWith("arm")) {
                int[] branch = switch (name) {
                    case "arm" -> new int[] {2, 1};
                    case "arm!90" -> new int[] {1, 2};
                    case "arm!180" -> new int[] {0, 1};
                    default -> new int[] {1, 0};
                };
                assertTrue(made.color(x0 + branch[0], y0 + branch[1], z0 + 1) != 0, name + "'s branch");
            }
        }
        assertTrue(Png.read(preview).width() > 0);
        Path again = out.resolve("again.vox");
        assertEquals(ExitCodes.OK, CliRun.of("tiled", CUBE.toString(), "--width", Integer.toString(w), "--height", Integer.toString(h), "--depth",
                Integer.toString(d), "--seed", "6", "--out", again.toString()).exitCode());
        assertArrayEquals(Files.readAllBytes(vox), Files.readAllBytes(again), "same seed, same bytes");
    }

    @Test
    void theSquaresOptionsAndBadShapesExitWithTwo() throws IOException {
        String hex = HEX.toString();
        String cube = CUBE.toString();
        String knots = dev.wfc.core.testkit.SampleFiles.root().resolve("tilesets/Knots.xml").toString();
        assertBad("--subset", "tiled", hex, "--subset", "a");
        assertBad("--text", "tiled", cube, "--text", out.resolve("t.txt").toString());
        assertBad("--black-background", "tiled", hex, "--black-background");
        assertBad("--allow-dead-ends", "tiled", cube, "--allow-dead-ends");
        assertBad("--pin 0,0,0=grass: cannot read", "tiled", hex, "--pin", "0,0,0=grass");
        assertBad("--preview", "tiled", hex, "--preview", out.resolve("p.png").toString());
        assertBad("--depth", "tiled", hex, "--depth", "3");
        assertBad("--depth", "tiled", knots, "--depth", "2");
        assertBad("--scale", "tiled", hex, "--scale", "1");
        assertBad("--scale", "tiled", cube, "--scale", "65");
        assertBad("--mask", "tiled", cube, "--mask", out.resolve("missing.png").toString());
        assertBad("MagicaVoxel's limit", "tiled", cube, "--size", "86", "--depth", "2");
        Path bad = MiniTileset.xml(out, "bad", "<set topology=\"hex\"><tiles><tile name=\"a\" sides=\"a a a\""
                + " color=\"#000000\"/></tiles></set>");
        assertBad("six labels", "tiled", bad.toString());
        MiniTileset.xml(out, "bad", "<set topology=\"prism\"/>");
        assertBad("topology", "tiled", bad.toString());
    }

    private void assertBad(String mention, String... args) throws IOException {
        Path dir = Files.createTempDirectory(out, "bad");
        String[] all = Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--out";
        all[args.length + 1] = dir.resolve("map.out").toString();
        ErrorAssertions.assertOneLineError(CliRun.of(all), "tiled", ExitCodes.BAD_INPUT, dir, mention);
    }
}
