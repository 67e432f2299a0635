package dev.wfc.bench;

import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.AtomicFiles;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The naive-vs-incremental scaling report: sweeps map sizes for both solvers on one workload, fits each curve's
 * growth exponent and writes {@code scaling.md} and {@code scaling.svg}. Run it from the repository root:
 * {@code java -cp wfc-bench/target/benchmarks.jar dev.wfc.bench.ScalingReport [--cap-seconds S] [--out docs/]}
 * (see {@link ReportOptions#USAGE}). Progress goes to standard error.
 */
public final class ScalingReport {
    static final long MASTER = 0x5CA1_1000L;
    static final int WARMUP_SIZE = 50;

    private ScalingReport() {
    }

    public static void main(String[] args) {
        ReportOptions options;
        try {
            options = ReportOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.println(ReportOptions.USAGE);
            System.exit(2);
            return;
        }
        if (options.help()) {
            System.out.println(ReportOptions.USAGE);
            return;
        }
        try {
            for (Path p : run(options, System.err)) {
                System.out.println("wrote " + p);
            }
        } catch (IOException | IllegalStateException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * Measures, then writes the report into {@code options.out()}.
     *
     * @return the files written
     * @throws IOException if the sample cannot be read or the report not written
     * @throws IllegalStateException if no point finished within the cap, or a map failed or the solvers disagreed
     */
    static List<Path> run(ReportOptions options, PrintStream progress) throws IOException {
        long start = System.nanoTime();
        double loadBefore = MachineInfo.loadAverage();
        Problem problem = options.workload().load();
        progress.println("workload " + problem + ", warming up");
        long warmMillis = (long) (options.warmupSeconds() * 1000);
        WarmUp.path(problem.solver(WARMUP_SIZE, SolverKind.NAIVE, PropagatorKind.AUTO), warmMillis);
        WarmUp.path(problem.solver(WARMUP_SIZE, SolverKind.INCREMENTAL, PropagatorKind.AUTO), warmMillis);
        Sweep sweep = new Sweep(problem, options.maps(), MASTER, options.capSeconds());
        List<Timing> naive = new ArrayList<>();
        List<Timing> incremental = new ArrayList<>();
        for (int size : options.sizes()) {
            naive.add(point(sweep, SolverKind.NAIVE, size, naive, progress));
            incremental.add(point(sweep, SolverKind.INCREMENTAL, size, incremental, progress));
        }
        if (!naive.get(0).measured() && !incremental.get(0).measured()) {
            throw new IllegalStateException("every map ran past the cap of " + Units.time(options.capSeconds())
                    + " (expected: a cap above the smallest map's solve time)");
        }
        ScalingResult result = new ScalingResult(problem, options, MASTER, new Curve("naive", naive),
                new Curve("incremental", incremental), sweep.compared(), MachineInfo.current(), loadBefore,
                MachineInfo.loadAverage(), Instant.now().truncatedTo(ChronoUnit.SECONDS),
                (System.nanoTime() - start) / 1e9);
        Path md = options.out().resolve("scaling.md");
        Path svg = options.out().resolve("scaling.svg");
        AtomicFiles.write(svg, plot(result).getBytes(StandardCharsets.UTF_8));
        AtomicFiles.write(md, ScalingMarkdown.render(result).getBytes(StandardCharsets.UTF_8));
        return List.of(md, svg);
    }

    /** Measures one point, unless a smaller size of the same solver was already over the cap. */
    private static Timing point(Sweep sweep, SolverKind kind, int size, List<Timing> before, PrintStream progress) {
        if (!before.isEmpty() && !before.get(before.size() - 1).measured()) {
            progress.println(kind + " " + size + "x" + size + ": not run, a smaller size is over the cap");
            return Timing.notRun(size);
        }
        Timing t = sweep.measure(kind, size);
        progress.println(kind + " " + size + "x" + size + ": " + (t.measured() ? Units.time(t.median()) : "> cap")
                + " (finished " + t.seconds().length + ", capped " + t.capped() + ")");
        return t;
    }

    /** Time per map against cells, log-log; extrapolated points hollow. */
    static String plot(ScalingResult r) {
        SvgPlot plot = new SvgPlot("Time per map: " + r.problem().workload().description(), "cells (W × H)",
                "time per map", Units::count, Units::time);
        series(plot, r, r.naive(), "#d62728");
        series(plot, r, r.incremental(), "#1f77b4");
        return plot.render();
    }

    private static void series(SvgPlot plot, ScalingResult r, Curve c, String color) {
        List<Timing> shown = c.timings().stream().filter(t -> !Double.isNaN(r.shown(c, t))).toList();
        double[] x = new double[shown.size()];
        double[] y = new double[shown.size()];
        boolean[] extrapolated = new boolean[shown.size()];
        for (int i = 0; i < x.length; i++) {
            Timing t = shown.get(i);
            x[i] = t.cells();
            y[i] = r.shown(c, t);
            extrapolated[i] = !t.measured();
        }
        plot.series(c.name(), color, x, y, extrapolated);
    }
}
