package dev.wfc.corpus.baseline;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Seeds;
import dev.wfc.core.io.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A baseline read from a saved report, compared with reports whose times come from a fake clock: each map costs a
 * fixed, seed-dependent time (as real seeds differ in work), times a per-map jitter and a per-run shift of a few
 * percent. An unchanged workload is not flagged, one slowed by 25% is; another workload, or a malformed file, is
 * refused naming what is wrong.
 */
class BenchBaselineTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SEEDS = 21;

    @TempDir
    Path dir;

    /**
     * A report of the fake workload: map j costs 20..180 ms by its seed, times {@code factor}, times a jitter of up to
     * ±5% drawn from {@code run}, times a run shift of up to ±2%.
     */
    private static ObjectNode report(long run, double factor) {
        ObjectNode report = identity();
        ArrayNode maps = report.putArray("maps");
        double shift = 1 + 0.02 * signedUnit(Seeds.mix(run ^ 0x51F7L));
        for (int j = 0; j < SEEDS; j++) {
            double cost = 20 + 160 * unit(Seeds.mix(j + 1_000L));
            double jitter = 1 + 0.05 * signedUnit(Seeds.mix(run * 1_000 + j));
            maps.addObject().put("seed", Integer.toString(j)).put("millis", cost * factor * jitter * shift)
                    .put("attempts", 1).put("status", "solved").put("sha256", "digest-" + j);
        }
        return report;
    }

    private static ObjectNode identity() {
        ObjectNode report = JSON.createObjectNode();
        report.putObject("workload").put("model", "overlapping").put("width", 100).put("height", 100);
        report.putObject("solverOptions").put("heuristic", "entropy").put("tries", 10);
        report.put("threads", 1).put("solverReused", true).put("warmup", 10).put("seeds", SEEDS).put("repeats", 1)
                .put("firstSeed", "0");
        report.putObject("jvm").put("javaVersion", "17.0.15").putArray("arguments").add("-Xmx1g");
        report.putObject("machine").put("osArch", "amd64").put("availableProcessors", 2);
        return report;
    }

    private static double unit(long bits) {
        return (bits >>> 11) * 0x1.0p-53;
    }

    private static double signedUnit(long bits) {
        return 2 * unit(bits) - 1;
    }

    private BenchBaseline save(ObjectNode report) throws IOException, InvalidInputException {
        Path file = dir.resolve("baseline.json");
        JSON.writeValue(file.toFile(), report);
        return BenchBaseline.read(file);
    }

    @Test
    void anUnchangedWorkloadIsNotFlaggedASlowedOneIs() throws IOException, InvalidInputException {
        BenchBaseline baseline = save(report(1, 1.0));
        for (long run = 2; run <= 6; run++) {
            BenchBaseline.Comparison same = baseline.compare(report(run, 1.0), 10);
            assertEquals(Slowdown.Verdict.WITHIN, same.slowdown().verdict(), same.line("baseline.json"));
            assertEquals(SEEDS, same.identicalMaps());
            BenchBaseline.Comparison slowed = baseline.compare(report(run, 1.25), 10);
            assertEquals(Slowdown.Verdict.SLOWER, slowed.slowdown().verdict(), slowed.line("baseline.json"));
            BenchBaseline.Comparison faster = baseline.compare(report(run, 0.75), 10);
            assertEquals(Slowdown.Verdict.FASTER, faster.slowdown().verdict(), faster.line("baseline.json"));
        }
        // A slowdown inside the allowance is not flagged either: the gate fails only beyond it.
        assertEquals(Slowdown.Verdict.WITHIN, baseline.compare(report(2, 1.05), 10).slowdown().verdict());
    }

    @Test
    void theVerdictComesFromTheTimesAsSaved() throws IOException, InvalidInputException {
        ObjectNode base = identity();
        ObjectNode now = identity();
        double[] b = {10, 20, 30};
        double[] c = {30, 20, 10};
        ArrayNode baseMaps = base.putArray("maps");
        ArrayNode nowMaps = now.putArray("maps");
        for (int j = 0; j < 3; j++) {
            baseMaps.addObject().put("millis", b[j]).put("sha256", "x" + j);
            nowMaps.addObject().put("millis", c[j]).put("sha256", j == 1 ? "x1" : "y");
        }
        base.put("seeds", 3);
        now.put("seeds", 3);
        BenchBaseline.Comparison comparison = save(base).compare(now, 10);
        assertEquals(MedianRatio.of(b, c), comparison.slowdown().interval());
        assertEquals(1, comparison.identicalMaps());
        assertTrue(comparison.line("b.json").endsWith("; 1 of 3 maps identical to the baseline's"));
        assertEquals("within", comparison.json("b.json").get("verdict").asText());
    }

    @Test
    void anotherWorkloadIsNamedKeyByKey() throws IOException, InvalidInputException {
        BenchBaseline baseline = save(report(1, 1));
        ObjectNode other = report(1, 1);
        ((ObjectNode) other.get("workload")).put("width", 64);
        ((ObjectNode) other.get("jvm")).put("javaVersion", "21.0.2");
        other.put("firstSeed", "5");
        ((ObjectNode) other.get("machine")).remove("osArch");
        assertEquals(List.of("workload.width: 100 in the baseline, 64 now",
                "firstSeed: \"0\" in the baseline, \"5\" now",
                "jvm.javaVersion: \"17.0.15\" in the baseline, \"21.0.2\" now",
                "machine.osArch: \"amd64\" in the baseline, absent now"), baseline.differences(other));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> baseline.compare(other, 10));
        assertTrue(e.getMessage().contains("a baseline of another workload: workload.width: 100 in the baseline, "
                + "64 now; firstSeed"), e.getMessage());
        ((ObjectNode) other.get("solverOptions")).put("tries", 3);
        assertTrue(baseline.describe(baseline.differences(other)).contains("; and 1 more (expected: the same "
                + "workload"));
        assertEquals(List.of(), baseline.differences(report(9, 2)), "times and digests are no part of the workload");
    }

    @Test
    void malformedBaselinesAreRefusedNamingFileAndKey() throws IOException {
        assertRefused("{", "not valid JSON at line 1");
        assertRefused("[1, 2]", "not a JSON object");
        ObjectNode noJvm = report(1, 1);
        noJvm.remove("jvm");
        assertRefused(noJvm.toString(), "no key jvm");
        ObjectNode short1 = report(1, 1);
        ((ArrayNode) short1.get("maps")).remove(3);
        assertRefused(short1.toString(), "seeds 21 and 20 records in maps");
        ObjectNode zero = report(1, 1);
        ((ObjectNode) zero.get("maps").get(4)).put("millis", 0.0);
        assertRefused(zero.toString(), "maps[4].millis: 0.0 (expected: a time > 0");
        ObjectNode text = report(1, 1);
        ((ObjectNode) text.get("maps").get(0)).put("millis", "fast");
        assertRefused(text.toString(), "maps[0].millis: \"fast\"");
        InvalidInputException missing = assertThrows(InvalidInputException.class,
                () -> BenchBaseline.read(dir.resolve("missing.json")));
        assertTrue(missing.getMessage().endsWith("missing.json: no such file (expected: a report that wfc bench --save "
                + "wrote)"), missing.getMessage());
    }

    private void assertRefused(String content, String mention) throws IOException {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, content, StandardCharsets.UTF_8);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> BenchBaseline.read(file));
        assertTrue(e.getMessage().startsWith(file + ": ") && e.getMessage().contains(mention), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}
