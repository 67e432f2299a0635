package dev.wfc.corpus.debroglie;

import dev.wfc.core.io.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rotation facts outside the symmetry group are refused when the configuration is read, as DeBroglie's rotation
 * builder refuses them (a tile symmetry without a group, a reflection without reflections, a turn without turns, any
 * rotation whose angle the group's step does not divide), naming the key in DeBroglie's order per entry:
 * {@code tileSymmetry}, {@code reflectX}, {@code reflectY}, {@code rotateCw}, {@code rotateCcw}. The table is written
 * by hand from the rotation article's group table and the letters' meanings.
 */
class GroupFactsTest {
    @TempDir
    Path dir;

    private void read(String group, String tile) throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"src\": \"a.png\", \"dest\": \"o.png\", " + group + ", \"tiles\": [{\"value\": \"#ff0000\"},"
                + " {\"value\": \"#ff0000\", " + tile + "}]}", StandardCharsets.UTF_8);
        DebroglieReader.read(f);
    }

    @Test
    void factsOutsideTheGroupAreRefusedNamingTheirKey() {
        String[][] cases = {
            // group, facts, the key refused
            {"\"symmetry\": 1", "\"tileSymmetry\": \"F\"", "tiles[1].tileSymmetry: F"},
            {"\"symmetry\": 1", "\"tileSymmetry\": \"X\"", "tiles[1].tileSymmetry: X"},
            {"\"rotationalSymmetry\": 4", "\"tileSymmetry\": \"X\"", "tiles[1].tileSymmetry: X keeps the tile under !x0"},
            {"\"rotationalSymmetry\": 4", "\"tileSymmetry\": \"T\"", "tiles[1].tileSymmetry: T keeps the tile under !x0"},
            {"\"rotationalSymmetry\": 2", "\"tileSymmetry\": \"cyclic\"", "tiles[1].tileSymmetry: cyclic keeps the tile under !90"},
            {"\"symmetry\": 4", "\"tileSymmetry\": \"L\"", "tiles[1].tileSymmetry: L keeps the tile under !x90"},
            {"\"symmetry\": 2", "\"tileSymmetry\": \"N\"", "tiles[1].tileSymmetry: N keeps the tile under !180"},
            {"\"rotationalSymmetry\": 3", "\"tileSymmetry\": \"N\"", "tiles[1].tileSymmetry: N keeps the tile under !180"},
            {"\"rotationalSymmetry\": 4", "\"reflectX\": \"#00ff00\"", "tiles[1].reflectX: \"#00ff00\""},
            {"\"rotationalSymmetry\": 4", "\"reflectY\": \"#00ff00\"", "tiles[1].reflectY: \"#00ff00\""},
            {"\"symmetry\": 2", "\"reflectY\": \"#00ff00\"", "tiles[1].reflectY: \"#00ff00\""},
            {"\"symmetry\": 2", "\"rotateCw\": \"#00ff00\"", "tiles[1].rotateCw: \"#00ff00\""},
            {"\"symmetry\": 1", "\"rotateCcw\": \"#00ff00\"", "tiles[1].rotateCcw: \"#00ff00\""},
            // DeBroglie's order: the letter before the mirror, the mirror before the turn
            {"\"symmetry\": 1", "\"rotateCw\": \"#00ff00\", \"reflectX\": \"#00ff00\", \"tileSymmetry\": \"T\"",
                "tiles[1].tileSymmetry"},
            {"\"symmetry\": 1", "\"rotateCw\": \"#00ff00\", \"reflectX\": \"#00ff00\"", "tiles[1].reflectX"},
        };
        for (String[] c : cases) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> read(c[0], c[1]), c[1]);
            assertTrue(e.getMessage().startsWith(dir.resolve("c.json") + ": " + c[2]), e.getMessage());
            assertTrue(e.getMessage().contains("expected: "), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Test
    void factsInsideTheGroupAreRead() {
        String[][] cases = {
            {"\"symmetry\": 8", "\"tileSymmetry\": \"X\", \"rotateCw\": \"#ff0000\", \"reflectY\": \"#ff0000\""},
            {"\"symmetry\": 8", "\"tileSymmetry\": \"L\""},
            {"\"rotationalSymmetry\": 4", "\"tileSymmetry\": \"cyclic\", \"rotateCcw\": \"#00ff00\""},
            {"\"rotationalSymmetry\": 2", "\"tileSymmetry\": \"N\", \"rotateCw\": \"#00ff00\""},
            {"\"symmetry\": 2", "\"tileSymmetry\": \"T\", \"reflectX\": \"#00ff00\""},
            {"\"symmetry\": 4", "\"tileSymmetry\": \"I\", \"reflectY\": \"#00ff00\""},
            {"\"rotationalSymmetry\": 6", "\"tileSymmetry\": \"N\""},
            {"\"rotationalSymmetry\": 3, \"reflectionalSymmetry\": true", "\"tileSymmetry\": \"T\""},
        };
        for (String[] c : cases) {
            assertDoesNotThrow(() -> read(c[0], c[1]), c[0] + " " + c[1]);
        }
    }
}
