package dev.wfc.parallel;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** {@link Host#current()} against the system properties and management beans it is made from. */
class HostTest {
    @Test
    void describesThisJvmAndMachine() {
        Host host = Host.current();
        assertEquals(System.getProperty("os.name"), host.osName());
        assertEquals(System.getProperty("os.version"), host.osVersion());
        assertEquals(System.getProperty("os.arch"), host.osArch());
        assertEquals(System.getProperty("java.version"), host.javaVersion());
        assertEquals(System.getProperty("java.runtime.version"), host.runtimeVersion());
        assertEquals(System.getProperty("java.vm.name"), host.vmName());
        assertEquals(System.getProperty("java.vm.version"), host.vmVersion());
        assertEquals(System.getProperty("java.vm.vendor"), host.vmVendor());
        assertEquals(Runtime.getRuntime().availableProcessors(), host.availableProcessors());
        assertEquals(Runtime.getRuntime().maxMemory(), host.maxHeapBytes());
        assertEquals(ManagementFactory.getRuntimeMXBean().getInputArguments(), host.jvmArguments());
        if (host.cpu() != null) {
            assertFalse(host.cpu().isBlank(), "a model name, not blanks");
            assertEquals(host.cpu().strip(), host.cpu());
        }
    }

    @Test
    void keepsItsOwnCopyOfTheArguments() {
        List<String> args = new ArrayList<>(List.of("-Xmx1g"));
        Host host = new Host(null, 1, 1, "os", "1", "arch", "17", "17+35", "vm", "17", "vendor", args);
        args.add("-ea");
        assertEquals(List.of("-Xmx1g"), host.jvmArguments());
        assertThrows(UnsupportedOperationException.class, () -> host.jvmArguments().add("-ea"));
    }
}
