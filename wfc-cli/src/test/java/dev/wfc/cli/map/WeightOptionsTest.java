package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --weight} and {@code --weight-map}: a factor 0 keeps a tile out of its region (read back from the map's
 * text), a factor leaves the map otherwise valid, and what cannot be used is refused in one line.
 */
class WeightOptionsTest {
    private static final int W = 16;
    private static final int H = 12;
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeInputs() throws IOException {
        // a and b may stand beside each other and beside themselves in every direction.
        Files.writeString(in.resolve("ab.txt"), "aabb\nabba\nbbaa\n", StandardCharsets.UTF_8);
        int[] px = new int[W * H];
        for (int i = 0; i < px.length; i++) {
            px[i] = i % W < W / 2 ? 0xFFFF0000 : 0xFF0000FF;
        }
        Png.write(in.resolve("halves.png"), new Image(px, W, H));
        Png.write(in.resolve("small.png"), new Image(new int[9], 3, 3));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void aFactorOfZeroKeepsATileOutOfItsRegion(int seed) throws IOException {
        String[] rows = learn(seed, "--weight-map", in.resolve("halves.png").toString(), "--weight", "#ff0000:b=0",
                "--weight", "#0000FF:a=3");
        boolean rightHasB = false;
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                char c = rows[y].charAt(x);
                assertTrue(c == 'a' || c == 'b', String.join("\n", rows));
                if (x < W / 2) {
                    assertEquals('a', c, () -> "cell " + " of the red half\n" + String.join("\n", rows));
                }
                rightHasB |= x >= W / 2 && c == 'b';
            }
        }
        assertTrue(rightHasB, () -> String.join("\n", rows));
    }

    @Test
    void weightsChangeTheMapAndTheSameSeedMakesTheSameBytes() throws IOException {
        String[] plain = learn(5);
        String[] weighted = learn(5, "--weight", "a=4");
        assertNotEquals(Arrays.asList(plain), Arrays.asList(weighted));
        assertArrayEquals(weighted, learn(5, "--weight", "a=4"));
    }

    @Test
    void refusesWhatItCannotUse() throws IOException {
        String map = in.resolve("halves.png").toString();
        for (String[] c : new String[][] {
            {"--weight", "a=-1", "--weight a=-1: factor: -1.0 (expected: finite, >= 0)"},
            {"--weight", "a=NaN", "factor: NaN (expected: finite, >= 0)"},
            {"--weight", "a=x", "--weight a=x: cannot read FACTOR"},
            {"--weight", "a", "--weight a: cannot read"},
            {"--weight", "q=2", "'q' names no tile"},
            {"--weight", "#FF0000:a=2", "weight colour #FF0000: no weight map"},
            {"--weight", "a=0", "every tile the weight 0"}}) {
            CliRun run = CliRun.of("learn", in.resolve("ab.txt").toString(), "--width", "" + W, "--height", "" + H,
                    "--weight", "b=0", c[0], c[1], "--out", out.resolve("m.txt").toString());
            assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, c[2]);
        }
        CliRun small = CliRun.of("learn", in.resolve("ab.txt").toString(), "--width", "" + W, "--height", "" + H,
                "--weight-map", in.resolve("small.png").toString(), "--weight", "#000000:a=2", "--out",
                out.resolve("m.txt").toString());
        assertOneLineError(small, "learn", ExitCodes.BAD_INPUT, out, "weight map: 3x3 (expected: the 16x12 grid)");
        CliRun alone = CliRun.of("learn", in.resolve("ab.txt").toString(), "--weight-map", map, "--out",
                out.resolve("m.txt").toString());
        assertOneLineError(alone, "learn", ExitCodes.BAD_INPUT, out, "no --weight names a colour of it");
    }

    private String[] learn(int seed, String... options) throws IOException {
        Path txt = out.resolve("m" + seed + options.length + ".txt");
        String[] args = new String[] {"learn", in.resolve("ab.txt").toString(), "--width", "" + W, "--height",
            "" + H, "--seed", "" + seed, "--out", txt.toString()};
        String[] all = Arrays.copyOf(args, args.length + options.length);
        System.arraycopy(options, 0, all, args.length, options.length);
        CliRun run = CliRun.of(all);
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String[] rows = Files.readString(txt, StandardCharsets.UTF_8).split("\n");
        assertEquals(H, rows.length);
        Files.delete(txt);
        return rows;
    }
}
