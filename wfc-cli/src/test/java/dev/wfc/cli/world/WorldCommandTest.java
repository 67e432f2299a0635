package dev.wfc.cli.world;

import dev.wfc.cli.testkit.CliRun;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.testkit.Sha256;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc world}: tiles stitched together are the streamed PNG pixel for pixel, the manifest lists every tile
 * with its digest, and the bytes are the same on 1 and 2 threads and after a resumed run.
 */
class WorldCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String REGION = "-70,33,150,100";

    @TempDir
    Path dir;

    private CliRun run(String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(0, r.exitCode(), r::toString);
        return r;
    }

    private static List<JsonNode> manifest(Path out) throws IOException {
        return Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8).stream().map(l -> {
            try {
                return JSON.readTree(l);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }

    @Test
    void tilesStitchToTheStreamedPngAndTheManifestListsThemAll() throws IOException {
        Path out = dir.resolve("w");
        Path png = dir.resolve("all.png");
        CliRun r = run("world", "--region", REGION, "--tile-size", "64", "--out", out.toString(), "--png",
                png.toString(), "--threads", "2");
        assertTrue(r.out().startsWith("world: 150x100 cells at -70,33, 6 tiles written in "), r::toString);
        BufferedImage all = ImageIO.read(png.toFile());
        assertEquals(150, all.getWidth());
        assertEquals(100, all.getHeight());
        List<JsonNode> tiles = manifest(out);
        assertEquals(6, tiles.size());
        long cells = 0;
        for (JsonNode t : tiles) {
            Path file = out.resolve(t.get("file").asText());
            assertEquals(t.get("sha256").asText(), Sha256.hex(Files.readAllBytes(file)), file::toString);
            BufferedImage img = ImageIO.read(file.toFile());
            int w = t.get("width").asInt();
            int h = t.get("height").asInt();
            assertEquals(w, img.getWidth());
            assertEquals(h, img.getHeight());
            int x0 = (int) (t.get("x").asLong() + 70);
            int y0 = (int) (t.get("y").asLong() - 33);
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    assertEquals(all.getRGB(x0 + x, y0 + y), img.getRGB(x, y), file + " at " + x + ", " + y);
                }
            }
            cells += (long) w * h;
        }
        assertEquals(150 * 100, cells);
        JsonNode info = JSON.readTree(out.resolve("world.json").toFile());
        assertEquals(16, info.get("spec").get("block").asInt());
        assertEquals(2, info.get("spec").get("frame").asInt());
        assertEquals(-70, info.get("region").get("x").asLong());
        assertEquals("sample", info.get("base").get("origin").asText());
    }

    @Test
    void oneAndTwoThreadsAndAResumedRunWriteTheSameBytes() throws IOException {
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        run("world", "--region", REGION, "--tile-size", "50", "--out", one.toString(), "--threads", "1");
        run("world", "--region", REGION, "--tile-size", "50", "--out", two.toString(), "--threads", "2");
        byte[] manifest = Files.readAllBytes(one.resolve("manifest.jsonl"));
        assertArrayEquals(manifest, Files.readAllBytes(two.resolve("manifest.jsonl")));
        assertArrayEquals(Files.readAllBytes(one.resolve("world.json")), Files.readAllBytes(two.resolve("world.json")));

        // A run killed after two tiles and half a manifest line.
        List<String> lines = Files.readAllLines(two.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        Files.writeString(two.resolve("manifest.jsonl"), lines.get(0) + "\n" + lines.get(1) + "\n"
                + lines.get(2).substring(0, 20), StandardCharsets.UTF_8);
        for (int i = 2; i < lines.size(); i++) {
            Files.delete(two.resolve(JSON.readTree(lines.get(i)).get("file").asText()));
        }
        CliRun resumed = run("world", "--region", REGION, "--tile-size", "50", "--out", two.toString(), "--resume");
        assertTrue(resumed.out().contains(", " + (lines.size() - 2) + " tiles written"), resumed::toString);
        assertArrayEquals(manifest, Files.readAllBytes(two.resolve("manifest.jsonl")));
        for (JsonNode t : manifest(one)) {
            String f = t.get("file").asText();
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
    }

    @Test
    void fourThreadsOverManyTilesWriteTheBytesOfOneAndAFailedWriteListsOnlyTheTilesBeforeIt() throws IOException {
        // 22 x 15 = 330 tiles: far more than the 16 a 4-thread run may have written ahead of its manifest.
        Path one = dir.resolve("one");
        Path four = dir.resolve("four");
        run("world", "--region", REGION, "--tile-size", "7", "--out", one.toString(), "--threads", "1", "--quiet");
        run("world", "--region", REGION, "--tile-size", "7", "--out", four.toString(), "--threads", "4", "--quiet");
        byte[] manifest = Files.readAllBytes(one.resolve("manifest.jsonl"));
        assertArrayEquals(manifest, Files.readAllBytes(four.resolve("manifest.jsonl")));
        List<JsonNode> tiles = manifest(one);
        assertEquals(330, tiles.size());
        for (JsonNode t : tiles) {
            String f = t.get("file").asText();
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(four.resolve(f)), f);
        }

        // Killed after 40 listed tiles, with the files of the next 10 on disk but not listed; tile 100 cannot be
        // written (a directory is in its way): the resumed run fails, listing exactly tiles 0..99 in order.
        List<String> lines = Files.readAllLines(four.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        Files.writeString(four.resolve("manifest.jsonl"), String.join("\n", lines.subList(0, 40)) + "\n",
                StandardCharsets.UTF_8);
        for (int i = 50; i < lines.size(); i++) {
            Files.delete(four.resolve(JSON.readTree(lines.get(i)).get("file").asText()));
        }
        Files.createDirectory(four.resolve(tiles.get(100).get("file").asText()));
        CliRun failed = CliRun.of("world", "--region", REGION, "--tile-size", "7", "--out", four.toString(),
                "--resume", "--threads", "4", "--quiet");
        assertEquals(1, failed.exitCode(), failed::toString);
        assertTrue(failed.err().contains("are complete (continue with --resume)"), failed::toString);
        assertEquals(lines.subList(0, 100), Files.readAllLines(four.resolve("manifest.jsonl"),
                StandardCharsets.UTF_8));

        Files.delete(four.resolve(tiles.get(100).get("file").asText()));
        CliRun resumed = run("world", "--region", REGION, "--tile-size", "7", "--out", four.toString(), "--resume",
                "--threads", "4");
        assertTrue(resumed.out().contains(", 230 tiles written"), resumed::toString);
        assertArrayEquals(manifest, Files.readAllBytes(four.resolve("manifest.jsonl")));
        for (JsonNode t : tiles) {
            String f = t.get("file").asText();
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(four.resolve(f)), f);
        }
    }

    @Test
    void aSpecWithWorldKeysAndATiledModel() throws IOException {
        Path spec = dir.resolve("knots.json");
        Path tileset = dev.wfc.core.testkit.SampleFiles.root().resolve("tilesets").resolve("Knots.xml");
        Files.writeString(spec, "{\"model\": \"tiled\", \"tileset\": " + JSON.writeValueAsString(tileset.toString())
                + ", \"subset\": \"Standard\", \"worldSeed\": -5, \"block\": 16, \"layers\": 4, \"frame\": 2}",
                StandardCharsets.UTF_8);
        Path png = dir.resolve("knots.png");
        CliRun r = run("world", spec.toString(), "--region", "1000000000,-1000000000,40,24", "--png", png.toString());
        assertTrue(r.out().contains("base solved "), r::toString);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(0, img.getWidth() % 40);
        assertEquals(img.getWidth() / 40 * 24, img.getHeight());
    }

    @Test
    void aHexWorldWritesTilesTheSameOnOneAndTwoThreads() throws IOException {
        Path flowers = dev.wfc.core.testkit.SampleFiles.sample("Flowers");
        Path spec = dir.resolve("hex.json");
        Files.writeString(spec, "{\"model\": \"learned\", \"examples\": [" + JSON.writeValueAsString(
                flowers.toString()) + "], \"topology\": \"hex\", \"worldSeed\": 4}", StandardCharsets.UTF_8);
        Path one = dir.resolve("hex1");
        Path two = dir.resolve("hex2");
        run("world", spec.toString(), "--region", "-9,13,40,30", "--tile-size", "16", "--out", one.toString(),
                "--threads", "1", "--quiet");
        run("world", spec.toString(), "--region", "-9,13,40,30", "--tile-size", "16", "--out", two.toString(),
                "--threads", "2", "--quiet");
        List<JsonNode> tiles = manifest(one);
        assertEquals(6, tiles.size());
        assertArrayEquals(Files.readAllBytes(one.resolve("manifest.jsonl")),
                Files.readAllBytes(two.resolve("manifest.jsonl")));
        for (JsonNode t : tiles) {
            String f = t.get("file").asText();
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
            assertEquals(t.get("sha256").asText(), Sha256.hex(Files.readAllBytes(one.resolve(f))), f);
        }
    }

    @Test
    void aVoxelWorldWritesVoxTilesOfColumnsAndRefusesOnePng() throws IOException {
        Path columns = dev.wfc.core.testkit.SampleFiles.debroglie().resolve("docs/columns.vox");
        Path spec = dir.resolve("columns.json");
        Files.writeString(spec, "{\"model\": \"learned\", \"examples\": [" + JSON.writeValueAsString(columns.toString())
                + "], \"depth\": 6, \"block\": 12}", StandardCharsets.UTF_8);
        Path out = dir.resolve("cube");
        run("world", spec.toString(), "--region", "-12,30,30,20", "--tile-size", "16", "--out", out.toString(),
                "--quiet");
        List<JsonNode> tiles = manifest(out);
        assertEquals(4, tiles.size());
        for (JsonNode t : tiles) {
            String file = t.get("file").asText();
            assertTrue(file.endsWith(".vox"), file);
            dev.wfc.core.io.Voxels v = dev.wfc.core.io.Vox.read(out.resolve(file));
            assertEquals(List.of(t.get("width").asInt(), t.get("height").asInt(), 6),
                    List.of(v.width(), v.height(), v.depth()), file);
        }
        JsonNode info = JSON.readTree(out.resolve("world.json").toFile());
        assertEquals("vox", info.get("tileFormat").asText());
        assertEquals(6, info.get("base").get("depth").asInt());
        CliRun png = CliRun.of("world", spec.toString(), "--region", "0,0,8,8", "--png", dir.resolve("c.png")
                .toString());
        assertEquals(2, png.exitCode(), png::toString);
        assertTrue(png.err().contains("--png: a world of voxel columns (depth 6) is written as .vox tiles"),
                png::toString);
    }

    /**
     * A world's blocks keep restarts only, the policy they were made with, though the solver's default is now to
     * backtrack: world.json states it as before ({@code "backtrack": false, "maxBacktracks": 10000}), and a spec that
     * asks to backtrack without a limit gets the limit it got then.
     */
    @Test
    void blocksRestartOnlyUnlessTheSpecAsksToBacktrack() throws IOException {
        String[][] cases = {
            {null, "false", "10000"},
            {"{\"model\": \"overlapping\"}", "false", "10000"},
            {"{\"model\": \"overlapping\", \"backtrack\": true}", "true", "10000"},
            {"{\"model\": \"overlapping\", \"maxBacktracks\": 50}", "true", "50"},
        };
        for (int i = 0; i < cases.length; i++) {
            Path out = dir.resolve("policy" + i);
            List<String> args = new java.util.ArrayList<>(List.of("world", "--region", "0,0,20,20", "--out",
                    out.toString()));
            if (cases[i][0] != null) {
                Path spec = dir.resolve("policy" + i + ".json");
                Files.writeString(spec, cases[i][0], StandardCharsets.UTF_8);
                args.add(1, spec.toString());
            }
            run(args.toArray(String[]::new));
            JsonNode spec = JSON.readTree(out.resolve("world.json").toFile()).get("spec");
            assertEquals(cases[i][1], spec.get("backtrack").toString(), String.valueOf(cases[i][0]));
            assertEquals(cases[i][2], spec.get("maxBacktracks").toString(), String.valueOf(cases[i][0]));
        }
    }
}
