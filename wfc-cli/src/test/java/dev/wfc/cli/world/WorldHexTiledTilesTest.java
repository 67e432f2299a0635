package dev.wfc.cli.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TmxMap;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.world.Region;
import dev.wfc.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc world --formats png,tmj,tmx} of a hexagonal world (wfc's hexrivers tileset, pictures 16 pixels wide):
 * each tile's Tiled maps are hexagonal maps of offset rows; read back (tmj with Jackson and the test's own offset
 * arithmetic, tmx with wfc's {@link TmxMap#axial}) their global ids are the cells the library's {@link World#region}
 * gives there, plus 1, and both empty outside the tile's rhombus; the PNG tiles are the model's drawing of those cells
 * at the spec's {@code scale}; 1 and 2 threads write the same bytes, and so does a run over another region whose
 * tiles include the same tile.
 */
class WorldHexTiledTilesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path spec(String extra) throws IOException {
        Path rivers = Path.of("../docs/tilesets/hexrivers.xml").toAbsolutePath().normalize();
        return Files.writeString(dir.resolve("rivers.json"), "{\"model\": \"tiled\", \"tileset\": "
                + JSON.writeValueAsString(rivers.toString()) + ", \"worldSeed\": 9" + extra + "}",
                StandardCharsets.UTF_8);
    }

    private Path run(Path spec, String name, String region, String... more) {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("world", spec.toString(), "--region", region, "--tile-size", "7",
                "--quiet", "--out", out.toString(), "--formats", "png,tmj,tmx"));
        args.addAll(List.of(more));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, r.exitCode(), r::toString);
        return out;
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }

    @Test
    void hexTilesAreHexagonalTiledMapsOfTheRegionsCells() throws Exception {
        Path spec = spec("");
        Path one = run(spec, "one", "-6,20,17,12", "--threads", "1");
        Path two = run(spec, "two", "-6,20,17,12", "--threads", "2");
        // Tiles of 7 from (1, 27) meet those from (-6, 20) at tile 1_27.
        Path other = run(spec, "other", "1,27,9,5", "--threads", "2");
        assertEquals(files(one), files(two));
        for (Path f : files(one)) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f.toString());
        }
        for (String f : List.of("tiles/1_27.png", "tiles/1_27.tmj", "tiles/1_27.tmx", "tileset.png")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(other.resolve(f)), f);
        }
        World world = WorldSpec.read(spec).world(World.DEFAULT_CACHE_BLOCKS);
        JsonNode info = JSON.readTree(one.resolve("world.json").toFile());
        assertEquals(16, info.get("pixelsPerCell").asInt(), "hexrivers' pictures are 16 pixels wide");
        List<String> lines = Files.readAllLines(one.resolve("manifest.jsonl"));
        assertEquals(6, lines.size()); // 17 x 12 cells in tiles of 7: 3 columns, 2 rows
        for (String l : lines) {
            JsonNode line = JSON.readTree(l);
            String png = line.get("file").asText();
            String stem = png.substring(0, png.length() - 4);
            int w = line.get("width").asInt();
            int h = line.get("height").asInt();
            Region cells = world.region(line.get("x").asLong(), line.get("y").asLong(), w, h, 1);
            Image drawn = Png.read(one.resolve(png));
            assertArrayEquals(world.render(cells).argb(), drawn.argb(), png);
            checkTmj(JSON.readTree(one.resolve(stem + ".tmj").toFile()), cells, stem);
            checkTmx(TmxMap.read(one.resolve(stem + ".tmx")), cells, stem);
        }
    }

    /**
     * Tiled's hexagonal map, y staggered, odd rows half a tile right: offset column c of row y sits at
     * {@code c + (y odd ? 1/2 : 0)} tiles, and axial cell (x, y) at {@code x - y/2} (each row half a hexagon left of
     * the one above), so {@code c = x - ceil(y / 2) + ceil((h - 1) / 2)}, the last row's first cell at column 0.
     */
    private static void checkTmj(JsonNode tmj, Region cells, String stem) {
        int w = cells.width();
        int h = cells.height();
        int columns = w + h / 2;
        assertEquals("hexagonal", tmj.get("orientation").asText(), stem);
        assertEquals("y", tmj.get("staggeraxis").asText(), stem);
        assertEquals("odd", tmj.get("staggerindex").asText(), stem);
        assertEquals(List.of(columns, h), List.of(tmj.get("width").asInt(), tmj.get("height").asInt()), stem);
        JsonNode data = tmj.get("layers").get(0).get("data");
        assertEquals(columns * h, data.size(), stem);
        int[] expected = new int[columns * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                expected[x - (y + 1) / 2 + h / 2 + y * columns] = cells.tile(x, y) + 1;
            }
        }
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], data.get(i).asInt(), stem + ".tmj offset cell " + i);
        }
        JsonNode tileset = tmj.get("tilesets").get(0);
        assertEquals(List.of(16, 19), List.of(tileset.get("tilewidth").asInt(), tileset.get("tileheight").asInt()));
        assertEquals(List.of(16, 19), List.of(tmj.get("tilewidth").asInt(), tmj.get("tileheight").asInt()));
        // Tiled's row step (tileheight + hexsidelength) / 2 is wfc's 1.5 x 16 / sqrt 3, rounded: 14.
        assertEquals(14, (19 + tmj.get("hexsidelength").asInt()) / 2, stem);
    }

    private static void checkTmx(TmxMap tmx, Region cells, String stem) {
        assertTrue(tmx.hexagonal() && tmx.staggerOdd(), stem);
        TmxMap.Axial axial = tmx.axial();
        int w = cells.width();
        int h = cells.height();
        int shift = h / 2; // (h - 1 + ((h - 1) & 1)) / 2: where axial() puts the map's first column
        for (int y = 0; y < axial.height(); y++) {
            for (int x = 0; x < axial.width(); x++) {
                int i = x - shift;
                boolean cell = i >= 0 && i < w;
                int gid = axial.inside()[x + y * axial.width()] ? axial.gids()[x + y * axial.width()] : 0;
                assertEquals(cell ? cells.tile(i, y) + 1 : 0, gid, stem + ".tmx cell " + x + "," + y);
            }
        }
    }
}
