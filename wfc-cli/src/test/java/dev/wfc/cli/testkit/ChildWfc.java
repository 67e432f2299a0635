package dev.wfc.cli.testkit;

import dev.wfc.cli.Main;

import java.io.IOException;
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
        List<String> command = new ArrayList<>(List.of(javaHome.resolve("bin").resolve("java").toString(),
                "-Xmx512m", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(Arrays.asList(args));
        return new ProcessBuilder(command)
                .redirectOutput(log.resolveSibling(log.getFileName() + ".out").toFile())
                .redirectError(log.resolveSibling(log.getFileName() + ".err").toFile())
                .start();
    }

    /** The JDK this test runs on. */
    public static Path currentJavaHome() {
        return Path.of(System.getProperty("java.home"));
    }
}
