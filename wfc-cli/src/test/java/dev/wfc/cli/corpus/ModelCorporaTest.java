package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ConstraintCheck;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.JsonGrids;
import dev.wfc.cli.testkit.TextExamples;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedOracle;
import dev.wfc.core.model.TilesetOracle;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Corpora of the tiled and learned models: one thread and two write the same bytes, every map keeps its model's
 * rules and the spec's designer constraints, the JSON names the same tiles as the text, Tiled maps of colours show
 * the PNG, and partial maps go without text. A spec whose pins admit no map is refused before anything is written.
 */
class ModelCorporaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> ALL_EDGES = Set.of("left", "right", "top", "bottom");

    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExamples() throws IOException {
        Files.writeString(in.resolve("dungeon.txt"), TextExamples.DUNGEON, StandardCharsets.UTF_8);
        int[] rings = new int[6 * 6];
        for (int i = 0; i < rings.length; i++) {
            int ring = Math.min(Math.min(i % 6, 5 - i % 6), Math.min(i / 6, 5 - i / 6));
            rings[i] = new int[] {0xFF204080, 0xFF30A050, 0xFFE0C020}[ring];
        }
        Png.write(in.resolve("rings.png"), new Image(rings, 6, 6));
    }

    private static String knots() {
        return SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace('\\', '/');
    }

    /** Runs the corpus of {@code spec} with one and with two threads; returns the first after comparing them. */
    private Path oneAndTwoThreads(Path spec, String... options) {
        List<Path> dirs = new ArrayList<>();
        for (String threads : List.of("1", "2")) {
            Path dir = out.resolve("threads-" + threads);
            List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--threads", threads, "--quiet",
                    "--out", dir.toString()));
            args.addAll(List.of(options));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            dirs.add(dir);
        }
        assertEquals(CorpusContents.of(dirs.get(0)), CorpusContents.of(dirs.get(1)));
        return dirs.get(0);
    }

    private static List<JsonNode> manifest(Path corpus) throws IOException {
        List<JsonNode> entries = new ArrayList<>();
        for (String line : Files.readAllLines(corpus.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
            entries.add(JSON.readTree(line));
        }
        return entries;
    }

    private static String read(Path corpus, JsonNode entry, String extension) throws IOException {
        return Files.readString(corpus.resolve(String.format("maps/%06d.%s", entry.get("index").asLong(), extension)),
                StandardCharsets.UTF_8);
    }

    @Test
    void aTiledCorpusKeepsTheRulesAndTheConstraints() throws Exception {
        Path spec = SpecFiles.write(in, "knots.json", "{'model': 'tiled', 'tileset': '" + knots() + "', "
                + "'subset': 'Standard', 'size': 10, 'backtrack': true, 'border': [{'edges': 'all', 'tiles': "
                + "'empty'}], 'pins': [{'x': 5, 'y': 5, 'tile': 'cross'}], 'connected': [{'tiles': ['line', "
                + "'corner', 'cross']}]}");
        Path corpus = oneAndTwoThreads(spec, "--count", "12", "--formats", "png,json,txt,tmj");
        TilesetOracle oracle = TilesetOracle.read(SampleFiles.root().resolve("tilesets/Knots.xml"), "Standard");
        assertTrue(Files.isRegularFile(corpus.resolve("tileset.png")));
        for (JsonNode entry : manifest(corpus)) {
            assertEquals("solved", entry.get("status").asText());
            String text = read(corpus, entry, "txt");
            List<String> violations = new ArrayList<>(oracle.check(text, false));
            ConstraintCheck check = ConstraintCheck.ofTiledText(text, false);
            violations.addAll(check.border(ALL_EDGES, "empty"));
            violations.addAll(check.pin(5, 5, "cross"));
            violations.addAll(check.connected("line", "corner", "cross"));
            assertTrue(violations.isEmpty(), () -> violations + "\n" + text);
            assertEquals(text, JsonGrids.text(JsonGrids.parse(read(corpus, entry, "json")), ", "));
        }
    }

    @Test
    void aLearnedTextCorpusKeepsTheRulesAndTheConstraints() throws IOException {
        Path spec = SpecFiles.write(in, "dungeon.json", "{'model': 'learned', 'examples': ['dungeon.txt'], "
                + "'width': 14, 'height': 10, 'maxBacktracks': 5000, 'border': [{'edges': ['left', 'TOP', 'right', "
                + "'bottom'], 'tiles': '#'}], 'count': [{'tiles': 'M', 'min': 1, 'max': 2}], 'connected': "
                + "[{'tiles': ['.', 'M']}], 'rows': [{'row': 5, 'tiles': ['.', '#']}]}");
        Path corpus = oneAndTwoThreads(spec, "--count", "20", "--formats", "txt,json");
        Set<String> allowed = LearnedOracle.adjacencies(List.<int[][]>of(LearnedOracle.grid(
                TextExamples.DUNGEON)), false, 1, LearnedOracle.Names.CHARS);
        for (JsonNode entry : manifest(corpus)) {
            assertEquals("solved", entry.get("status").asText());
            String map = read(corpus, entry, "txt");
            Set<String> found = LearnedOracle.pairs(LearnedOracle.grid(map), false, LearnedOracle.Names.CHARS);
            found.removeAll(allowed);
            List<String> violations = new ArrayList<>(found);
            ConstraintCheck check = ConstraintCheck.ofChars(map, false);
            violations.addAll(check.border(ALL_EDGES, "#"));
            violations.addAll(check.count(1, 2, "M"));
            violations.addAll(check.connected(".", "M"));
            violations.addAll(check.row(5, ".", "#"));
            assertTrue(violations.isEmpty(), () -> violations + "\n" + map);
            assertEquals(map, JsonGrids.text(JsonGrids.parse(read(corpus, entry, "json")), ""));
        }
    }

    /** A learned Tiled map's tiles are colour swatches: each cell's gid shows the colour of the PNG's cell. */
    @Test
    void aLearnedImageCorpusWritesTiledMapsOfSwatches() throws IOException {
        Path spec = SpecFiles.write(in, "rings.json", "{'model': 'learned', 'examples': 'rings.png', 'symmetry': 8,"
                + " 'size': 12, 'scale': 3}");
        Path corpus = oneAndTwoThreads(spec, "--count", "5", "--formats", "png,json,tmj");
        Image atlas = Png.read(corpus.resolve("tileset.png"));
        for (JsonNode entry : manifest(corpus)) {
            Image png = Png.read(corpus.resolve(String.format("maps/%06d.png", entry.get("index").asLong())));
            JsonNode map = JSON.readTree(read(corpus, entry, "tmj"));
            JsonNode set = map.get("tilesets").get(0);
            assertEquals(3, set.get("tilewidth").asInt());
            int columns = set.get("columns").asInt();
            JsonNode data = map.get("layers").get(0).get("data");
            for (int c = 0; c < 144; c++) {
                int local = data.get(c).asInt() - set.get("firstgid").asInt();
                int swatch = atlas.pixel(local % columns * 3 + 1, local / columns * 3 + 1);
                assertEquals(png.pixel(c % 12 * 3 + 2, c / 12 * 3), swatch, "cell " + c);
                assertEquals(String.format(Locale.ROOT, "#%06X", swatch & 0xFFFFFF),
                        set.get("tiles").get(local).get("properties").get(0).get("value").asText());
            }
        }
    }

    /** Text cannot show an undecided cell: a map stopped by the limit lists its JSON and no text. */
    @Test
    void partialMapsHaveNoText() throws IOException {
        Path spec = SpecFiles.write(in, "partial.json", "{'model': 'learned', 'examples': 'dungeon.txt', "
                + "'size': 10, 'limit': 3}");
        Path corpus = out.resolve("c");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "4", "--formats", "txt,json", "--quiet",
                "--out", corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        for (JsonNode entry : manifest(corpus)) {
            assertEquals("step_limit", entry.get("status").asText());
            String json = String.format("maps/%06d.json", entry.get("index").asLong());
            assertEquals(List.of(json), JSON.convertValue(entry.get("files"), List.class));
            assertFalse(Files.exists(corpus.resolve(json.replace(".json", ".txt"))));
            List<?> rows = (List<?>) JsonGrids.parse(Files.readString(corpus.resolve(json))).get("cells");
            assertTrue(rows.stream().anyMatch(r -> ((List<?>) r).contains(-1L)), "an undecided cell in " + json);
        }
    }

    @Test
    void pinsThatAdmitNoMapAreRefusedBeforeWriting() throws IOException {
        Path spec = SpecFiles.write(in, "clash.json", "{'model': 'learned', 'examples': 'dungeon.txt', 'size': 8,"
                + " 'pins': [{'x': 3, 'y': 3, 'tile': 'M'}, {'x': 4, 'y': 3, 'tile': 'M'}]}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "2", "--out", out.resolve("c").toString());
        ErrorAssertions.assertOneLineError(run, "corpus", ExitCodes.NO_SOLUTION, out, "pins[1]: no map possible: "
                + "cell (");
    }
}
