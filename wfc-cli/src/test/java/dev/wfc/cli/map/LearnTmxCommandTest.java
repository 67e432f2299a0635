package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.TiledMap;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc learn --tmx}: a hex map learned from DeBroglie's hexagonal Tiled map is written as a hexagonal .tmx in
 * the example's tileset and cell size, and reading it back gives the JSON map's cells (by gid), moved right by the
 * last row's shift, with nothing else in the box; other maps are refused in one line, exit 2.
 */
class LearnTmxCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path out;

    @Test
    void aLearnedHexMapReadsBackFromItsTmx() throws IOException {
        Path example = SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx");
        int w = 11;
        int h = 7;
        Path tmx = out.resolve("map.tmx");
        Path json = out.resolve("map.json");
        CliRun run = CliRun.of("learn", example.toString(), "--width", "" + w, "--height", "" + h, "--seed", "5",
                "--out", out.resolve("map.png").toString(), "--json", json.toString(), "--tmx", tmx.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        JsonNode map = JSON.readTree(json.toFile());
        List<String> names = new ArrayList<>();
        map.path("tiles").forEach(n -> names.add(n.asText()));
        TiledMap source = TiledReader.readMap(example);
        TiledMap written = TiledReader.readMap(tmx);
        assertEquals("hexagonal", written.orientation());
        assertEquals(List.of(source.tileWidth(), source.tileHeight(), source.hexSideLength()),
                List.of(written.tileWidth(), written.tileHeight(), written.hexSideLength()));
        assertEquals(source.tilesets().get(0).name(), written.tilesets().get(0).name());
        TmxMap.Axial back = TmxMap.read(tmx).axial();
        int move = back.width() - written.width(); // the reader's box is the rows' width plus the last shift
        assertEquals(w + 2 * move, back.width());
        int seen = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < back.width(); x++) {
                int cell = x - move;
                int gid = back.gids()[x + y * back.width()];
                if (cell < 0 || cell >= w) {
                    assertEquals(0, gid, "outside the rhombus at " + x + ", " + y);
                    continue;
                }
                assertTrue(back.inside()[x + y * back.width()], "the rhombus lies inside the rows' band");
                String name = names.get(map.path("cells").get(y).get(cell).asInt());
                assertEquals(name, gid == 0 ? "empty" : "gid " + gid, "cell " + cell + ", " + y);
                seen += gid != 0 ? 1 : 0;
            }
        }
        assertTrue(seen > 0, "some cells hold a tile");
    }

    @Test
    void otherMapsAreRefused() throws IOException {
        Path dir = Files.createTempDirectory(out, "bad");
        ErrorAssertions.assertOneLineError(CliRun.of("learn", SampleFiles.sample("Flowers").toString(), "--topology",
                "hex", "--tmx", dir.resolve("m.tmx").toString(), "--out", dir.resolve("m.png").toString()), "learn",
                ExitCodes.BAD_INPUT, dir, "--tmx", "hexagonal .tmx");
        assertFalse(Files.exists(dir.resolve("m.tmx")));
    }
}
