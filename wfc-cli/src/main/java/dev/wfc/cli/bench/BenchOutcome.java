package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Solver;
import dev.wfc.corpus.baseline.BenchBaseline;
import dev.wfc.corpus.baseline.Slowdown;
import dev.wfc.parallel.SolveParams;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The end of a {@code wfc bench} run: the finished report against the baseline, saved, printed. Apart from
 * {@link BenchCommand} so that Jackson's types stay out of the command classes' signatures, which picocli reflects on
 * for every {@code --help} (docs/performance.md#start-up).
 */
final class BenchOutcome {
    private BenchOutcome() {
    }

    /**
     * Times the maps after checking the report's header against the baseline, then {@link #finish}es.
     *
     * @throws CliFailure with exit code 2 if the baseline is of another workload
     */
    static int run(PrintWriter out, List<String> command, BenchWorkload workload, SolveParams params,
                   PropagatorKind used, BenchOptions options, Solver solver) {
        ObjectNode report = BenchReport.header(command, workload.json(), params, used, options);
        BenchBaseline baseline = options.baseline();
        if (baseline != null) {
            List<String> differences = baseline.differences(report);
            if (!differences.isEmpty()) {
                throw CliFailure.badInput("--baseline " + baseline.describe(differences));
            }
        }
        BenchReport.addMaps(report, BenchRun.run(solver, options.firstSeed(), options.seeds(), options.warmup(),
                options.repeats(), BenchClock.of(options.clock())));
        return finish(out, report, options);
    }

    /**
     * Compares a finished report with the baseline, if any, saves it, and prints the verdict line or the report.
     *
     * @return {@link ExitCodes#FAILURE} when the baseline's verdict is slower, else {@link ExitCodes#OK}
     */
    static int finish(PrintWriter out, ObjectNode report, BenchOptions options) {
        BenchBaseline baseline = options.baseline();
        BenchBaseline.Comparison comparison = null;
        if (baseline != null) {
            comparison = baseline.compare(report, options.maxSlowdownPercent());
            report.set("comparison", comparison.json(baseline.file().toString()));
        }
        if (options.save() != null) {
            OutputFile.writeAll(List.of(new OutputFile("--save", options.save(),
                    (report.toPrettyString() + "\n").getBytes(StandardCharsets.UTF_8))));
        }
        out.println(comparison != null ? comparison.line(baseline.file().toString()) : report.toPrettyString());
        out.flush();
        return comparison != null && comparison.slowdown().verdict() == Slowdown.Verdict.SLOWER ? ExitCodes.FAILURE
                : ExitCodes.OK;
    }
}
