package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.TextExamples;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Text output of masked maps, in {@code wfc learn} and in a corpus's {@code txt}: read back by this test's own
 * reader, every cell outside the mask is a space, every cell inside a character of the example, and every two
 * neighbours inside stand side by side the same way round in the example (this test's own neighbour arithmetic).
 * Examples that use the space are refused with a mask that has holes, in one line, exit 2, nothing written.
 */
class MaskedTextTest {
    private static final int W = 14;
    private static final int H = 11;

    @TempDir
    Path dir;

    /** A ring: a disc with a hole in its middle and the corners cut away. */
    private static boolean[] ring() {
        boolean[] in = new boolean[W * H];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                double d = Math.hypot(x - 6.5, y - 5);
                in[x + y * W] = d <= 6.2 && d >= 1.6;
            }
        }
        return in;
    }

    private Path maskPng(boolean[] in) throws IOException {
        int[] argb = new int[in.length];
        for (int i = 0; i < in.length; i++) {
            argb[i] = in[i] ? 0xFFFFFFFF : 0xFF000000;
        }
        Path p = dir.resolve("mask.png");
        Png.write(p, new Image(argb, W, H));
        return p;
    }

    private Path example(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void aMaskedTextMapWritesASpaceOutsideTheMaskAndExamplePairsInside() throws IOException {
        Path ex = example("dungeon.txt", TextExamples.DUNGEON);
        Path mask = maskPng(ring());
        Path map = dir.resolve("map.txt");
        CliRun run = CliRun.of("learn", ex.toString(), "--width", "" + W, "--height", "" + H, "--mask",
                mask.toString(), "--seed", "5", "--backtrack", "--out", map.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        String text = Files.readString(map, StandardCharsets.UTF_8);
        checkMap(text, ring(), TextExamples.DUNGEON);
        Path again = dir.resolve("again.txt");
        CliRun second = CliRun.of("learn", ex.toString(), "--width", "" + W, "--height", "" + H, "--mask",
                mask.toString(), "--seed", "5", "--backtrack", "--out", again.toString());
        assertEquals(ExitCodes.OK, second.exitCode(), second.toString());
        assertArrayEquals(Files.readAllBytes(map), Files.readAllBytes(again), "same seed, same bytes");
    }

    @Test
    void aMaskedTextCorpusWritesTxtMapsOfTheSameForm() throws IOException {
        example("dungeon.txt", TextExamples.DUNGEON);
        maskPng(ring());
        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, "{\"model\": \"learned\", \"examples\": [\"dungeon.txt\"], \"width\": " + W
                + ", \"height\": " + H + ", \"mask\": \"mask.png\", \"backtrack\": true}");
        Path out = dir.resolve("corpus");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "4", "--out", out.toString(), "--formats",
                "txt,json");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        int checked = 0;
        for (int i = 0; i < 4; i++) {
            Path txt = out.resolve("maps").resolve(String.format("%06d.txt", i));
            if (Files.exists(txt)) {
                checkMap(Files.readString(txt, StandardCharsets.UTF_8), ring(), TextExamples.DUNGEON);
                checked++;
            }
        }
        assertTrue(checked > 0, "at least one solved map");
    }

    @Test
    void examplesUsingTheSpaceAreRefusedWithAMaskThatHasHoles() throws IOException {
        Path ex = example("spaced.txt", "a b\n ba\nab \n");
        Path mask = maskPng(ring());
        Path out = dir.resolve("out");
        Files.createDirectory(out);
        CliRun run = CliRun.of("learn", ex.toString(), "--width", "" + W, "--height", "" + H, "--mask",
                mask.toString(), "--out", out.resolve("map.txt").toString());
        ErrorAssertions.assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, "--mask", "space");

        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, "{\"model\": \"learned\", \"examples\": [\"spaced.txt\"], \"width\": " + W
                + ", \"height\": " + H + ", \"mask\": \"mask.png\"}");
        CliRun corpus = CliRun.of("corpus", spec.toString(), "--count", "1", "--out", out.resolve("c").toString(),
                "--formats", "json");
        ErrorAssertions.assertOneLineError(corpus, "corpus", ExitCodes.BAD_INPUT, out, "mask", "space");
    }

    @Test
    void aMaskWithoutHolesTakesExamplesUsingTheSpace() throws IOException {
        Path ex = example("spaced.txt", "a b\n ba\nab \n");
        boolean[] full = new boolean[W * H];
        java.util.Arrays.fill(full, true);
        Path mask = maskPng(full);
        Path map = dir.resolve("map.txt");
        CliRun run = CliRun.of("learn", ex.toString(), "--width", "" + W, "--height", "" + H, "--mask",
                mask.toString(), "--periodic-input", "--seed", "2", "--backtrack", "--out", map.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        List<String> rows = Files.readString(map, StandardCharsets.UTF_8).lines().toList();
        assertEquals(H, rows.size());
        rows.forEach(r -> assertEquals(W, r.codePointCount(0, r.length()), r));
    }

    /**
     * Reads {@code text} as rows of code points and checks it against the mask and the example's ordered pairs
     * (horizontal and vertical, not wrapping: the example is not periodic).
     */
    private static void checkMap(String text, boolean[] inside, String example) {
        List<String> rows = text.lines().toList();
        assertTrue(text.endsWith("\n"), "rows end with LF");
        assertEquals(H, rows.size(), text);
        List<int[]> ex = example.lines().map(l -> l.codePoints().toArray()).toList();
        Set<String> horizontal = new HashSet<>();
        Set<String> vertical = new HashSet<>();
        Set<Integer> chars = new HashSet<>();
        for (int y = 0; y < ex.size(); y++) {
            for (int x = 0; x < ex.get(y).length; x++) {
                chars.add(ex.get(y)[x]);
                if (x + 1 < ex.get(y).length) {
                    horizontal.add(ex.get(y)[x] + "," + ex.get(y)[x + 1]);
                }
                if (y + 1 < ex.size()) {
                    vertical.add(ex.get(y)[x] + "," + ex.get(y + 1)[x]);
                }
            }
        }
        int[][] cells = new int[H][];
        int outside = 0;
        for (int y = 0; y < H; y++) {
            cells[y] = rows.get(y).codePoints().toArray();
            assertEquals(W, cells[y].length, "row " + y);
            for (int x = 0; x < W; x++) {
                if (inside[x + y * W]) {
                    assertTrue(chars.contains(cells[y][x]), "cell (" + x + ", " + y + ") holds an example character");
                } else {
                    assertEquals(' ', cells[y][x], "cell (" + x + ", " + y + ") is outside the mask");
                    outside++;
                }
            }
        }
        assertNotEquals(0, outside, "the mask has holes");
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                if (!inside[x + y * W]) {
                    continue;
                }
                if (x + 1 < W && inside[x + 1 + y * W]) {
                    assertTrue(horizontal.contains(cells[y][x] + "," + cells[y][x + 1]), "pair right of (" + x
                            + ", " + y + ")");
                }
                if (y + 1 < H && inside[x + (y + 1) * W]) {
                    assertTrue(vertical.contains(cells[y][x] + "," + cells[y + 1][x]), "pair below (" + x + ", "
                            + y + ")");
                }
            }
        }
    }
}
