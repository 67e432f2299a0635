package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The strict reader: every configuration of DeBroglie's suite reads; anything unknown or out of range is refused. */
class DebroglieReaderTest {
    @TempDir
    Path dir;

    @Test
    void readsEverySuiteConfiguration() throws IOException {
        List<Path> configs = DebroglieSampleFiles.configs();
        assertEquals(67, configs.size());
        for (Path f : configs) {
            DebroglieConfig c = DebroglieReader.read(f);
            assertFalse(c.dest().isEmpty(), f.toString());
        }
    }

    @Test
    void expandsShorthandsAndDefaults() throws IOException {
        DebroglieConfig c = read("{\"src\": \"a.png\", \"dest\": \"o.png\", // a comment\n"
                + "\"model\": {\"type\": \"overlapping\", \"n\": 3}, \"symmetry\": 8, \"periodic\": true,"
                + " \"constraints\": [{\"type\": \"border\", \"tile\": \"#ff0000\", \"sides\": \"xmin, ymax\"},],}");
        assertEquals(DebroglieConfig.ModelType.OVERLAPPING, c.model());
        assertEquals(3, c.nX());
        assertEquals(3, c.nY());
        assertEquals(4, c.rotationalSymmetry());
        assertTrue(c.reflectionalSymmetry());
        assertTrue(c.periodicX() && c.periodicY());
        assertTrue(c.periodicInputX(), "periodic input by default");
        assertEquals(48, c.width());
        ConstraintConfig.Border b = (ConstraintConfig.Border) c.constraints().get(0);
        assertEquals(java.util.EnumSet.of(Side.XMIN, Side.YMAX), b.sides());
        assertEquals(List.of(new TileRef("#ff0000", false)), b.tiles());
        DebroglieConfig two = read("{\"src\": \"a.png\", \"dest\": \"o.png\", \"symmetry\": 2}");
        assertEquals(1, two.rotationalSymmetry());
        assertTrue(two.reflectionalSymmetry());
    }

    @Test
    void refusesWhatItDoesNotKnow() throws IOException {
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"colour\": 1}", "colour: unknown key");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"width\": 0}", "width: 0 (expected: 1..4096)");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"width\": 2.5}", "width: 2.5");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"periodic\": \"yes\"}", "periodic: \"yes\"");
        assertRefused("{\"src\": \"a.png\"}", "dest: missing");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"model\": {\"type\": \"adjacent\", \"n\": 3}}",
                "model.n: 3");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"constraints\": [{\"type\": \"portal\"}]}",
                "constraints[0].type: \"portal\"");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"constraints\": [{\"type\": \"border\","
                + " \"tile\": 1, \"sides\": \"top\"}]}", "constraints[0].sides: 'top'");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"adjacencies\": [{\"left\": [1]}]}",
                "adjacencies[0].right: missing");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"dest\": \"p.png\"}", "Duplicate field 'dest'");
        assertRefused("{\"src\": \"a.png\", \"dest\": \"o.png\", \"baseDirectory\": \"../..\"}",
                "baseDirectory: '../..' (expected: a path inside");
    }

    @Test
    void pathsStayInsideTheirFolder() {
        Path base = dir.resolve("cfg");
        assertEquals(base.resolve("output/a.png"), ConfigPaths.inside(base, "output/a.png", "dest"));
        for (String bad : List.of("../a.png", "/etc/passwd", "output/../../a.png", "")) {
            WfcInputException e = assertThrows(WfcInputException.class, () -> ConfigPaths.inside(base, bad, "dest"));
            assertTrue(e.getMessage().startsWith("dest: '" + bad + "'"), e.getMessage());
        }
    }

    private DebroglieConfig read(String json) throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, json, StandardCharsets.UTF_8);
        return DebroglieReader.read(f);
    }

    private void assertRefused(String json, String expected) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> read(json));
        assertTrue(e.getMessage().startsWith(dir.resolve("c.json") + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
}
