package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** What a benchmark ran on: the JVM and the machine, as JSON, so that numbers from two runs can be set side by side. */
final class HostInfo {
    private static final Path CPU_INFO = Path.of("/proc/cpuinfo");

    private HostInfo() {
    }

    /**
     * {@code javaVersion}, {@code vmName}, {@code vmVersion}, {@code vmVendor}, {@code maxHeapBytes} and
     * {@code arguments}, the JVM's own options (such as {@code -Xmx}).
     */
    static ObjectNode jvm() {
        ObjectNode jvm = JsonNodeFactory.instance.objectNode();
        jvm.put("javaVersion", System.getProperty("java.version"));
        jvm.put("vmName", System.getProperty("java.vm.name"));
        jvm.put("vmVersion", System.getProperty("java.vm.version"));
        jvm.put("vmVendor", System.getProperty("java.vm.vendor"));
        jvm.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
        List<String> arguments = ManagementFactory.getRuntimeMXBean().getInputArguments();
        arguments.forEach(jvm.putArray("arguments")::add);
        return jvm;
    }

    /**
     * {@code osName}, {@code osVersion}, {@code osArch}, {@code availableProcessors} and {@code cpu}, the processor's
     * model name where the system tells it ({@code /proc/cpuinfo} on Linux), else null.
     */
    static ObjectNode machine() {
        ObjectNode machine = JsonNodeFactory.instance.objectNode();
        machine.put("osName", System.getProperty("os.name"));
        machine.put("osVersion", System.getProperty("os.version"));
        machine.put("osArch", System.getProperty("os.arch"));
        machine.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        machine.put("cpu", cpuModel());
        return machine;
    }

    /** The first {@code model name} of /proc/cpuinfo, or null where there is none or it cannot be read. */
    private static String cpuModel() {
        try (Stream<String> lines = Files.lines(CPU_INFO, StandardCharsets.UTF_8)) {
            return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .findFirst().orElse(null);
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
    }
}
