package dev.wfc.bench;

import dev.wfc.parallel.Host;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * What a timing depends on besides the code: CPU, processors, heap, OS and JVM (from {@link Host}), and the load
 * average (other work competing for the CPU) at the start and the end of the run.
 */
record MachineInfo(String cpu, int processors, long maxHeapBytes, String os, String jvm, List<String> jvmArgs) {
    static MachineInfo current() {
        Host host = Host.current();
        return new MachineInfo(host.cpu() == null ? "unknown" : host.cpu(), host.availableProcessors(),
                host.maxHeapBytes(), host.osName() + " " + host.osVersion() + " " + host.osArch(),
                host.vmName() + " " + host.runtimeVersion(), host.jvmArguments());
    }

    /** The one-minute load average, or a negative number where the OS does not report it. */
    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
