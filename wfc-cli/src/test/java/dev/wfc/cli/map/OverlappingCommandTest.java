package dev.wfc.cli.map;

import dev.wfc.cli.options.OutputOptions;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Heuristic;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Successful runs of {@code wfc overlapping}: the file, its size, the summary line, reproducibility. */
class OverlappingCommandTest {
    private static final Pattern SEED = Pattern.compile("seed (-?\\d+)");

    @Test
    void builtinSampleWritesTheRequestedSize(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("nested/map.png");
        CliRun run = CliRun.of("overlapping", "--width", "40", "--height", "24", "--seed", "7", "--out", out.toString());
        assertWritten(run, out, 40, 24);
        assertTrue(run.out().contains("seed 7"), run::toString);
    }

    @Test
    void periodicOutputHasTheRequestedSize(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("map.png");
        CliRun run = CliRun.of("overlapping", "--size", "20", "--periodic", "--seed", "3", "--out", out.toString());
        assertWritten(run, out, 20, 20);
    }

    @Test
    void flowersWithGroundWritesTheRequestedSize(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("flowers.png");
        CliRun run = CliRun.of(flowers("--seed", "11", "--out", out.toString()));
        assertWritten(run, out, 48, 48);
    }

    @Test
    void sameSeedGivesIdenticalBytes(@TempDir Path dir) throws IOException {
        assertReproducible(dir, "overlapping", "--size", "32", "--seed", "5");
        assertReproducible(dir, flowers("--seed", "5"));
    }

    @Test
    void printedRandomSeedReproducesTheMap(@TempDir Path dir) throws IOException {
        Path first = dir.resolve("first.png");
        CliRun run = CliRun.of("overlapping", "--size", "24", "--out", first.toString());
        assertWritten(run, first, 24, 24);
        Matcher m = SEED.matcher(run.out());
        assertTrue(m.find(), run::toString);
        Path second = dir.resolve("second.png");
        assertWritten(CliRun.of("overlapping", "--size", "24", "--seed", m.group(1), "--out", second.toString()),
                second, 24, 24);
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }

    @Test
    void stepLimitWritesAPartialMapWithANote(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("partial.png");
        CliRun run = CliRun.of("overlapping", "--size", "24", "--seed", "2", "--limit", "5", "--out", out.toString());
        assertWritten(run, out, 24, 24);
        assertTrue(run.out().contains("partial") && run.out().contains("--limit 5"), run::toString);
    }

    /** Every solver and propagator makes the same choices for a seed, so the bytes agree; names in any case. */
    @ParameterizedTest
    @EnumSource(Heuristic.class)
    void solversAndPropagatorsAgree(Heuristic heuristic, @TempDir Path dir) throws IOException {
        String name = heuristic.name().toLowerCase(Locale.ROOT);
        List<List<String>> variants = List.of(
                List.of("--heuristic", name),
                List.of("--heuristic", name.toUpperCase(Locale.ROOT), "--propagator", "ac4"),
                List.of("--heuristic", name, "--propagator", "bitset"),
                List.of("--heuristic", name, "--solver", "naive"));
        byte[] reference = null;
        for (int i = 0; i < variants.size(); i++) {
            Path out = dir.resolve(i + ".png");
            List<String> args = new ArrayList<>(List.of("overlapping", "--size", "16", "--seed", "9"));
            args.addAll(variants.get(i));
            args.addAll(List.of("--out", out.toString()));
            assertWritten(CliRun.of(args.toArray(String[]::new)), out, 16, 16);
            byte[] bytes = Files.readAllBytes(out);
            if (reference == null) {
                reference = bytes;
            }
            assertArrayEquals(reference, bytes, "variant " + variants.get(i));
        }
    }

    @Test
    void defaultOutputIsNamedAfterSampleAndSeed() {
        assertEquals(Path.of("output", "Flowers-42.png"), new OutputOptions().path("Flowers", 42));
    }

    /** Flowers as the classic sample list runs it: N = 3, symmetry 2, ground, periodic output. */
    private static String[] flowers(String... more) {
        List<String> args = new ArrayList<>(List.of("overlapping", SampleFiles.sample("Flowers").toString(),
                "--n", "3", "--symmetry", "2", "--ground", "--periodic"));
        args.addAll(Arrays.asList(more));
        return args.toArray(String[]::new);
    }

    private static void assertReproducible(Path dir, String... args) throws IOException {
        byte[][] bytes = new byte[2][];
        for (int i = 0; i < 2; i++) {
            Path out = dir.resolve("twice-" + i + ".png");
            List<String> all = new ArrayList<>(Arrays.asList(args));
            all.addAll(List.of("--out", out.toString()));
            CliRun run = CliRun.of(all.toArray(String[]::new));
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            bytes[i] = Files.readAllBytes(out);
        }
        assertArrayEquals(bytes[0], bytes[1]);
    }

    /** Exit 0, one summary line naming the file, nothing on stderr, and a PNG of the given size. */
    private static void assertWritten(CliRun run, Path out, int width, int height) throws IOException {
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals("", run.err(), run::toString);
        List<String> lines = run.out().lines().toList();
        assertEquals(1, lines.size(), run::toString);
        assertTrue(lines.get(0).startsWith(out + ": " + width + "x" + height), run::toString);
        Image image = Png.read(out);
        assertEquals(width, image.width());
        assertEquals(height, image.height());
    }
}
