package dev.wfc.cli.bench;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.corpus.testkit.SpecFiles;
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
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Every refused {@code wfc bench} exits with its documented code and exactly one line on stderr that names the
 * command, and the option or file, with nothing on stdout and no file written. The JVM runs with a 512 MB heap (see
 * the POM), so the memory estimate refuses the large sizes below on any machine.
 */
class BenchErrorsTest {
    @TempDir
    static Path in;

    @BeforeAll
    static void writeInputs() throws IOException {
        SpecFiles.small(in);
        SpecFiles.write(in, "unknown.json", "{'model': 'overlapping', 'colour': 'red'}");
        SpecFiles.write(in, "huge.json", "{'model': 'overlapping', 'size': 100000}");
        MiniTileset.valid(in, "Mini");
        Files.writeString(in.resolve("ragged.txt"), "abc\nab\n", StandardCharsets.UTF_8);
        Files.writeString(in.resolve("not-json.json"), "{\"seeds\": ", StandardCharsets.UTF_8);
        Files.createDirectories(in.resolve("a-dir"));
        CliRun saved = CliRun.of("bench", "overlapping", "--size", "8", "--seeds", "2", "--warmup", "0", "--save",
                in.resolve("base8.json").toString());
        if (saved.exitCode() != ExitCodes.OK) {
            throw new IllegalStateException(saved.toString());
        }
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                arguments("bench", "missing workload", List.of()),
                arguments("bench overlapping", "--seeds", List.of("overlapping", "--seeds", "0")),
                arguments("bench overlapping", "--seeds", List.of("--seeds", "-2", "overlapping")),
                arguments("bench overlapping", "--seeds", List.of("overlapping", "--seeds", "many")),
                arguments("bench overlapping", "--warmup", List.of("--warmup", "-1", "overlapping")),
                arguments("bench overlapping", "--repeats: 0 (expected: 1..1000)",
                        List.of("overlapping", "--repeats", "0")),
                arguments("bench", "--repeats: 1001 (expected: 1..1000)",
                        List.of("--spec", "{in}/small.json", "--repeats", "1001")),
                arguments("bench overlapping", "repeats: 1 in the baseline, 2 now",
                        List.of("overlapping", "--size", "8", "--seeds", "2", "--warmup", "0", "--repeats", "2",
                                "--baseline", "{in}/base8.json")),
                arguments("bench overlapping", "--first-seed", List.of("overlapping", "--first-seed", "1.5")),
                arguments("bench overlapping", "--clock: gpu (expected: wall or cpu)",
                        List.of("overlapping", "--clock", "gpu")),
                arguments("bench overlapping", "clock: absent in the baseline, \"cpu\" now",
                        List.of("overlapping", "--size", "8", "--seeds", "2", "--warmup", "0", "--clock", "cpu",
                                "--baseline", "{in}/base8.json")),
                arguments("bench", "--seeds", List.of("--spec", "{in}/small.json", "--seeds", "0")),
                arguments("bench overlapping", "--spec", List.of("--spec", "{in}/small.json", "overlapping")),
                arguments("bench overlapping", "--spec", List.of("overlapping", "--spec", "{in}/small.json")),
                arguments("bench", "--heuristic", List.of("--spec", "{in}/small.json", "--heuristic", "mrv")),
                arguments("bench", "{in}/missing.json", List.of("--spec", "{in}/missing.json")),
                arguments("bench", "colour", List.of("--spec", "{in}/unknown.json")),
                arguments("bench", "{in}/huge.json", List.of("--spec", "{in}/huge.json")),
                arguments("bench overlapping", "{in}/missing.png", List.of("overlapping", "{in}/missing.png")),
                arguments("bench overlapping", "--n", List.of("overlapping", "--n", "1")),
                arguments("bench overlapping", "--heuristic", List.of("overlapping", "--heuristic", "random")),
                arguments("bench overlapping", "--size", List.of("overlapping", "--size", "2")),
                arguments("bench overlapping", "--size 100000x100000", List.of("overlapping", "--size", "100000")),
                arguments("bench tiled", "TILESET.xml", List.of("tiled")),
                arguments("bench tiled", "{in}/missing.xml", List.of("tiled", "{in}/missing.xml")),
                arguments("bench tiled", "Nope", List.of("tiled", "{in}/Mini.xml", "--subset", "Nope")),
                arguments("bench learn", "EXAMPLE", List.of("learn")),
                arguments("bench learn", "{in}/ragged.txt", List.of("learn", "{in}/ragged.txt")),
                arguments("bench learn", "--symmetry", List.of("learn", "{in}/ragged.txt", "--symmetry", "9")),
                arguments("bench overlapping", "--save {in}/a-dir: not a regular file",
                        List.of("overlapping", "--size", "8", "--save", "{in}/a-dir")),
                arguments("bench overlapping", "--baseline {in}/missing.json: no such file",
                        List.of("overlapping", "--size", "8", "--baseline", "{in}/missing.json")),
                arguments("bench overlapping", "--baseline {in}/not-json.json: not valid JSON",
                        List.of("overlapping", "--size", "8", "--baseline", "{in}/not-json.json")),
                arguments("bench overlapping", "--baseline {in}/small.json: no key workload",
                        List.of("overlapping", "--size", "8", "--baseline", "{in}/small.json")),
                arguments("bench overlapping", "workload.width: 8 in the baseline, 9 now",
                        List.of("overlapping", "--size", "9", "--seeds", "2", "--warmup", "0",
                                "--baseline", "{in}/base8.json")),
                arguments("bench overlapping", "seeds: 2 in the baseline, 3 now",
                        List.of("--baseline", "{in}/base8.json", "overlapping", "--size", "8", "--seeds", "3",
                                "--warmup", "0")),
                arguments("bench overlapping", "--max-slowdown: 5% (expected: together with --baseline",
                        List.of("overlapping", "--size", "8", "--max-slowdown", "5%")),
                arguments("bench overlapping", "--max-slowdown: fast (expected: a percentage 0..1000",
                        List.of("overlapping", "--size", "8", "--baseline", "{in}/base8.json", "--max-slowdown",
                                "fast")),
                arguments("bench", "--max-slowdown: -1% (expected: a percentage",
                        List.of("--spec", "{in}/small.json", "--baseline", "{in}/base8.json", "--max-slowdown",
                                "-1%")));
    }

    @ParameterizedTest(name = "{2} -> {1}")
    @MethodSource("badInputs")
    void badInputExitsWithTwo(String command, String mention, List<String> args, @TempDir Path cwd)
            throws IOException {
        assertRefused(command, ExitCodes.BAD_INPUT, mention, args, cwd);
    }

    @Test
    void rulesThatAdmitNoMapExitWithThree(@TempDir Path cwd) throws IOException {
        // The built-in sample's ground pattern cannot tile a periodic output's bottom row.
        assertRefused("bench overlapping", ExitCodes.NO_SOLUTION, "--ground",
                List.of("overlapping", "--ground", "--periodic", "--size", "8"), cwd);
    }

    private static void assertRefused(String command, int exitCode, String mention, List<String> args, Path cwd)
            throws IOException {
        String[] all = Stream.concat(Stream.of("bench"), args.stream().map(a -> a.replace("{in}", in.toString())))
                .toArray(String[]::new);
        ErrorAssertions.assertOneLineError(CliRun.of(all), command, exitCode, cwd,
                mention.replace("{in}", in.toString()));
    }
}
