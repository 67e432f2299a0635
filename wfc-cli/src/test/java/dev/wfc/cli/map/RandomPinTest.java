package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --pin random=NAMES}: the cell it pins is the documented function of {@code --seed} and the size, computed
 * here with this test's own SplitMix64 finalizer, and differs between seeds.
 */
class RandomPinTest {
    private static final int W = 9;
    private static final int H = 7;
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExample() throws IOException {
        // X is rare: one cell of twelve in the example.
        Files.writeString(in.resolve("rare.txt"), "aaaa\naXaa\naaaa\n", StandardCharsets.UTF_8);
    }

    /** The documented draw: SplitMix64's finalizer of seed ^ "fixed", unsigned, modulo the cells. */
    private static int drawnCell(long seed) {
        long z = seed ^ 0x6669786564L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (int) Long.remainderUnsigned(z, W * H);
    }

    @Test
    void theSeedDrawsThePinnedCell() throws IOException {
        Set<Integer> cells = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            Path txt = out.resolve("m" + seed + ".txt");
            CliRun run = CliRun.of("learn", in.resolve("rare.txt").toString(), "--width", "" + W, "--height", "" + H,
                    "--seed", "" + seed, "--pin", "random=X", "--out", txt.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            String[] rows = Files.readString(txt, StandardCharsets.UTF_8).split("\n");
            int cell = drawnCell(seed);
            cells.add(cell);
            assertEquals('X', rows[cell / W].charAt(cell % W), () -> "cell " + cell + "\n" + String.join("\n", rows));
        }
        assertTrue(cells.size() > 1, "every seed drew cell " + cells);
    }

    @Test
    void refusesWhatItCannotRead() throws IOException {
        for (String[] c : new String[][] {{"random", "--pin random: cannot read"},
            {"random=q", "'q' names no tile"}, {"randomly=X", "--pin randomly=X: cannot read"}}) {
            CliRun run = CliRun.of("learn", in.resolve("rare.txt").toString(), "--width", "" + W, "--height",
                    "" + H, "--pin", c[0], "--out", out.resolve("m.txt").toString());
            assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, c[1]);
        }
    }
}
