package dev.wfc.cli.stats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.SampleDir;
import dev.wfc.core.Direction;
import dev.wfc.core.Entropy;
import dev.wfc.core.Rules;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc stats} on small generated corpora: every number in stats.json against the same number computed here
 * from the manifest, the JSON grids and the model, and the KL divergence of a hand-made corpus against its value
 * worked out by hand.
 */
class StatsCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final double EPS = 1e-12;

    @TempDir
    Path dir;

    @Test
    void statsOfAGeneratedCorpusMatchAnIndependentCount() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path corpus = dir.resolve("corpus");
        corpus(spec.toString(), "--count", "7", "--master-seed", "3", "--out", corpus.toString());
        CliRun run = CliRun.of("stats", corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        JsonNode stats = JSON.readTree(corpus.resolve("stats/stats.json").toFile());

        Rules rules = OverlappingModel.builder(BuiltinSample.image()).build().rules();
        int tiles = rules.tileCount();
        long[] counts = new long[tiles];
        long[][][] pairs = new long[tiles][Direction.COUNT][tiles];
        List<Double> millis = new ArrayList<>();
        List<Double> perMap = new ArrayList<>();
        Map<Integer, Integer> attempts = new TreeMap<>();
        for (String line : Files.readAllLines(corpus.resolve("manifest.jsonl"))) {
            JsonNode entry = JSON.readTree(line);
            millis.add(entry.get("millis").asDouble());
            attempts.merge(entry.get("attempts").asInt(), 1, Integer::sum);
            int[][] grid = grid(corpus.resolve(entry.get("files").get(1).asText()));
            long[] own = new long[tiles];
            for (int y = 0; y < grid.length; y++) {
                for (int x = 0; x < grid[y].length; x++) {
                    own[grid[y][x]]++;
                    for (int d = 0; d < Direction.COUNT; d++) {
                        int nx = x + Direction.dx(d);
                        int ny = y + Direction.dy(d);
                        if (ny >= 0 && ny < grid.length && nx >= 0 && nx < grid[y].length) {
                            pairs[grid[y][x]][d][grid[ny][nx]]++;
                        }
                    }
                }
            }
            perMap.add(kl(own, rules));
            for (int t = 0; t < tiles; t++) {
                counts[t] += own[t];
            }
        }
        assertEquals(7, stats.get("maps").asInt());
        for (int t = 0; t < tiles; t++) {
            JsonNode tile = stats.get("tiles").get(t);
            assertEquals(counts[t], tile.get("count").asLong(), "count of " + t);
            assertEquals((double) counts[t] / Arrays.stream(counts).sum(), tile.get("frequency").asDouble(), EPS);
            assertEquals(rules.weight(t) / totalWeight(rules), tile.get("sampleFrequency").asDouble(), EPS);
            for (int d = 0; d < Direction.COUNT; d++) {
                assertEquals(ruleEntropy(rules, t, d), tile.get("ruleEntropy").get(Direction.name(d)).asDouble(),
                        1e-9, "rule entropy of " + t + " " + Direction.name(d));
                JsonNode observed = tile.get("observedEntropy").get(Direction.name(d));
                double expected = observedEntropy(pairs[t][d]);
                assertEquals(Double.isNaN(expected), observed.isNull(), "observed entropy of " + t);
                if (!observed.isNull()) {
                    assertEquals(expected, observed.asDouble(), 1e-9, "observed entropy of " + t);
                }
            }
        }
        assertEquals(kl(counts, rules), stats.get("divergence").get("overall").asDouble(), EPS);
        assertSummary(perMap, stats.get("divergence").get("perMap"));
        assertSummary(millis, stats.get("millis"));
        assertEquals(attempts.toString(), distribution(stats.get("attempts").get("distribution")).toString());
        int total = attempts.entrySet().stream().mapToInt(e -> e.getKey() * e.getValue()).sum();
        assertEquals(total, stats.get("attempts").get("total").asInt());
        assertEquals(total - 7, stats.get("attempts").get("contradictions").asInt());
        assertEquals(0, stats.get("forbiddenPairs").asInt());
        for (String chart : List.of("histogram.png", "times.png")) {
            assertTrue(Png.read(corpus.resolve("stats").resolve(chart)).width() > 0);
        }
        assertTrue(Files.readString(corpus.resolve("stats/stats.md")).contains("| 1 | " + attempts.get(1) + " |"));
    }

    @Test
    void divergenceOfAHandMadeCorpus() throws IOException {
        // Checker, N = 2, symmetry 1: two patterns, 8 windows each, so the sample's frequencies are (1/2, 1/2); on a
        // 4x4 torus they alternate, 8 cells each. Map 1 is then overwritten with pattern 0 in all 16 cells.
        SampleDir.write(dir);
        Path spec = SpecFiles.write(dir, "checker.json", "{'model': 'overlapping', 'sample': 'samples/Checker.png',"
                + " 'n': 2, 'symmetry': 1, 'periodic': true, 'size': 4}");
        Path corpus = dir.resolve("checker");
        corpus(spec.toString(), "--count", "2", "--out", corpus.toString());
        Path map1 = corpus.resolve("maps/000001.json");
        ObjectNode grid = (ObjectNode) JSON.readTree(map1.toFile());
        ArrayNode rows = grid.putArray("cells");
        for (int y = 0; y < 4; y++) {
            rows.addArray().add(0).add(0).add(0).add(0);
        }
        Files.write(map1, JSON.writeValueAsBytes(grid));
        CliRun run = CliRun.of("stats", corpus.toString(), "--out", dir.resolve("out").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        JsonNode stats = JSON.readTree(dir.resolve("out/stats.json").toFile());
        // Overall: 24 cells of one pattern, 8 of the other: 3/4 ln(3/2) + 1/4 ln(1/2).
        double overall = 0.75 * Math.log(1.5) + 0.25 * Math.log(0.5);
        assertEquals(overall, stats.get("divergence").get("overall").asDouble(), EPS);
        // Per map: 0 for the alternating map, ln 2 for the uniform one.
        JsonNode perMap = stats.get("divergence").get("perMap");
        assertEquals(0, perMap.get("p50").asDouble(), EPS);
        assertEquals(Math.log(2), perMap.get("p90").asDouble(), EPS);
        assertEquals(Math.log(2) / 2, perMap.get("mean").asDouble(), EPS);
        // Pattern 0 beside pattern 0 is forbidden: 16 cells x 4 directions in the overwritten map.
        assertEquals(64, stats.get("forbiddenPairs").asInt());
        assertTrue(run.out().contains("KL divergence " + String.format(java.util.Locale.ROOT, "%.4f", overall)),
                run::toString);
    }

    @Test
    void aCorpusWithoutAnySolutionHasRatesAndNoDivergence() throws IOException {
        SampleDir.write(dir);
        Path spec = SpecFiles.write(dir, "odd.json", "{'model': 'overlapping', 'sample': 'samples/Checker.png',"
                + " 'n': 2, 'symmetry': 1, 'periodic': true, 'size': 5, 'tries': 2}");
        Path corpus = dir.resolve("odd");
        corpus(spec.toString(), "--count", "3", "--out", corpus.toString());
        CliRun run = CliRun.of("stats", corpus.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        JsonNode stats = JSON.readTree(corpus.resolve("stats/stats.json").toFile());
        assertEquals(3, stats.get("statuses").get("contradiction").asInt());
        assertEquals(6, stats.get("attempts").get("contradictions").asInt());
        assertEquals(1.0, stats.get("attempts").get("contradictionRate").asDouble());
        assertEquals(1.0, stats.get("attempts").get("failedRate").asDouble());
        assertTrue(stats.get("divergence").get("overall").isNull());
        assertTrue(stats.get("divergence").get("perMap").get("p50").isNull());
    }

    private static void corpus(String... args) {
        List<String> all = new ArrayList<>(List.of("corpus", "--quiet", "--formats", "png,json"));
        all.addAll(List.of(args));
        CliRun run = CliRun.of(all.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
    }

    /** mean, nearest-rank p50, p90, p99 and max, computed here. */
    private static void assertSummary(List<Double> values, JsonNode summary) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        assertEquals(Arrays.stream(sorted).average().orElseThrow(), summary.get("mean").asDouble(), EPS);
        for (int p : new int[] {50, 90, 99}) {
            int rank = (int) Math.ceil(p * sorted.length / 100.0);
            assertEquals(sorted[rank - 1], summary.get("p" + p).asDouble(), EPS, "p" + p);
        }
        assertEquals(sorted[sorted.length - 1], summary.get("max").asDouble(), EPS);
    }

    private static int[][] grid(Path file) throws IOException {
        JsonNode cells = JSON.readTree(file.toFile()).get("cells");
        int[][] grid = new int[cells.size()][];
        for (int y = 0; y < grid.length; y++) {
            grid[y] = new int[cells.get(y).size()];
            for (int x = 0; x < grid[y].length; x++) {
                grid[y][x] = cells.get(y).get(x).asInt();
            }
        }
        return grid;
    }

    private static double kl(long[] counts, Rules rules) {
        double n = Arrays.stream(counts).sum();
        double sum = 0;
        for (int t = 0; t < counts.length; t++) {
            if (counts[t] > 0) {
                sum += counts[t] / n * Math.log((counts[t] / n) / (rules.weight(t) / totalWeight(rules)));
            }
        }
        return sum;
    }

    private static double totalWeight(Rules rules) {
        double total = 0;
        for (int t = 0; t < rules.tileCount(); t++) {
            total += rules.weight(t);
        }
        return total;
    }

    private static double ruleEntropy(Rules rules, int t, int d) {
        double[] weights = new double[rules.tileCount()];
        int allowed = 0;
        for (int b = 0; b < weights.length; b++) {
            if (rules.allows(t, b, d)) {
                weights[b] = rules.weight(b);
                allowed++;
            }
        }
        return allowed <= 1 ? 0 : Entropy.of(weights);
    }

    private static double observedEntropy(long[] row) {
        long seen = Arrays.stream(row).filter(v -> v > 0).count();
        if (seen == 0) {
            return Double.NaN;
        }
        return seen == 1 ? 0 : Entropy.of(Arrays.stream(row).mapToDouble(v -> v).toArray());
    }

    private static Map<Integer, Integer> distribution(JsonNode node) {
        Map<Integer, Integer> map = new TreeMap<>();
        node.fields().forEachRemaining(e -> map.put(Integer.parseInt(e.getKey()), e.getValue().asInt()));
        return map;
    }
}
