package dev.wfc.cli.support;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The last resort of the error reporting: whatever a command throws, an {@link Error} as much as an unexpected
 * exception, ends as one line on stderr naming the command and exit 1, never a stack trace.
 */
class LastResortTest {
    @Command(name = "boom")
    static final class Boom implements Runnable {
        private final Throwable thrown;

        Boom(Throwable thrown) {
            this.thrown = thrown;
        }

        @Override
        public void run() {
            if (thrown instanceof Error e) {
                throw e;
            }
            throw (RuntimeException) thrown;
        }
    }

    @Test
    void anErrorOrUnexpectedExceptionIsOneLineAndExit1() {
        for (Throwable t : List.of(new OutOfMemoryError("Java heap space"), new StackOverflowError(),
                new AssertionError("x"), new IllegalStateException("y".repeat(10_000)))) {
            StringWriter err = new StringWriter();
            ErrorReporter reporter = new ErrorReporter();
            CommandLine cl = new CommandLine(new Boom(t)).setExecutionStrategy(reporter)
                    .setExecutionExceptionHandler(reporter).setParameterExceptionHandler(reporter);
            cl.setErr(new PrintWriter(err, true));
            int code = cl.execute();
            List<String> lines = err.toString().lines().toList();
            assertEquals(ExitCodes.FAILURE, code, t::toString);
            assertEquals(1, lines.size(), err::toString);
            assertTrue(lines.get(0).startsWith("boom: "), err::toString);
            assertFalse(lines.get(0).contains("\tat "), err::toString);
            assertTrue(lines.get(0).length() < 300, err::toString);
        }
    }

    @Test
    void outOfMemorySaysTheHeapAndHowToRaiseIt() {
        StringWriter err = new StringWriter();
        ErrorReporter reporter = new ErrorReporter();
        CommandLine cl = new CommandLine(new Boom(new OutOfMemoryError())).setExecutionStrategy(reporter);
        cl.setErr(new PrintWriter(err, true));
        cl.execute();
        assertTrue(err.toString().contains("out of memory with a ") && err.toString().contains("-Xmx"),
                err::toString);
    }
}
