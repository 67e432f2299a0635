package dev.wfc.cli;

import dev.wfc.cli.map.OverlappingCommand;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ./wfc} with the start-up archive that the package phase made beside wfc.jar (run in integration-test, after
 * it): used with the java that made it; and with a missing, stale or foreign archive the launcher still runs and
 * prints exactly what it prints without one, nothing on stderr. Its memory option (huge pages) follows the kernel's
 * setting and yields to JAVA_OPTS. Which archive the launcher hands to the JVM is read
 * from its own trace ({@code bash -x}); whether the JVM took it, from the classes it loads ({@code -Xlog:class+load}).
 */
class LauncherIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path TARGET = ROOT.resolve("wfc-cli").resolve("target");
    private static final Path NEWER_DEFAULT = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");

    @TempDir
    Path dir;

    private static String version;

    @BeforeAll
    static void builtWithTheArchive() {
        version = System.getProperty("wfc.expectedVersion");
        assertTrue(version != null, "run through Maven, which passes the project version");
        assertTrue(Files.isRegularFile(TARGET.resolve("wfc.jar")), "wfc.jar not built: run in integration-test");
        assumeFalse(Boolean.getBoolean("wfc.skipArchive"), "built with -Dwfc.skipArchive=true: no archive to test");
        assertTrue(Files.isRegularFile(TARGET.resolve("wfc-archive.properties")), "no stamp beside wfc.jar");
    }

    @Test
    void theArchiveIsUsedWithTheJavaThatMadeIt() throws IOException, InterruptedException {
        Run version = run(ROOT, currentJava(), "--version");
        assertVersionOnly(version);
        assertTrue(version.fromArchive(Main.class.getName()), version::toString);

        Path png = dir.resolve("x.png");
        Run map = run(ROOT, currentJava(), "overlapping", "--size", "8", "--seed", "1", "--out", png.toString());
        assertEquals(0, map.exit, map::toString);
        assertTrue(map.out.startsWith(png + ": 8x8, seed 1, "), map::toString);
        assertEquals(1, map.out.lines().count(), map::toString);
        assertEquals("", map.err, map::toString);
        assertTrue(map.fromArchive(OverlappingCommand.class.getName()), map::toString);
        assertTrue(map.fromArchive("picocli.CommandLine"), map::toString);
        assertTrue(Files.size(png) > 0);

        assertTrue(handedTo(ROOT, currentJava()), "the launcher left out a matching archive");
    }

    @Test
    void withoutAnArchiveItRunsSilently() throws IOException, InterruptedException {
        Path copy = copyLauncher(false);
        assertVersionOnly(run(copy, currentJava(), "--version"));
        assertFalse(handedTo(copy, currentJava()));

        // A stamp whose archive is missing.
        Files.copy(TARGET.resolve("wfc-archive.properties"), copy.resolve("wfc-cli/target/wfc-archive.properties"));
        Run run = run(copy, currentJava(), "--version");
        assertVersionOnly(run);
        assertFalse(run.fromArchive(Main.class.getName()), run::toString);
        assertFalse(handedTo(copy, currentJava()));
    }

    @Test
    void aStaleArchiveIsNotUsedAndSaysNothing() throws IOException, InterruptedException {
        Path copy = copyLauncher(true);
        Path target = copy.resolve("wfc-cli/target");
        // The launcher hands it over (stamp, java and times match), the JVM refuses it: it was made for the jar at
        // another path. Silently.
        Run moved = run(copy, currentJava(), "--version");
        assertVersionOnly(moved);
        assertFalse(moved.fromArchive(Main.class.getName()), moved::toString);
        assertTrue(handedTo(copy, currentJava()), "expected the launcher to try the copied archive");

        // A jar newer than the archive: the launcher leaves the archive out.
        Path archive = target.resolve(stampValue(target, "archive"));
        FileTime jarTime = Files.getLastModifiedTime(target.resolve("wfc.jar"));
        Files.setLastModifiedTime(archive, FileTime.fromMillis(jarTime.toMillis() - 60_000));
        assertVersionOnly(run(copy, currentJava(), "--version"));
        assertFalse(handedTo(copy, currentJava()));
    }

    @Test
    void anArchiveOfAnotherJvmIsNotUsedAndSaysNothing() throws IOException, InterruptedException {
        Path copy = copyLauncher(true);
        Path target = copy.resolve("wfc-cli/target");
        Path stamp = target.resolve("wfc-archive.properties");
        Path archive = target.resolve(stampValue(target, "archive"));

        // Bytes no JVM made, under a stamp that names this java: the JVM gets them and must refuse them quietly
        // (JDK 25 prints a warning and an error about an archive it cannot use unless its log is off).
        Files.write(archive, noise());
        Run garbage = run(copy, currentJava(), "--version");
        assertVersionOnly(garbage);
        assertTrue(handedTo(copy, currentJava()), "expected the launcher to try the archive");

        // A stamp naming another JDK: the launcher leaves the archive out.
        setStampValue(stamp, "java.home", "/nonexistent/jdk");
        assertVersionOnly(run(copy, currentJava(), "--version"));
        assertFalse(handedTo(copy, currentJava()));
    }

    /** JAVA_HOME another JDK than the one that made the archive: the real launcher and archive, left out, silently. */
    @Test
    void anotherJdkRunsWithoutTheArchive() throws IOException, InterruptedException {
        String configured = System.getenv("WFC_NEWER_JDK");
        Path other = configured == null || configured.isBlank() ? NEWER_DEFAULT : Path.of(configured);
        boolean found = Files.isExecutable(other.resolve("bin/java"))
                && !other.toRealPath().equals(currentJava().toRealPath());
        String hint = "no JDK other than the build's at " + other + " (set WFC_NEWER_JDK to one)";
        if (!found && "1".equals(System.getenv("WFC_REQUIRE_NEWER_JDK"))) {
            throw new IllegalStateException(hint + "; WFC_REQUIRE_NEWER_JDK=1 requires it");
        }
        assumeTrue(found, hint);
        Run run = run(ROOT, other, "--version");
        assertVersionOnly(run);
        assertFalse(run.fromArchive(Main.class.getName()), run::toString);
        assertFalse(handedTo(ROOT, other));

        // That JDK handed an archive it cannot use, of either kind: not a word from its log.
        Path copy = copyLauncher(true);
        Path target = copy.resolve("wfc-cli/target");
        Path stamp = target.resolve("wfc-archive.properties");
        Files.write(target.resolve(stampValue(target, "archive")), noise());
        setStampValue(stamp, "java.home", other.toRealPath().toString());
        for (String kind : List.of("cds", "aot")) {
            setStampValue(stamp, "kind", kind);
            assertVersionOnly(run(copy, other, "--version"));
            assertTrue(handedTo(copy, other), () -> "expected the launcher to try the " + kind + " archive");
        }
    }

    /**
     * The heap takes transparent huge pages exactly where the kernel gives them on request ("madvise"), without a
     * word on stderr; an option of JAVA_OPTS comes after the launcher's, so it wins.
     */
    @Test
    void hugePagesWhereTheKernelGivesThemOnRequestAndJavaOptsWins() throws IOException, InterruptedException {
        Path setting = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        boolean onRequest = Files.isReadable(setting) && Files.readString(setting).contains("[madvise]");
        String exec = execLine(ROOT, currentJava(), "-XX:-UseTransparentHugePages");
        int launcher = exec.indexOf("-XX:+UseTransparentHugePages");
        assertEquals(onRequest, launcher >= 0, exec);
        assertTrue(exec.indexOf("-XX:-UseTransparentHugePages") > launcher, exec);
        assertVersionOnly(run(ROOT, currentJava(), "--version"));
    }

    /** Bytes that no JVM made. */
    private static byte[] noise() {
        byte[] noise = new byte[1 << 16];
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (byte) (i * 31 + 7);
        }
        return noise;
    }

    private static void assertVersionOnly(Run run) {
        assertEquals(0, run.exit, run::toString);
        assertEquals("wfc " + version + System.lineSeparator(), run.out, run::toString);
        assertEquals("", run.err, run::toString);
    }

    /** The launcher and wfc.jar in a fresh directory, with the archive and its stamp if {@code withArchive}. */
    private Path copyLauncher(boolean withArchive) throws IOException {
        Path copy = dir.resolve("copy");
        Path target = Files.createDirectories(copy.resolve("wfc-cli/target"));
        Files.copy(ROOT.resolve("wfc"), copy.resolve("wfc"));
        Files.copy(TARGET.resolve("wfc.jar"), target.resolve("wfc.jar"), StandardCopyOption.COPY_ATTRIBUTES);
        if (withArchive) {
            String archive = stampValue(TARGET, "archive");
            Files.copy(TARGET.resolve(archive), target.resolve(archive), StandardCopyOption.COPY_ATTRIBUTES);
            Files.copy(TARGET.resolve("wfc-archive.properties"), target.resolve("wfc-archive.properties"));
        }
        return copy;
    }

    private static String stampValue(Path target, String key) throws IOException {
        return Files.readAllLines(target.resolve("wfc-archive.properties"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith(key + "=")).map(l -> l.substring(key.length() + 1)).findFirst()
                .orElseThrow(() -> new AssertionError("stamp without " + key));
    }

    private static void setStampValue(Path stamp, String key, String value) throws IOException {
        List<String> lines = Files.readAllLines(stamp, StandardCharsets.UTF_8).stream()
                .map(l -> l.startsWith(key + "=") ? key + "=" + value : l).toList();
        assertTrue(lines.contains(key + "=" + value), () -> "stamp without " + key);
        Files.write(stamp, lines, StandardCharsets.UTF_8);
    }

    private static Path currentJava() {
        return Path.of(System.getProperty("java.home"));
    }

    /** Whether the launcher in {@code root} passes an archive to the JVM: its exec line, traced by bash. */
    private boolean handedTo(Path root, Path javaHome) throws IOException, InterruptedException {
        String exec = execLine(root, javaHome, "");
        return exec.contains("-XX:SharedArchiveFile=") || exec.contains("-XX:AOTCache=");
    }

    /** The command line the launcher in {@code root} runs for {@code --version}: its exec line, traced by bash. */
    private String execLine(Path root, Path javaHome, String javaOpts) throws IOException, InterruptedException {
        Run traced = launch(root, javaHome, List.of("-x"), javaOpts, "--version");
        assertEquals(0, traced.exit, traced::toString);
        return traced.err.lines().filter(l -> l.startsWith("+ exec ")).findFirst()
                .orElseThrow(() -> new AssertionError("no exec line in the trace: " + traced));
    }

    /** Runs the launcher in {@code root} with {@code JAVA_HOME=javaHome}, logging the classes the JVM loads. */
    private Run run(Path root, Path javaHome, String... args) throws IOException, InterruptedException {
        Path log = Files.createTempFile(dir, "classes", ".log");
        Run run = launch(root, javaHome, List.of(), "-Xlog:class+load=info:file=" + log, args);
        run.classes = Files.readAllLines(log, StandardCharsets.UTF_8);
        return run;
    }

    private Run launch(Path root, Path javaHome, List<String> bashOptions, String javaOpts, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash"));
        command.addAll(bashOptions);
        command.add(root.resolve("wfc").toString());
        command.addAll(Arrays.asList(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = pb.environment();
        env.put("JAVA_HOME", javaHome.toString());
        env.put("JAVA_OPTS", javaOpts);
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher did not finish");
        Run run = new Run();
        run.exit = p.exitValue();
        run.out = Files.readString(out, StandardCharsets.UTF_8);
        run.err = Files.readString(err, StandardCharsets.UTF_8);
        return run;
    }

    /** One run of the launcher. */
    private static final class Run {
        int exit;
        String out;
        String err;
        List<String> classes = List.of();

        /** Whether the JVM took {@code className} from an archive ("source: shared objects file"). */
        boolean fromArchive(String className) {
            String loaded = "] " + className + " source: ";
            String line = classes.stream().filter(l -> l.contains(loaded)).findFirst()
                    .orElseThrow(() -> new AssertionError(className + " not loaded: " + this));
            return line.contains("source: shared objects file");
        }

        @Override
        public String toString() {
            return "exit " + exit + "\n--- out:\n" + out + "--- err:\n" + err + "--- " + classes.size()
                    + " classes logged";
        }
    }
}
