package dev.wfc.cli;

import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
 * {@code --version} and {@code --help} load neither AWT, ImageIO nor Jackson: a fresh JVM runs each and lists the
 * classes it loads ({@code -Xlog:class+load}). A solve that writes a PNG loads no AWT either (wfc encodes PNG itself),
 * nor one that reads an RGB or palette PNG sample (wfc decodes those itself).
 */
class StartupClassesTest {
    private static final List<String> HEAVY = List.of("java.awt.", "javax.imageio.", "sun.awt.", "sun.java2d.",
            "com.fasterxml.jackson.");

    @TempDir
    Path dir;

    @Test
    void versionAndHelpLoadNoHeavyLibrary() throws IOException, InterruptedException {
        for (String[] args : new String[][] {{"--version"}, {"--help"}, {"corpus", "--help"}, {"bench", "--help"},
                {"bench", "overlapping", "--help"}, {"overlapping", "--help"}, {"rules", "--help"},
                {"animate", "--help"}, {"stats", "--help"}}) {
            assertNoneLoaded(classesLoaded(args), HEAVY, args);
        }
    }

    @Test
    void aSmallMapLoadsNoAwt() throws IOException, InterruptedException {
        Path png = dir.resolve("x.png");
        List<String> loaded = classesLoaded("overlapping", "--size", "8", "--seed", "1", "--out", png.toString());
        assertTrue(Files.size(png) > 0, "no map written");
        assertNoneLoaded(loaded, HEAVY, "overlapping");
    }

    /** An RGB sample (Rooms.png) and a palette one, wfc's own map, decode without ImageIO (PngDecoder). */
    @Test
    void aMapFromAPngSampleLoadsNoAwt() throws IOException, InterruptedException {
        Path own = dir.resolve("own.png");
        classesLoaded("overlapping", "--size", "8", "--seed", "1", "--out", own.toString());
        for (Path sample : List.of(SampleFiles.sample("Rooms"), own)) {
            Path png = dir.resolve("map.png");
            List<String> loaded = classesLoaded("overlapping", sample.toString(), "--size", "12", "--seed", "1",
                    "--out", png.toString());
            assertTrue(Files.size(png) > 0, "no map written");
            assertNoneLoaded(loaded, HEAVY, "overlapping", sample.toString());
        }
    }

    private static void assertNoneLoaded(List<String> loaded, List<String> prefixes, String... args) {
        assertTrue(loaded.contains("dev.wfc.cli.Main"), () -> "class log not read: " + loaded.size() + " lines");
        List<String> heavy = loaded.stream().filter(c -> prefixes.stream().anyMatch(c::startsWith)).toList();
        assertEquals(List.of(), heavy, () -> "wfc " + String.join(" ", args));
    }

    /** The names of the classes a child JVM loads while running {@code wfc ARGS}, which must exit 0. */
    private List<String> classesLoaded(String... args) throws IOException, InterruptedException {
        Path log = Files.createTempFile(dir, "classes", ".log");
        List<String> command = new ArrayList<>(List.of(ChildWfc.currentJavaHome().resolve("bin/java").toString(),
                "-Xlog:class+load=info:file=" + log, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(Arrays.asList(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "wfc did not finish");
        String out = Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), () -> String.join(" ", args) + ": " + out);
        // A line is "[uptime][info][class,load] NAME source: ...".
        return Files.readAllLines(log, StandardCharsets.UTF_8).stream().map(l -> l.split(" "))
                .filter(f -> f.length > 1).map(f -> f[1]).toList();
    }
}
