package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Every failure of {@code wfc overlapping} exits with its documented code and exactly one line on stderr that names
 * the option or file, with no stack trace and no output file. The JVM runs with a 512 MB heap (see the POM), so the
 * memory estimate refuses the large sizes below on any machine.
 */
class OverlappingErrorsTest {
    @TempDir
    static Path inputs;

    @BeforeAll
    static void writeInputs() throws IOException {
        Files.writeString(inputs.resolve("notes.png"), "not an image", StandardCharsets.UTF_8);
        byte[] damaged = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
        Files.write(inputs.resolve("damaged.png"), damaged);
        Png.write(inputs.resolve("tiny.png"), checkerboard(4, 4));
        // With N = 2 and no symmetry, colours alternate along every row and column of the output too.
        Png.write(inputs.resolve("checker.png"), checkerboard(2, 2));
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                arguments("missing.png", List.of("{in}/missing.png")),
                arguments("notes.png", List.of("{in}/notes.png")),
                arguments("damaged.png", List.of("{in}/damaged.png")),
                arguments("{in}", List.of("{in}")),
                arguments("--n", List.of("--n", "17")),
                arguments("--n", List.of("{in}/tiny.png", "--n", "5")),
                arguments("--n", List.of("--n", "1")),
                arguments("--n", List.of("--n", "three")),
                arguments("--size", List.of("--size", "0")),
                arguments("--size", List.of("--size", "-3")),
                arguments("--width", List.of("--width", "0")),
                arguments("--height", List.of("--height", "-1")),
                arguments("size", List.of("--size", "2")),
                arguments("--symmetry", List.of("--symmetry", "9")),
                arguments("--symmetry", List.of("--symmetry", "0")),
                arguments("--tries", List.of("--tries", "0")),
                arguments("--limit", List.of("--limit", "-1")),
                arguments("--heuristic", List.of("--heuristic", "random")),
                arguments("--solver", List.of("--solver", "quantum")),
                arguments("--propagator", List.of("--propagator", "ac3")),
                arguments("--periodic-input", List.of("--periodic-input=maybe")),
                arguments("--seed", List.of("--seed", "12.5")),
                arguments("--frobnicate", List.of("--frobnicate")),
                arguments("extra.png", List.of("{in}/tiny.png", "extra.png")),
                arguments("--size 100000x100000", List.of("--size", "100000")),
                arguments("--width/--height 100000x100000", List.of("--width", "100000", "--height", "100000")),
                arguments("--size 8000x8000", List.of("--size", "8000", "--periodic")),
                arguments("--size 2000x2000", List.of("--size", "2000", "--solver", "naive")),
                arguments("--size 1000x1000", List.of("--size", "1000", "--propagator", "ac4")));
    }

    @ParameterizedTest(name = "{1} -> {0}")
    @MethodSource("badInputs")
    void badInputExitsWithTwo(String mention, List<String> args, @TempDir Path out) throws IOException {
        CliRun run = overlapping(args, out);
        assertOneLineError(run, ExitCodes.BAD_INPUT, mention.replace("{in}", inputs.toString()), out);
    }

    @Test
    void unknownEnumValueListsAllowedNames(@TempDir Path out) throws IOException {
        List<Class<? extends Enum<?>>> types = List.of(Heuristic.class, SolverKind.class, PropagatorKind.class);
        List<String> options = List.of("--heuristic", "--solver", "--propagator");
        for (int i = 0; i < types.size(); i++) {
            CliRun run = overlapping(List.of(options.get(i), "nonsense"), out);
            assertOneLineError(run, ExitCodes.BAD_INPUT, options.get(i), out);
            for (Enum<?> constant : types.get(i).getEnumConstants()) {
                assertTrue(run.err().contains(constant.name().toLowerCase(Locale.ROOT)), run::toString);
            }
        }
    }

    @Test
    void noSolutionExitsWithThree(@TempDir Path out) throws IOException {
        // An odd periodic width cannot hold alternating colours: every try ends in a contradiction.
        CliRun run = overlapping(List.of("{in}/checker.png", "--n", "2", "--symmetry", "1", "--periodic",
                "--width", "5", "--height", "4", "--tries", "3", "--seed", "1"), out);
        assertOneLineError(run, ExitCodes.NO_SOLUTION, "--tries 3", out);
    }

    @Test
    void anOutputInsideAFileIsABadArgument(@TempDir Path out) throws IOException {
        Path notADirectory = out.resolve("file");
        Files.writeString(notADirectory, "x", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("overlapping", "--size", "8", "--seed", "1", "--out",
                notADirectory.resolve("map.png").toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().contains("--out") && run.err().contains("is not a directory"), run::toString);
        assertEquals(List.of(out, notADirectory), ErrorAssertions.files(out), run::toString);
    }

    @Test
    void unwritableOutputExitsWithOne() {
        // procfs takes no new file, even from root: the write itself fails, after every check passed.
        Path proc = Path.of("/proc/self");
        assumeTrue(Files.isDirectory(proc), "needs Linux's /proc");
        CliRun run = CliRun.of("overlapping", "--size", "8", "--seed", "1", "--out",
                proc.resolve("wfc-map.png").toString());
        assertEquals(ExitCodes.FAILURE, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().contains("--out"), run::toString);
    }

    @Test
    void missingCommandIsAUsageError() {
        CliRun run = CliRun.of();
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().contains("overlapping"), run::toString);
    }

    /** Runs {@code wfc overlapping ARGS --out OUT/map.png}, with {@code {in}} in ARGS replaced by the inputs. */
    private static CliRun overlapping(List<String> args, Path out) {
        List<String> all = new ArrayList<>(List.of("overlapping"));
        args.forEach(a -> all.add(a.replace("{in}", inputs.toString())));
        all.addAll(Arrays.asList("--out", out.resolve("map.png").toString()));
        return CliRun.of(all.toArray(String[]::new));
    }

    private static void assertOneLineError(CliRun run, int exitCode, String mention, Path out) throws IOException {
        ErrorAssertions.assertOneLineError(run, "overlapping", exitCode, out, mention);
    }

    /** A width x height image of alternating black and white pixels, with period 2 along x and along y. */
    private static Image checkerboard(int width, int height) {
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = (i % width + i / width) % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        return new Image(argb, width, height);
    }
}
