package dev.wfc.cli.stats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.IntToDoubleFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc stats} over hexagonal, cubic and masked square corpora, of the learned, the overlapping and the tiled
 * model (the example hex and cube tilesets, each tile weighing what its {@code <tile>} states): the
 * grid's three axes, each tile's count and the corpus's KL divergence from the model's weights, and every tile's
 * observed row entropy in each named direction, all recomputed here from the maps' JSON with the testkit's own
 * neighbour arithmetic ({@link Shape}).
 */
class StatsTopologyCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAPS = 4;
    private static final List<String> HEX_DIRECTIONS = List.of("left", "down-left", "down-right", "right", "up-right",
            "up-left");
    private static final List<String> CUBE_DIRECTIONS = List.of("left", "down", "right", "up", "above", "below");

    @TempDir
    Path dir;

    private static String sample(String name) {
        return SampleFiles.debroglie().resolve(name).toString().replace('\\', '/');
    }

    private Path corpus(String name, String spec, String formats) throws IOException {
        Path file = dir.resolve(name + ".json");
        Files.writeString(file, spec, StandardCharsets.UTF_8);
        Path out = dir.resolve(name);
        CliRun run = CliRun.of("corpus", file.toString(), "--count", Integer.toString(MAPS), "--threads", "1",
                "--quiet", "--formats", formats, "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        CliRun stats = CliRun.of("stats", out.toString(), "--spec", file.toString());
        assertEquals(ExitCodes.OK, stats.exitCode(), stats::toString);
        return out;
    }

    /**
     * Writes {@code mask.png}, {@code side x side}: white (inside) in the columns left of {@code columns} and the
     * rows above {@code rows}, black elsewhere; returns its cells inside, repeated over {@code layers} layers.
     */
    private boolean[] mask(int side, int layers, int columns, int rows) throws IOException {
        return MaskPng.layers(MaskPng.write(dir.resolve("mask.png"), side, side,
                c -> c % side < columns || c / side < rows), layers);
    }

    @Test
    void aMaskedCubeCorpusIsCountedOverItsLayersAndSixDirections() throws IOException {
        int side = 6;
        int layers = 4;
        boolean[] inside = mask(side, layers, 4, 2);
        Path corpus = corpus("cube", "{\"model\": \"learned\", \"examples\": [\"" + sample("docs/columns.vox")
                + "\"], \"size\": " + side + ", \"depth\": " + layers + ", \"mask\": \"mask.png\"}", "vox,json");
        LearnedModel model = LearnedModel.builder().example(SampleFiles.debroglie().resolve("docs/columns.vox"))
                .build();
        check(corpus, model, new Shape("cube", side, side, layers, false, false, false, inside),
                CUBE_DIRECTIONS);
    }

    @Test
    void aHexCorpusIsCountedInTheSixDirectionsOfAHexagon() throws IOException {
        Path corpus = corpus("hex", "{\"model\": \"learned\", \"examples\": [\"" + sample("docs/hexagonal-mini.tmx")
                + "\"], \"size\": 10, \"periodic\": true}", "png,json");
        LearnedModel model = LearnedModel.builder().example(SampleFiles.debroglie()
                .resolve("docs/hexagonal-mini.tmx")).build();
        check(corpus, model, new Shape("hex", 10, 10, 1, true, true, false, null),
                HEX_DIRECTIONS);
    }

    @Test
    void aMaskedSquareCorpusReportsItsGridAndCountsOnlyItsCells() throws IOException {
        int side = 8;
        boolean[] inside = mask(side, 1, 5, 3);
        String example = SampleFiles.sample("Rooms").toString().replace('\\', '/');
        Path corpus = corpus("square", "{\"model\": \"learned\", \"examples\": [\"" + example + "\"], \"size\": "
                + side + ", \"mask\": \"mask.png\"}", "png,json");
        LearnedModel model = LearnedModel.builder().example(SampleFiles.sample("Rooms")).build();
        check(corpus, model, new Shape("square", side, side, 1, false, false, false, inside),
                List.of("left", "down", "right", "up"));
    }

    @Test
    void aCubeOverlappingCorpusIsCountedOverItsLayersAndSixDirections() throws IOException {
        Path corpus = corpus("cube-overlapping", "{\"model\": \"overlapping\", \"sample\": \""
                + sample("docs/columns.vox") + "\", \"n\": 2, \"periodicInput\": false, \"symmetry\": 8, "
                + "\"size\": 6, \"depth\": 4}", "vox,json");
        GridOverlappingModel model = GridOverlappingModel.builder(Vox.read(SampleFiles.debroglie()
                .resolve("docs/columns.vox"))).n(2).periodicInput(false).symmetry(8).build();
        check(corpus, model.patternCount(), model::weight, new Shape("cube", 6, 6, 4, false, false, false, null),
                CUBE_DIRECTIONS);
    }

    @Test
    void aHexOverlappingCorpusIsCountedInTheSixDirectionsOfAHexagon() throws IOException {
        Path corpus = corpus("hex-overlapping", "{\"model\": \"overlapping\", \"sample\": \""
                + sample("docs/hexagonal-mini.tmx") + "\", \"n\": 2, \"periodicInput\": false, \"symmetry\": 12, "
                + "\"size\": 8, "
                + "\"periodic\": true}", "png,json");
        GridOverlappingModel model = GridOverlappingModel.builder(TmxMap.read(SampleFiles.debroglie()
                .resolve("docs/hexagonal-mini.tmx"))).n(2).periodicInput(false).symmetry(12).build();
        check(corpus, model.patternCount(), model::weight, new Shape("hex", 8, 8, 1, true, true, false, null),
                HEX_DIRECTIONS);
    }

    /**
     * Each tile's weight in a corpus of {@code tileset}: the weight its {@code <tile>} states, shared by every turned
     * or mirrored copy ({@code "arm!90"} weighs as {@code "arm"}); ids as the corpus's first map names them.
     */
    private static IntToDoubleFunction tilesetWeights(Path corpus, Path tileset) throws IOException {
        java.util.Map<String, Double> weights = new java.util.HashMap<>();
        java.util.regex.Matcher tile = java.util.regex.Pattern.compile("<tile name=\"([^\"]+)\"[^>]*weight=\""
                + "([^\"]+)\"").matcher(Files.readString(tileset));
        while (tile.find()) {
            weights.put(tile.group(1), Double.parseDouble(tile.group(2)));
        }
        JsonNode names = JSON.readTree(corpus.resolve("maps/000000.json").toFile()).path("tiles");
        double[] byId = new double[names.size()];
        for (int t = 0; t < byId.length; t++) {
            byId[t] = weights.get(names.get(t).asText().split("!")[0]);
        }
        return t -> byId[t];
    }

    private static String tileset(String name) {
        return Path.of("../docs/tilesets", name).toAbsolutePath().normalize().toString().replace('\\', '/');
    }

    @Test
    void aHexTilesetCorpusIsCountedInTheSixDirectionsOfAHexagon() throws IOException {
        Path corpus = corpus("hex-tiled", "{\"model\": \"tiled\", \"tileset\": \"" + tileset("hexland.xml")
                + "\", \"width\": 9, \"height\": 7}", "png,json");
        IntToDoubleFunction weights = tilesetWeights(corpus, Path.of(tileset("hexland.xml")));
        int tiles = JSON.readTree(corpus.resolve("maps/000000.json").toFile()).path("tiles").size();
        check(corpus, tiles, weights, new Shape("hex", 9, 7, 1, false, false, false, null),
                HEX_DIRECTIONS);
    }

    @Test
    void aMaskedCubeTilesetCorpusIsCountedOverItsLayersAndSixDirections() throws IOException {
        int side = 5;
        int layers = 3;
        boolean[] inside = mask(side, layers, 3, 2);
        Path corpus = corpus("cube-tiled", "{\"model\": \"tiled\", \"tileset\": \"" + tileset("pillars.xml")
                + "\", \"size\": " + side + ", \"depth\": " + layers + ", \"mask\": \"mask.png\"}", "vox,json");
        IntToDoubleFunction weights = tilesetWeights(corpus, Path.of(tileset("pillars.xml")));
        int tiles = JSON.readTree(corpus.resolve("maps/000000.json").toFile()).path("tiles").size();
        check(corpus, tiles, weights, new Shape("cube", side, side, layers, false, false, false, inside),
                CUBE_DIRECTIONS);
    }

    /** The maps' cells as the JSON holds them: rows per layer on a cube (bottom first), rows on a hexagon grid. */
    private static int[] cells(JsonNode map, Shape shape) {
        int[] cells = new int[shape.cells()];
        for (int z = 0; z < shape.depth(); z++) {
            JsonNode layer = shape.kind().equals("cube") ? map.path("cells").get(z) : map.path("cells");
            for (int y = 0; y < shape.height(); y++) {
                for (int x = 0; x < shape.width(); x++) {
                    cells[x + shape.width() * (y + shape.height() * z)] = layer.get(y).get(x).asInt();
                }
            }
        }
        return cells;
    }

    private static double entropy(long[] counts) {
        double n = 0;
        for (long c : counts) {
            n += c;
        }
        double h = 0;
        for (long c : counts) {
            if (c > 0) {
                h -= c / n * Math.log(c / n);
            }
        }
        return h;
    }

    private void check(Path corpus, LearnedModel model, Shape shape, List<String> directions) throws IOException {
        check(corpus, model.tileCount(), model::weight, shape, directions);
    }

    private void check(Path corpus, int tiles, IntToDoubleFunction weight, Shape shape, List<String> directions)
            throws IOException {
        long[] counts = new long[tiles];
        long[][][] pairs = new long[tiles][directions.size()][tiles];
        for (int i = 0; i < MAPS; i++) {
            JsonNode map = JSON.readTree(corpus.resolve(String.format(Locale.ROOT, "maps/%06d.json", i)).toFile());
            int[] cells = cells(map, shape);
            for (int c = 0; c < cells.length; c++) {
                if (!shape.inside(c)) {
                    assertEquals(-1, cells[c], "masked-out cell " + c);
                }
                if (cells[c] < 0) {
                    continue;
                }
                counts[cells[c]]++;
                for (int d = 0; d < directions.size(); d++) {
                    int n = shape.neighbor(c, d);
                    if (n >= 0 && cells[n] >= 0) {
                        pairs[cells[c]][d][cells[n]]++;
                    }
                }
            }
        }
        JsonNode stats = JSON.readTree(corpus.resolve("stats/stats.json").toFile());
        assertEquals(shape.kind(), stats.path("topology").asText());
        long existing = 0;
        for (int c = 0; c < shape.cells(); c++) {
            existing += shape.inside(c) ? 1 : 0;
        }
        JsonNode grid = stats.path("grid");
        assertEquals(List.of(shape.width(), shape.height(), shape.depth(), (int) existing),
                List.of(grid.path("width").asInt(), grid.path("height").asInt(), grid.path("depth").asInt(),
                        grid.path("cells").asInt()));
        long decided = 0;
        double totalWeight = 0;
        for (int t = 0; t < tiles; t++) {
            decided += counts[t];
            totalWeight += weight.applyAsDouble(t);
        }
        assertTrue(decided > 0);
        assertEquals(decided, stats.path("decidedCells").asLong());
        double kl = 0;
        for (int t = 0; t < tiles; t++) {
            JsonNode tile = stats.path("tiles").get(t);
            assertEquals(counts[t], tile.path("count").asLong(), "tile " + t);
            if (counts[t] > 0) {
                double q = (double) counts[t] / decided;
                kl += q * Math.log(q / (weight.applyAsDouble(t) / totalWeight));
            }
            JsonNode observed = tile.path("observedEntropy");
            assertEquals(directions.size() + 1, observed.size(), "each direction and the mean");
            for (int d = 0; d < directions.size(); d++) {
                JsonNode value = observed.path(directions.get(d));
                long seen = java.util.Arrays.stream(pairs[t][d]).sum();
                if (seen == 0) {
                    assertTrue(value.isNull(), "tile " + t + " " + directions.get(d));
                } else {
                    assertEquals(entropy(pairs[t][d]), value.asDouble(), 1e-9, "tile " + t + " " + directions.get(d));
                }
            }
        }
        assertEquals(kl, stats.path("divergence").path("overall").asDouble(), 1e-9);
        assertEquals(0, stats.path("forbiddenPairs").asLong());
        String md = Files.readString(corpus.resolve("stats/stats.md"));
        assertTrue(md.contains(String.format(Locale.ROOT, "A %s grid of %d x %d x %d (width, height, depth), %d cells"
                + " a map; directions %s.", shape.kind(), shape.width(), shape.height(), shape.depth(), existing,
                String.join(", ", directions))), md);
    }
}
