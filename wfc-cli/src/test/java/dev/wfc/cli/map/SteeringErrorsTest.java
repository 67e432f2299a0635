package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.testkit.MiniTileset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Designer constraints that cannot be used: exit 2 for what is wrong on its own (syntax, names, cells, the mask),
 * exit 3 naming the option and the cell when they contradict each other or the rules. One line, no output file.
 */
class SteeringErrorsTest {
    /** An island: {@code #} appears once, so two of them may never stand side by side. */
    static final String ISLAND = """
            ww~~~ww
            w,,~,,w
            ,,^^^,,
            ,^^#^^,
            ,,^^^,,
            w,,~,,w
            """;

    @TempDir
    static Path in;

    @BeforeAll
    static void writeInputs() throws IOException {
        Files.writeString(in.resolve("island.txt"), ISLAND, StandardCharsets.UTF_8);
        Png.write(in.resolve("clear3.png"), new Image(new int[9], 3, 3));
        int[] black = new int[100];
        black[12] = 0xFF000000;
        Png.write(in.resolve("black10.png"), new Image(black, 10, 10));
    }

    private static CliRun learn(Path out, String options) {
        List<String> all = new ArrayList<>(List.of("learn", in.resolve("island.txt").toString(), "--size", "10",
                "--seed", "1", "--out", out.resolve("map.txt").toString()));
        all.addAll(Arrays.asList(options.replace("{in}", in.toString()).split(" ")));
        return CliRun.of(all.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiterString = " :: ", value = {
        "--pin 1x2=w :: --pin 1x2=w: cannot read (expected: X,Y=NAME[|NAME...]",
        "--pin 1,2 :: --pin 1,2: cannot read",
        "--pin 1,2,3=w :: --pin 1,2,3=w: cannot read",
        "--pin 1,2= :: --pin 1,2=: tile name: empty",
        "--pin 1,2=w| :: --pin 1,2=w|: tile name: empty",
        "--pin 1,2=dragon :: --pin 1,2=dragon: tile name: 'dragon' names no tile (expected: one of [w, ~, ",
        "--pin 10,2=w :: --pin 10,2=w: pin (10, 2): outside the 10x10 grid",
        "--pin -1,0=w :: --pin -1,0=w: pin (-1, 0): outside",
        "--pin-mask {in}/none.png :: {in}/none.png",
        "--pin-mask {in}/clear3.png :: --pin-mask {in}/clear3.png: mask: 3x3 (expected: the 10x10 grid)",
        "--pin-mask {in}/black10.png :: --pin-mask {in}/black10.png: mask pixel (2, 1): '#000000' names no tile",
        "--border middle=w :: --border middle=w: edge 'middle' (expected: left, right, top, bottom or all)",
        "--border w :: --border w: cannot read (expected: [outline:][^]EDGES[-EXCLUDED]=NAME[|NAME...]",
        "--border outline:above=w :: --border outline:above=w: edge above: on a square grid",
        "--row y=w :: --row y=w: cannot read (expected: Y=NAME[|NAME...]",
        "--row 10=w :: --row 10=w: row (0, 10): outside the 10x10 grid",
        "--count w=5..2 :: --count w=5..2: max: 2 (expected: >= min 5)",
        "--count w=-1 :: --count w=-1: min: -1 (expected: >= 0)",
        "--count w=.. :: --count w=..: cannot read (expected: NAMES=K, NAMES=MIN..MAX",
        "--count w :: --count w: cannot read",
        "--count w=x..3 :: --count w=x..3: cannot read",
        "--connected dragon :: --connected dragon: tile name: 'dragon' names no tile",
    })
    void aConstraintThatCannotBeUsedExitsWithTwo(String options, String message, @TempDir Path out)
            throws IOException {
        ErrorAssertions.assertOneLineError(learn(out, options), "learn", ExitCodes.BAD_INPUT, out,
                message.replace("{in}", in.toString()));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiterString = " :: ", value = {
        // One cell, two tiles: the second pin leaves it empty.
        "--pin 2,2=w --pin 2,2=~ :: --pin 2,2=~: no map possible: cell (",
        // The island's one # never stands beside another.
        "--pin 4,4=# --pin 5,4=# :: --pin 5,4=#: no map possible: cell (",
        "--border all=# :: --border all=#: no map possible: cell (",
        "--pin 0,0=# --border top=w :: --border top=w: no map possible: cell (",
        "--count #=101 :: --count #=101: no map possible: constraint ",
    })
    void constraintsThatAdmitNoMapExitWithThreeNamingTheOption(String options, String message, @TempDir Path out)
            throws IOException {
        ErrorAssertions.assertOneLineError(learn(out, options), "learn", ExitCodes.NO_SOLUTION, out, message);
    }

    /** When the model's own restriction admits no map, it is named, not a constraint stated after it. */
    @Test
    void aGroundThatAdmitsNoMapIsNamedBeforeTheConstraints(@TempDir Path out) throws IOException {
        int corner = BuiltinSample.image().pixel(0, 0);
        String colour = String.format("#%06X", corner & 0xFFFFFF);
        CliRun run = CliRun.of("overlapping", "--size", "8", "--periodic", "--ground", "--pin", "0,0=" + colour,
                "--out", out.resolve("map.png").toString());
        ErrorAssertions.assertOneLineError(run, "overlapping", ExitCodes.NO_SOLUTION, out,
                "wfc overlapping: --ground: no map possible: cell (");
    }

    /** The same mixin serves every single-map command: a tiled map's unknown tile and an overlapping pixel. */
    @Test
    void tiledAndOverlappingReadTheSameOptions(@TempDir Path out) throws IOException {
        Path xml = MiniTileset.valid(in, "Mini");
        CliRun tiled = CliRun.of("tiled", xml.toString(), "--size", "4", "--pin", "0,0=c",
                "--out", out.resolve("map.png").toString());
        ErrorAssertions.assertOneLineError(tiled, "tiled", ExitCodes.BAD_INPUT, out,
                "--pin 0,0=c: tile name: 'c' names no tile (expected: one of [a, b])");
        CliRun overlapping = CliRun.of("overlapping", "--size", "8", "--periodic", "--count", "#123456=1",
                "--out", out.resolve("map.png").toString());
        ErrorAssertions.assertOneLineError(overlapping, "overlapping", ExitCodes.BAD_INPUT, out,
                "--count #123456=1: tile name: '#123456' names no tile");
    }
}
