package dev.wfc.cli.debroglie;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The summary of a debroglie run: a header, a row per configuration as it ends (config, model, size, status,
 * attempts, solve time), then the counts and the run's wall time.
 */
final class DebroglieTable {
    private final PrintWriter out;
    private final String format;

    DebroglieTable(PrintWriter out, List<Path> files) {
        this.out = out;
        int label = "config".length();
        for (Path f : files) {
            label = Math.max(label, f.toString().length());
        }
        format = "%-" + label + "s  %-15s  %-9s  %8s  %9s  %s%n";
    }

    void header() {
        out.printf(Locale.ROOT, format, "config", "model", "size", "attempts", "time", "status");
        out.flush();
    }

    void row(Path file, String model, String size, String status, int attempts, double millis) {
        out.printf(Locale.ROOT, format, file, model, size, attempts == 0 ? "-" : Integer.toString(attempts),
                String.format(Locale.ROOT, "%.0f ms", millis), status);
        out.flush();
    }

    void total(int solved, int unsolved, int unsupported, double wallMillis) {
        out.printf(Locale.ROOT, "%d of %d configurations solved, %d without a map, %d not supported yet; wall time "
                + "%.1f s%n", solved, solved + unsolved + unsupported, unsolved, unsupported, wallMillis / 1000);
        out.flush();
    }
}
