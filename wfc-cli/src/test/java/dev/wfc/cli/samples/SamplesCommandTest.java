package dev.wfc.cli.samples;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.JsonGrids;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.TilesetOracle;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole classic samples.xml through {@code wfc samples} with a size cap: every screenshot is written under the
 * documented name and seed, every overlapping map passes the window check, every tiled map (its JSON, and its text
 * where the entry asks for text) obeys the tileset as the independent oracle reads it. The list is read here with
 * a plain DOM parser, independently of the command's reader.
 */
class SamplesCommandTest {
    private static final int CAP = 16;

    @TempDir
    static Path out;
    private static CliRun run;
    private static List<Element> entries;

    @BeforeAll
    static void runTheWholeList() throws Exception {
        Path xml = SampleFiles.root().resolve("samples.xml");
        run = CliRun.of("samples", xml.toString(), "--out", out.toString(), "--size-cap", Integer.toString(CAP),
                "--json");
        entries = new ArrayList<>();
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile())
                .getDocumentElement();
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                entries.add(e);
            }
        }
    }

    @Test
    void everyScreenshotIsProducedAndListed() {
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals("", run.err(), run::toString);
        int screenshots = entries.stream().mapToInt(SamplesCommandTest::screenshots).sum();
        List<String> lines = run.out().lines().toList();
        assertEquals(screenshots + 2, lines.size(), run::toString);
        assertTrue(lines.get(lines.size() - 1).startsWith(screenshots + " of " + screenshots + " screenshots"),
                run::toString);
    }

    /** Exactly the documented files: for screenshot i of the entry at position p, one of seeds B + 10 i + 0..9. */
    @Test
    void filesAreNamedAfterEntryAndSeed() throws IOException {
        Set<String> expected = new TreeSet<>();
        for (int p = 1; p <= entries.size(); p++) {
            Element e = entries.get(p - 1);
            for (int shot = 0; shot < screenshots(e); shot++) {
                String png = written(e, p, shot);
                expected.add(png);
                if (isTiled(e)) {
                    expected.add(png.replace(".png", ".json"));
                    if (flag(e, "textOutput")) {
                        expected.add(png.replace(".png", ".txt"));
                    }
                }
            }
        }
        Set<String> actual = new TreeSet<>();
        try (var files = Files.list(out)) {
            files.forEach(f -> actual.add(f.getFileName().toString()));
        }
        assertEquals(expected, actual);
    }

    @Test
    void overlappingMapsHaveOnlyTheSamplesWindows() throws IOException {
        for (int p = 1; p <= entries.size(); p++) {
            Element e = entries.get(p - 1);
            if (isTiled(e)) {
                continue;
            }
            Image sample = Png.read(SampleFiles.sample(e.getAttribute("name")));
            SampleWindows windows = new SampleWindows(sample, integer(e, "N", 3), integer(e, "symmetry", 8),
                    !e.getAttribute("periodicInput").equalsIgnoreCase("false"));
            for (int shot = 0; shot < screenshots(e); shot++) {
                Image map = Png.read(out.resolve(written(e, p, shot)));
                assertEquals(capped(e, "width"), map.width(), e::toString);
                assertEquals(capped(e, "height"), map.height(), e::toString);
                if (!e.hasAttribute("limit")) {
                    assertNull(windows.firstForeignWindow(map, flag(e, "periodic")), "#" + p + " " + e);
                }
            }
        }
    }

    @Test
    void tiledMapsObeyTheirTileset() throws Exception {
        for (int p = 1; p <= entries.size(); p++) {
            Element e = entries.get(p - 1);
            if (!isTiled(e)) {
                continue;
            }
            Path tileset = SampleFiles.root().resolve("tilesets").resolve(e.getAttribute("name") + ".xml");
            TilesetOracle oracle = TilesetOracle.read(tileset, e.hasAttribute("subset") ? e.getAttribute("subset")
                    : null);
            for (int shot = 0; shot < screenshots(e); shot++) {
                String png = written(e, p, shot);
                Map<String, Object> grid = JsonGrids.parse(Files.readString(
                        out.resolve(png.replace(".png", ".json")), StandardCharsets.UTF_8));
                assertEquals((long) capped(e, "width"), grid.get("width"), png);
                assertEquals((long) capped(e, "height"), grid.get("height"), png);
                Image map = Png.read(out.resolve(png));
                int side = map.width() / capped(e, "width");
                assertEquals(capped(e, "width") * side, map.width(), png);
                assertEquals(capped(e, "height") * side, map.height(), png);
                if (!grid.get("status").equals("SOLVED")) {
                    assertTrue(e.hasAttribute("limit"), png + " is partial without a limit");
                    continue;
                }
                String text = JsonGrids.text(grid, ", ");
                List<String> violations = oracle.check(text, flag(e, "periodic"));
                assertTrue(violations.isEmpty(), () -> png + ": " + violations);
                if (flag(e, "textOutput")) {
                    assertEquals(text, Files.readString(out.resolve(png.replace(".png", ".txt"))), png);
                }
            }
        }
    }

    /** The one PNG written for screenshot {@code shot} of the entry at {@code position}, by the seed rule. */
    private static String written(Element e, int position, int shot) {
        long base = e.hasAttribute("seed") ? Long.parseLong(e.getAttribute("seed")) : 1000L * position;
        List<String> found = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
            String file = name(e) + "-" + (base + 10L * shot + k) + ".png";
            if (Files.isRegularFile(out.resolve(file))) {
                found.add(file);
            }
        }
        assertEquals(1, found.size(), () -> "#" + position + " shot " + shot + ": " + found);
        return found.get(0);
    }

    /** The entry's NAME: the sample, or the tileset and its subset with unusual characters made '_'. */
    private static String name(Element e) {
        String name = e.getAttribute("name");
        if (!isTiled(e) || !e.hasAttribute("subset")) {
            return name;
        }
        return name + "-" + e.getAttribute("subset").replaceAll("[^\\p{L}\\p{Nd}._-]", "_");
    }

    private static boolean isTiled(Element e) {
        return e.getTagName().equals("simpletiled");
    }

    private static int screenshots(Element e) {
        return integer(e, "screenshots", 2);
    }

    private static int capped(Element e, String side) {
        int size = integer(e, "size", isTiled(e) ? 24 : 48);
        return Math.min(integer(e, side, size), CAP);
    }

    private static int integer(Element e, String attribute, int fallback) {
        return e.hasAttribute(attribute) ? Integer.parseInt(e.getAttribute(attribute)) : fallback;
    }

    private static boolean flag(Element e, String attribute) {
        return e.getAttribute(attribute).equalsIgnoreCase("true");
    }
}
