package dev.wfc.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc corpus} (or another command) as users run it, {@code dev.wfc.cli.Main} in a child JVM on this test's
 * class path: the reference that a corpus or a world made on Spark must equal.
 */
final class WfcCorpus {
    private WfcCorpus() {
    }

    /** Runs {@code wfc corpus ARGS} and fails the test unless it exits with 0 within two minutes. */
    static void run(Path log, String... args) throws IOException, InterruptedException {
        List<String> corpus = new ArrayList<>(List.of("corpus"));
        corpus.addAll(Arrays.asList(args));
        wfc(log, corpus.toArray(String[]::new));
    }

    /** Runs {@code wfc ARGS} (any command, e.g. {@code world}) and fails the test unless it exits with 0 in time. */
    static void wfc(Path log, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.wfc.cli.Main"));
        command.addAll(Arrays.asList(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean ended = p.waitFor(2, TimeUnit.MINUTES);
        if (!ended) {
            p.destroyForcibly();
        }
        assertTrue(ended, "wfc " + args[0] + " did not end within two minutes");
        assertEquals(0, p.exitValue(), () -> "wfc " + args[0] + ": " + read(log));
    }

    private static String read(Path log) {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }
}
