package dev.wfc.cli.animate;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.SampleDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every refused or failed {@code wfc animate} exits with its code and one line on stderr naming the option or file,
 * and leaves no GIF, no frame and no frames directory behind.
 */
class AnimateErrorsTest {
    @TempDir
    Path in;
    @TempDir
    Path out;

    /** Runs {@code wfc animate overlapping ARGS} with the GIF and the frames going into {@code out}. */
    private CliRun overlapping(String... args) {
        List<String> all = new ArrayList<>(List.of("animate", "overlapping", "--seed", "1",
                "--out", out.resolve("anim.gif").toString(), "--frames", out.resolve("frames").toString()));
        all.addAll(Arrays.asList(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    @Test
    void optionsOutOfRangeAreRefused() throws IOException {
        String[][] cases = {
            {"--every", "0", "--every: 0 (expected: > 0)"},
            {"--scale", "65", "--scale: 65 (expected: 1..64)"},
            {"--delay", "5", "--delay: 5 (expected: 10..655350)"},
            {"--hold", "700000", "--hold: 700000 (expected: 10..655350)"},
            {"--view", "sideways", "map, entropy, both"},
        };
        for (String[] c : cases) {
            ErrorAssertions.assertOneLineError(overlapping(c[0], c[1]), "animate overlapping", ExitCodes.BAD_INPUT,
                    out, c[2]);
        }
    }

    @Test
    void aModelIsRequired() throws IOException {
        ErrorAssertions.assertOneLineError(CliRun.of("animate"), "animate", ExitCodes.BAD_INPUT, out,
                "missing model", "overlapping, tiled, learn");
    }

    @Test
    void framesTooLargeForAGifAreRefused() throws IOException {
        ErrorAssertions.assertOneLineError(overlapping("--size", "1100", "--scale", "30"), "animate overlapping",
                ExitCodes.BAD_INPUT, out, "--size 1100x1100 at --scale 30", "65535");
    }

    @Test
    void aFramesDirectoryThatIsNotEmptyIsRefused() throws IOException {
        Path frames = Files.createDirectories(in.resolve("frames"));
        Files.writeString(frames.resolve("old.png"), "old", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("animate", "overlapping", "--size", "8", "--out", out.resolve("a.gif").toString(),
                "--frames", frames.toString());
        ErrorAssertions.assertOneLineError(run, "animate overlapping", ExitCodes.BAD_INPUT, out, "--frames",
                "not empty");
        assertEquals(List.of(frames, frames.resolve("old.png")), ErrorAssertions.files(frames));
    }

    @Test
    void textExamplesAreRefused() throws IOException {
        Path text = in.resolve("rooms.txt");
        Files.writeString(text, "#.#\n...\n#.#\n", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("animate", "learn", text.toString(), "--out", out.resolve("a.gif").toString());
        ErrorAssertions.assertOneLineError(run, "animate learn", ExitCodes.BAD_INPUT, out, "EXAMPLE",
                "text examples");
    }

    @Test
    void noSolutionLeavesNothing() throws IOException {
        SampleDir.write(in);
        // An alternating sample cannot fill an odd torus: every try ends in a contradiction after some frames.
        CliRun run = overlapping(in.resolve("samples/Checker.png").toString(), "--n", "2", "--symmetry", "1",
                "--periodic", "--size", "5", "--tries", "3", "--every", "1");
        ErrorAssertions.assertOneLineError(run, "animate overlapping", ExitCodes.NO_SOLUTION, out,
                "no solution within --tries 3");
    }

    @Test
    void anUnwritableGifFailsAndLeavesNothing() throws IOException {
        Path file = Files.writeString(out.resolve("file"), "x", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("animate", "overlapping", "--size", "8", "--out", file.resolve("a.gif").toString(),
                "--frames", out.resolve("frames").toString());
        assertEquals(ExitCodes.FAILURE, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().startsWith("wfc animate overlapping: --out " + file.resolve("a.gif")), run::toString);
        assertEquals(List.of(out, file), ErrorAssertions.files(out));
    }
}
