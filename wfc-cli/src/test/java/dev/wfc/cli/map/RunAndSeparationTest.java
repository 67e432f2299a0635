package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.testkit.ShapeCheck;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --max-run} and {@code --separation}: learned maps honour them, as the testkit's ShapeCheck reads them. */
class RunAndSeparationTest {
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExample() throws IOException {
        Files.writeString(in.resolve("dungeon.txt"), dev.wfc.cli.testkit.TextExamples.DUNGEON, StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void learnedMapsHonourRunLengthsAndSeparation(int seed) throws IOException {
        Path txt = out.resolve("d.txt");
        CliRun run = CliRun.of("learn", in.resolve("dungeon.txt").toString(), "--width", "16", "--height", "12",
                "--seed", Integer.toString(seed), "--max-run", ".=5,x", "--separation", "M=6", "--count", "M=2..",
                "--backtrack", "--out", txt.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String[] rows = Files.readString(txt, StandardCharsets.UTF_8).split("\n");
        int w = rows[0].length();
        int h = rows.length;
        int[] ids = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                char c = rows[y].charAt(x);
                ids[x + y * w] = c == '.' ? 1 : c == 'M' ? 2 : 0;
            }
        }
        int longest = ShapeCheck.longestRun(ids, w, h, false, new int[] {1}, true, false);
        assertTrue(longest <= 5, () -> "a run of " + longest + " floor cells\n" + String.join("\n", rows));
        assertTrue(ShapeCheck.separated(ids, w, h, false, new int[] {2}, 6), () -> String.join("\n", rows));
    }

    @Test
    void refusesWhatItCannotRead() throws IOException {
        for (String[] c : new String[][] {{"--max-run", ".=3,z", "--max-run .=3,z: cannot read"},
            {"--max-run", ".", "--max-run .: cannot read"}, {"--separation", "M=x", "--separation M=x: cannot read"},
            {"--separation", "Q=2", "'Q' names no tile"}}) {
            CliRun run = CliRun.of("learn", in.resolve("dungeon.txt").toString(), c[0], c[1], "--out",
                    out.resolve("d.txt").toString());
            assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, c[2]);
        }
    }
}
