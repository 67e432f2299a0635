package dev.wfc.cli.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How every failing wfc run must look: its exit code, one line on stderr, nothing on stdout, no file left. */
public final class ErrorAssertions {
    private ErrorAssertions() {
    }

    /**
     * Exit {@code exitCode}, exactly one line on stderr that starts with {@code "wfc COMMAND: "} and contains every
     * {@code mentions}, without a stack trace; nothing on stdout; {@code out} holds nothing but itself.
     */
    public static void assertOneLineError(CliRun run, String command, int exitCode, Path out, String... mentions)
            throws IOException {
        assertEquals(exitCode, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        String line = run.errLines().get(0);
        assertTrue(line.startsWith("wfc " + command + ": "), run::toString);
        for (String mention : mentions) {
            assertTrue(line.contains(mention), () -> "expected a mention of " + mention + "\n" + run);
        }
        assertFalse(line.contains("Exception") || line.contains("\tat "), run::toString);
        assertEquals("", run.out(), run::toString);
        assertEquals(List.of(out), files(out), "no output file may be left behind");
    }

    /** {@code dir} and everything below it, sorted. */
    public static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.sorted().toList();
        }
    }
}
