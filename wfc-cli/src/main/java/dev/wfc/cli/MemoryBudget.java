package dev.wfc.cli;

import dev.wfc.cli.support.CliFailure;

import java.util.Locale;

/**
 * Checks an estimate of the heap a job needs ({@link dev.wfc.core.MemoryEstimate}) against what this JVM may still
 * use, and words the failure with the option that decides the size. {@link OutOfMemoryError} stays caught as the
 * backstop.
 */
final class MemoryBudget {
    private MemoryBudget() {
    }

    /**
     * @param what the option and value that decide the size, e.g. {@code "--size 48x48"}
     * @throws CliFailure with exit code 2 if {@code bytes} exceed the heap this JVM may still use
     */
    static void require(double bytes, String what) {
        Runtime rt = Runtime.getRuntime();
        long available = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (bytes > available) {
            throw CliFailure.badInput(what + ": needs about " + human(bytes) + " of memory, " + human(available)
                    + " available (expected: a smaller size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
    }

    /** The failure for an {@link OutOfMemoryError} while making a map of size {@code what}. */
    static CliFailure outOfMemory(String what) {
        return CliFailure.badInput(what + ": out of memory, " + human(Runtime.getRuntime().maxMemory())
                + " heap (expected: a smaller size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
    }

    /** {@code bytes} in the largest binary unit that keeps the number at least 1, e.g. {@code "1.5 GB"}. */
    static String human(double bytes) {
        String[] units = {"bytes", "KB", "MB", "GB", "TB", "PB", "EB"};
        int u = 0;
        while (bytes >= 1024 && u < units.length - 1) {
            bytes /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, u == 0 ? "%.0f %s" : "%.1f %s", bytes, units[u]);
    }
}
