package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.testkit.MiniTileset;
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
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JSON of {@code wfc bench}: every documented field and no other, a record per seed with the seeds counted up
 * from {@code --first-seed}, statistics that summarize the records, and the options as given.
 */
class BenchReportTest {
    private static final Set<String> FIELDS = Set.of("command", "wfcVersion", "workload", "solverOptions", "threads",
            "solverReused", "warmup", "seeds", "repeats", "firstSeed", "maps", "solved", "medianMillis", "minMillis",
            "maxMillis", "meanMillis", "jvm", "machine");
    private static final Set<String> RECORD = Set.of("seed", "millis", "attempts", "status", "sha256");
    private static final Set<String> JVM = Set.of("javaVersion", "vmName", "vmVersion", "vmVendor",
            "maxHeapBytes", "arguments");
    private static final Set<String> MACHINE = Set.of("osName", "osVersion", "osArch", "availableProcessors",
            "cpu");

    @Test
    void reportHasEveryDocumentedField() {
        String[] args = {"bench", "overlapping", "--size", "12", "--symmetry", "2", "--seeds", "3", "--warmup", "1",
            "--first-seed", "7"};
        JsonNode report = BenchReports.run(args);
        assertEquals(FIELDS, names(report));
        List<String> command = new ArrayList<>(List.of("wfc"));
        command.addAll(Arrays.asList(args));
        assertEquals(command, texts(report.get("command")));
        assertTrue(report.get("wfcVersion").isTextual(), report::toString);
        String version = System.getProperty("wfc.expectedVersion");
        if (version != null) {
            assertEquals(version, report.get("wfcVersion").textValue());
        }
        assertEquals(1, report.get("threads").intValue());
        assertTrue(report.get("solverReused").booleanValue());
        assertEquals(1, report.get("warmup").intValue());
        assertEquals(3, report.get("seeds").intValue());
        assertEquals(1, report.get("repeats").intValue());
        assertEquals("7", report.get("firstSeed").textValue());
        for (JsonNode map : report.get("maps")) {
            assertEquals(RECORD, names(map));
            assertTrue(map.get("millis").isNumber() && map.get("millis").doubleValue() >= 0, map::toString);
        }

        JsonNode workload = report.get("workload");
        assertEquals(Set.of("model", "sample", "n", "symmetry", "periodicInput", "ground", "width", "height",
                "periodic", "tiles", "cells"), names(workload));
        assertEquals("overlapping", workload.get("model").textValue());
        assertTrue(workload.get("sample").isNull(), "the built-in sample");
        assertEquals(2, workload.get("symmetry").intValue());
        assertEquals(12, workload.get("width").intValue());
        assertTrue(workload.get("periodicInput").booleanValue());
        assertEquals(OverlappingModel.builder(BuiltinSample.image()).n(3).symmetry(2).build().patternCount(),
                workload.get("tiles").intValue());
        assertEquals((12 - 3 + 1) * (12 - 3 + 1), workload.get("cells").intValue(), "a non-periodic map's cells");

        assertEquals(JVM, names(report.get("jvm")));
        assertEquals(System.getProperty("java.version"), report.get("jvm").get("javaVersion").textValue());
        assertEquals(System.getProperty("java.vm.name"), report.get("jvm").get("vmName").textValue());
        assertEquals(MACHINE, names(report.get("machine")));
        assertEquals(System.getProperty("os.arch"), report.get("machine").get("osArch").textValue());
        assertEquals(Runtime.getRuntime().availableProcessors(),
                report.get("machine").get("availableProcessors").intValue());
    }

    @Test
    void tiledAndLearnedWorkloadsTakeTheDefaultsOfTheirCommands(@TempDir Path dir) throws IOException {
        Path xml = MiniTileset.valid(dir, "Mini");
        JsonNode tiled = BenchReports.run("bench", "tiled", xml.toString(), "--subset", "OnlyA", "--seeds", "1",
                "--warmup", "0").get("workload");
        assertEquals(Set.of("model", "tileset", "subset", "allowDeadEnds", "width", "height", "periodic", "tiles",
                "cells"), names(tiled));
        assertEquals("tiled", tiled.get("model").textValue());
        assertEquals(xml.toString(), tiled.get("tileset").textValue());
        assertEquals("OnlyA", tiled.get("subset").textValue());
        assertEquals(24, tiled.get("width").intValue(), "wfc tiled's default size");
        assertEquals(1, tiled.get("tiles").intValue(), "the subset has one tile of one orientation");

        Path example = Files.writeString(dir.resolve("checks.txt"), "abab\nbaba\n", StandardCharsets.UTF_8);
        JsonNode learned = BenchReports.run("bench", "learn", example.toString(), "--seeds", "1", "--warmup", "0")
                .get("workload");
        assertEquals(Set.of("model", "examples", "symmetry", "periodicInput", "width", "height", "periodic", "tiles",
                "cells"), names(learned));
        assertEquals("learned", learned.get("model").textValue());
        assertEquals(List.of(example.toString()), texts(learned.get("examples")));
        assertEquals(1, learned.get("symmetry").intValue(), "wfc learn's default symmetry");
        assertFalse(learned.get("periodicInput").booleanValue(), "wfc learn's default");
        assertEquals(48 * 48, learned.get("cells").intValue());
        assertEquals(2, learned.get("tiles").intValue());
    }

