package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Every unusable example or option makes {@code wfc learn} exit with code 2 and one line on stderr naming the file
 * or option, leaving no output file.
 */
class LearnErrorsTest {
    @TempDir
    static Path in;

    @BeforeAll
    static void writeInputs() throws IOException {
        Files.writeString(in.resolve("good.txt"), "ab\nba\n", StandardCharsets.UTF_8);
        Files.writeString(in.resolve("ragged.txt"), "abc\nab\n", StandardCharsets.UTF_8);
        Files.write(in.resolve("latin1.txt"), new byte[] {'a', (byte) 0xE9, '\n'});
        Files.writeString(in.resolve("fake.png"), "not an image", StandardCharsets.UTF_8);
        Png.write(in.resolve("good.png"), new Image(new int[] {0xFF000000, 0xFFFFFFFF, 0xFFFFFFFF, 0xFF000000}, 2, 2));
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                arguments("{in}/missing.txt", List.of("{in}/missing.txt")),
                arguments("{in}", List.of("{in}")),
                arguments("{in}/ragged.txt", List.of("{in}/ragged.txt")),
                arguments("{in}/latin1.txt", List.of("{in}/latin1.txt")),
                arguments("{in}/fake.png", List.of("{in}/fake.png")),
                arguments("{in}/good.png", List.of("{in}/good.txt", "{in}/good.png")),
                arguments("{in}/good.txt", List.of("{in}/good.png", "{in}/good.txt")),
                arguments("--scale", List.of("{in}/good.txt", "--scale", "2")),
                arguments("--scale", List.of("{in}/good.png", "--scale", "0")),
                arguments("--symmetry", List.of("{in}/good.txt", "--symmetry", "9")),
                arguments("--size", List.of("{in}/good.txt", "--size", "0")),
                arguments("--max-backtracks", List.of("{in}/good.txt", "--max-backtracks", "0")),
                arguments("EXAMPLE", List.of()));
    }

    @ParameterizedTest(name = "{1} -> {0}")
    @MethodSource("badInputs")
    void badInputExitsWithTwo(String mention, List<String> args, @TempDir Path out) throws IOException {
        List<String> all = new ArrayList<>(List.of("learn"));
        args.forEach(a -> all.add(a.replace("{in}", in.toString())));
        all.addAll(List.of("--seed", "1", "--out", out.resolve("map.out").toString(),
                "--json", out.resolve("map.json").toString()));
        CliRun run = CliRun.of(all.toArray(String[]::new));
        ErrorAssertions.assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, mention.replace("{in}",
                in.toString()));
    }
}
