package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.TiledPixels;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiled maps read back the way Tiled reads them, with this test's own renderer: a global id's low bits pick a tile
 * of the tileset image, and its top three bits flip it (diagonal, that is x and y swapped, first; then horizontal;
 * then vertical). Read so, every .tmj of a Knots corpus shows exactly its PNG and decodes to exactly its text, and
 * every orientation of every tile of three classic tilesets is its own image.
 */
class TmjMapsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long H = 0x80000000L;
    private static final long V = 0x40000000L;
    private static final long D = 0x20000000L;

    /** The tileset image and how to cut it, as a map's embedded tileset states them, and its tiles' names. */
    private record Tileset(TiledPixels cut, List<String> names) {
        Tileset(Image atlas, int size, int columns, int firstGid, List<String> names) {
            this(new TiledPixels(atlas, size, columns, firstGid), names);
        }

        int pixel(long gid, int x, int y) {
            return cut.pixel(gid, x, y);
        }

        int size() {
            return cut.size();
        }

        int firstGid() {
            return cut.firstGid();
        }
    }

    @Test
    void knotsMapsHaveTiledsFieldsShowThePngAndDecodeToTheText(@TempDir Path out) throws IOException {
        Path spec = SpecFiles.write(out, "knots.json", "{'model': 'tiled', 'tileset': '"
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace('\\', '/')
                + "', 'subset': 'Standard', 'size': 9, 'periodic': true}");
        Path corpus = out.resolve("c");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "6", "--formats", "png,txt,tmj", "--quiet",
                "--out", corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        int side = Png.read(SampleFiles.root().resolve("tilesets/Knots/corner.png")).width();
        Set<Long> flagsSeen = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            Path maps = corpus.resolve("maps");
            JsonNode map = JSON.readTree(maps.resolve(String.format("%06d.tmj", i)).toFile());
            assertEquals("map", map.get("type").asText());
            assertEquals("orthogonal", map.get("orientation").asText());
            assertEquals("right-down", map.get("renderorder").asText());
            assertFalse(map.get("infinite").asBoolean());
            assertEquals(9, map.get("width").asInt());
            assertEquals(9, map.get("height").asInt());
            assertEquals(side, map.get("tilewidth").asInt());
            assertEquals(side, map.get("tileheight").asInt());
            assertEquals(1, map.get("layers").size());
            JsonNode layer = map.get("layers").get(0);
            assertEquals("tilelayer", layer.get("type").asText());
            assertEquals(9, layer.get("width").asInt());
            assertEquals(81, layer.get("data").size());
            Tileset tileset = tileset(map, maps);
            assertEquals(side, tileset.size());

            Image png = Png.read(maps.resolve(String.format("%06d.png", i)));
            List<String> text = Arrays.stream(Files.readString(maps.resolve(String.format("%06d.txt", i)),
                    StandardCharsets.UTF_8).split(", |\n")).filter(s -> !s.isEmpty()).toList();
            for (int c = 0; c < 81; c++) {
                long gid = layer.get("data").get(c).asLong();
                flagsSeen.add(gid & (H | V | D));
                for (int y = 0; y < side; y++) {
                    for (int x = 0; x < side; x++) {
                        assertEquals(png.pixel(c % 9 * side + x, c / 9 * side + y), tileset.pixel(gid, x, y),
                                "map " + i + ", cell " + c);
                    }
                }
                assertEquals(text.get(c), decode(tileset, gid), "map " + i + ", cell " + c);
            }
        }
        assertTrue(flagsSeen.size() > 2, "flags seen: " + flagsSeen);
    }

    /** Generated tilesets need no atlas tile beyond each tile's orientation 0; a unique one keeps its drawings. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"Knots, true", "FloorPlan, true", "Summer, false"})
    void everyOrientationIsItsImage(String set, boolean generated, @TempDir Path out) throws IOException {
        TiledModel model = TiledModel.builder(SampleFiles.root().resolve("tilesets/" + set + ".xml"))
                .allowDeadEnds(true).build();
        TiledAtlas writer = TiledAtlas.tiled(model);
        Files.write(out.resolve("atlas.png"), writer.png());
        Image atlas = Png.read(out.resolve("atlas.png"));
        int size = model.tileSize();
        Set<Integer> atlasTiles = new HashSet<>();
        Tileset tileset = new Tileset(atlas, size, atlas.width() / size, 1, List.of());
        for (int t = 0; t < model.tileCount(); t++) {
            long gid = writer.gid(t);
            atlasTiles.add((int) (gid & 0x1FFFFFFFL));
            int[] shown = new int[size * size];
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    shown[x + y * size] = tileset.pixel(gid, x, y);
                }
            }
            assertArrayEquals(model.tileImage(t).argb(), shown, model.tileNames().get(t));
        }
        long bases = model.tileNames().stream().filter(n -> n.endsWith(" 0")).count();
        if (generated) {
            assertEquals(bases, atlasTiles.size(), "one atlas tile per tile");
        } else {
            assertTrue(atlasTiles.size() > bases, "a unique set's own drawings: " + atlasTiles.size());
        }
    }

    /** The embedded tileset of {@code map}, its image resolved against the map's folder. */
    private static Tileset tileset(JsonNode map, Path mapDir) throws IOException {
        assertEquals(1, map.get("tilesets").size());
        JsonNode set = map.get("tilesets").get(0);
        Image atlas = Png.read(mapDir.resolve(set.get("image").asText()));
        int size = set.get("tilewidth").asInt();
        assertEquals(size, set.get("tileheight").asInt());
        int columns = set.get("columns").asInt();
        assertEquals(atlas.width(), set.get("imagewidth").asInt());
        assertEquals(atlas.height(), set.get("imageheight").asInt());
        assertEquals(columns * size, atlas.width());
        assertTrue(set.get("tilecount").asInt() <= columns * (atlas.height() / size));
        List<String> names = new ArrayList<>();
        for (JsonNode tile : set.get("tiles")) {
            assertEquals(names.size(), tile.get("id").asInt());
            JsonNode property = tile.get("properties").get(0);
            assertEquals("name", property.get("name").asText());
            names.add(property.get("value").asText());
        }
        assertEquals(set.get("tilecount").asInt(), names.size());
        return new Tileset(atlas, size, columns, set.get("firstgid").asInt(), names);
    }

    /**
     * The tile name a global id stands for: the atlas tile's name, or for a flipped orientation 0 the orientation
     * whose classic pose equals the flips.
     */
    private static String decode(Tileset tileset, long gid) {
        String name = tileset.names().get((int) (gid & 0x1FFFFFFFL) - tileset.firstGid());
        long flags = gid & (H | V | D);
        if (flags == 0) {
            return name;
        }
        assertTrue(name.endsWith(" 0"), "flipped " + name);
        return name.substring(0, name.length() - 1) + orientation(flags);
    }

    /**
     * The orientation k whose pose (k quarter turns taking the top-right corner to the top left, then for k >= 4 a
     * left-right mirror) Tiled's flips reproduce, found on a probe of distinct pixels.
     */
    private static int orientation(long flags) {
        int s = 3;
        int[] probe = new int[s * s];
        Arrays.setAll(probe, i -> i);
        Tileset one = new Tileset(new Image(probe, s, s), s, 1, 1, List.of());
        int[] flipped = new int[s * s];
        for (int y = 0; y < s; y++) {
            for (int x = 0; x < s; x++) {
                flipped[x + y * s] = one.pixel(1 | flags, x, y);
            }
        }
        for (int k = 0; k < 8; k++) {
            int[] posed = probe;
            for (int r = 0; r < k % 4; r++) {
                int[] in = posed;
                posed = new int[s * s];
                for (int y = 0; y < s; y++) {
                    for (int x = 0; x < s; x++) {
                        posed[x + y * s] = in[s - 1 - y + x * s];
                    }
                }
            }
            if (k >= 4) {
                int[] in = posed;
                posed = new int[s * s];
                for (int y = 0; y < s; y++) {
                    for (int x = 0; x < s; x++) {
                        posed[x + y * s] = in[s - 1 - x + y * s];
                    }
                }
            }
            if (Arrays.equals(posed, flipped)) {
                return k;
            }
        }
        throw new AssertionError("flags " + Long.toHexString(flags) + " are no pose");
    }
}
