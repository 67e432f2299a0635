package dev.wfc.cli.support;

import dev.wfc.core.MemoryEstimate;

import static dev.wfc.core.MemoryEstimate.human;

/**
 * Checks an estimate of the heap a job needs ({@link dev.wfc.core.MemoryEstimate}) against what this JVM may still
 * use, and words the failure with the option that decides the size. {@link OutOfMemoryError} stays caught as the
 * backstop.
 */
public final class MemoryBudget {
    private MemoryBudget() {
    }

    /**
     * @param what the option and value that decide the size, e.g. {@code "--size 48x48"}
     * @throws CliFailure with exit code 2 if {@code bytes} exceed the heap this JVM may still use
     */
    public static void require(double bytes, String what) {
        long available = MemoryEstimate.availableBytes();
        if (bytes > available) {
            throw CliFailure.badInput(what + ": needs about " + human(bytes) + " of memory, " + human(available)
                    + " available (expected: a smaller size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
    }

    /**
     * Checks {@code threads} workers of {@code perWorker} bytes each; the failure says how many threads would fit.
     *
     * @param what the option and value that decide the size, e.g. {@code "--threads 8 at 48x48"}
     * @throws CliFailure with exit code 2 if they exceed the heap this JVM may still use
     */
    public static void requireThreads(double perWorker, int threads, String what) {
        long available = MemoryEstimate.availableBytes();
        double bytes = perWorker * threads;
        if (bytes > available) {
            long fit = (long) Math.floor(available / Math.max(1, perWorker));
            throw CliFailure.badInput(what + ": needs about " + human(bytes) + " of memory, " + human(available)
                    + " available (expected: " + (fit >= 1 ? "--threads at most " + fit + ", " : "")
                    + "a smaller size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
    }

    /**
     * {@code wanted} workers of {@code perWorker} bytes each, or as many as fit in the heap this JVM may still use, at
     * least one (whose shortfall {@link #requireThreads} then reports).
     */
    public static int threadsThatFit(double perWorker, int wanted) {
        return threadsThatFit(perWorker, wanted, 0);
    }

    /** As {@link #threadsThatFit(double, int)} in the heap left once {@code reserved} bytes are set aside. */
    public static int threadsThatFit(double perWorker, int wanted, double reserved) {
        long fit = (long) Math.floor((MemoryEstimate.availableBytes() - reserved) / Math.max(1, perWorker));
        return (int) Math.max(1, Math.min(wanted, fit));
    }

    /**
     * Checks {@code threads} workers of {@code perWorker} bytes each beside a corpus writer that holds {@code writer}
     * bytes of shards being assembled.
     *
     * @param what the options and values that decide the size, e.g. {@code "--shard-size 100000 with --threads 2 at
     *     24x24"}
     * @throws CliFailure with exit code 2 if they exceed the heap this JVM may still use
     */
    public static void requireShards(double perWorker, int threads, double writer, String what) {
        long available = MemoryEstimate.availableBytes();
        double bytes = perWorker * threads + writer;
        if (bytes > available) {
            throw CliFailure.badInput(what + ": needs about " + human(bytes) + " of memory (" + human(writer)
                    + " for the shards being assembled), " + human(available) + " available (expected: a smaller "
                    + "--shard-size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
    }

    /** The failure for an {@link OutOfMemoryError} while making a map of size {@code what}. */
    public static CliFailure outOfMemory(String what) {
        return CliFailure.badInput(what + ": out of memory, " + human(Runtime.getRuntime().maxMemory())
                + " heap (expected: a smaller size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
    }
}
