package dev.wfc.cli.testkit;

import dev.wfc.cli.Main;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The wfc command line in a child JVM, on this test run's class path (compiled for Java 17, so any newer runtime runs
 * it too), with stdout and stderr going to files beside its output.
 */
public final class ChildWfc {
    private ChildWfc() {
    }

    /** Starts {@code javaHome/bin/java -cp <test class path> dev.wfc.cli.Main ARGS}; output goes to {@code log.*}. */
    public static Process start(Path javaHome, Path log, String... args) throws IOException {
        List<String> command = new ArrayList<>(signalsRestored());
        command.addAll(List.of(javaHome.resolve("bin").resolve("java").toString(),
                "-Xmx512m", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(Arrays.asList(args));
        return new ProcessBuilder(command)
                .redirectOutput(log.resolveSibling(log.getFileName() + ".out").toFile())
                .redirectError(log.resolveSibling(log.getFileName() + ".err").toFile())
                .start();
    }

    /**
     * A build started as a background job of a non-interactive shell inherits SIGINT and SIGQUIT ignored, and a JVM
     * leaves an ignored SIGINT ignored: the child then runs on through the INT a test sends. Where this process
     * ignores SIGINT (bit 2 of {@code SigIgn} in {@code /proc/self/status}), GNU env restores the default for the child.
     */
    private static List<String> signalsRestored() throws IOException {
        Path status = Path.of("/proc/self/status");
        Path env = Path.of("/usr/bin/env");
        if (!Files.isReadable(status) || !Files.isExecutable(env)) {
            return List.of();
        }
        for (String line : Files.readAllLines(status, StandardCharsets.US_ASCII)) {
            if (line.startsWith("SigIgn:") && (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 0b10) != 0) {
                return List.of(env.toString(), "--default-signal=INT");
            }
        }
        return List.of();
    }

    /** The JDK this test runs on. */
    public static Path currentJavaHome() {
        return Path.of(System.getProperty("java.home"));
    }
}
