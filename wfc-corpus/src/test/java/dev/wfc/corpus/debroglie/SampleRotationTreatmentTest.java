package dev.wfc.corpus.debroglie;

import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code rotationTreatment} on a PNG sample with the adjacent model, against expectations built by hand from the
 * rotation article: the sample is red then green (red left of green), read also mirrored in x. Unchanged: the
 * mirrored copy is green then red, so both orders are allowed; missing: the mirrored copy is all holes and teaches
 * nothing; a stated {@code reflectX} red to green: the mirrored copy is red then green again. Only the sample's own
 * order then exists, and a row of three has no map. Generated: the mirrored copy is made of new tiles, the mirror
 * images of green and of red, named with DeBroglie's suffix {@code !x0}.
 */
class SampleRotationTreatmentTest {
    private static final String RED = "#ff0000";
    private static final String GREEN = "#00ff00";

    @TempDir
    Path dir;

    /** The map's one row of {@code width} colours, or null when there is none. */
    private String solve(String treatment, String tiles, int width) throws IOException {
        return solve(treatment, tiles, width, 5);
    }

    private String solve(String treatment, String tiles, int width, long seed) throws IOException {
        Png.write(dir.resolve("s.png"), new Image(new int[] {0xFFFF0000, 0xFF00FF00}, 2, 1));
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"src\": \"s.png\", \"dest\": \"o.csv\", \"periodicInput\": false,"
                + " \"rotationalSymmetry\": 1, \"reflectionalSymmetry\": true, \"rotationTreatment\": \"" + treatment
                + "\", \"width\": " + width + ", \"height\": 1, \"tiles\": [" + tiles + "]}", StandardCharsets.UTF_8);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        try {
            Solution s = job.solve(seed);
            String csv = new String(job.encode(s), StandardCharsets.UTF_8);
            return s.solved() ? csv.trim().toLowerCase(java.util.Locale.ROOT) : null;
        } catch (NoMapPossibleException e) {
            return null;
        }
    }

    @Test
    void unchangedTilesLearnTheMirroredOrderToo() throws IOException {
        String row = solve("unchanged", "", 6);
        assertTrue(Set.of(String.join(",", RED, GREEN, RED, GREEN, RED, GREEN),
                String.join(",", GREEN, RED, GREEN, RED, GREEN, RED)).contains(row), row);
    }

    @Test
    void missingTilesLeaveHolesInTheMirroredSample() throws IOException {
        assertEquals(RED + "," + GREEN, solve("missing", "", 2));
        assertNull(solve("missing", "", 3));
    }

    @Test
    void aStatedReflectionReplacesTheTileUnderEitherTreatment() throws IOException {
        String reflect = "{\"value\": \"" + RED + "\", \"reflectX\": \"" + GREEN + "\"}";
        for (String treatment : new String[] {"unchanged", "missing"}) {
            assertEquals(RED + "," + GREEN, solve(treatment, reflect, 2), treatment);
            assertNull(solve(treatment, reflect, 3), treatment);
        }
    }

    @Test
    void generatedTilesAreMirroredCopiesOfTheirOwn() throws IOException {
        // The mirrored copy is green mirrored then red mirrored: two new tiles, neither the sample's own colours.
        String mirrored = GREEN + "!x0," + RED + "!x0";
        Set<String> rows = new java.util.HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            rows.add(solve("generated", "", 2, seed));
        }
        assertEquals(Set.of(RED + "," + GREEN, mirrored), rows);
        assertNull(solve("generated", "", 3));
    }

    @Test
    void generatedTilesYieldToAStatedReflection() throws IOException {
        String reflect = "{\"value\": \"" + RED + "\", \"reflectX\": \"" + GREEN + "\"}";
        assertEquals(RED + "," + GREEN, solve("generated", reflect, 2));
        assertNull(solve("generated", reflect, 3));
    }
}
