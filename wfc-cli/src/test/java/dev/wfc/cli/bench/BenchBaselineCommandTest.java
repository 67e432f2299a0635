package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.corpus.baseline.BenchBaseline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc bench --save} and {@code --baseline}: the saved file is the printed report, and the gate's exit code
 * follows the verdict. The slowdown is injected without sleeping: a fake solver solves the real map, then advances a
 * fake clock by the map's fixed cost (seed-dependent, as real seeds are), a jitter of a few percent and the factor of
 * the run, so no assertion here depends on how fast this machine is.
 */
class BenchBaselineCommandTest {
    private static final int SEEDS = 21;

    @TempDir
    Path dir;

    /** Holds the bench options as the command line parses them. */
    @Command(name = "holder")
    static final class Holder {
        @Mixin
        BenchOptions options;
    }

    /** A clock that moves only when told to. */
    static final class FakeClock {
        private long nanos = 1_000_000_000L;

        long now() {
            return nanos;
        }

        void advance(long by) {
            nanos += by;
        }
    }

    /** Solves with a real solver, then takes 20..180 ms of fake time by seed, times the factor and a jitter. */
    record DelayedSolver(Solver inner, FakeClock clock, double factor, long run) implements Solver {
        @Override
        public Solution solve(long seed, BooleanSupplier cancelled) {
            Solution map = inner.solve(seed, cancelled);
            double cost = 20e6 + 160e6 * unit(Seeds.mix(seed + 77));
            double jitter = 1 + 0.04 * (2 * unit(Seeds.mix(seed * 31 + run)) - 1);
            clock.advance(Math.round(cost * factor * jitter));
            return map;
        }

        @Override
        public Rules rules() {
            return inner.rules();
        }

        @Override
        public Grid grid() {
            return inner.grid();
        }

        private static double unit(long bits) {
            return (bits >>> 11) * 0x1.0p-53;
        }
    }

