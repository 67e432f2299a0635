package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
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
    private static final int[][] TILES = GrassTiles.TILES;

    @TempDir
    Path dir;

    private byte[] solve(String mirrorKey, Map<Integer, Integer> mirrors, long seed) throws IOException {
        StringBuilder tiles = new StringBuilder();
        for (int[] t : TILES) {
            tiles.append(tiles.length() == 0 ? "" : ", ").append("{\"value\": ").append(t[0]).append(", \"rotateCw\": ")
                    .append(t[1]);
            if (mirrorKey != null) {
                tiles.append(", \"").append(mirrorKey).append("\": ").append(mirrors.get(t[0]));
            }
            tiles.append("}");
        }
        Path f = GrassTiles.config(dir, tiles.toString(), null);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        return job.encode(s);
    }

    @Test
    void reflectYStatesTheSameMirrorsAsReflectX() throws IOException {
        Map<Integer, Integer> reflectX = GrassTiles.column(2);
        Map<Integer, Integer> reflectY = GrassTiles.reflectY();
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
