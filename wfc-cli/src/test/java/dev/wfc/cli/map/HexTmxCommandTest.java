package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledMap;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TiledTileset;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.testkit.HexRiverPictures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc tiled} on the example set of tile pictures, docs/tilesets/hexrivers.xml: the map is drawn with hexagons
 * as wide as the pictures, each hexagon's centre showing water exactly where its tile (read from the JSON map) has a
 * river side; {@code --tmx} writes a hexagonal map and its tileset image that wfc's Tiled reader reads back into the
 * JSON map's tiles; the same seed writes the same bytes.
 */
class HexTmxCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RIVERS = Path.of("../docs/tilesets/hexrivers.xml");

    @TempDir
    Path out;

    private CliRun run(String stem, int w, int h, String... more) {
        List<String> args = new ArrayList<>(List.of("tiled", RIVERS.toString(), "--width", Integer.toString(w),
                "--height", Integer.toString(h), "--seed", "11", "--backtrack", "--out",
                out.resolve(stem + ".png").toString(), "--json", out.resolve(stem + ".json").toString(), "--tmx",
                out.resolve(stem + ".tmx").toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void picturesAndTmxShowTheJsonMap() throws Exception {
        int w = 9;
        int h = 7;
        CliRun run = run("m", w, h);
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().contains("m-tileset.png"), run.out());
        JsonNode map = JSON.readTree(out.resolve("m.json").toFile());
        List<String> names = new ArrayList<>();
        map.path("tiles").forEach(n -> names.add(n.asText()));
        Image png = Png.read(out.resolve("m.png"));
        int s = HexRiverPictures.WIDTH;
        double radius = s / Math.sqrt(3);
        assertEquals((int) Math.ceil((w - 1 + (h - 1) / 2.0) * s + s), png.width(), "hexagons as wide as a picture");
        TmxMap tmx = TmxMap.of(out.resolve("m.tmx"), TiledReader.readMap(out.resolve("m.tmx")));
        TiledMap tiled = TiledReader.readMap(out.resolve("m.tmx"));
        TiledTileset set = tiled.tilesets().get(0);
        assertEquals(out.resolve("m-tileset.png").toAbsolutePath().normalize(),
                set.image().toAbsolutePath().normalize());
        TmxMap.Axial axial = tmx.axial();
        int shift = (h - 1 + ((h - 1) & 1)) / 2;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                String name = names.get(map.path("cells").get(y).get(x).asInt());
                boolean river = !name.equals("grass");
                double cx = s / 2.0 + (x - y / 2.0 + (h - 1) / 2.0) * s;
                double cy = radius + 1.5 * radius * y;
                assertEquals(river ? HexRiverPictures.WATER : HexRiverPictures.GRASS,
                        png.pixel((int) Math.floor(cx), (int) Math.floor(cy)), "(" + x + ", " + y + ") " + name);
                int gid = axial.gids()[x + shift + y * axial.width()];
                assertEquals(name, set.properties().get(gid - set.firstGid()).get("name"), "tmx (" + x + ", " + y + ")");
            }
        }
        CliRun again = run("again", w, h);
        assertEquals(ExitCodes.OK, again.exitCode(), again::toString);
        assertArrayEquals(Files.readAllBytes(out.resolve("m.png")), Files.readAllBytes(out.resolve("again.png")));
        assertArrayEquals(Files.readAllBytes(out.resolve("m-tileset.png")),
                Files.readAllBytes(out.resolve("again-tileset.png")));
        assertEquals(Files.readString(out.resolve("m.tmx")).replace("m-tileset.png", "again-tileset.png"),
                Files.readString(out.resolve("again.tmx")), "same seed, same map");
    }

    @Test
    void aScaleResamplesThePicturesAndTheAtlas() throws Exception {
        CliRun run = run("big", 4, 3, "--scale", "40");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        Image atlas = Png.read(out.resolve("big-tileset.png"));
        TiledTileset set = TiledReader.readMap(out.resolve("big.tmx")).tilesets().get(0);
        assertEquals(40, set.tileWidth());
        assertEquals((int) Math.ceil(80 / Math.sqrt(3)), set.tileHeight());
        assertEquals(0, atlas.width() % 40);
        assertEquals(0, atlas.height() % set.tileHeight());
    }
}
