package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which symmetry groups each kind of sample takes, as DeBroglie decides it: a square or cube sample is turned by
 * quarter turns only ({@code TopoArrayUtils.SquareRotateVector} throws "Unexpected angle" for 120 or 60 degrees), a
 * hexagonal one by sixths (its rotation article: 1, 2, 3 or 6), reflections on every grid; a count no grid has (0, 5,
 * 8, negative) is refused while reading. The table is written by hand from those rules: R refused (exit 2, one line
 * naming the key), J a job, N a valid configuration wfc does not make yet (exit 4).
 */
class SymmetryGroupsTest {
    /** Each kind of sample: its configuration without the symmetry keys ('SYM' marks where they go). */
    private static final Map<String, String> SAMPLES = Map.of(
            "png overlapping", "{'src': 'pathway.png', 'dest': 'o.png', 'model': {'type': 'overlapping', 'n': 3} SYM}",
            "png rectangular", "{'src': 'pathway.png', 'dest': 'o.png', 'model': {'type': 'overlapping', 'nX': 3,"
                    + " 'nY': 2} SYM}",
            "png adjacent", "{'src': 'pathway.png', 'dest': 'o.png' SYM}",
            "tiled map", "{'src': 'map.tmx', 'dest': 'o.tmx' SYM}",
            "tileset", "{'src': 'generic_platformer_tileset.tsx', 'dest': 'o.tmx', 'adjacencies': [{'left': [2],"
                    + " 'right': [3]}, {'up': [0], 'down': [2]}] SYM}",
            "bitmap set", "{'srcType': 'bitmapSet', 'dest': 'o.png', 'tiles': [{'value': 'b', 'src': 'b.png'},"
                    + " {'value': 'w', 'src': 'w.png'}], 'adjacencies': [{'left': ['b'], 'right': ['w']}] SYM}",
            "vox sample", "{'src': 'columns.vox', 'dest': 'o.vox', 'width': 4, 'height': 4, 'depth': 4 SYM}",
            "vox set", "{'srcType': 'voxSet', 'dest': 'o.vox', 'tiles': [{'value': 'e', 'src': 'empty.vox'}],"
                    + " 'rotationTreatment': 'generated', 'autoAdjacency': true SYM}",
            "hex adjacent", "{'src': 'hexagonal-mini.tmx', 'dest': 'o.tmx', 'width': 6, 'height': 6,"
                    + " 'periodicInput': false SYM}",
            "hex overlapping", "{'src': 'hexagonal-mini.tmx', 'dest': 'o.tmx', 'model': {'type': 'overlapping',"
                    + " 'n': 2}, 'width': 6, 'height': 6, 'periodicInput': false SYM}");

    /**
     * Outcome by sample for rotationalSymmetry 1, 2, 3, 4, 6 without reflections, then the same with reflections.
     * wfc's gaps (N): a voxel sample takes only the classic groups (1, 1 + mirror, 4 + mirrors).
     */
    private static final Map<String, String> TABLE = Map.of(
            "png overlapping", "JJRJR JJRJR",
            "png rectangular", "JJRJR JJRJR",
            "png adjacent", "JJRJR JJRJR",
            "tiled map", "JJRJR JJRJR",
            "tileset", "JJRJR JJRJR",
            "bitmap set", "JJRJR JJRJR",
            "vox sample", "JNRNR JNRJR",
            "vox set", "JJRJR JJRJR",
            "hex adjacent", "JJJRJ JJJRJ",
            "hex overlapping", "JJJRJ JJJRJ");
    private static final int[] COUNTS = {1, 2, 3, 4, 6};

    @TempDir
    Path dir;

