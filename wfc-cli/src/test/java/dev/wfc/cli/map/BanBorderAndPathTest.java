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

/**
 * {@code --ban-border} and {@code --path}: learned maps keep the banned tiles off the edges and join the end points
 * by one path, as the map's text (read here) and the testkit's ShapeCheck tell; what cannot be read is refused.
 */
class BanBorderAndPathTest {
    private static final int W = 16;
    private static final int H = 12;
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExample() throws IOException {
        Files.writeString(in.resolve("ab.txt"), "aabb\nabba\nbbaa\n", StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void bannedEdgesAndAPathBetweenEndPoints(int seed) throws IOException {
        Path txt = out.resolve("m.txt");
        CliRun run = CliRun.of("learn", in.resolve("ab.txt").toString(), "--width", "" + W, "--height", "" + H,
                "--seed", "" + seed, "--ban-border", "top,bottom=b", "--path", "b@0,5;15,5;8,1", "--backtrack",
                "--out", txt.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String[] rows = Files.readString(txt, StandardCharsets.UTF_8).split("\n");
        int[] ids = new int[W * H];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                ids[x + y * W] = rows[y].charAt(x) == 'b' ? 2 : 1;
                if (y == 0 || y == H - 1) {
                    assertEquals('a', rows[y].charAt(x), () -> String.join("\n", rows));
                }
            }
        }
        assertTrue(ShapeCheck.joined(ids, W, H, false, new int[] {2}, new int[] {5 * W, 15 + 5 * W, 8 + W}),
                () -> String.join("\n", rows));
    }

    @Test
    void refusesWhatItCannotRead() throws IOException {
        for (String[] c : new String[][] {{"--ban-border", "middle=b", "edge 'middle'"},
            {"--ban-border", "all", "--ban-border all: cannot read"}, {"--path", "b", "--path b: cannot read"},
            {"--path", "b@1", "--path b@1: cannot read"}, {"--path", "b@1,x", "cannot read"},
            {"--path", "q@1,1", "'q' names no tile"}, {"--path", "b@16,1", "end point (16, 1): outside the 16x12"}}) {
            CliRun run = CliRun.of("learn", in.resolve("ab.txt").toString(), "--width", "" + W, "--height", "" + H,
                    c[0], c[1], "--out", out.resolve("m.txt").toString());
            assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, c[2]);
        }
    }
}
