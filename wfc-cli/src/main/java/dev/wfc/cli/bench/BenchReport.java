package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Status;
import dev.wfc.corpus.Version;
import dev.wfc.parallel.Host;
import dev.wfc.parallel.SolveParams;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The JSON object {@code wfc bench} prints: the command, the workload, the solver options, how it was timed, a
 * record per timed map and their statistics, and the JVM and machine. docs/performance.md lists every field. Built
 * in two steps, so that a baseline can be checked against the workload before anything is timed.
 */
final class BenchReport {
    private BenchReport() {
    }

    /**
     * The report before the maps are timed: every key in its final place, the workload's identity (see
     * {@link dev.wfc.corpus.baseline.BenchBaseline#IDENTITY}) filled in, {@code maps} empty and the statistics null
     * until {@link #addMaps}.
     *
     * @param command the command line, {@code wfc} first
     * @param workload what was solved: the model, its inputs and parameters, the size, tile and cell counts
     * @param used the propagator the solver runs ({@code auto} resolved), null for the naive solver
     */
    static ObjectNode header(List<String> command, ObjectNode workload, SolveParams params, PropagatorKind used,
                             BenchOptions options) {
        ObjectNode report = JsonNodeFactory.instance.objectNode();
        command.forEach(report.putArray("command")::add);
        report.put("wfcVersion", Version.get());
        report.set("workload", workload);
        report.set("solverOptions", solverOptions(params, used));
        report.put("threads", 1);
        report.put("solverReused", true);
        report.put("warmup", options.warmup());
        report.put("seeds", options.seeds());
        report.put("repeats", options.repeats());
        report.put("firstSeed", Long.toString(options.firstSeed()));
        if (!options.clock().equals("wall")) { // absent for the wall clock, so that older baselines still compare
            report.put("clock", options.clock());
        }
        report.putArray("maps");
        for (String key : new String[] {"solved", "medianMillis", "minMillis", "maxMillis", "meanMillis"}) {
            report.putNull(key);
        }
        Host host = Host.current();
        report.set("jvm", HostInfo.jvm(host));
        report.set("machine", HostInfo.machine(host));
        return report;
    }

    /**
     * Fills in a {@link #header} with the timed maps and their statistics, in place.
     *
     * @param maps the timed maps, in seed order; at least one
     * @return {@code report}
     */
    static ObjectNode addMaps(ObjectNode report, List<BenchRun.MapTime> maps) {
        ArrayNode records = report.putArray("maps");
        for (BenchRun.MapTime m : maps) {
            records.addObject().put("seed", Long.toString(m.seed())).put("millis", millis(m.nanos()))
                    .put("attempts", m.attempts()).put("status", lowercase(m.status())).put("sha256", m.sha256());
        }
        report.put("solved", maps.stream().filter(m -> m.status() == Status.SOLVED).count());
        long[] nanos = maps.stream().mapToLong(BenchRun.MapTime::nanos).sorted().toArray();
        int k = nanos.length;
        // The middle time, or the mean of the two middle times for an even count.
        report.put("medianMillis", millis((nanos[(k - 1) / 2] + nanos[k / 2]) / 2.0));
        report.put("minMillis", millis(nanos[0]));
        report.put("maxMillis", millis(nanos[k - 1]));
        report.put("meanMillis", millis(Arrays.stream(nanos).average().orElseThrow()));
        return report;
    }

    /**
     * The solver options under the names of the command's options; {@code limit}, {@code maxBacktracks} null if
     * none, {@code propagatorUsed} null for the naive solver, which propagates without one.
     */
    private static ObjectNode solverOptions(SolveParams params, PropagatorKind used) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("heuristic", lowercase(params.heuristic()));
        node.put("solver", lowercase(params.kind()));
        node.put("propagator", lowercase(params.propagator()));
        node.put("propagatorUsed", used == null ? null : lowercase(used));
        node.put("tries", params.tries());
        node.put("limit", params.stepLimit() < 0 ? null : params.stepLimit());
        node.put("backtrack", params.backtracking() != null);
        node.put("maxBacktracks", params.backtracking() == null ? null : params.backtracking().maxBacktracks());
        return node;
    }

    /** Nanoseconds as milliseconds, rounded to the microsecond. */
    private static double millis(double nanos) {
        return Math.round(nanos / 1e3) / 1e3;
    }

    private static String lowercase(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
