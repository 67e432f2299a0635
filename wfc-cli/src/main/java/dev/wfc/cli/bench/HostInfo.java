package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.parallel.Host;

/** {@link Host}, what a benchmark ran on, as the JSON objects {@code wfc bench} prints. */
final class HostInfo {
    private HostInfo() {
    }

    /**
     * {@code javaVersion}, {@code vmName}, {@code vmVersion}, {@code vmVendor}, {@code maxHeapBytes} and
     * {@code arguments}, the JVM's own options (such as {@code -Xmx}).
     */
    static ObjectNode jvm(Host host) {
        ObjectNode jvm = JsonNodeFactory.instance.objectNode();
        jvm.put("javaVersion", host.javaVersion());
        jvm.put("vmName", host.vmName());
        jvm.put("vmVersion", host.vmVersion());
        jvm.put("vmVendor", host.vmVendor());
        jvm.put("maxHeapBytes", host.maxHeapBytes());
        host.jvmArguments().forEach(jvm.putArray("arguments")::add);
        return jvm;
    }

    /**
     * {@code osName}, {@code osVersion}, {@code osArch}, {@code availableProcessors} and {@code cpu}, the processor's
     * model name where the system tells it, else null.
     */
    static ObjectNode machine(Host host) {
        ObjectNode machine = JsonNodeFactory.instance.objectNode();
        machine.put("osName", host.osName());
        machine.put("osVersion", host.osVersion());
        machine.put("osArch", host.osArch());
        machine.put("availableProcessors", host.availableProcessors());
        machine.put("cpu", host.cpu());
        return machine;
    }
}
