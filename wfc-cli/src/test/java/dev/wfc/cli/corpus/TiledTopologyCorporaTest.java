package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TilesetOracle;
import dev.wfc.core.testkit.TopologyCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiled corpora of the hex and cube example tilesets: one thread and two write the same bytes; every solved map's
 * JSON passes the topology oracle with the rules the test reads in the file ({@link TilesetOracle}), masked cells
 * empty; a cube map's .vox has three axes of tile voxels and run.json names the grid; the corpus's maps are those of
 * {@code wfc tiled} with the same seed; keys that do not fit are refused in one line, exit 2.
 */
class TiledTopologyCorporaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DOCS = Path.of("../docs/tilesets").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Path spec(String name, String json) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, json.replace('\'', '"').replace("DOCS", DOCS.toString().replace('\\', '/')),
                StandardCharsets.UTF_8);
        return file;
    }

    private Path oneAndTwoThreads(Path spec, String formats) {
        List<Path> dirs = new ArrayList<>();
        for (String threads : List.of("1", "2")) {
            Path out = dir.resolve(spec.getFileName() + "-" + threads);
            CliRun run = CliRun.of("corpus", spec.toString(), "--count", "4", "--threads", threads, "--quiet",
                    "--formats", formats, "--out", out.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            dirs.add(out);
        }
        assertEquals(CorpusContents.of(dirs.get(0)), CorpusContents.of(dirs.get(1)));
        return dirs.get(0);
    }

    /** Checks every solved map against the oracle; returns how many were solved. */
    private static int check(Path corpus, Path tileset, Shape shape) throws Exception {
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            JsonNode map = JSON.readTree(corpus.resolve(String.format(Locale.ROOT, "maps/%06d.json", i)).toFile());
            if (!map.path("status").asText().equals("SOLVED")) {
                continue;
            }
            solved++;
            List<String> names = new ArrayList<>();
            map.path("tiles").forEach(n -> names.add(n.asText()));
            int[] tiles = new int[shape.cells()];
            for (int c = 0; c < tiles.length; c++) {
                int x = c % shape.width();
                int y = (c / shape.width()) % shape.height();
                int z = c / (shape.width() * shape.height());
                JsonNode layer = shape.depth() == 1 ? map.path("cells") : map.path("cells").get(z);
                tiles[c] = layer.get(y).get(x).asInt();
            }
            assertNull(TopologyCheck.firstViolation(tiles, shape, TilesetOracle.allowed(tileset, names)), "map " + i);
        }
        return solved;
    }

    @Test
    void hexCorporaPassTheOracleAndMatchWfcTiled() throws Exception {
        Path spec = spec("hex.json", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'width': 12, 'height': 9,"
                + " 'periodic': true, 'scale': 6}");
        Path corpus = oneAndTwoThreads(spec, "png,json");
        Shape shape = new Shape("hex", 12, 9, 1, true, true, false, null);
        assertTrue(check(corpus, DOCS.resolve("hexland.xml"), shape) >= 2);
        JsonNode run = JSON.readTree(corpus.resolve("run.json").toFile());
        assertEquals("hex", run.path("spec").path("topology").asText(), run::toString);
        assertTrue(run.path("inputs").has("DOCS/hexland.xml".replace("DOCS", DOCS.toString().replace('\\', '/'))),
                run::toString);
        // Map 0 is wfc tiled's map of the corpus's first seed (the manifest's seed), in the same bytes.
        JsonNode first = JSON.readTree(Files.readAllLines(corpus.resolve("manifest.jsonl")).get(0));
        Path png = dir.resolve("single.png");
        CliRun single = CliRun.of("tiled", DOCS.resolve("hexland.xml").toString(), "--width", "12", "--height", "9",
                "--periodic", "--scale", "6", "--seed", first.path("seed").asText(), "--out", png.toString());
        assertEquals(ExitCodes.OK, single.exitCode(), single::toString);
        assertArrayEquals(Files.readAllBytes(corpus.resolve("maps/000000.png")), Files.readAllBytes(png));
    }

    @Test
    void maskedCubeCorporaPassTheOracle() throws Exception {
        boolean[] column = MaskPng.write(dir.resolve("mask.png"), 6, 5, c -> c % 6 != 2);
        Path spec = spec("cube.json", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'width': 6, 'height': 5,"
                + " 'depth': 4, 'mask': 'mask.png'}");
        Path corpus = oneAndTwoThreads(spec, "vox,json,png");
        boolean[] inside = new boolean[6 * 5 * 4];
        for (int c = 0; c < inside.length; c++) {
            inside[c] = column[c % 30];
        }
        assertTrue(check(corpus, DOCS.resolve("pillars.xml"), new Shape("cube", 6, 5, 4, false, false, false,
                inside)) >= 2);
        Voxels v = Vox.read(corpus.resolve("maps/000000.vox"));
        assertEquals(List.of(18, 15, 12), List.of(v.width(), v.height(), v.depth()));
        for (int z = 0; z < 12; z++) {
            for (int y = 0; y < 15; y++) {
                for (int x = 6; x < 9; x++) {
                    assertEquals(0, v.color(x, y, z), "the masked-out column is empty");
                }
            }
        }
        JsonNode run = JSON.readTree(corpus.resolve("run.json").toFile());
        assertEquals(4, run.path("spec").path("depth").asInt(), run::toString);
        assertTrue(run.path("inputs").has("mask.png"), run::toString);
        assertTrue(run.path("inputs").size() >= 7, "the tileset, its five .vox files and the mask: " + run);
    }

    @Test
    void keysThatDoNotFitAreRefused() throws IOException {
        String knots = SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace('\\', '/');
        assertRefused("subset", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'subset': 'a'}");
        assertRefused("blackBackground", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'blackBackground': true}");
        assertRefused("topology", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'topology': 'hex'}");
        assertRefused("depth", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'depth': 3}");
        assertRefused("depth", "{'model': 'tiled', 'tileset': '" + knots + "', 'depth': 2}");
        assertRefused("scale", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'scale': 1}");
        assertRefused("mask", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'mask': 'none.png'}");
        assertRefused("MagicaVoxel's limit", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'depth': 86}");
        assertRefused("mirror[0]: mirror: on a hex grid", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', "
                + "'mirror': [{'axis': 'x'}]}");
    }

    private void assertRefused(String mention, String json) throws IOException {
        Path spec = spec("bad.json", json);
        Path out = Files.createTempDirectory(dir, "refused");
        ErrorAssertions.assertOneLineError(CliRun.of("corpus", spec.toString(), "--count", "1", "--out",
                out.resolve("corpus").toString()), "corpus", ExitCodes.BAD_INPUT, out, mention);
    }
}
