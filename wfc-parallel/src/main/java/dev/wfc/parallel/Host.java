package dev.wfc.parallel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a run ran on, the machine and the JVM, so that the numbers of two runs can be set side by side: the one
 * description that {@code wfc bench} and the scaling report record.
 *
 * @param cpu the processor's model name where the system tells it ({@code /proc/cpuinfo} on Linux), else null
 * @param availableProcessors the processors this JVM may use
 * @param maxHeapBytes the heap this JVM may grow to ({@link Runtime#maxMemory()})
 * @param osName the {@code os.name} system property; {@code osVersion}, {@code osArch} likewise
 * @param javaVersion the {@code java.version} system property; {@code runtimeVersion} ({@code java.runtime.version}),
 *     {@code vmName}, {@code vmVersion}, {@code vmVendor} ({@code java.vm.*}) likewise
 * @param jvmArguments the JVM's own options, such as {@code -Xmx} (an immutable list)
 */
public record Host(String cpu, int availableProcessors, long maxHeapBytes, String osName, String osVersion,
                   String osArch, String javaVersion, String runtimeVersion, String vmName, String vmVersion,
                   String vmVendor, List<String> jvmArguments) {
    private static final Path CPU_INFO = Path.of("/proc/cpuinfo");

    public Host {
        jvmArguments = List.copyOf(jvmArguments);
    }

    /** This JVM and the machine it runs on, now; reads {@code /proc/cpuinfo} where there is one. */
    public static Host current() {
        Runtime rt = Runtime.getRuntime();
        return new Host(cpuModel(), rt.availableProcessors(), rt.maxMemory(), System.getProperty("os.name"),
                System.getProperty("os.version"), System.getProperty("os.arch"), System.getProperty("java.version"),
                System.getProperty("java.runtime.version"), System.getProperty("java.vm.name"),
                System.getProperty("java.vm.version"), System.getProperty("java.vm.vendor"),
                ManagementFactory.getRuntimeMXBean().getInputArguments());
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
