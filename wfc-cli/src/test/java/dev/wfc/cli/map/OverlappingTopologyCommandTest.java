package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.MaskPng;
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
 * {@link LatticeWindows}), plus a preview; a hexagonal .tmx makes a picture of hexagons; a mask empties its holes,
 * on the square too (drawn transparent); the same seed writes the same bytes; bad combinations exit 2 in one line.
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
    void groundOnACubeKeepsTheSamplesBottomBoxesToTheBottomLayer() throws IOException {
        Path map = out.resolve("ground.vox");
        CliRun run = CliRun.of("overlapping", columns().toString(), "--n", "2", "--periodic-input", "false",
                "--size", "8", "--depth", "5", "--seed", "2", "--ground", "--out", map.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        // The sample's two bottom layers hold exactly its boxes anchored at z = 0; so must the map's, and every box
        // anchored higher is not one of them (so at least one per layer is foreign).
        Voxels sample = Vox.read(columns());
        LatticeWindows bottom = new LatticeWindows(sample.colors(), new Shape("cube", sample.width(),
                sample.height(), 2, false, false, false, null), 2, 2, 2, false);
        int[] made = Vox.read(map).colors();
        int layer = 8 * 8;
        for (int z = 0; z + 1 < 5; z++) {
            int[] checked = new int[1];
            String foreign = bottom.firstForeignWindow(Arrays.copyOfRange(made, z * layer, (z + 2) * layer),
                    new Shape("cube", 8, 8, 2, false, false, false, null), checked);
            assertEquals(z == 0, foreign == null, "boxes at z = " + z + ": " + foreign);
        }
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

        Path maskPng = out.resolve("mask.png");
        MaskPng.write(maskPng, 16, 16, c -> c % 16 < 8);
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
    void aMaskedSquareMapHoldsOnlyTheSamplesWindowsInsideItsMask() throws IOException {
        int side = 20;
        Path maskPng = out.resolve("disc.png");
        boolean[] inside = MaskPng.write(maskPng, side, side, c -> {
            int x = c % side;
            int y = c / side;
            return (x - 9.5) * (x - 9.5) + (y - 9.5) * (y - 9.5) < 80 && !(x > 12 && y > 8 && y < 11);
        });
        Path flowers = SampleFiles.sample("Flowers");
        Path map = out.resolve("masked.png");
        CliRun run = CliRun.of("overlapping", flowers.toString(), "--size", "20", "--seed", "5", "--mask",
                maskPng.toString(), "--out", map.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        int existing = 0;
        for (boolean b : inside) {
            existing += b ? 1 : 0;
        }
        assertTrue(run.out().contains("20x20 square, " + existing + " cells in the mask"), run.out());
        Image made = Png.read(map);
        assertEquals(side, made.width());
        for (int c = 0; c < inside.length; c++) {
            assertEquals(!inside[c], made.argb()[c] == 0, "cell " + c + " transparent exactly outside the mask");
        }
        Image sample = Png.read(flowers);
        LatticeWindows windows = new LatticeWindows(sample.argb(), new Shape("square", sample.width(),
                sample.height(), 1, true, true, false, null), 3, 3, 1, true);
        int[] checked = new int[1];
        assertNull(windows.firstForeignWindow(made.argb(), new Shape("square", side, side, 1, false, false, false,
                inside), checked));
        assertTrue(checked[0] > 150, checked[0] + " windows inside the mask");
        Path again = out.resolve("again.png");
        CliRun second = CliRun.of("overlapping", flowers.toString(), "--topology", "square", "--size", "20",
                "--seed", "5", "--mask", maskPng.toString(), "--out", again.toString());
        assertEquals(ExitCodes.OK, second.exitCode(), second.toString());
        assertArrayEquals(Files.readAllBytes(map), Files.readAllBytes(again), "same seed, same bytes");
    }

    @Test
    void topologySquareWithoutAMaskIsTheClassicMap() throws IOException {
        String flowers = SampleFiles.sample("Flowers").toString();
        Path plain = out.resolve("plain.png");
        Path square = out.resolve("square.png");
        assertEquals(ExitCodes.OK, CliRun.of("overlapping", flowers, "--size", "16", "--seed", "2", "--out",
                plain.toString()).exitCode());
        assertEquals(ExitCodes.OK, CliRun.of("overlapping", flowers, "--size", "16", "--seed", "2", "--topology",
                "square", "--out", square.toString()).exitCode());
        assertArrayEquals(Files.readAllBytes(plain), Files.readAllBytes(square));
    }

    @Test
    void badCombinationsExitWithTwo() throws IOException {
        String flowers = SampleFiles.sample("Flowers").toString();
        String vox = columns().toString();
        assertBad("--depth", flowers, "--depth", "3");
        assertBad("--depth", flowers, "--topology", "square", "--depth", "2");
        assertBad("--topology", flowers, "--topology", "cube");
        assertBad("--topology", vox, "--topology", "hex");
        assertBad("--depth", vox, "--depth", "0");
        assertBad("--symmetry", vox, "--symmetry", "12");
        assertBad("--symmetry", flowers, "--symmetry", "9");
        assertBad("--symmetry", flowers, "--symmetry", "13");
        assertBad("--ground: no 3x3 window anchored at the sample's bottom row", flowers, "--topology", "hex",
                "--ground", "--periodic-input", "false", "--symmetry", "1");
        Path disc = out.resolve("bad-mask.png");
        Png.write(disc, new Image(new int[] {-1, -1, -1, -1}, 2, 2));
        assertBad("--mirror", flowers, "--size", "2", "--mask", disc.toString(), "--mirror", "a=b");
        assertBad("mask: 2x2", flowers, "--size", "3", "--mask", disc.toString());
        assertBad("--preview", flowers, "--size", "2", "--mask", disc.toString(), "--preview",
                out.resolve("p.png").toString());
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