    @Test
    void helpShowsThePercentagesAsWritten() {
        PrintStream err = System.err;
        ByteArrayOutputStream picocliWarnings = new ByteArrayOutputStream();
        CliRun run;
        try {
            // picocli reports a description it cannot format on System.err, not on the command's writer.
            System.setErr(new PrintStream(picocliWarnings, true, StandardCharsets.UTF_8));
            run = CliRun.of("bench", "--help");
        } finally {
            System.setErr(err);
        }
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().replaceAll("\\s+", " ").contains("the % sign optional (default: 10%)"), run::toString);
        assertEquals("", picocliWarnings.toString(StandardCharsets.UTF_8));
    }

    @Test
    void saveWritesTheReportItPrints() throws IOException {
        Path file = dir.resolve("sub/base.json");
        CliRun run = CliRun.of("bench", "overlapping", "--size", "8", "--seeds", "3", "--warmup", "0", "--save",
                file.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals(run.out(), Files.readString(file, StandardCharsets.UTF_8));
        JsonNode report = BenchReports.parse(run.out());
        for (String key : BenchBaseline.IDENTITY) {
            assertTrue(report.has(key), key);
        }
        assertEquals(3, report.get("maps").size());
    }

    /**
     * A baseline saved under restarts only, the earlier default (its solverOptions say {@code "backtrack": false,
     * "maxBacktracks": null}, as --no-backtrack writes them now), is refused by a run of today's default, naming the
     * policy first.
     */
    @Test
    void aBaselineOfTheOldDefaultPolicyIsRefusedByTheNewOne() throws IOException {
        Path base = dir.resolve("restarts.json");
        CliRun saved = CliRun.of("bench", "overlapping", "--size", "8", "--seeds", "3", "--warmup", "0",
                "--no-backtrack", "--save", base.toString());
        assertEquals(ExitCodes.OK, saved.exitCode(), saved::toString);
        JsonNode options = BenchReports.parse(saved.out()).get("solverOptions");
        assertEquals("false", options.get("backtrack").toString());
        assertTrue(options.get("maxBacktracks").isNull(), options::toString);
        CliRun refused = CliRun.of("bench", "overlapping", "--size", "8", "--seeds", "3", "--warmup", "0",
                "--baseline", base.toString());
        assertEquals(ExitCodes.BAD_INPUT, refused.exitCode(), refused::toString);
        assertEquals(1, refused.errLines().size(), refused::toString);
        assertTrue(refused.err().contains("a baseline of another workload: solverOptions.backtrack: false in the "
                + "baseline, true now; solverOptions.maxBacktracks: null in the baseline, 100 now"), refused::toString);
    }

    @Test
    void aFakeSlowdownFailsTheGateAnUnchangedRunPasses() throws IOException {
        Path base = dir.resolve("base.json");
        // The real command writes the workload's identity; its times are then replaced by fake-clock ones.
        CliRun saved = CliRun.of("bench", "overlapping", "--size", "8", "--seeds", "" + SEEDS, "--warmup", "0",
                "--save", base.toString());
        assertEquals(ExitCodes.OK, saved.exitCode(), saved::toString);
        ObjectNode baseline = (ObjectNode) BenchReports.parse(saved.out());
        ObjectNode header = baseline.deepCopy();
        BenchReport.addMaps(baseline, fakeRun(1.0, 1));
        Files.writeString(base, baseline.toPrettyString(), StandardCharsets.UTF_8);

        for (long run = 2; run <= 4; run++) {
            Outcome same = gate(header, fakeRun(1.0, run), base);
            assertEquals(ExitCodes.OK, same.code, same.line);
            assertTrue(same.line.startsWith("within: ") && same.line.endsWith("; 21 of 21 maps identical to the "
                    + "baseline's"), same.line);
            Outcome slowed = gate(header, fakeRun(1.3, run), base);
            assertEquals(ExitCodes.FAILURE, slowed.code, slowed.line);
            assertTrue(slowed.line.startsWith("slower: "), slowed.line);
            Outcome faster = gate(header, fakeRun(0.7, run), base);
            assertEquals(ExitCodes.OK, faster.code, faster.line);
            assertTrue(faster.line.startsWith("faster: "), faster.line);
        }
        // A slowdown within a wider allowance passes, and the saved report carries the comparison.
        Path next = dir.resolve("next.json");
        Outcome allowed = gate(header, fakeRun(1.3, 2), base, "--max-slowdown", "50%", "--save", next.toString());
        assertEquals(ExitCodes.OK, allowed.code, allowed.line);
        JsonNode comparison = BenchReports.parse(Files.readString(next)).get("comparison");
        assertEquals("within", comparison.get("verdict").asText());
        assertEquals(50, comparison.get("maxSlowdownPercent").asDouble());
        assertEquals(base.toString(), comparison.get("baseline").asText());
    }

    private static List<BenchRun.MapTime> fakeRun(double factor, long run) {
        Solver real = OverlappingModel.builder(BuiltinSample.image()).build().solverBuilder(8, 8, false).build();
        FakeClock clock = new FakeClock();
        return BenchRun.run(new DelayedSolver(real, clock, factor, run), 0, SEEDS, 0, 1, clock::now);
    }

    private record Outcome(int code, String line) {
    }

    private static Outcome gate(ObjectNode header, List<BenchRun.MapTime> maps, Path base, String... more) {
        String[] args = new String[more.length + 2];
        args[0] = "--baseline";
        args[1] = base.toString();
        System.arraycopy(more, 0, args, 2, more.length);
        Holder holder = CommandLine.populateCommand(new Holder(), args);
        holder.options.check();
        ObjectNode report = BenchReport.addMaps(header.deepCopy(), maps);
        StringWriter out = new StringWriter();
        int code = BenchOutcome.finish(new PrintWriter(out), report, holder.options);
        List<String> lines = out.toString().lines().toList();
        assertEquals(1, lines.size(), out::toString);
        return new Outcome(code, lines.get(0));
    }

    /** Takes 10 ms of fake time a map, plus a second the first time it solves seed 3, 4 or 5: a burst of load. */
    record BurstSolver(Solver inner, FakeClock clock, Set<Long> seen) implements Solver {
        @Override
        public Solution solve(long seed, BooleanSupplier cancelled) {
            clock.advance(10_000_000L + (seed >= 3 && seed <= 5 && seen.add(seed) ? 1_000_000_000L : 0));
            return inner.solve(seed, cancelled);
        }

        @Override
        public Rules rules() {
            return inner.rules();
        }

        @Override
        public Grid grid() {
            return inner.grid();
        }
    }

    @Test
    void repeatsKeepEachMapsLeastTime() {
        Solver real = OverlappingModel.builder(BuiltinSample.image()).build().solverBuilder(8, 8, false).build();
        FakeClock clock = new FakeClock();
        List<BenchRun.MapTime> once = BenchRun.run(new BurstSolver(real, clock, new HashSet<>()), 0, 8, 2,
                1, clock::now);
        assertEquals(List.of(10L, 10L, 10L, 1010L, 1010L, 1010L, 10L, 10L),
                once.stream().map(m -> m.nanos() / 1_000_000).toList());
        List<BenchRun.MapTime> thrice = BenchRun.run(new BurstSolver(real, clock, new HashSet<>()), 0, 8, 2,
                3, clock::now);
        assertEquals(List.of(10L, 10L, 10L, 10L, 10L, 10L, 10L, 10L),
                thrice.stream().map(m -> m.nanos() / 1_000_000).toList());
        for (int j = 0; j < 8; j++) {
            assertEquals(once.get(j).sha256(), thrice.get(j).sha256());
            assertEquals(j, thrice.get(j).seed());
        }
    }

    @Test
    void mapRecordsArePairedBySeed() {
        ArrayNode maps = BenchReport.addMaps(BenchReports.parse("{\"maps\": []}").deepCopy(), fakeRun(1.0, 1))
                .withArrayProperty("maps");
        for (int j = 0; j < SEEDS; j++) {
            assertEquals(Integer.toString(j), maps.get(j).get("seed").asText());
        }
    }
}
