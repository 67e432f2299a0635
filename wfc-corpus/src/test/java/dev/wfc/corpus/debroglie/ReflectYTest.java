package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code reflectY} with a symmetry group above 1: the grass tiles of DeBroglie's mirror configuration stated by
 * {@code rotateCw} and {@code reflectY} (each reflectY computed here as reflectX of the half turn) make the very maps
 * the configuration makes with {@code reflectX}; leaving the mirrors out makes others.
 */
class ReflectYTest {
    /** value, rotateCw, reflectX: the tiles of grass/mirror_constraint.json. */
    private static final int[][] TILES = {{1, 1, 1}, {6, 17, 8}, {8, 41, 6}, {17, 8, 17}, {41, 6, 41},
        {18, 20, 20}, {20, 44, 18}, {44, 42, 42}, {42, 18, 44}, {7, 29, 7}, {29, 7, 29}, {30, 19, 32},
        {19, 32, 19}, {32, 43, 30}, {43, 30, 43}};

    @TempDir
    Path dir;

    private byte[] solve(String mirrorKey, Map<Integer, Integer> mirrors, long seed) throws IOException {
        Path grass = DebroglieSampleFiles.root().resolve("grass");
        for (String f : new String[] {"grass_biome.tsx", "overworld_tileset_grass.png"}) {
            Files.copy(grass.resolve(f), dir.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        StringBuilder tiles = new StringBuilder();
        for (int[] t : TILES) {
            tiles.append(tiles.length() == 0 ? "" : ", ").append("{\"value\": ").append(t[0]).append(", \"rotateCw\": ")
                    .append(t[1]);
            if (mirrorKey != null) {
                tiles.append(", \"").append(mirrorKey).append("\": ").append(mirrors.get(t[0]));
            }
            tiles.append("}");
        }
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"src\": \"grass_biome.tsx\", \"dest\": \"o.csv\", \"symmetry\": 8, \"model\": {\"type\":"
                + " \"adjacent\"}, \"tiles\": [" + tiles + "], \"adjacencies\": ["
                + "{\"left\": [1, 8, 17, 20, 29, 32, 41, 44], \"right\": [1, 6, 17, 18, 29, 30, 41, 42]},"
                + "{\"up\": [1, 6, 7, 8, 41, 42, 43, 44], \"down\": [1, 6, 7, 8, 17, 18, 19, 20]},"
                + "{\"left\": [6, 7, 18, 19, 30, 31, 42, 43], \"right\": [7, 8, 19, 20, 31, 32, 43, 44]},"
                + "{\"up\": [17, 18, 19, 20, 29, 30, 31, 32], \"down\": [29, 30, 31, 32, 41, 42, 43, 44]}],"
                + " \"width\": 12, \"height\": 10, \"backtrack\": true}", StandardCharsets.UTF_8);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        return job.encode(s);
    }

    @Test
    void reflectYStatesTheSameMirrorsAsReflectX() throws IOException {
        Map<Integer, Integer> cw = new HashMap<>();
        Map<Integer, Integer> reflectX = new HashMap<>();
        for (int[] t : TILES) {
            cw.put(t[0], t[1]);
            reflectX.put(t[0], t[2]);
        }
        Map<Integer, Integer> reflectY = new HashMap<>();
        for (int[] t : TILES) {
            reflectY.put(t[0], reflectX.get(cw.get(cw.get(t[0]))));
        }
        assertFalse(reflectY.equals(reflectX), "the test needs tiles whose two mirrors differ");
        boolean anyDiffers = false;
        for (long seed = 1; seed <= 3; seed++) {
            byte[] byX = solve("reflectX", reflectX, seed);
            assertArrayEquals(byX, solve("reflectY", reflectY, seed), "seed " + seed);
            anyDiffers |= !java.util.Arrays.equals(byX, solve(null, Map.of(), seed));
        }
        assertTrue(anyDiffers, "the mirrors change no map: the comparison proves nothing");
    }
}
