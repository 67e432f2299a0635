package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.JsonGrids;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedOracle;
import org.junit.jupiter.api.BeforeAll;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Successful runs of {@code wfc learn}: every adjacency of a map occurs in the examples (as the independent
 * {@link LearnedOracle} reads them), with their symmetries and wrap-around when asked; several examples unite;
 * PNG maps are scaled; the JSON matches the map; a seed gives the same bytes.
 */
class LearnCommandTest {
    private static final String ISLAND = """
            ww~~~ww
            w,,~,,w
            ,,^^^,,
            ,^^#^^,
            ,,^^^,,
            w,,~,,w
            """;
    private static final String CHECKS = """
            xoxo
            oxox
            """;

    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExamples() throws IOException {
        Files.writeString(in.resolve("island.txt"), ISLAND, StandardCharsets.UTF_8);
        Files.writeString(in.resolve("checks.txt"), CHECKS, StandardCharsets.UTF_8);
        int[] rings = new int[6 * 6];
        for (int i = 0; i < rings.length; i++) {
            int x = i % 6;
            int y = i / 6;
            int ring = Math.min(Math.min(x, 5 - x), Math.min(y, 5 - y));
            rings[i] = new int[] {0xFF204080, 0xFF30A050, 0xFFE0C020}[ring];
        }
        Png.write(in.resolve("rings.png"), new Image(rings, 6, 6));
    }

    private static CliRun learn(String... args) {
        List<String> all = new ArrayList<>(List.of("learn"));
        all.addAll(Arrays.asList(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    @ParameterizedTest(name = "symmetry {0}, periodic input {1}, periodic output {2}")
    @CsvSource({"1, false, false", "8, false, false", "2, true, false", "1, false, true", "8, true, true"})
    void textMapHasOnlyTheExamplesAdjacencies(int symmetry, boolean periodicInput, boolean periodic)
            throws IOException {
        Path txt = out.resolve("map.txt");
        Path json = out.resolve("map.json");
        CliRun run = learn(in.resolve("island.txt").toString(), "--symmetry", Integer.toString(symmetry),
                "--periodic-input=" + periodicInput, "--periodic=" + periodic, "--size", "16", "--seed", "9",
                "--out", txt.toString(), "--json", json.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().startsWith(txt + ", " + json + ": 16x16"), run::toString);
        String map = Files.readString(txt, StandardCharsets.UTF_8);
        assertAdjacenciesWithin(map, periodic, List.of(ISLAND), periodicInput, symmetry);
        assertEquals(map, JsonGrids.text(JsonGrids.parse(Files.readString(json, StandardCharsets.UTF_8)), ""));
    }

    /** The map's tiles are the union of both examples' characters, its adjacencies within the union of theirs. */
    @Test
    void twoExamplesUnite() throws IOException {
        Path txt = out.resolve("map.txt");
        Path json = out.resolve("map.json");
        CliRun run = learn(in.resolve("island.txt").toString(), in.resolve("checks.txt").toString(),
                "--size", "20", "--seed", "4", "--out", txt.toString(), "--json", json.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String map = Files.readString(txt, StandardCharsets.UTF_8);
        assertAdjacenciesWithin(map, false, List.of(ISLAND, CHECKS), false, 1);
        Set<Object> names = new HashSet<>((List<?>) JsonGrids.parse(Files.readString(json)).get("tiles"));
        Set<String> chars = new HashSet<>();
        (ISLAND + CHECKS).codePoints().filter(c -> c != '\n').forEach(c -> chars.add(Character.toString(c)));
        assertEquals(chars, names);
    }

    @Test
    void pngMapIsScaledAndHasOnlyTheExamplesAdjacencies() throws IOException {
        Path png = out.resolve("map.png");
        CliRun run = learn(in.resolve("rings.png").toString(), "--symmetry", "8", "--size", "12", "--scale", "3",
                "--seed", "2", "--out", png.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        Image image = Png.read(png);
        assertEquals(36, image.width());
        assertEquals(36, image.height());
        int[][] cells = new int[12][12];
        for (int y = 0; y < 36; y++) {
            for (int x = 0; x < 36; x++) {
                assertEquals(image.pixel(x - x % 3, y - y % 3), image.pixel(x, y), "one colour per 3x3 cell");
                cells[y / 3][x / 3] = image.pixel(x, y);
            }
        }
        Image example = Png.read(in.resolve("rings.png"));
        int[][] rows = new int[6][6];
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 6; x++) {
                rows[y][x] = example.pixel(x, y);
            }
        }
        Set<String> allowed = LearnedOracle.adjacencies(List.<int[][]>of(rows), false, 8, LearnedOracle.Names.COLORS);
        Set<String> found = LearnedOracle.pairs(cells, false, LearnedOracle.Names.COLORS);
        found.removeAll(allowed);
        assertTrue(found.isEmpty(), () -> "adjacencies not in the example: " + found);
    }

    @Test
    void sameSeedGivesIdenticalBytes() throws IOException {
        for (String name : List.of("first", "second")) {
            CliRun run = learn(in.resolve("island.txt").toString(), "--symmetry", "8", "--size", "24", "--seed", "31",
                    "--out", out.resolve(name + ".txt").toString(), "--json", out.resolve(name + ".json").toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        }
        for (String extension : List.of(".txt", ".json")) {
            assertArrayEquals(Files.readAllBytes(out.resolve("first" + extension)),
                    Files.readAllBytes(out.resolve("second" + extension)), extension);
        }
    }

    private static void assertAdjacenciesWithin(String map, boolean periodic, List<String> examples,
                                                boolean periodicInput, int symmetry) {
        List<int[][]> grids = examples.stream().map(LearnedOracle::grid).toList();
        Set<String> allowed = LearnedOracle.adjacencies(grids, periodicInput, symmetry, LearnedOracle.Names.CHARS);
        Set<String> found = LearnedOracle.pairs(LearnedOracle.grid(map), periodic, LearnedOracle.Names.CHARS);
        found.removeAll(allowed);
        assertTrue(found.isEmpty(), () -> "adjacencies not in the examples: " + found + "\n" + map);
    }
}
