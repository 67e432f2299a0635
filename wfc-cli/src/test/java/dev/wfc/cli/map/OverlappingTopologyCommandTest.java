package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc overlapping} off the square: a .vox sample makes a .vox map of --depth layers with the sample's
 * palette whose every 2x2x2 box is one of the sample's (under the 8 symmetries about z, checked by the testkit's
 * {@link LatticeWindows}), plus a preview; a hexagonal .tmx makes a picture of hexagons; a mask empties its holes;
 * the same seed writes the same bytes; bad combinations exit 2 in one line.
 */
class OverlappingTopologyCommandTest {
    @TempDir
    Path out;

    private static Path columns() {
        return SampleFiles.debroglie().resolve("docs/columns.vox");
    }

    @Test
    void aVoxSampleMakesAVoxMapOfItsBoxes() throws IOException {
        Path map = out.resolve("map.vox");
        Path preview = out.resolve("map.png");
        CliRun run = CliRun.of("overlapping", columns().toString(), "--n", "2", "--symmetry", "8",
                "--periodic-input", "false", "--size", "12", "--depth", "10", "--seed", "4", "--out",
                map.toString(), "--preview", preview.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("12x12x10 cube"), run.out());
        Voxels sample = Vox.read(columns());
        Voxels made = Vox.read(map);
        assertEquals(12, made.width());
        assertEquals(10, made.depth());
        assertArrayEquals(sample.palette(), made.palette());
        LatticeWindows boxes = new LatticeWindows(sample.colors(), new Shape("cube", sample.width(),
                sample.height(), sample.depth(), false, false, false, null), 2, 2, 2, true);
        int[] checked = new int[1];
        assertNull(boxes.firstForeignWindow(made.colors(), new Shape("cube", 12, 12, 10, false, false, false, null),
                checked));
        assertEquals(11 * 11 * 9, checked[0]);
        assertTrue(Png.read(preview).width() > 0);
        Path again = out.resolve("again.vox");
        CliRun second = CliRun.of("overlapping", columns().toString(), "--n", "2", "--symmetry", "8",
                "--periodic-input", "false", "--size", "12", "--depth", "10", "--seed", "4", "--out",
                again.toString());
        assertEquals(ExitCodes.OK, second.exitCode(), second.toString());
        assertArrayEquals(Files.readAllBytes(map), Files.readAllBytes(again), "same seed, same bytes");
    }

    @Test
    void hexMapsAreDrawnAsHexagonsAndMasksEmptyTheirHoles() throws IOException {
        Path tmx = SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx");
        Path hex = out.resolve("hex.png");
        CliRun run = CliRun.of("overlapping", tmx.toString(), "--n", "2", "--symmetry", "12", "--periodic-input",
                "false", "--size", "16", "--seed", "1", "--scale", "10", "--out", hex.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("16x16 hex"), run.out());
        assertEquals((int) Math.ceil((15 + 7.5) * 10 + 10), Png.read(hex).width());

        int[] mask = new int[16 * 16];
        for (int c = 0; c < mask.length; c++) {
            mask[c] = c % 16 < 8 ? 0xFFFFFFFF : 0xFF000000;
        }
        Path maskPng = out.resolve("mask.png");
        Png.write(maskPng, new Image(mask, 16, 16));
        Path json = out.resolve("half.json");
        CliRun half = CliRun.of("overlapping", SampleFiles.sample("Flowers").toString(), "--topology", "hex",
                "--n", "2", "--size", "16", "--seed", "3", "--mask", maskPng.toString(), "--out",
                out.resolve("half.png").toString(), "--json", json.toString());
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
        String vox = columns().toString();
        assertBad("--topology", flowers, "--depth", "3");
        assertBad("--topology", flowers, "--topology", "cube");
        assertBad("--topology", vox, "--topology", "hex");
        assertBad("--depth", vox, "--depth", "0");
        assertBad("--symmetry", vox, "--symmetry", "12");
        assertBad("--symmetry", flowers, "--symmetry", "9");
        assertBad("--symmetry", flowers, "--symmetry", "13");
        assertBad("--ground", vox, "--ground");
        assertBad("--preview", flowers, "--topology", "hex", "--preview", out.resolve("p.png").toString());
        assertBad("--preview", flowers, "--preview", out.resolve("p.png").toString());
        assertBad("--pin", vox, "--pin", "0,0=empty");
        assertBad("--mask", flowers, "--topology", "hex", "--mask", out.resolve("missing.png").toString());
        assertBad("nX: 9", vox, "--n", "9");
    }

    private void assertBad(String mention, String... args) throws IOException {
        Path dir = Files.createTempDirectory(out, "bad");
        String[] all = new String[args.length + 3];
        all[0] = "overlapping";
        System.arraycopy(args, 0, all, 1, args.length);
        all[args.length + 1] = "--out";
        all[args.length + 2] = dir.resolve("map.out").toString();
        ErrorAssertions.assertOneLineError(CliRun.of(all), "overlapping", ExitCodes.BAD_INPUT, dir, mention);
        assertTrue(Arrays.stream(dir.toFile().list()).noneMatch(f -> f.startsWith("map")), "no partial output");
    }
}