    @ParameterizedTest(name = "--seeds {0} --first-seed {1}")
    @CsvSource({"1, 0", "2, -3", "5, 1000", "3, 9223372036854775806"})
    void aRecordPerSeedCountingUpFromTheFirst(int k, long first) {
        JsonNode report = BenchReports.run("bench", "overlapping", "--size", "8", "--seeds", String.valueOf(k),
                "--first-seed", String.valueOf(first), "--warmup", "0");
        assertEquals(k, report.get("maps").size());
        // Long arithmetic: past Long.MAX_VALUE the seeds wrap around to Long.MIN_VALUE.
        assertEquals(LongStream.range(0, k).map(j -> first + j).boxed().toList(), BenchReports.seeds(report));
    }

    @Test
    void theCpuClockIsRecordedAndMakesTheSameMaps() {
        String[] base = {"bench", "overlapping", "--size", "12", "--seeds", "3", "--warmup", "1"};
        JsonNode wall = BenchReports.run(base);
        String[] cpuArgs = Arrays.copyOf(base, base.length + 2);
        cpuArgs[base.length] = "--clock";
        cpuArgs[base.length + 1] = "cpu";
        JsonNode cpu = BenchReports.run(cpuArgs);
        assertFalse(wall.has("clock"), "the wall clock, the default, is not recorded");
        assertEquals("cpu", cpu.get("clock").textValue());
        Set<String> fields = new java.util.HashSet<>(FIELDS);
        fields.add("clock");
        assertEquals(fields, names(cpu));
        for (int j = 0; j < 3; j++) {
            assertEquals(wall.get("maps").get(j).get("sha256"), cpu.get("maps").get(j).get("sha256"));
            assertTrue(cpu.get("maps").get(j).get("millis").doubleValue() >= 0, cpu::toString);
        }
    }

    @Test
    void defaultsAreTwentyOneSeedsFromZeroAfterTenWarmUpMaps() {
        JsonNode report = BenchReports.run("bench", "overlapping", "--size", "8");
        assertEquals(21, report.get("seeds").intValue());
        assertEquals(10, report.get("warmup").intValue());
        assertEquals(LongStream.range(0, 21).boxed().toList(), BenchReports.seeds(report));
    }

    @Test
    void statisticsSummarizeTheRecords() {
        JsonNode report = BenchReports.run("bench", "overlapping", "--size", "16", "--seeds", "7", "--warmup", "2");
        double[] millis = new double[7];
        long solved = 0;
        Iterator<JsonNode> maps = report.get("maps").elements();
        for (int i = 0; i < millis.length; i++) {
            JsonNode map = maps.next();
            millis[i] = map.get("millis").doubleValue();
            solved += "solved".equals(map.get("status").textValue()) ? 1 : 0;
        }
        double[] sorted = millis.clone();
        Arrays.sort(sorted);
        // Records and statistics are each rounded to the microsecond: the mean may differ by about that much.
        assertEquals(sorted[3], report.get("medianMillis").doubleValue(), 0.0);
        assertEquals(sorted[0], report.get("minMillis").doubleValue(), 0.0);
        assertEquals(sorted[6], report.get("maxMillis").doubleValue(), 0.0);
        assertEquals(Arrays.stream(millis).average().orElseThrow(), report.get("meanMillis").doubleValue(), 1.5e-3);
        assertEquals(solved, report.get("solved").longValue());
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        JsonNode report = BenchReports.run("bench", "overlapping", "--size", "12", "--seeds", "4", "--warmup", "0");
        double[] sorted = new double[4];
        int i = 0;
        for (JsonNode map : report.get("maps")) {
            sorted[i++] = map.get("millis").doubleValue();
        }
        Arrays.sort(sorted);
        assertEquals((sorted[1] + sorted[2]) / 2, report.get("medianMillis").doubleValue(), 1.5e-3);
    }

