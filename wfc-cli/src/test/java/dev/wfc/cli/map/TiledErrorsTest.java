package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.testkit.MiniTileset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Every bad tileset makes {@code wfc tiled} exit with code 2 and one line on stderr naming the file and the element
 * (and tile, orientation or side) at fault, leaving no output file.
 */
class TiledErrorsTest {
    private static final String SECRET = "TOP-SECRET-5c1e";

    @TempDir
    Path in;
    @TempDir
    Path out;

    private Path set(String tiles, String neighbors) throws IOException {
        return MiniTileset.xml(in, "Mini", "<set>\n  <tiles>\n" + tiles + "  </tiles>\n" + neighbors + "</set>\n");
    }

    private void images(int aSide, int bSide) throws IOException {
        MiniTileset.image(in, "Mini", "a", aSide, aSide);
        MiniTileset.image(in, "Mini", "b", bSide, bSide);
    }

    /** Runs {@code wfc tiled XML ARGS} with every output option pointing into {@code out}. */
    private CliRun tiled(Path xml, String... args) {
        List<String> all = new ArrayList<>(List.of("tiled", xml.toString(), "--seed", "1",
                "--out", out.resolve("map.png").toString(), "--text", out.resolve("map.txt").toString(),
                "--json", out.resolve("map.json").toString()));
        all.addAll(Arrays.asList(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    private void assertBadInput(CliRun run, String... mentions) throws IOException {
        ErrorAssertions.assertOneLineError(run, "tiled", ExitCodes.BAD_INPUT, out, mentions);
    }

    @Test
    void externalEntityIsRefusedAndNeverRead() throws IOException {
        Path secret = in.resolve("secret.txt");
        Files.writeString(secret, SECRET, StandardCharsets.UTF_8);
        Path xml = MiniTileset.xml(in, "Evil", "<?xml version=\"1.0\"?>\n<!DOCTYPE set [<!ENTITY x SYSTEM \""
                + secret.toUri() + "\">]>\n<set><tiles><tile name=\"&x;\"/></tiles></set>\n");
        CliRun run = tiled(xml);
        assertBadInput(run, "Evil.xml", "DOCTYPE");
        assertFalse(run.err().contains(SECRET), run::toString);
    }

    @Test
    void malformedXmlNamesTheLine() throws IOException {
        assertBadInput(tiled(MiniTileset.xml(in, "Broken", "<set>\n<tiles>\n</set>\n")), "Broken.xml", "line 3");
    }

    @Test
    void missingTilesetFile() throws IOException {
        assertBadInput(tiled(in.resolve("Absent.xml")), "Absent.xml");
    }

    @Test
    void unknownSymmetryLetter() throws IOException {
        images(3, 3);
        assertBadInput(tiled(set("<tile name=\"a\" symmetry=\"Q\"/>", "")), "Mini.xml",
                "<tile name=\"a\" symmetry=\"Q\"/>", "symmetry \"Q\"");
    }

    @Test
    void missingTileImage() throws IOException {
        images(3, 3);
        assertBadInput(tiled(set(MiniTileset.TILES + "<tile name=\"c\"/>", MiniTileset.NEIGHBORS)), "Mini.xml",
                "<tile name=\"c\"/>", "c.png");
    }

    @Test
    void tileImagesOfDifferentSizes() throws IOException {
        images(3, 4);
        assertBadInput(tiled(set(MiniTileset.TILES, MiniTileset.NEIGHBORS)), "Mini.xml", "<tile name=\"b\"",
                "4x4", "3x3");
    }

    @Test
    void neighbourNamingAnUnknownTile() throws IOException {
        images(3, 3);
        assertBadInput(tiled(set(MiniTileset.TILES, "<neighbors><neighbor left=\"a\" right=\"zz\"/></neighbors>")),
                "Mini.xml", "<neighbor left=\"a\" right=\"zz\"/>", "unknown tile \"zz\"");
    }

    @Test
    void neighbourNamingAnUnknownOrientation() throws IOException {
        images(3, 3);
        assertBadInput(tiled(set(MiniTileset.TILES, "<neighbors><neighbor left=\"b 9\" right=\"a\"/></neighbors>")),
                "Mini.xml", "<neighbor left=\"b 9\" right=\"a\"/>", "orientation 9");
    }

    /** Without a rule for "b" next to anything, b has a dead end: refused, unless --allow-dead-ends. */
    @Test
    void deadEndIsRefusedNamingTileAndSideUnlessAllowed() throws IOException {
        images(3, 3);
        Path xml = set(MiniTileset.TILES, "<neighbors><neighbor left=\"a\" right=\"a\"/></neighbors>");
        assertBadInput(tiled(xml), "Mini.xml", "tile \"b 0\"", "neighbour");
        CliRun allowed = tiled(xml, "--allow-dead-ends", "--size", "4");
        assertEquals(ExitCodes.OK, allowed.exitCode(), allowed::toString);
    }

    @Test
    void unknownSubsetListsTheKnownOnes() throws IOException {
        Path xml = MiniTileset.valid(in, "Mini");
        assertBadInput(tiled(xml, "--subset", "Nope"), "Mini.xml", "subset \"Nope\"", "OnlyA");
    }

    /** A partial map has no text form: the run stops before writing anything. */
    @Test
    void textOfAPartialMapIsRefused() throws IOException {
        Path xml = MiniTileset.valid(in, "Mini");
        assertBadInput(tiled(xml, "--limit", "0"), "--text", "undecided");
    }

    @Test
    void twoOutputsNamingOneFile() throws IOException {
        Path xml = MiniTileset.valid(in, "Mini");
        String png = out.resolve("map.png").toString();
        assertBadInput(CliRun.of("tiled", xml.toString(), "--seed", "1", "--out", png, "--json", png), "--json",
                "--out");
    }
}
