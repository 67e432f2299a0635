package dev.wfc.cli.world;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar on a terminal, redrawn in place at most ten times a second:
 * {@code [#####     ] 12/64 tiles  19%  1.2 Mcells/s  ETA 0:10}.
 */
final class WorldProgress {
    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 100_000_000;

    private final PrintWriter err;
    private final String unit;
    private final long start = System.nanoTime();
    private long lastDraw = -REDRAW_NANOS;
    private int lastLength;

    WorldProgress(PrintWriter err, String unit) {
        this.err = err;
        this.unit = unit;
    }

    /** {@code done} of {@code total} units, {@code cells} cells made so far in this run. */
    void update(long done, long total, long cells) {
        long elapsed = System.nanoTime() - start;
        if (done < total && elapsed - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = elapsed;
        double fraction = total == 0 ? 1 : (double) done / total;
        int filled = (int) Math.round(fraction * WIDTH);
        double rate = elapsed == 0 ? 0 : cells * 1e9 / elapsed;
        double unitRate = elapsed == 0 ? 0 : done * 1e9 / elapsed;
        String eta = unitRate == 0 ? "--:--" : clock((long) Math.ceil((total - done) / unitRate));
        String line = String.format(Locale.ROOT, "[%s%s] %d/%d %s %3.0f%%  %.2f Mcells/s  ETA %s", "#".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, unit, fraction * 100, rate / 1e6, eta);
        err.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
        err.flush();
        lastLength = line.length();
    }

    /** Clears the bar. */
    void finish() {
        if (lastLength > 0) {
            err.print("\r" + " ".repeat(lastLength) + "\r");
            err.flush();
        }
    }

    private static String clock(long seconds) {
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s)
                : String.format(Locale.ROOT, "%d:%02d", m, s);
    }
}