    @Test
    void benchOptionsMayStandBeforeOrAfterTheWorkload() {
        JsonNode after = BenchReports.run("bench", "overlapping", "--size", "10", "--seeds", "2", "--first-seed", "4",
                "--warmup", "1");
        JsonNode before = BenchReports.run("bench", "--seeds", "2", "--first-seed", "4", "--warmup", "1",
                "overlapping", "--size", "10");
        assertEquals(List.of(4L, 5L), BenchReports.seeds(before));
        assertEquals(digests(after), digests(before));
        assertEquals(1, before.get("warmup").intValue());
    }

    @Test
    void solverOptionsAreReportedByTheirOptionNames() {
        JsonNode naive = BenchReports.run("bench", "overlapping", "--size", "8", "--seeds", "1", "--warmup", "0",
                "--heuristic", "MRV", "--solver", "naive", "--tries", "4", "--limit", "1000", "--max-backtracks", "50")
                .get("solverOptions");
        assertEquals("mrv", naive.get("heuristic").textValue());
        assertEquals("naive", naive.get("solver").textValue());
        assertEquals("auto", naive.get("propagator").textValue());
        assertTrue(naive.get("propagatorUsed").isNull(), "the naive solver has no propagator");
        assertEquals(4, naive.get("tries").intValue());
        assertEquals(1000, naive.get("limit").longValue());
        assertTrue(naive.get("backtrack").booleanValue());
        assertEquals(50, naive.get("maxBacktracks").longValue());

        JsonNode forced = BenchReports.run("bench", "overlapping", "--size", "8", "--seeds", "1", "--warmup", "0",
                "--propagator", "ac4", "--no-backtrack").get("solverOptions");
        assertEquals("ac4", forced.get("propagatorUsed").textValue());
        assertEquals("entropy", forced.get("heuristic").textValue());
        assertEquals(10, forced.get("tries").intValue());
        assertTrue(forced.get("limit").isNull());
        assertTrue(!forced.get("backtrack").booleanValue() && forced.get("maxBacktracks").isNull(), forced::toString);
    }

    @Test
    void mapsWithoutASolutionAreReportedAndTheRunSucceeds(@TempDir Path dir) throws IOException {
        // An odd periodic width cannot hold alternating colours: every try ends in a contradiction.
        Path checker = dir.resolve("checker.png");
        Png.write(checker, new Image(
                new int[] {0xFF000000, 0xFFFFFFFF, 0xFFFFFFFF, 0xFF000000}, 2, 2));
        JsonNode report = BenchReports.run("bench", "overlapping", checker.toString(), "--n", "2", "--symmetry", "1",
                "--periodic", "--width", "5", "--height", "4", "--tries", "2", "--seeds", "3", "--warmup", "1");
        assertEquals(3, report.get("maps").size());
        for (JsonNode map : report.get("maps")) {
            assertEquals("contradiction", map.get("status").textValue());
            assertEquals(2, map.get("attempts").intValue());
            assertTrue(map.get("sha256").isNull(), map::toString);
        }
        assertEquals(0, report.get("solved").intValue());
    }

    @Test
    void partialMapsAfterTheLimitAreReported() {
        JsonNode report = BenchReports.run("bench", "overlapping", "--size", "16", "--limit", "3", "--seeds", "2",
                "--warmup", "0");
        for (JsonNode map : report.get("maps")) {
            assertEquals("step_limit", map.get("status").textValue());
            assertEquals(64, map.get("sha256").textValue().length(), map::toString);
        }
        assertEquals(0, report.get("solved").intValue());
    }

    @Test
    void aSpecWorkloadIsTheSpecWithItsDefaults(@TempDir Path dir) throws IOException {
        Path spec = SpecFiles.write(dir, "mrv.json", "{'model': 'overlapping', 'size': 12, 'heuristic': 'mrv', "
                + "'symmetry': 4}");
        JsonNode report = BenchReports.run("bench", "--spec", spec.toString(), "--seeds", "2", "--warmup", "0");
        JsonNode workload = report.get("workload");
        assertEquals(spec.toString(), workload.get("spec").textValue());
        assertEquals("overlapping", workload.get("model").textValue());
        assertEquals(4, workload.get("symmetry").intValue());
        assertEquals(3, workload.get("n").intValue(), "the default of n, filled in");
        assertEquals(12, workload.get("height").intValue());
        assertEquals((12 - 3 + 1) * (12 - 3 + 1), workload.get("cells").intValue());
        assertEquals("mrv", report.get("solverOptions").get("heuristic").textValue());
        assertEquals(2, report.get("maps").size());
    }

    private static Set<String> names(JsonNode object) {
        Set<String> names = new TreeSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.textValue()));
        return texts;
    }

    private static List<String> digests(JsonNode report) {
        List<String> digests = new ArrayList<>();
        report.get("maps").forEach(m -> digests.add(m.get("sha256").textValue()));
        return digests;
    }
}
