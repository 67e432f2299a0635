package dev.wfc.cli.testkit;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real headless Chromium for tests of pages wfc writes: the {@code WFC_CHROMIUM} executable, else {@code chromium}
 * (Debian's package) or {@code chromium-browser} on the PATH. Where none is found the test is skipped with the
 * reason, unless {@code WFC_REQUIRE_CHROMIUM=1} (set by CI, whose {@code .ci/run} installs the package) makes that a
 * failure. Every run has its own profile directory and a time limit, and is killed with its helpers past it.
 */
public final class Chromium {
    private static final long TIMEOUT_SECONDS = 90;

    private final Path executable;
    private final Path work;

    private Chromium(Path executable, Path work) {
        this.executable = executable;
        this.work = work;
    }

    /** The browser, or a skipped test (a failure under {@code WFC_REQUIRE_CHROMIUM=1}). */
    public static Chromium require(Path work) {
        String configured = System.getenv("WFC_CHROMIUM");
        Path found = null;
        if (configured != null && !configured.isBlank()) {
            found = Files.isExecutable(Path.of(configured)) ? Path.of(configured) : null;
        } else {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                for (String name : List.of("chromium", "chromium-browser")) {
                    Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
                    if (found == null && Files.isExecutable(candidate)) {
                        found = candidate;
                    }
                }
            }
        }
        String hint = "no headless browser: " + (configured != null && !configured.isBlank() ? "WFC_CHROMIUM="
                + configured + " is not executable" : "neither chromium nor chromium-browser on the PATH")
                + " (install Debian's package: apt-get install chromium; or set WFC_CHROMIUM)";
        if (found == null && "1".equals(System.getenv("WFC_REQUIRE_CHROMIUM"))) {
            throw new IllegalStateException(hint + "; WFC_REQUIRE_CHROMIUM=1 requires it");
        }
        assumeTrue(found != null, hint);
        return new Chromium(found, work);
    }

    /** The page's DOM after its scripts ran and it loaded, serialized as HTML. */
    public String dumpDom(String url) throws IOException, InterruptedException {
        Path out = work.resolve("dom-" + System.nanoTime() + ".html");
        run(out, List.of("--dump-dom", url));
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** A PNG screenshot of the page in a window of {@code width} x {@code height}. */
    public Path screenshot(String url, Path png, int width, int height) throws IOException, InterruptedException {
        run(work.resolve("screenshot-" + System.nanoTime() + ".out"),
                List.of("--screenshot=" + png, "--window-size=" + width + "," + height, "--hide-scrollbars", url));
        return png;
    }

    private void run(Path stdout, List<String> args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(work, "profile");
        List<String> command = new ArrayList<>(List.of(executable.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--no-first-run", "--disable-extensions", "--user-data-dir=" + profile));
        command.addAll(args);
        Path stderr = stdout.resolveSibling(stdout.getFileName() + ".err");
        Process p = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile())
                .start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new IllegalStateException(executable + " did not finish within " + TIMEOUT_SECONDS + " s: " + args);
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException(executable + " exited with " + p.exitValue() + ": " + args + "\n"
                    + Files.readString(stderr, StandardCharsets.UTF_8));
        }
    }
}
