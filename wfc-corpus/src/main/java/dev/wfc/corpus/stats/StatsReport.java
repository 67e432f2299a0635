package dev.wfc.corpus.stats;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Grid;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * {@link CorpusStatistics} as files: {@code stats.json} with every number, {@code stats.md} with the summary a
 * person reads, and the two charts. Numbers that do not exist (a percentile of nothing, the row entropy of a dead end)
 * are null in JSON and {@code -} in Markdown.
 */
public final class StatsReport {
    /** The percentiles reported, besides mean and maximum. */
    static final int[] PERCENTILES = {50, 90, 99};
    /** Rows of each top-and-bottom list in the Markdown. */
    static final int LISTED = 10;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String corpus;
    private final CorpusStatistics stats;
    private final List<String> names;
    private final int tiles;
    private final double[] sample;
    private final double[] frequencies;

    /** @param names tile names by id, or null to name tiles by id only */
    public StatsReport(String corpus, CorpusStatistics stats, List<String> names) {
        this.corpus = corpus;
        this.stats = stats;
        this.names = names;
        double[] weights = stats.sampleWeights();
        this.tiles = weights.length;
        double total = IntStream.range(0, tiles).mapToDouble(t -> weights[t]).sum();
        this.sample = IntStream.range(0, tiles).mapToDouble(t -> weights[t] / total).toArray();
        long[] counts = stats.counts();
        long decided = stats.decidedCells();
        this.frequencies = IntStream.range(0, tiles).mapToDouble(t -> decided == 0 ? 0 : (double) counts[t] / decided)
                .toArray();
    }

    /**
     * Whether the report names the topology and the grid: off the square, or on a masked square, whose cells a map
     * are not its width times its height (an unmasked square corpus's report is as it always was).
     */
    private boolean reportsGrid() {
        return stats.topology() != Topology.SQUARE || (stats.grid() != null && stats.grid().masked());
    }

