package dev.wfc.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a timing depends on besides the code: CPU, processors, heap, OS and JVM, and the load average (other work
 * competing for the CPU) at the start and the end of the run.
 */
record MachineInfo(String cpu, int processors, long maxHeapBytes, String os, String jvm, List<String> jvmArgs) {
    static MachineInfo current() {
        Runtime rt = Runtime.getRuntime();
        return new MachineInfo(cpuModel(), rt.availableProcessors(), rt.maxMemory(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /** The one-minute load average, or a negative number where the OS does not report it. */
    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** The first "model name" of /proc/cpuinfo, or "unknown" off Linux. */
    private static String cpuModel() {
        try (var lines = Files.lines(Path.of("/proc/cpuinfo"))) {
            return lines.filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "unknown";
        }
    }
}
