package dev.wfc.cli.animate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.testkit.GifFrames;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc animate learn} on hexagons and cubes ends on the map {@code wfc learn} makes for the same options: the
 * last frame shows, at the centre of every hexagon (pointy top, rows half a hexagon apart, computed here) or of every
 * cell of a layer (layers side by side, one cell apart), that cell's tile colour; frames are written frame by frame
 * and as many as the steps say. {@code wfc animate overlapping} on the same grids ends on the map of
 * {@code wfc overlapping}, each cell in the colour of its pattern's first cell; {@code wfc animate tiled} on the hex
 * and cube example tilesets on the map of {@code wfc tiled}, a hexagon in its tile's colour as the tileset states it,
 * a cube's cell in the mean colour of its tile's filled voxels (computed here from the tile's .vox); the square's
 * options there, and --depth or --mask on a square tileset, exit 2 in one line.
 */
class AnimateTopologyCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static Path sample(String name) {
        return SampleFiles.debroglie().resolve(name);
    }

    private static List<Path> pngs(Path frames) throws IOException {
        try (Stream<Path> files = Files.list(frames)) {
            return files.sorted().toList();
        }
    }

    /** Runs the animation; checks the frame count against the steps it prints; returns the last frame. */
    private Image animate(String... args) throws IOException {
        return animateModel("learn", args);
    }

    /** As {@link #animate} for {@code wfc animate MODEL}. */
    private Image animateModel(String model, String... args) throws IOException {
        Path frames = dir.resolve("frames");
        List<String> all = new java.util.ArrayList<>(List.of("animate", model));
        all.addAll(List.of(args));
        all.addAll(List.of("--every", "2", "--out", dir.resolve("a.gif").toString(), "--frames", frames.toString()));
        CliRun run = CliRun.of(all.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("one every 2 of (\\d+) steps").matcher(run.out());
        assertTrue(m.find(), run::toString);
        long steps = Long.parseLong(m.group(1));
        List<Path> pngs = pngs(frames);
        assertEquals((steps + 1) / 2 + 1, pngs.size(), run::toString);
        assertEquals(pngs.size(), GifFrames.read(dir.resolve("a.gif")).frames().size());
        return Png.read(pngs.get(pngs.size() - 1));
    }

    /**
     * The pixel at the centre of hexagon (x, y) of a map {@code h} rows high drawn {@code s} pixels a hexagon: pointy
     * top, rows 1.5 radii apart; axial x to the right, y down and to the left, so each row starts half a hexagon
     * further left.
     */
    private static int hexCentre(Image picture, int x, int y, int h, int s) {
        double radius = s / Math.sqrt(3);
        int cx = (int) Math.floor((x - y / 2.0) * s + (h - 1) * s / 2.0 + s / 2.0);
        int cy = (int) Math.floor(y * 1.5 * radius + radius);
        return picture.pixel(cx, cy);
    }

    /**
     * The pixel at the centre of cell (x, y, z) of a cubic map {@code side} cells across drawn {@code unit} pixels a
     * cell, its layers side by side from the bottom, one cell apart.
     */
    private static int layerCentre(Image picture, int x, int y, int z, int side, int unit) {
        return picture.pixel((x + z * (side + 1)) * unit + unit / 2, y * unit + unit / 2);
    }

    @Test
    void aHexagonalMapEndsOnTheMapOfWfcLearn() throws IOException {
        Path tmx = sample("docs/hexagonal-mini.tmx");
        int w = 7;
        int h = 5;
        int s = 12;
        Path json = dir.resolve("map.json");
        CliRun learn = CliRun.of("learn", tmx.toString(), "--width", Integer.toString(w), "--height",
                Integer.toString(h), "--seed", "3", "--out", dir.resolve("map.png").toString(), "--json",
                json.toString());
        assertEquals(ExitCodes.OK, learn.exitCode(), learn::toString);
        JsonNode map = JSON.readTree(json.toFile());
        assertEquals("SOLVED", map.path("status").asText());
        Image last = animate(tmx.toString(), "--width", Integer.toString(w), "--height", Integer.toString(h),
                "--seed", "3", "--view", "map", "--scale", Integer.toString(s));
        int[] colors = LearnedModel.builder().example(tmx).build().tileColors();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int tile = map.path("cells").get(y).get(x).asInt();
                assertEquals(colors[tile], hexCentre(last, x, y, h, s), "hexagon (" + x + ", " + y + ")");
            }
        }
    }

    @Test
    void aHexagonalOverlappingMapEndsOnTheMapOfWfcOverlapping() throws IOException {
        Path tmx = sample("docs/hexagonal-mini.tmx");
        int w = 7;
        int h = 5;
        int s = 12;
        List<String> model = List.of(tmx.toString(), "--n", "2", "--symmetry", "1", "--periodic-input", "false",
                "--width", Integer.toString(w), "--height", Integer.toString(h), "--seed", "4");
        Path json = dir.resolve("map.json");
        List<String> single = new java.util.ArrayList<>(List.of("overlapping"));
        single.addAll(model);
        single.addAll(List.of("--out", dir.resolve("map.png").toString(), "--json", json.toString()));
        CliRun overlapping = CliRun.of(single.toArray(String[]::new));
        assertEquals(ExitCodes.OK, overlapping.exitCode(), overlapping::toString);
        JsonNode map = JSON.readTree(json.toFile());
        assertEquals("SOLVED", map.path("status").asText());
        List<String> args = new java.util.ArrayList<>(model);
        args.addAll(List.of("--view", "map", "--scale", Integer.toString(s)));
        Image last = animateModel("overlapping", args.toArray(String[]::new));
        int[] colors = GridOverlappingModel.builder(TmxMap.read(tmx)).n(2).symmetry(1).periodicInput(false).build()
                .tileColors();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int pattern = map.path("cells").get(y).get(x).asInt();
                assertEquals(colors[pattern], hexCentre(last, x, y, h, s), "hexagon (" + x + ", " + y + ")");
            }
        }
    }

    @Test
    void aCubeOverlappingMapEndsOnTheVoxelsOfWfcOverlapping() throws IOException {
        Path vox = sample("docs/columns.vox");
        int side = 5;
        int depth = 3;
        int unit = 6;
        List<String> model = List.of(vox.toString(), "--n", "2", "--symmetry", "8", "--periodic-input", "false",
                "--size", Integer.toString(side), "--depth", Integer.toString(depth), "--seed", "2");
        Path out = dir.resolve("map.vox");
        List<String> single = new java.util.ArrayList<>(List.of("overlapping"));
        single.addAll(model);
        single.addAll(List.of("--out", out.toString()));
        CliRun overlapping = CliRun.of(single.toArray(String[]::new));
        assertEquals(ExitCodes.OK, overlapping.exitCode(), overlapping::toString);
        Voxels map = Vox.read(out);
        List<String> args = new java.util.ArrayList<>(model);
        args.addAll(List.of("--view", "map", "--scale", Integer.toString(unit)));
        Image last = animateModel("overlapping", args.toArray(String[]::new));
        assertEquals((side * depth + depth - 1) * unit, last.width(), "the layers, a cell apart");
        int background = last.pixel(side * unit + unit / 2, unit / 2);
        int solid = 0;
        for (int z = 0; z < depth; z++) {
            for (int y = 0; y < side; y++) {
                for (int x = 0; x < side; x++) {
                    int index = map.color(x, y, z);
                    solid += index == 0 ? 0 : 1;
                    int expected = index == 0 ? background : map.palette()[index];
                    assertEquals(expected, layerCentre(last, x, y, z, side, unit),
                            "voxel (" + x + ", " + y + ", " + z + ")");
                }
            }
        }
        assertTrue(solid > 0, "some voxel is not empty");
    }

    /** Runs {@code wfc tiled} with {@code args} and a JSON map; returns the map, checked solved. */
    private JsonNode tiledMap(String... args) throws IOException {
        Path json = dir.resolve("tiled.json");
        List<String> all = new java.util.ArrayList<>(List.of("tiled"));
        all.addAll(List.of(args));
        all.addAll(List.of("--out", dir.resolve("tiled.out").toString(), "--json", json.toString()));
        CliRun tiled = CliRun.of(all.toArray(String[]::new));
        assertEquals(ExitCodes.OK, tiled.exitCode(), tiled::toString);
        JsonNode map = JSON.readTree(json.toFile());
        assertEquals("SOLVED", map.path("status").asText());
        return map;
    }

    /** The tile a JSON map names by {@code id}, without its turn or mirror ({@code "river!60"} is a river). */
    private static String base(JsonNode map, int id) {
        return map.path("tiles").get(id).asText().split("!")[0];
    }

    @Test
    void aHexTilesetsMapEndsOnTheMapOfWfcTiledInItsTilesColours() throws IOException {
        Path tileset = Path.of("../docs/tilesets/hexland.xml");
        int w = 7;
        int h = 5;
        int s = 12;
        String[] model = {tileset.toString(), "--width", Integer.toString(w), "--height", Integer.toString(h),
            "--seed", "3"};
        JsonNode map = tiledMap(model);
        List<String> args = new java.util.ArrayList<>(List.of(model));
        args.addAll(List.of("--view", "map", "--scale", Integer.toString(s)));
        Image last = animateModel("tiled", args.toArray(String[]::new));
        java.util.Map<String, Integer> colors = new java.util.HashMap<>();
        java.util.regex.Matcher tile = java.util.regex.Pattern.compile("<tile name=\"([^\"]+)\"[^>]*color=\"#"
                + "([0-9A-Fa-f]{6})\"").matcher(Files.readString(tileset));
        while (tile.find()) {
            colors.put(tile.group(1), 0xFF000000 | Integer.parseInt(tile.group(2), 16));
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                String name = base(map, map.path("cells").get(y).get(x).asInt());
                assertEquals(colors.get(name), hexCentre(last, x, y, h, s), "hexagon (" + x + ", " + y + "), "
                        + name);
            }
        }
    }

    @Test
    void aCubeTilesetsMapEndsOnItsLayersInTheMeanColoursOfItsTiles() throws IOException {
        Path tileset = Path.of("../docs/tilesets/pillars.xml");
        int side = 5;
        int depth = 3;
        int unit = 6;
        String[] model = {tileset.toString(), "--size", Integer.toString(side), "--depth", Integer.toString(depth),
            "--seed", "2"};
        JsonNode map = tiledMap(model);
        List<String> args = new java.util.ArrayList<>(List.of(model));
        args.addAll(List.of("--view", "map", "--scale", Integer.toString(unit)));
        Image last = animateModel("tiled", args.toArray(String[]::new));
        assertEquals((side * depth + depth - 1) * unit, last.width(), "the layers, a cell apart");
        int background = last.pixel(side * unit + unit / 2, unit / 2);
        java.util.Set<String> shown = new java.util.HashSet<>();
        for (int z = 0; z < depth; z++) {
            for (int y = 0; y < side; y++) {
                for (int x = 0; x < side; x++) {
                    String name = base(map, map.path("cells").get(z).get(y).get(x).asInt());
                    int expected = meanOfFilledVoxels(Vox.read(tileset.resolveSibling("pillars")
                            .resolve(name + ".vox")));
                    shown.add(name);
                    assertEquals(expected == 0 ? background : expected, layerCentre(last, x, y, z, side, unit),
                            "cell (" + x + ", " + y + ", " + z + "), " + name);
                }
            }
        }
        assertTrue(shown.size() > 1, "more than one tile: " + shown);
    }

    /** Each channel's rounded mean over the voxels that are not empty, opaque; 0 if all are empty. */
    private static int meanOfFilledVoxels(Voxels v) {
        long[] sum = new long[3];
        long n = 0;
        for (int z = 0; z < v.depth(); z++) {
            for (int y = 0; y < v.height(); y++) {
                for (int x = 0; x < v.width(); x++) {
                    int index = v.color(x, y, z);
                    if (index != 0) {
                        int argb = v.palette()[index];
                        sum[0] += (argb >> 16) & 0xFF;
                        sum[1] += (argb >> 8) & 0xFF;
                        sum[2] += argb & 0xFF;
                        n++;
                    }
                }
            }
        }
        if (n == 0) {
            return 0;
        }
        long half = n / 2;
        return 0xFF000000 | (int) ((sum[0] + half) / n) << 16 | (int) ((sum[1] + half) / n) << 8
                | (int) ((sum[2] + half) / n);
    }

    @Test
    void theSquaresOptionsOnATilesetOfAnotherGridAndTheGridsOnASquareTilesetExitWithTwo() throws IOException {
        Path out = Files.createDirectory(dir.resolve("refused"));
        String gif = out.resolve("a.gif").toString();
        String knots = SampleFiles.root().resolve("tilesets/Knots.xml").toString();
        String[][] cases = {
            {"--depth/--mask", knots, "--depth", "2"},
            {"--black-background", "../docs/tilesets/hexland.xml", "--black-background"},
            {"--subset", "../docs/tilesets/pillars.xml", "--subset", "a"},
            {"--depth", "../docs/tilesets/hexland.xml", "--depth", "2"},
        };
        for (String[] c : cases) {
            List<String> args = new java.util.ArrayList<>(List.of("animate", "tiled"));
            args.addAll(List.of(c).subList(1, c.length));
            args.addAll(List.of("--out", gif));
            dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError(CliRun.of(args.toArray(String[]::new)),
                    "animate tiled", ExitCodes.BAD_INPUT, out, c[0]);
        }
    }

    @Test
    void aCubeMapEndsOnItsLayersSideBySide() throws IOException {
        Path vox = sample("docs/columns.vox");
        int side = 5;
        int depth = 3;
        int unit = 6;
        Path out = dir.resolve("map.vox");
        CliRun learn = CliRun.of("learn", vox.toString(), "--size", Integer.toString(side), "--depth",
                Integer.toString(depth), "--seed", "2", "--out", out.toString());
        assertEquals(ExitCodes.OK, learn.exitCode(), learn::toString);
        Voxels map = Vox.read(out);
        Image last = animate(vox.toString(), "--size", Integer.toString(side), "--depth", Integer.toString(depth),
                "--seed", "2", "--view", "both", "--scale", Integer.toString(unit));
        int panel = (side * depth + depth - 1) * unit;
        assertEquals(2 * panel + 4, last.width(), "two panels and the gap");
        assertEquals(side * unit, last.height());
        int background = last.pixel(side * unit + unit / 2, unit / 2);
        int decided = -1;
        for (int z = 0; z < depth; z++) {
            for (int y = 0; y < side; y++) {
                for (int x = 0; x < side; x++) {
                    int index = map.color(x, y, z);
                    int expected = index == 0 ? background : map.palette()[index];
                    assertEquals(expected, layerCentre(last, x, y, z, side, unit),
                            "voxel (" + x + ", " + y + ", " + z + ")");
                    int heat = last.pixel(panel + 4 + (x + z * (side + 1)) * unit + unit / 2, y * unit + unit / 2);
                    decided = decided == -1 ? heat : decided;
                    assertEquals(decided, heat, "the heat panel shows every cell decided");
                }
            }
        }
        assertNotEquals(background, decided);
    }
}
