package dev.wfc.cli.debroglie;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc debroglie}: writes each dest under --out in its format with a summary row per configuration; the same
 * seed gives the same bytes; not supported configurations exit 4; hostile configurations exit 2 with one line and
 * nothing written.
 */
class DebroglieCommandTest {
    @TempDir
    Path out;
    @TempDir
    Path cfg;

    @Test
    void writesEachDestInItsFormat() throws IOException {
        Path root = DebroglieSampleFiles.root();
        CliRun run = CliRun.of("debroglie", root.resolve("docs/pathway_overlapping_border.json").toString(),
                root.resolve("grass/map.json").toString(), "--out", out.toString(), "--seed", "3");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().contains("pathway_overlapping_border.json") && run.out().contains("overlapping N=3")
                && run.out().contains("solved"), run::toString);
        assertTrue(run.out().contains("2 of 2 configurations solved"), run::toString);
        byte[] png = Files.readAllBytes(out.resolve("output/pathway_overlapping_border.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, java.util.Arrays.copyOf(png, 4));
        String tmx = Files.readString(out.resolve("output/output.tmx"), StandardCharsets.UTF_8);
        assertTrue(tmx.contains("<map ") && tmx.contains("encoding=\"csv\""), tmx);

        Path again = out.resolve("again");
        CliRun second = CliRun.of("debroglie", root.resolve("docs/pathway_overlapping_border.json").toString(),
                "--out", again.toString(), "--seed", "3");
        assertEquals(ExitCodes.OK, second.exitCode(), second::toString);
        assertArrayEquals(png, Files.readAllBytes(again.resolve("output/pathway_overlapping_border.png")),
                "same seed, same bytes");
    }

    @Test
    void writesCsv() throws IOException {
        Path root = DebroglieSampleFiles.root();
        Path config = root.resolve("docs").relativize(root.resolve("docs/pathway.png"));
        Files.copy(root.resolve("docs/pathway.png"), cfg.resolve("pathway.png"));
        Files.writeString(cfg.resolve("c.json"), "{\"src\": \"" + config + "\", \"dest\": \"o/map.csv\", "
                + "\"width\": 6, \"height\": 4, \"model\": {\"type\": \"adjacent\"}}", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("debroglie", cfg.resolve("c.json").toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String[] rows = Files.readString(out.resolve("o/map.csv"), StandardCharsets.UTF_8).split("\n");
        assertEquals(4, rows.length);
        for (String row : rows) {
            assertEquals(6, row.split(",").length, row);
            assertTrue(row.startsWith("#"), row);
        }
    }

    @Test
    void makesTheCastleVoxelSetWhereItsDestSays() throws IOException {
        Path castle = DebroglieSampleFiles.root().resolve("castle/castle.json");
        CliRun run = CliRun.of("debroglie", castle.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        dev.wfc.core.io.Voxels v = dev.wfc.core.io.Vox.read(out.resolve("output/castle.vox"));
        assertEquals(java.util.List.of(50, 50, 50), java.util.List.of(v.width(), v.height(), v.depth()));
        CliRun again = CliRun.of("debroglie", castle.toString(), "--out", cfg.toString());
        assertEquals(ExitCodes.OK, again.exitCode(), again::toString);
        assertArrayEquals(Files.readAllBytes(out.resolve("output/castle.vox")),
                Files.readAllBytes(cfg.resolve("output/castle.vox")), "same seed, same bytes");
    }

    @Test
    void refusesVoxelTilesOfDifferentSizes() throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("castle/wall.vox"), cfg.resolve("wall.vox"));
        Files.copy(DebroglieSampleFiles.root().resolve("docs/columns.vox"), cfg.resolve("columns.vox"));
        Path f = cfg.resolve("sizes.json");
        Files.writeString(f, "{\"srcType\": \"voxSet\", \"dest\": \"o.vox\", \"autoAdjacency\": true, \"tiles\": ["
                + "{\"src\": \"wall.vox\", \"value\": \"wall\"}, {\"src\": \"columns.vox\", \"value\": \"c\"}]}",
                StandardCharsets.UTF_8);
        assertOneLineError(CliRun.of("debroglie", f.toString(), "--out", out.toString()), "debroglie",
                ExitCodes.BAD_INPUT, out, f.toString(), "tiles[1]", "the first tile's size");
    }

    @Test
    void refusesASymmetryTheSampleGridCannotTurnByBeforeWritingAnything() throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("docs/pathway.png"), cfg.resolve("p.png"));
        Path good = cfg.resolve("good.json");
        Files.writeString(good, "{\"src\": \"p.png\", \"dest\": \"good.png\", \"width\": 8, \"height\": 8}",
                StandardCharsets.UTF_8);
        Path f = cfg.resolve("thirds.json");
        Files.writeString(f, "{\"src\": \"p.png\", \"dest\": \"o.png\", \"symmetry\": 6}", StandardCharsets.UTF_8);
        assertOneLineError(CliRun.of("debroglie", good.toString(), f.toString(), "--out", out.toString()),
                "debroglie", ExitCodes.BAD_INPUT, out, f + ": symmetry: 6 (rotationalSymmetry 3; expected: 1, 2, 4 or 8"
                        + " on the square grid of this sample)");
    }

