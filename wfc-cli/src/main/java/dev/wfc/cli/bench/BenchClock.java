package dev.wfc.cli.bench;

import dev.wfc.cli.support.CliFailure;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The clocks of {@code wfc bench --clock}: {@code wall}, {@link System#nanoTime}, and {@code cpu}, the CPU time
 * of the calling thread (user and system), which a busy machine disturbs far less than the wall clock since the
 * time other processes hold the cores is not counted. Both in nanoseconds.
 */
final class BenchClock {
    /** The values {@code --clock} accepts, the default first. */
    static final List<String> NAMES = List.of("wall", "cpu");

    private BenchClock() {
    }

    /**
     * The clock named {@code name}, one of {@link #NAMES}.
     *
     * @throws CliFailure with exit code 2 for another name, or {@code cpu} on a JVM that cannot measure thread CPU
     *     time
     */
    static LongSupplier of(String name) {
        switch (name) {
            case "wall":
                return System::nanoTime;
            case "cpu":
                ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                if (!threads.isCurrentThreadCpuTimeSupported()) {
                    throw CliFailure.badInput("--clock cpu: this JVM cannot measure thread CPU time");
                }
                return threads::getCurrentThreadCpuTime;
            default:
                throw CliFailure.badInput("--clock: " + name + " (expected: " + String.join(" or ", NAMES)
                        + ")");
        }
    }
}
