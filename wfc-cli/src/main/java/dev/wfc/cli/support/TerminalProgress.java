package dev.wfc.cli.support;

import dev.wfc.parallel.ProgressListener;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar redrawn in place with a carriage return: {@code [#####     ] 512/1000  51%  84.2 maps/s
 * ETA 0:06}. Redraws at most ten times a second, and once more when done; a clock that goes back starts a new
 * phase (as {@code wfc verify}'s re-solving after its file checks), drawn at once. Only for a terminal: the command
 * uses it when {@code System.console()} exists.
 */
public final class TerminalProgress implements ProgressListener {
    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 100_000_000;

    private final PrintWriter err;
    private long lastDraw = -REDRAW_NANOS;
    private int lastLength;

    public TerminalProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void progress(long done, long total, long elapsedNanos) {
        if (done < total && elapsedNanos >= lastDraw && elapsedNanos - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = elapsedNanos;
        String line = line(done, total, elapsedNanos);
        err.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
        err.flush();
        lastLength = line.length();
    }

    /** Clears the bar, so the summary starts on a clean line. */
    public void finish() {
        if (lastLength > 0) {
            err.print("\r" + " ".repeat(lastLength) + "\r");
            err.flush();
        }
    }

    static String line(long done, long total, long elapsedNanos) {
        double fraction = total == 0 ? 1 : (double) done / total;
        int filled = (int) Math.round(fraction * WIDTH);
        double rate = elapsedNanos == 0 ? 0 : done * 1e9 / elapsedNanos;
        String eta = rate == 0 ? "--:--" : clock((long) Math.ceil((total - done) / rate));
        return String.format(Locale.ROOT, "[%s%s] %d/%d %3.0f%%  %.1f maps/s  ETA %s", "#".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, fraction * 100, rate, eta);
    }

    /** {@code m:ss}, or {@code h:mm:ss} from an hour on. */
    static String clock(long seconds) {
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s)
                : String.format(Locale.ROOT, "%d:%02d", m, s);
    }
}
