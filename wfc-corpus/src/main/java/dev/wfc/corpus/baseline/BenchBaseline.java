package dev.wfc.corpus.baseline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.InvalidInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A saved report of {@code wfc bench} used as a regression baseline: a later report of the same workload is compared
 * with it map by map (see {@link MedianRatio} and {@link Slowdown}). Two reports are of the same workload when every
 * key of {@link #IDENTITY} (and of {@link #OPTIONAL_IDENTITY}) is equal in both: the model with its inputs and size, the solver options, how the maps
 * were timed and which seeds, the JVM and the machine. The times, the wfc version and the command line may differ.
 */
public final class BenchBaseline {
    /** The keys of a bench report that must be equal for two reports to be compared. */
    public static final List<String> IDENTITY = List.of("workload", "solverOptions", "threads", "solverReused",
            "warmup", "seeds", "repeats", "firstSeed", "jvm", "machine");
    /**
     * Keys that must be equal too but may be absent, in both reports alike: {@code clock}, which a report of the
     * wall clock (and every report older than the key) leaves out.
     */
    public static final List<String> OPTIONAL_IDENTITY = List.of("clock");
    /** The largest baseline file read: a report of a million maps is about 200 MB. */
    public static final long MAX_BYTES = 256L << 20;
    /** Differences named in a refusal; more are counted. */
    static final int NAMED = 4;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final JsonNode report;
    private final double[] millis;

    private BenchBaseline(Path file, JsonNode report, double[] millis) {
        this.file = file;
        this.report = report;
        this.millis = millis;
    }

    /**
     * The outcome of a comparison.
     *
     * @param slowdown the ratio of medians, its interval and the verdict
     * @param identicalMaps timed maps whose grid digest is the baseline's (a map without a solution counts when both
     *     have none): all of them unless the solver now makes other maps from the same seeds
     * @param maps the timed maps
     */
    public record Comparison(Slowdown slowdown, int identicalMaps, int maps) {
        /** {@link Slowdown#line}, then how many maps are the baseline's. */
        public String line(String baseline) {
            return slowdown.line(baseline) + "; " + identicalMaps + " of " + maps + " maps identical to the baseline's";
        }

        /** The comparison as a JSON object, for the saved report. */
        public ObjectNode json(String baseline) {
            MedianRatio.Interval i = slowdown.interval();
            ObjectNode node = JsonNodeFactory.instance.objectNode();
            node.put("baseline", baseline);
            node.put("verdict", slowdown.verdict().name().toLowerCase(Locale.ROOT));
            node.put("baselineMedianMillis", i.baselineMedian()).put("medianMillis", i.currentMedian());
            node.put("ratio", i.ratio()).put("low", i.low()).put("high", i.high());
            node.put("confidencePercent", MedianRatio.CONFIDENCE_PERCENT).put("resamples", i.resamples());
            node.put("maxSlowdownPercent", slowdown.maxSlowdownPercent());
            node.put("identicalMaps", identicalMaps);
            return node;
        }
    }

    /**
     * Reads a report that {@code wfc bench --save} wrote.
     *
     * @throws InvalidInputException naming the file, and the key, that cannot be read or used: missing, larger than
     *     {@link #MAX_BYTES}, not JSON, a key of {@link #IDENTITY} or {@code maps} missing, not one map record per
     *     timed seed, or a time that is not positive
     */
    public static BenchBaseline read(Path file) throws InvalidInputException {
        JsonNode report;
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new InvalidInputException(file + ": " + size + " bytes (expected: a wfc bench report of at most "
                        + MAX_BYTES + " bytes)");
            }
            report = JSON.readTree(file.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new InvalidInputException(file + ": no such file (expected: a report that wfc bench --save wrote)");
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(file + ": not valid JSON at line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + " (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read (" + IoErrors.describe(e) + ")");
        }
        if (report == null || !report.isObject()) {
            throw new InvalidInputException(file + ": not a JSON object (expected: a report that wfc bench --save "
                    + "wrote)");
        }
        for (String key : IDENTITY) {
            if (!report.has(key)) {
                throw new InvalidInputException(file + ": no key " + key + " (expected: a report that wfc bench "
                        + "--save wrote)");
            }
        }
        JsonNode seeds = report.get("seeds");
        JsonNode maps = report.path("maps");
        if (!seeds.canConvertToInt() || seeds.asInt() < 1 || !maps.isArray() || maps.size() != seeds.asInt()) {
            throw new InvalidInputException(file + ": seeds " + seeds + " and " + maps.size() + " records in maps "
                    + "(expected: one record in maps per timed seed, at least one)");
        }
        double[] millis = new double[maps.size()];
        for (int j = 0; j < millis.length; j++) {
            JsonNode time = maps.get(j).path("millis");
            if (!time.isNumber() || !(time.asDouble() > 0) || !Double.isFinite(time.asDouble())) {
                throw new InvalidInputException(file + ": maps[" + j + "].millis: " + time + " (expected: a time "
                        + "> 0 to compare against)");
            }
            millis[j] = time.asDouble();
        }
        return new BenchBaseline(file, report, millis);
    }

    /** The file this baseline was read from. */
    public Path file() {
        return file;
    }

    /**
     * Where {@code current} is of another workload than this baseline: one line per differing value of
     * {@link #IDENTITY}, such as {@code workload.width: 100 in the baseline, 64 now}; empty when they may be compared.
     */
    public List<String> differences(JsonNode current) {
        List<String> out = new ArrayList<>();
        for (String key : IDENTITY) {
            diff(key, report.get(key), current.get(key), out);
        }
        for (String key : OPTIONAL_IDENTITY) {
            diff(key, report.get(key), current.get(key), out);
        }
        return out;
    }

    /**
     * The differences as one sentence for a refusal: the first {@link #NAMED}, then how many more.
     *
     * @param differences a non-empty result of {@link #differences}
     */
    public String describe(List<String> differences) {
        String named = String.join("; ", differences.subList(0, Math.min(NAMED, differences.size())));
        int more = differences.size() - NAMED;
        return file + ": a baseline of another workload: " + named + (more > 0 ? "; and " + more + " more" : "")
                + " (expected: the same workload, solver options, seeds, warm-up, JVM and machine)";
    }

    private static void diff(String path, JsonNode was, JsonNode now, List<String> out) {
        if (Objects.equals(was, now)) {
            return;
        }
        if (was != null && now != null && was.isObject() && now.isObject()) {
            List<String> keys = new ArrayList<>();
            was.fieldNames().forEachRemaining(keys::add);
            for (Iterator<String> k = now.fieldNames(); k.hasNext(); ) {
                String key = k.next();
                if (!keys.contains(key)) {
                    keys.add(key);
                }
            }
            for (String key : keys) {
                diff(path + "." + key, was.get(key), now.get(key), out);
            }
            return;
        }
        if (was != null && now != null && was.isArray() && now.isArray() && was.size() == now.size()) {
            for (int i = 0; i < was.size(); i++) {
                diff(path + "[" + i + "]", was.get(i), now.get(i), out);
            }
            return;
        }
        out.add(path + ": " + (was == null ? "absent" : was) + " in the baseline, " + (now == null ? "absent" : now)
                + " now");
    }

    /**
     * Compares the times of {@code current}, a report of the same workload, with this baseline's, seed by seed.
     *
     * @param maxSlowdownPercent the allowed slowdown, see {@link Slowdown}
     * @throws IllegalArgumentException if {@code current} is of another workload (see {@link #differences}) or holds
     *     a time out of range
     */
    public Comparison compare(JsonNode current, double maxSlowdownPercent) {
        List<String> differences = differences(current);
        if (!differences.isEmpty()) {
            throw new IllegalArgumentException(describe(differences));
        }
        JsonNode maps = current.path("maps");
        JsonNode baseMaps = report.get("maps");
        if (maps.size() != millis.length) {
            throw new IllegalArgumentException("current report: " + maps.size() + " maps (expected: " + millis.length
                    + ", one per timed seed)");
        }
        double[] now = new double[millis.length];
        int identical = 0;
        for (int j = 0; j < now.length; j++) {
            now[j] = maps.get(j).path("millis").asDouble(Double.NaN);
            identical += Objects.equals(maps.get(j).get("sha256"), baseMaps.get(j).get("sha256"))
                    && Objects.equals(maps.get(j).get("status"), baseMaps.get(j).get("status")) ? 1 : 0;
        }
        Slowdown slowdown = new Slowdown(MedianRatio.of(millis, now), maxSlowdownPercent);
        return new Comparison(slowdown, identical, now.length);
    }
}