    public byte[] json() {
        ObjectNode root = JSON.createObjectNode();
        root.put("corpus", corpus);
        root.put("maps", stats.maps());
        if (reportsGrid()) {
            root.put("topology", stats.topology().id());
            Grid g = stats.grid();
            if (g != null) {
                root.putObject("grid").put("width", g.width()).put("height", g.height()).put("depth", g.depth())
                        .put("cells", g.existingCells());
            }
        }
        stats.statuses().forEach(root.putObject("statuses")::put);
        ObjectNode attempts = root.putObject("attempts");
        attempts.put("total", stats.attempts());
        attempts.put("mean", (double) stats.attempts() / stats.maps());
        attempts.put("max", stats.attemptCounts().keySet().stream().mapToInt(Integer::intValue).max().orElse(0));
        attempts.put("contradictions", stats.contradictions());
        attempts.put("contradictionRate", (double) stats.contradictions() / stats.attempts());
        attempts.put("failedMaps", stats.failures());
        attempts.put("failedRate", (double) stats.failures() / stats.maps());
        ObjectNode distribution = attempts.putObject("distribution");
        stats.attemptCounts().forEach((k, v) -> distribution.put(Integer.toString(k), v));
        summary(root.putObject("millis"), stats.millis());
        root.put("decidedCells", stats.decidedCells());
        ObjectNode divergence = root.putObject("divergence");
        number(divergence, "overall", stats.divergence());
        ObjectNode perMap = divergence.putObject("perMap");
        perMap.put("maps", stats.mapDivergences().size());
        summary(perMap, stats.mapDivergences());
        ArrayNode list = root.putArray("tiles");
        for (int t = 0; t < tiles; t++) {
            ObjectNode tile = list.addObject().put("id", t);
            if (names != null) {
                tile.put("name", names.get(t));
            }
            tile.put("sampleFrequency", sample[t]).put("count", stats.counts()[t]).put("frequency", frequencies[t]);
            rowEntropies(tile.putObject("ruleEntropy"), t, true);
            rowEntropies(tile.putObject("observedEntropy"), t, false);
        }
        root.put("forbiddenPairs", stats.forbiddenPairs());
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root);
        } catch (IOException e) {
            throw new UncheckedIOException("stats as JSON: " + e.getMessage(), e);
        }
    }

    /** mean, p50, p90, p99, max of {@code values}; nulls if there are none. */
    private static void summary(ObjectNode node, List<Double> values) {
        number(node, "mean", CorpusStatistics.mean(values));
        for (int p : PERCENTILES) {
            number(node, "p" + p, CorpusStatistics.percentile(values, p));
        }
        number(node, "max", CorpusStatistics.percentile(values, 100));
    }

    /** The topology's directions' row entropies (4 or 6) and their mean over the directions that have one. */
    private void rowEntropies(ObjectNode node, int t, boolean rules) {
        for (int d = 0; d < stats.topology().directions(); d++) {
            number(node, stats.topology().directionName(d), entropy(t, d, rules));
        }
        number(node, "mean", meanEntropy(t, rules));
    }

    private double entropy(int t, int d, boolean rules) {
        return rules ? stats.ruleRowEntropy(t, d) : stats.observedRowEntropy(t, d);
    }

    private double meanEntropy(int t, boolean rules) {
        return IntStream.range(0, stats.topology().directions()).mapToDouble(d -> entropy(t, d, rules)).filter(v -> !Double.isNaN(v))
                .average().orElse(Double.NaN);
    }

    private static void number(ObjectNode node, String key, double value) {
        if (Double.isNaN(value)) {
            node.putNull(key);
        } else {
            node.put(key, value);
        }
    }

    public String markdown() {
        StringBuilder sb = new StringBuilder("# Statistics of ").append(corpus).append("\n\n");
        int maps = stats.maps();
        sb.append(format("%d maps, %d decided cells, %d tiles in the rules.%n%n", maps, stats.decidedCells(), tiles));
        if (reportsGrid() && stats.grid() != null) {
            Grid g = stats.grid();
            sb.append(format("A %s grid of %d x %d x %d (width, height, depth), %d cells a map; directions %s.%n%n",
                    stats.topology().id(), g.width(), g.height(), g.depth(), g.existingCells(),
                    String.join(", ", IntStream.range(0, stats.topology().directions())
                            .mapToObj(stats.topology()::directionName).toList())));
        }
        sb.append("## Maps and attempts\n\n| status | maps | share |\n|---|---:|---:|\n");
        stats.statuses().forEach((status, n) -> sb.append(format("| %s | %d | %s |%n", status, n,
                percent((double) n / maps))));
        sb.append(format("%nAttempts: %d, %.2f a map. Contradictions: %d, %s of the attempts. Maps without a "
                        + "solution: %d, %s.%n%n| attempts | maps |%n|---:|---:|%n", stats.attempts(),
                (double) stats.attempts() / maps, stats.contradictions(),
                percent((double) stats.contradictions() / stats.attempts()), stats.failures(),
                percent((double) stats.failures() / maps)));
        stats.attemptCounts().forEach((k, n) -> sb.append(format("| %d | %d |%n", k, n)));
        sb.append("\n## Time per map\n\nIn milliseconds; chart: `times.png`.\n\n");
        table(sb, stats.millis(), StatsReport::millis);
        sb.append(format("%n## Tile frequencies%n%nKL divergence of the corpus's tile frequencies from the sample's: "
                + "%s nats. Per map, over %d maps:%n%n", fixed(stats.divergence()), stats.mapDivergences().size()));
        table(sb, stats.mapDivergences(), StatsReport::fixed);
        sb.append(format("%nChart: `histogram.png`. The %d tiles most over- and under-represented (corpus frequency "
                + "over sample frequency):%n%n| id | name | sample | corpus | ratio |%n|---:|---|---:|---:|---:|%n",
                LISTED));
        Comparator<Integer> byRatio = Comparator.comparingDouble((Integer t) -> frequencies[t] / sample[t]);
        for (int t : extremes(byRatio.reversed().thenComparingInt(t -> t), byRatio.thenComparingInt(t -> t))) {
            sb.append(format("| %d | %s | %s | %s | %.3f |%n", t, name(t), percent(sample[t]),
                    percent(frequencies[t]), frequencies[t] / sample[t]));
        }
        sb.append(format("%n## Adjacency row entropy%n%nFor each tile, the entropy (nats) of what may stand beside it, "
                + "averaged over the four directions: by the rules (the allowed tiles' weights; 0 where they pin "
                + "one tile down) and as observed in the corpus. The %d tiles the rules pin down most and least:%n%n"
                + "| id | name | rules | observed |%n|---:|---|---:|---:|%n", LISTED));
        Comparator<Integer> byEntropy = Comparator.comparingDouble((Integer t) -> {
            double v = meanEntropy(t, true);
            return Double.isNaN(v) ? -1 : v;
        });
        for (int t : extremes(byEntropy.thenComparingInt(t -> t), byEntropy.reversed().thenComparingInt(t -> t))) {
            sb.append(format("| %d | %s | %s | %s |%n", t, name(t), fixed(meanEntropy(t, true)),
                    fixed(meanEntropy(t, false))));
        }
        sb.append(format("%nNeighbour pairs the rules forbid, found in the maps: %d.%n", stats.forbiddenPairs()));
        return sb.toString();
    }

    /** The first {@link #LISTED} tiles by {@code first}, then up to as many others by {@code last}; no repeats. */
    private List<Integer> extremes(Comparator<Integer> first, Comparator<Integer> last) {
        List<Integer> head = IntStream.range(0, tiles).boxed().sorted(first).limit(LISTED).toList();
        List<Integer> tail = IntStream.range(0, tiles).boxed().filter(t -> !head.contains(t)).sorted(last)
                .limit(LISTED).sorted(last.reversed()).toList();
        return Stream.concat(head.stream(), tail.stream()).toList();
    }

    private static void table(StringBuilder sb, List<Double> values, DoubleFunction<String> format) {
        sb.append("| mean | p50 | p90 | p99 | max |\n|---:|---:|---:|---:|---:|\n| ")
                .append(format.apply(values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN)));
        for (int p : PERCENTILES) {
            sb.append(" | ").append(format.apply(CorpusStatistics.percentile(values, p)));
        }
        sb.append(" | ").append(format.apply(CorpusStatistics.percentile(values, 100))).append(" |\n");
    }

    /** The histogram chart: sample against corpus frequencies. */
    public Image histogram() {
        return StatsCharts.frequencies(sample, frequencies, format("Tile frequencies, sample and corpus: KL "
                + "divergence %s nats", fixed(stats.divergence())));
    }

    /** The time chart: solve times with their percentiles. */
    public Image times() {
        double[] marks = new double[PERCENTILES.length];
        String[] labels = new String[PERCENTILES.length];
        for (int i = 0; i < marks.length; i++) {
            marks[i] = CorpusStatistics.percentile(stats.millis(), PERCENTILES[i]);
            labels[i] = "p" + PERCENTILES[i] + " " + millis(marks[i]);
        }
        return StatsCharts.times(stats.millis(), marks, labels, format("Time per map: %d maps", stats.maps()));
    }

    /** The one line the command prints. */
    public String summary() {
        return format("%d maps; KL divergence %s nats (per map p50 %s); %d contradictions in %d attempts; per map "
                        + "p50 %s ms, p99 %s ms", stats.maps(), fixed(stats.divergence()),
                fixed(CorpusStatistics.percentile(stats.mapDivergences(), 50)), stats.contradictions(),
                stats.attempts(), millis(CorpusStatistics.percentile(stats.millis(), 50)),
                millis(CorpusStatistics.percentile(stats.millis(), 99)));
    }

    private String name(int t) {
        return names == null ? "-" : "`" + names.get(t).replace("|", "\\|") + "`";
    }

    private static String fixed(double v) {
        return Double.isNaN(v) ? "-" : format("%.4f", v);
    }

    private static String millis(double v) {
        return Double.isNaN(v) ? "-" : format("%.1f", v);
    }

    private static String percent(double v) {
        return Double.isNaN(v) ? "-" : format("%.2f%%", 100 * v);
    }

    private static String format(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