    /** 'J', 'N' or the refusal's message. */
    private String outcome(String sample, String symmetry) throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, SAMPLES.get(sample).replace("SYM", symmetry).replace('\'', '"'), StandardCharsets.UTF_8);
        try {
            DebroglieJob.of(DebroglieReader.read(f));
            return "J";
        } catch (NotSupportedException e) {
            return "N";
        } catch (WfcInputException e) {
            return f + ": " + e.getMessage();
        } catch (dev.wfc.core.io.InvalidInputException e) {
            return e.getMessage();
        }
    }

    private void copySamples() throws IOException {
        for (String s : List.of("docs/pathway.png", "grass/map.tmx", "grass/grass_biome.tsx",
                "grass/overworld_tileset_grass.png", "docs/generic_platformer_tileset.tsx",
                "docs/generic_platformer_tileset.png", "mxgmn/Circles/b.png", "mxgmn/Circles/w.png",
                "docs/columns.vox", "castle/empty.vox", "docs/hexagonal-mini.tmx", "docs/hexmini.png")) {
            Path from = DebroglieSampleFiles.root().resolve(s);
            Files.copy(from, dir.resolve(from.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void eachGridTakesTheCountsDebroglieTurnsItsSamplesBy() throws IOException {
        copySamples();
        List<String> wrong = new ArrayList<>();
        for (var row : TABLE.entrySet()) {
            for (int m = 0; m < 2; m++) {
                for (int i = 0; i < COUNTS.length; i++) {
                    char want = row.getValue().charAt(m * (COUNTS.length + 1) + i);
                    String got = outcome(row.getKey(), ", 'rotationalSymmetry': " + COUNTS[i]
                            + ", 'reflectionalSymmetry': " + (m == 1));
                    String at = row.getKey() + ", " + COUNTS[i] + (m == 1 ? " + reflections" : "");
                    if (want == 'R') {
                        String grid = row.getKey().startsWith("hex") ? "hex" : row.getKey().startsWith("vox")
                                ? "cube" : "square";
                        String allowed = grid.equals("hex") ? "1, 2, 3 or 6" : "1, 2 or 4";
                        if (!got.equals(dir.resolve("c.json") + ": rotationalSymmetry: " + COUNTS[i] + " (expected: "
                                + allowed + " on the " + grid + " grid of this sample)")) {
                            wrong.add(at + ": " + got);
                        }
                    } else if (!got.equals(String.valueOf(want))) {
                        wrong.add(at + ": want " + want + ", got " + got);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theShorthandIsNamedWhenItSetTheCount() throws IOException {
        copySamples();
        String c = dir.resolve("c.json") + ": ";
        assertEquals(c + "symmetry: 6 (rotationalSymmetry 3; expected: 1, 2, 4 or 8 on the square grid of this"
                + " sample)", outcome("png adjacent", ", 'symmetry': 6"));
        assertEquals(c + "symmetry: 8 (rotationalSymmetry 4; expected: 1, 2, 3, 4, 6 or 12 on the hex grid of this"
                + " sample)", outcome("hex adjacent", ", 'symmetry': 8"));
        assertEquals("J", outcome("hex overlapping", ", 'symmetry': 12"));
        assertEquals("J", outcome("png overlapping", ", 'symmetry': 8"));
        // an explicit count overrides the shorthand and is the key named
        assertEquals(c + "rotationalSymmetry: 3 (expected: 1, 2 or 4 on the square grid of this sample)",
                outcome("png adjacent", ", 'symmetry': 8, 'rotationalSymmetry': 3"));
    }

    @Test
    void aCountNoGridHasIsRefusedWhileReading() throws IOException {
        copySamples();
        String c = dir.resolve("c.json") + ": ";
        String grids = " on square and cube grids, ";
        for (int count : new int[] {0, 5, 7, 8, 12, -1, -4, 360}) {
            String got = outcome("png adjacent", ", 'rotationalSymmetry': " + count);
            assertEquals(c + "rotationalSymmetry: " + count + " (expected: 1, 2 or 4" + grids + "1, 2, 3 or 6 on"
                    + " hexagons)", got);
        }
        assertEquals(c + "symmetry: 10 (rotationalSymmetry 5; expected: 1, 2, 4 or 8" + grids + "1, 2, 3, 4, 6 or 12"
                + " on hexagons)", outcome("png adjacent", ", 'symmetry': 10"));
        assertEquals(c + "symmetry: 0 (expected: 1..12)", outcome("png adjacent", ", 'symmetry': 0"));
        String fraction = outcome("png adjacent", ", 'rotationalSymmetry': 2.5");
        assertEquals(c + "rotationalSymmetry: 2.5 (expected: an integer)", fraction);
        String text = outcome("png adjacent", ", 'reflectionalSymmetry': 'yes'");
        assertEquals(c + "reflectionalSymmetry: \"yes\" (expected: true or false)", text);
        assertFalse(text.contains("\n"));
        assertTrue(outcome("png adjacent", ", 'reflectionalSymmetry': true").equals("J"));
    }
}
