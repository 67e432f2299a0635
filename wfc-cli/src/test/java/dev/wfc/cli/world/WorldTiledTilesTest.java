package dev.wfc.cli.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.TiledPixels;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.world.Region;
import dev.wfc.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc world --formats png,tmj,tmx}: each tile's Tiled maps, read back (tmj with Jackson, tmx with wfc's Tiled
 * reader) and drawn from the world's tileset.png with {@link TiledPixels}, show exactly the model's tile images of
 * the cells the library's {@link World#region} gives there; the manifest lists them with their SHA-256; 1 and 2
 * threads write the same bytes, and the PNG tiles are those of a run without --formats.
 */
class WorldTiledTilesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String REGION = "-20,7,40,30";

    @TempDir
    Path dir;

    private Path knots() throws IOException {
        return Files.writeString(dir.resolve("knots.json"), "{\"model\": \"tiled\", \"tileset\": \""
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace("\\", "\\\\")
                + "\", \"subset\": \"Standard\"}", StandardCharsets.UTF_8);
    }

    private static Path run(Path spec, Path out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("world", spec.toString(), "--region", REGION,
                "--tile-size", "16", "--quiet", "--out", out.toString()));
        args.addAll(List.of(more));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, r.exitCode(), r::toString);
        return out;
    }

    private static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
        }
    }

    @Test
    void tiledTilesShowTheRegionsCellsOnAnyThreadCount() throws Exception {
        Path spec = knots();
        Path one = run(spec, dir.resolve("one"), "--formats", "png,tmj,tmx", "--threads", "1");
        Path two = run(spec, dir.resolve("two"), "--formats", "tmx,png,tmj", "--threads", "2");
        Path plain = run(spec, dir.resolve("plain"), "--threads", "2");
        assertEquals(files(one), files(two));
        for (Path f : files(one)) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f.toString());
        }
        assertFalse(Files.exists(plain.resolve("tileset.png")));

        World world = WorldSpec.read(spec).world(World.DEFAULT_CACHE_BLOCKS);
        TiledModel model = (TiledModel) world.model();
        int side = model.tileSize();
        Image atlas = Png.read(one.resolve("tileset.png"));
        TiledPixels pixels = new TiledPixels(atlas, side, atlas.width() / side, 1);
        List<String> lines = Files.readAllLines(one.resolve("manifest.jsonl"));
        List<String> plainLines = Files.readAllLines(plain.resolve("manifest.jsonl"));
        assertEquals(6, lines.size()); // 40 x 30 cells in tiles of 16: 3 columns, 2 rows
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = JSON.readTree(lines.get(i));
            String png = line.get("file").asText();
            assertArrayEquals(Files.readAllBytes(plain.resolve(png)), Files.readAllBytes(one.resolve(png)), png);
            assertEquals(plainLines.get(i), lines.get(i).replaceFirst(",\"also\":.*}", "}"), "the main file's keys");
            String stem = png.substring(0, png.length() - 4);
            JsonNode also = line.get("also");
            assertEquals(List.of(stem + ".tmj", stem + ".tmx"), List.of(also.get(0).get("file").asText(),
                    also.get(1).get("file").asText()));
            for (JsonNode f : also) {
                assertEquals(sha256(Files.readAllBytes(one.resolve(f.get("file").asText()))),
                        f.get("sha256").asText());
            }
            int w = line.get("width").asInt();
            int h = line.get("height").asInt();
            Region cells = world.region(line.get("x").asLong(), line.get("y").asLong(), w, h, 1);
            JsonNode tmj = JSON.readTree(one.resolve(stem + ".tmj").toFile());
            assertEquals(w, tmj.get("width").asInt());
            assertEquals(h, tmj.get("height").asInt());
            JsonNode data = tmj.get("layers").get(0).get("data");
            Path tmxFile = one.resolve(stem + ".tmx");
            TmxMap tmx = TmxMap.read(tmxFile);
            int[] tmxLayer = TiledReader.readLayers(tmxFile).layers().get(0);
            assertEquals(List.of(w, h), List.of(tmx.width(), tmx.height()));
            assertEquals(w * h, data.size());
            for (int c = 0; c < w * h; c++) {
                long gid = data.get(c).asLong();
                assertEquals(gid, Integer.toUnsignedLong(tmxLayer[c]), png + " cell " + c);
                assertEquals(gid & 0x0FFFFFFFL, tmx.gids()[c], png + " cell " + c);
                int[] image = model.tileImage(cells.tile(c % w, c / w)).argb();
                for (int y = 0; y < side; y++) {
                    for (int x = 0; x < side; x++) {
                        assertEquals(image[x + y * side], pixels.pixel(gid, x, y), png + " cell " + c);
                    }
                }
            }
        }
        JsonNode info = JSON.readTree(one.resolve("world.json").toFile());
        assertEquals(List.of("png", "tmj", "tmx"), List.of(info.get("tileFormats").get(0).asText(),
                info.get("tileFormats").get(1).asText(), info.get("tileFormats").get(2).asText()));
        assertTrue(JSON.readTree(plain.resolve("world.json").toFile()).path("tileFormats").isMissingNode());
    }

    @Test
    void formatsTheWorldDoesNotOfferAreRefused() throws Exception {
        Path spec = knots();
        Path out = Files.createDirectories(dir.resolve("bad"));
        assertOneLineError(CliRun.of("world", "--region", "0,0,8,8", "--formats", "png,tmj", "--out",
                out.resolve("w").toString()), "world", ExitCodes.BAD_INPUT, out, "--formats: tmj", "png");
        assertOneLineError(CliRun.of("world", spec.toString(), "--region", "0,0,8,8", "--formats", "tmj", "--out",
                out.resolve("w").toString()), "world", ExitCodes.BAD_INPUT, out, "--formats", "without png");
        assertOneLineError(CliRun.of("world", spec.toString(), "--region", "0,0,8,8", "--formats", "png,gif",
                "--out", out.resolve("w").toString()), "world", ExitCodes.BAD_INPUT, out, "--formats: 'gif'",
                "png, tmj, tmx");
    }
}
