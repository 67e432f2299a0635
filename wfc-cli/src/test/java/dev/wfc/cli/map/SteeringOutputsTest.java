package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ConstraintCheck;
import dev.wfc.cli.testkit.TextExamples;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedOracle;
import dev.wfc.core.model.TilesetOracle;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Maps made with designer constraints on the command line honour every constraint ({@link ConstraintCheck}) and
 * every rule of their model (the independent oracles of wfc-core's tests), seed after seed.
 */
class SteeringOutputsTest {
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExample() throws IOException {
        Files.writeString(in.resolve("dungeon.txt"), TextExamples.DUNGEON, StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void tiledMapsHonourEveryConstraintAndRule(int seed) throws Exception {
        Path xml = SampleFiles.root().resolve("tilesets/Knots.xml");
        Path txt = out.resolve("knots.txt");
        CliRun run = CliRun.of("tiled", xml.toString(), "--subset", "Standard", "--size", "12", "--seed",
                Integer.toString(seed), "--border", "all=empty", "--pin", "6,6=cross", "--pin", "2,9=corner 2",
                "--row", "3=empty|line", "--count", "cross=1..3", "--connected", "line|corner|cross", "--backtrack",
                "--tries", "3", "--out", out.resolve("knots.png").toString(), "--text", txt.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String text = Files.readString(txt, StandardCharsets.UTF_8);
        List<String> violations = new ArrayList<>(TilesetOracle.read(xml, "Standard").check(text, false));
        ConstraintCheck check = ConstraintCheck.ofTiledText(text, false);
        violations.addAll(check.border(Set.of("left", "right", "top", "bottom"), "empty"));
        violations.addAll(check.pin(6, 6, "cross"));
        violations.addAll(check.pin(2, 9, "corner 2"));
        violations.addAll(check.row(3, "empty", "line"));
        violations.addAll(check.count(1, 3, "cross"));
        violations.addAll(check.connected("line", "corner", "cross"));
        assertTrue(violations.isEmpty(), () -> violations + "\n" + text);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
    void learnedMapsHonourEveryConstraintAndRule(int seed) throws IOException {
        Path txt = out.resolve("dungeon.txt");
        CliRun run = CliRun.of("learn", in.resolve("dungeon.txt").toString(), "--width", "16", "--height", "12",
                "--seed", Integer.toString(seed), "--border", "left,top=#", "--border", "right,bottom=#",
                "--pin", "5,5=.", "--count", "M=1", "--count", "#=..120", "--connected", ".|M", "--backtrack",
                "--out", txt.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        String map = Files.readString(txt, StandardCharsets.UTF_8);
        Set<String> allowed = LearnedOracle.adjacencies(List.<int[][]>of(LearnedOracle.grid(TextExamples.DUNGEON)), false, 1,
                LearnedOracle.Names.CHARS);
        Set<String> found = LearnedOracle.pairs(LearnedOracle.grid(map), false, LearnedOracle.Names.CHARS);
        found.removeAll(allowed);
        List<String> violations = new ArrayList<>(found);
        ConstraintCheck check = ConstraintCheck.ofChars(map, false);
        violations.addAll(check.border(Set.of("left", "right", "top", "bottom"), "#"));
        violations.addAll(check.pin(5, 5, "."));
        violations.addAll(check.count(1, 1, "M"));
        violations.addAll(check.count(0, 120, "#"));
        violations.addAll(check.connected(".", "M"));
        assertTrue(violations.isEmpty(), () -> violations + "\n" + map);
    }

    /** Overlapping cells are pixels: the mask's opaque pixels, a border and a row pin colours. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void overlappingPixelsHonourEveryConstraintAndTheSample(int seed) throws IOException {
        Image sample = Png.read(SampleFiles.sample("Rooms"));
        int[] mask = new int[24 * 24];
        mask[3 + 5 * 24] = 0xFFFFFFFF;
        mask[17 + 11 * 24] = 0xFF000000;
        Path maskFile = out.resolve("mask.png");
        Png.write(maskFile, new Image(mask, 24, 24));
        Path png = out.resolve("rooms.png");
        CliRun run = CliRun.of("overlapping", SampleFiles.sample("Rooms").toString(), "--size", "24", "--periodic",
                "--seed", Integer.toString(seed), "--pin-mask", maskFile.toString(), "--border", "left=#000000",
                "--row", "20=#000000", "--pin", "10,12=#FFFFFF", "--backtrack", "--out", png.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        Image image = Png.read(png);
        String[][] colours = new String[24][24];
        for (int y = 0; y < 24; y++) {
            for (int x = 0; x < 24; x++) {
                colours[y][x] = String.format(Locale.ROOT, "#%06X", image.pixel(x, y) & 0xFFFFFF);
            }
        }
        ConstraintCheck check = new ConstraintCheck(colours, true);
        List<String> violations = new ArrayList<>();
        violations.addAll(check.pin(3, 5, "#FFFFFF"));
        violations.addAll(check.pin(17, 11, "#000000"));
        violations.addAll(check.border(Set.of("left"), "#000000"));
        violations.addAll(check.row(20, "#000000"));
        violations.addAll(check.pin(10, 12, "#FFFFFF"));
        assertTrue(violations.isEmpty(), violations::toString);
        assertNull(new SampleWindows(sample, 3, 8, true).firstForeignWindow(image, true));
    }
}
