package dev.wfc.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The merged stdout and stderr of a child process, copied line by line into a log file by a daemon thread, with a
 * wait for the first line that matches a pattern: the tests wait on what a process says, never on time (the timeout
 * only bounds a hang).
 */
final class ProcessLog {
    private final Process process;
    private final Path file;
    private final List<String> lines = new ArrayList<>();
    private boolean ended;

    private ProcessLog(Process process, Path file) {
        this.process = process;
        this.file = file;
    }

    /** Starts {@code builder} with its output merged and followed into {@code file}. */
    static ProcessLog start(ProcessBuilder builder, Path file) throws IOException {
        Process p = builder.redirectErrorStream(true).start();
        ProcessLog log = new ProcessLog(p, file);
        Thread pump = new Thread(log::pump, "log of " + file.getFileName());
        pump.setDaemon(true);
        pump.start();
        return log;
    }

    Process process() {
        return process;
    }

    Path file() {
        return file;
    }

    private void pump() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8)); Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                out.write(line);
                out.write('\n');
                out.flush();
                synchronized (this) {
                    lines.add(line);
                    notifyAll();
                }
            }
        } catch (IOException e) {
            // The process was killed while a line was read: its log ends here.
        } finally {
            synchronized (this) {
                ended = true;
                notifyAll();
            }
        }
    }

    /**
     * The first match of {@code pattern} in the lines from {@code from} on, waiting for it as lines arrive.
     *
     * @throws IllegalStateException if the output ends, or {@code minutes} pass, without one, quoting the log's file
     */
    synchronized Matcher await(Pattern pattern, int from, int minutes) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(minutes);
        for (int i = from; ; i++) {
            while (i >= lines.size()) {
                long left = deadline - System.nanoTime();
                if (ended || left <= 0) {
                    throw new IllegalStateException("no line matching '" + pattern + "' in " + file + " ("
                            + (ended ? "its output ended" : minutes + " minutes passed") + "); its last lines:\n"
                            + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())));
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            Matcher m = pattern.matcher(lines.get(i));
            if (m.find()) {
                return m;
            }
        }
    }

    /** {@link #await(Pattern, int, int)} from the first line. */
    Matcher await(Pattern pattern, int minutes) throws InterruptedException {
        return await(pattern, 0, minutes);
    }

    /** Whether any line so far matches {@code pattern}. */
    synchronized boolean contains(Pattern pattern) {
        return lines.stream().anyMatch(l -> pattern.matcher(l).find());
    }

    /** The log so far, for a failure's message. */
    String text() {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
