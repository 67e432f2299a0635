package dev.wfc.cli.samples;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.SampleDir;
import dev.wfc.core.testkit.MiniTileset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * A samples list with anything the classic format does not allow, or an entry whose input cannot be used, makes
 * {@code wfc samples} exit with code 2 and one line on stderr naming the file, the element and the attribute; as
 * every entry is checked first, the valid entry before the bad one writes nothing either.
 */
class SamplesErrorsTest {
    private static final String SECRET = "TOP-SECRET-93ab";

    @TempDir
    static Path in;

    @BeforeAll
    static void writeSamples() throws IOException {
        SampleDir.write(in);
        Files.writeString(in.resolve("secret.txt"), SECRET, StandardCharsets.UTF_8);
    }

    static Stream<Arguments> badEntries() {
        return Stream.of(
                arguments("<overlapping name=\"Checker\" colour=\"red\"/>", List.of("attribute colour")),
                arguments("<simpletiled name=\"Mini\" N=\"2\"/>", List.of("<simpletiled", "attribute N")),
                arguments("<overlapping name=\"Checker\" subset=\"x\"/>", List.of("<overlapping", "attribute subset")),
                arguments("<tiled name=\"Mini\"/>",
                        List.of("<tiled name=\"Mini\"/>", "<overlapping> or <simpletiled>")),
                arguments("<overlapping name=\"Checker\"><extra/></overlapping>", List.of("<extra>")),
                arguments("stray words", List.of("<samples/>", "stray words")),
                arguments("<overlapping N=\"2\"/>", List.of("no name attribute")),
                arguments("<overlapping name=\"../samples/Checker\"/>", List.of("name \"../samples/Checker\"")),
                arguments("<overlapping name=\"Checker\" N=\"two\"/>", List.of("N \"two\"")),
                arguments("<overlapping name=\"Checker\" N=\"5\"/>", List.of("N=\"5\"", "N: 5")),
                arguments("<overlapping name=\"Checker\" symmetry=\"9\"/>", List.of("symmetry \"9\"", "1..8")),
                arguments("<overlapping name=\"Checker\" heuristic=\"Random\"/>", List.of("heuristic \"Random\"")),
                arguments("<overlapping name=\"Checker\" periodic=\"maybe\"/>", List.of("periodic \"maybe\"")),
                arguments("<overlapping name=\"Checker\" size=\"0\"/>", List.of("size \"0\"", "> 0")),
                arguments("<overlapping name=\"Checker\" limit=\"-5\"/>", List.of("limit \"-5\"")),
                arguments("<overlapping name=\"Checker\" seed=\"1.5\"/>", List.of("seed \"1.5\"")),
                arguments("<overlapping name=\"Absent\"/>", List.of("<overlapping name=\"Absent\"/>", "Absent.png")),
                arguments("<simpletiled name=\"Absent\"/>", List.of("<simpletiled name=\"Absent\"/>", "Absent.xml")),
                arguments("<simpletiled name=\"Mini\" subset=\"Nope\"/>", List.of("subset=\"Nope\"", "OnlyA")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badEntries")
    void badEntryIsRefusedBeforeAnyMap(String entry, List<String> mentions, @TempDir Path out) throws IOException {
        Path xml = SampleDir.list(in, "list", SampleDir.GOOD + "\n" + entry);
        List<String> all = new ArrayList<>(List.of("list.xml"));
        all.addAll(mentions);
        assertRefused(samples(xml, out), out, all.toArray(String[]::new));
    }

    @Test
    void rootMustBeSamples(@TempDir Path out) throws IOException {
        Path xml = in.resolve("root.xml");
        Files.writeString(xml, "<list>" + SampleDir.GOOD + "</list>", StandardCharsets.UTF_8);
        assertRefused(samples(xml, out), out, "root.xml", "<list/>", "<samples>");
    }

    @Test
    void externalEntityIsRefusedAndNeverRead(@TempDir Path out) throws IOException {
        Path xml = in.resolve("evil.xml");
        Files.writeString(xml, "<?xml version=\"1.0\"?>\n<!DOCTYPE samples [<!ENTITY x SYSTEM \""
                + in.resolve("secret.txt").toUri() + "\">]>\n<samples><overlapping name=\"&x;\"/></samples>\n",
                StandardCharsets.UTF_8);
        CliRun run = samples(xml, out);
        assertRefused(run, out, "evil.xml", "DOCTYPE");
        assertFalse(run.err().contains(SECRET), run::toString);
    }

    @Test
    void malformedXmlNamesTheLine(@TempDir Path out) throws IOException {
        Path xml = in.resolve("broken.xml");
        Files.writeString(xml, "<samples>\n" + SampleDir.GOOD + "\n<overlapping>\n</samples>\n",
                StandardCharsets.UTF_8);
        assertRefused(samples(xml, out), out, "broken.xml", "line 4");
    }

    @Test
    void missingList(@TempDir Path out) throws IOException {
        assertRefused(samples(in.resolve("absent.xml"), out), out, "absent.xml");
    }

    /** A dead end in a tileset is refused as by wfc tiled; --allow-dead-ends lets the run go on. */
    @Test
    void deadEndInATileset(@TempDir Path out) throws IOException {
        Path sets = in.resolve("dead").resolve("tilesets");
        Files.createDirectories(sets);
        MiniTileset.image(sets, "Dead", "a", 3, 3);
        MiniTileset.image(sets, "Dead", "b", 3, 3);
        MiniTileset.xml(sets, "Dead", "<set><tiles>" + MiniTileset.TILES + "</tiles>"
                + "<neighbors><neighbor left=\"a\" right=\"a\"/></neighbors></set>");
        Path xml = SampleDir.list(in.resolve("dead"), "list", "<simpletiled name=\"Dead\" size=\"4\"/>");
        assertRefused(samples(xml, out), out, "<simpletiled name=\"Dead\"", "Dead.xml", "tile \"b 0\"");
        CliRun allowed = samples(xml, out, "--allow-dead-ends");
        assertEquals(ExitCodes.OK, allowed.exitCode(), allowed::toString);
    }

    @Test
    void sizeCapBelowNOfANonPeriodicEntry(@TempDir Path out) throws IOException {
        Path xml = SampleDir.list(in, "cap", SampleDir.GOOD + "\n<overlapping name=\"Checker\" N=\"3\"/>");
        assertRefused(samples(xml, out, "--size-cap", "2"), out, "cap.xml", "N=\"3\"", "--size-cap 2");
    }

    @Test
    void badOptions(@TempDir Path out) throws IOException {
        Path xml = SampleDir.list(in, "options", SampleDir.GOOD);
        assertRefused(samples(xml, out, "--only", "Absent"), out, "--only Absent", "Checker");
        assertRefused(samples(xml, out, "--size-cap", "0"), out, "--size-cap");
        assertRefused(samples(xml, out, "--max-backtracks", "0"), out, "--max-backtracks");
    }

    private static CliRun samples(Path xml, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("samples", xml.toString(), "--out", out.toString()));
        args.addAll(Arrays.asList(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static void assertRefused(CliRun run, Path out, String... mentions) throws IOException {
        ErrorAssertions.assertOneLineError(run, "samples", ExitCodes.BAD_INPUT, out, mentions);
    }
}