    @Test
    void refusesAboveAndBelowOnA2DSampleWithExitCode2() throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("docs/pathway.png"), cfg.resolve("p.png"));
        Path f = cfg.resolve("layers.json");
        Files.writeString(f, "{\"src\": \"p.png\", \"dest\": \"o.png\", \"adjacencies\": [{\"below\":"
                + " [\"#0d2572\"], \"above\": [\"#0d2572\"]}]}", StandardCharsets.UTF_8);
        assertOneLineError(CliRun.of("debroglie", f.toString(), "--out", out.toString()), "debroglie",
                ExitCodes.BAD_INPUT, out, f + ": adjacencies[0]: above/below (expected: left/right or up/down, as a 2D"
                        + " sample has no layers; above/below is for a voxel set)");
    }

    @Test
    void reportsWhatIsNotSupportedYet() throws IOException {
        // A voxel set turned with rotationTreatment unchanged: wfc makes turned voxel tiles only as generated copies.
        Files.copy(DebroglieSampleFiles.root().resolve("castle/wall.vox"), cfg.resolve("wall.vox"));
        Path f = cfg.resolve("turned.json");
        Files.writeString(f, "{\"srcType\": \"voxSet\", \"dest\": \"o.vox\", \"symmetry\": 8, \"autoAdjacency\": true,"
                + " \"tiles\": [{\"src\": \"wall.vox\", \"value\": \"wall\"}]}", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("debroglie", f.toString(), "--out", out.toString());
        assertEquals(DebroglieCommand.NOT_SUPPORTED, run.exitCode(), run::toString);
        assertTrue(run.out().contains("not supported: "), run::toString);
    }

    @Test
    void refusesSizesAndSamplesBeyondItsLimits() throws IOException {
        int[] argb = new int[60 * 50];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | i * 5;
        }
        dev.wfc.core.io.Png.write(cfg.resolve("many.png"), new dev.wfc.core.io.Image(argb, 60, 50));
        Path f = cfg.resolve("c.json");
        Files.writeString(f, "{\"src\": \"many.png\", \"dest\": \"o.png\"}", StandardCharsets.UTF_8);
        assertOneLineError(CliRun.of("debroglie", f.toString(), "--out", out.toString()), "debroglie",
                ExitCodes.BAD_INPUT, out, f.toString(), "tiles: 3000 distinct", "at most 2048");
        Files.copy(DebroglieSampleFiles.root().resolve("docs/pathway.png"), cfg.resolve("p.png"));
        Files.writeString(f, "{\"src\": \"p.png\", \"dest\": \"o.png\", \"model\": {\"type\": \"overlapping\","
                + " \"n\": 3}, \"symmetry\": 8, \"width\": 4096, \"height\": 4096}", StandardCharsets.UTF_8);
        assertOneLineError(CliRun.of("debroglie", f.toString(), "--out", out.toString()), "debroglie",
                ExitCodes.BAD_INPUT, out, f.toString(), "width x height 4096 x 4096: needs about");
    }

    @Test
    void refusesHostileConfigurations() throws IOException {
        Files.write(cfg.resolve("a.png"), new byte[0]);
        String[][] cases = {
            {"{\"src\": \"a.png\", \"dest\": \"../../escape.png\"}", "dest: '../../escape.png'"},
            {"{\"src\": \"../a.png\", \"dest\": \"o.png\"}", "src: '../a.png'"},
            {"{\"src\": \"a.png\", \"dest\": \"o.png\", \"colour\": 1}", "colour: unknown key"},
            {"{\"src\": \"a.png\", \"dest\": \"o.png\", \"width\": 1e9}", "width: 1.0E9"},
            {"{\"src\": \"a.png\", \"dest\": \"o.png\", \"width\": 100000}", "width: 100000 (expected: 1..4096)"},
            {"{\"src\": \"a.png\", \"dest\": \"o.txt\"}", "dest: 'o.txt'"},
        };
        refusesEach(cases);
    }

    @Test
    void refusesHostileRotationKeys() throws IOException {
        dev.wfc.core.io.Png.write(cfg.resolve("rg.png"), new dev.wfc.core.io.Image(new int[] {0xFFFF0000, 0xFF00FF00},
                2, 1));
        String head = "{\"src\": \"rg.png\", \"dest\": \"o.png\", \"symmetry\": 8, \"rotationTreatment\": \"generated\",";
        String[][] cases = {
            {head + " \"tiles\": [{\"value\": \"#ff0000\", \"tileSymmetry\": \"Z\"}]}",
                "tiles[0].tileSymmetry: \"Z\" (expected: F, N, T"},
            {head + " \"tiles\": [{\"value\": \"#ff0000\", \"tileSymmetry\": \"T\", \"reflectX\": \"#00ff00\"}]}",
                "tiles[0].reflectX: contradicts"},
            {head + " \"tiles\": [{\"value\": \"#ff0000!90\"}]}", "tiles[0].value: \"#ff0000!90\""},
            {head + " \"constraints\": [{\"type\": \"border\", \"tile\": \"#ff0000!x45\"}]}", "#ff0000!x45"},
            {head.replace("generated", "rotated") + " \"width\": 4}", "rotationTreatment: \"rotated\""},
        };
        refusesEach(cases);
    }

    /** Each {configuration, message part}: refused in one line naming the file, exit 2, nothing written. */
    private void refusesEach(String[][] cases) throws IOException {
        for (String[] c : cases) {
            Path f = cfg.resolve("c.json");
            Files.writeString(f, c[0], StandardCharsets.UTF_8);
            CliRun run = CliRun.of("debroglie", f.toString(), "--out", out.toString());
            assertOneLineError(run, "debroglie", ExitCodes.BAD_INPUT, out, f.toString(), c[1]);
        }
    }

    @Test
    void animateWritesAGifBesideDestAndTheSameMap() throws IOException {
        Path platformer = DebroglieSampleFiles.root().resolve("platformer");
        try (var files = Files.list(platformer)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Files.copy(f, cfg.resolve(f.getFileName()));
            }
        }
        CliRun run = CliRun.of("debroglie", cfg.resolve("platformer.json").toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        Path png = out.resolve("output/platformer.png");
        java.awt.image.BufferedImage map = javax.imageio.ImageIO.read(png.toFile());
        javax.imageio.ImageReader gif = javax.imageio.ImageIO.getImageReadersByFormatName("gif").next();
        try (var in = javax.imageio.ImageIO.createImageInputStream(out.resolve("output/platformer.gif").toFile())) {
            gif.setInput(in);
            assertTrue(gif.getNumImages(true) > 2, "frames: " + gif.getNumImages(true));
            // wfc animate's defaults: the map and the heat map side by side, 4 pixels apart, at scale 1 here.
            assertEquals(2 * map.getWidth() + 4, gif.getWidth(0));
            assertEquals(map.getHeight(), gif.getHeight(0));
        } finally {
            gif.dispose();
        }
        String json = Files.readString(cfg.resolve("platformer.json"), StandardCharsets.UTF_8);
        assertTrue(json.contains("\"animate\": true"), json);
        Files.writeString(cfg.resolve("still.json"), json.replace("\"animate\": true", "\"animate\": false")
                .replace("output/platformer.png", "output/still.png"), StandardCharsets.UTF_8);
        CliRun still = CliRun.of("debroglie", cfg.resolve("still.json").toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, still.exitCode(), still::toString);
        assertArrayEquals(Files.readAllBytes(png), Files.readAllBytes(out.resolve("output/still.png")),
                "animate changes no byte of the map");
        assertTrue(!Files.exists(out.resolve("output/still.gif")));
    }

    @Test
    void animateLeavesNoGifWithoutAMap() throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("mxgmn/images/Chess.png"), cfg.resolve("chess.png"));
        Path f = cfg.resolve("c.json");
        Files.writeString(f, "{\"src\": \"chess.png\", \"dest\": \"o/chess.png\", \"model\": {\"type\":"
                + " \"overlapping\"}, \"periodic\": true, \"width\": 47, \"height\": 47, \"animate\": true}",
                StandardCharsets.UTF_8);
        CliRun run = CliRun.of("debroglie", f.toString(), "--out", out.toString());
        assertEquals(ExitCodes.NO_SOLUTION, run.exitCode(), run::toString);
        assertTrue(!Files.exists(out.resolve("o/chess.gif")) && !Files.exists(out.resolve("o/chess.png")),
                run::toString);
    }

    @Test
    void runsRectangularPatternsAndRefusesHostileOnes() throws IOException {
        Files.copy(DebroglieSampleFiles.root().resolve("mxgmn/images/3Bricks.png"), cfg.resolve("s.png"));
        Path f = cfg.resolve("r.json");
        String model = "{\"src\": \"s.png\", \"dest\": \"r.png\", \"symmetry\": 8, \"model\": {\"type\":"
                + " \"overlapping\", ";
        Files.writeString(f, model + "\"nX\": 3, \"nY\": 2}, \"width\": 24, \"height\": 16}",
                StandardCharsets.UTF_8);
        CliRun run = CliRun.of("debroglie", f.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().contains("overlapping 3x2") && run.out().contains("solved"), run::toString);
        java.awt.image.BufferedImage map = javax.imageio.ImageIO.read(out.resolve("r.png").toFile());
        assertEquals(java.util.List.of(24, 16), java.util.List.of(map.getWidth(), map.getHeight()));
        String plain = model.replace(", \"symmetry\": 8", "");
        String[][] cases = {
            {plain + "\"nX\": 40, \"nY\": 2}}", "nX: 40"},
            {plain.replace("s.png", "tiny.png") + "\"nX\": 3, \"nY\": 4}}", "nY: 4 (expected: at most"},
            {plain + "\"nX\": 3, \"nY\": 2}, \"rotationalSymmetry\": 3}", "rotationalSymmetry: 3"},
        };
        dev.wfc.core.io.Png.write(cfg.resolve("tiny.png"), new dev.wfc.core.io.Image(new int[] {-1, 0xFF000000,
            -1, -1, 0xFF000000, -1, -1, -1, 0xFF000000, -1, -1, 0xFF000000}, 4, 3));
        Path empty = Files.createDirectories(cfg.resolve("none"));
        for (String[] c : cases) {
            Files.writeString(f, c[0], StandardCharsets.UTF_8);
            assertOneLineError(CliRun.of("debroglie", f.toString(), "--out", empty.toString()), "debroglie",
                    ExitCodes.BAD_INPUT, empty, f.toString(), c[1]);
        }
    }
}
