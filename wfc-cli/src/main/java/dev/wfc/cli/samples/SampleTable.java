package dev.wfc.cli.samples;

import dev.wfc.core.samples.SampleEntry;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The summary of a samples run: a header, then a row per screenshot as it ends (entry, screenshot, seed, tries,
 * status, solve time), then a line with the counts and the run's wall time.
 */
final class SampleTable {
    private final PrintWriter out;
    private final String format;

    /** Sizes the columns for every row that {@code jobs} can produce. */
    SampleTable(PrintWriter out, List<SampleJob> jobs) {
        this.out = out;
        int label = "entry".length();
        int seed = "seed".length();
        for (SampleJob job : jobs) {
            SampleEntry e = job.entry();
            label = Math.max(label, job.label().length());
            if (e.screenshots() > 0) {
                seed = Math.max(seed, Long.toString(e.seed(0, 0)).length());
                seed = Math.max(seed, Long.toString(e.seed(e.screenshots() - 1, SampleEntry.TRIES - 1)).length());
            }
        }
        format = "%-" + label + "s  %5s  %" + seed + "s  %5s  %-16s  %9s%n";
    }

    void header() {
        out.printf(Locale.ROOT, format, "entry", "shot", "seed", "tries", "status", "time");
        out.flush();
    }

    void row(SampleJob.Shot s) {
        String seed = s.outcome().produced() ? Long.toString(s.seed()) : "-";
        out.printf(Locale.ROOT, format, s.job().label(), (s.shot() + 1) + "/" + s.job().entry().screenshots(), seed,
                s.tries(), s.outcome(), String.format(Locale.ROOT, "%.0f ms", s.millis()));
        out.flush();
    }

    /** The closing line: screenshots produced and missing, entries, and the wall time of the whole run. */
    void total(List<SampleJob.Shot> shots, int entries, double wallMillis) {
        long produced = shots.stream().filter(s -> s.outcome().produced()).count();
        out.printf(Locale.ROOT, "%d of %d screenshots produced, %d without a map, from %d entries; wall time %.1f s%n",
                produced, shots.size(), shots.size() - produced, entries, wallMillis / 1000);
        out.flush();
    }
}
