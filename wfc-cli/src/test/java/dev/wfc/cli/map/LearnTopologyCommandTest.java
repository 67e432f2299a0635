package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc learn} on cubes and hexagons: a .vox example makes a .vox map of --depth layers with the example's
 * palette and only its colours, plus a preview; a hexagonal .tmx or --topology hex makes a picture of hexagons;
 * --mask empties the cells outside; the same seed writes the same bytes; bad combinations exit 2 in one line.
 */
class LearnTopologyCommandTest {
    @TempDir
    Path out;

    private static Path columns() {
        return SampleFiles.debroglie().resolve("docs/columns.vox");
    }

    @Test
    void aVoxExampleMakesAVoxMapWithItsPalette() throws IOException {
        Path map = out.resolve("map.vox");
        Path preview = out.resolve("map.png");
        CliRun run = CliRun.of("learn", columns().toString(), "--size", "12", "--depth", "10", "--seed", "4",
                "--backtrack", "--out", map.toString(), "--preview", preview.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("12x12x10 cube"), run.out());
        Voxels example = Vox.read(columns());
        Voxels made = Vox.read(map);
        assertEquals(12, made.width());
        assertEquals(10, made.depth());
        assertArrayEquals(example.palette(), made.palette());
        Set<Integer> allowed = new HashSet<>();
        Arrays.stream(example.colors()).forEach(allowed::add);
        for (int c : made.colors()) {
            assertTrue(allowed.contains(c), "colour index " + c + " occurs in the example");
        }
        assertTrue(Png.read(preview).width() > 0);
        Path again = out.resolve("again.vox");
        CliRun second = CliRun.of("learn", columns().toString(), "--size", "12", "--depth", "10", "--seed", "4",
                "--backtrack", "--out", again.toString());
        assertEquals(ExitCodes.OK, second.exitCode(), second.toString());
        assertArrayEquals(Files.readAllBytes(map), Files.readAllBytes(again), "same seed, same bytes");
    }

    @Test
    void hexMapsAreDrawnAsHexagonsAndMasksEmptyTheirHoles() throws IOException {
        Path tmx = SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx");
        Path hex = out.resolve("hex.png");
        CliRun run = CliRun.of("learn", tmx.toString(), "--size", "20", "--seed", "1", "--scale", "10", "--out",
                hex.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("20x20 hex"), run.out());
        assertEquals((int) Math.ceil((19 + 9.5) * 10 + 10), Png.read(hex).width());

        Path maskPng = out.resolve("mask.png");
        MaskPng.write(maskPng, 16, 16, c -> c % 16 < 8);
        Path json = out.resolve("half.json");
        CliRun half = CliRun.of("learn", SampleFiles.sample("Flowers").toString(), "--topology", "hex", "--size",
                "16", "--seed", "3", "--mask", maskPng.toString(), "--out", out.resolve("half.png").toString(),
                "--json", json.toString());
        assertEquals(ExitCodes.OK, half.exitCode(), half.toString());
        assertTrue(half.out().contains("128 cells in the mask"), half.out());
        String text = Files.readString(json);
        assertTrue(text.contains("\"topology\": \"hex\""), text);
        String firstRow = text.substring(text.indexOf("\"cells\": [") + 10).trim().lines().findFirst().orElseThrow();
        assertTrue(firstRow.endsWith("-1, -1, -1, -1, -1, -1, -1, -1],"), firstRow);
    }

    @Test
    void badCombinationsExitWithTwo() throws IOException {
        String flowers = SampleFiles.sample("Flowers").toString();
        assertBad("--depth", "learn", flowers, "--depth", "3");
        assertBad("--depth", "learn", columns().toString(), "--depth", "0");
        assertBad("--topology", "learn", flowers, "--topology", "tri");
        assertBad(columns().toString(), "learn", columns().toString(), "--topology", "hex");
        assertBad("--preview", "learn", flowers, "--preview", out.resolve("p.png").toString());
        assertBad("--pin", "learn", columns().toString(), "--pin", "0,0=empty");
        assertBad("--mask", "learn", flowers, "--mask", out.resolve("missing.png").toString());
    }

    private void assertBad(String mention, String... args) throws IOException {
        Path dir = Files.createTempDirectory(out, "bad");
        String[] all = Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--out";
        all[args.length + 1] = dir.resolve("map.out").toString();
        ErrorAssertions.assertOneLineError(CliRun.of(all), "learn", ExitCodes.BAD_INPUT, dir, mention);
    }
}
