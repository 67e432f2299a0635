package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mirror constraints with the adjacent model, on DeBroglie's grass tiles, whose mirror images in x and in y
 * differ: {@code mirror} makes each cell's partner across the vertical middle its x-mirror image, {@code mirrory} each
 * cell's partner across the horizontal middle its y-mirror image (the x-mirror of its half turn, as DeBroglie's
 * reflection through the y axis is), read back from the CSV the job writes.
 */
class AdjacentMirrorTest {
    private static final int[][] TILES = GrassTiles.TILES;
    private static final int WIDTH = GrassTiles.WIDTH;
    private static final int HEIGHT = GrassTiles.HEIGHT;

    @TempDir
    Path dir;

    private int[][] solve(String constraint, long seed) throws IOException {
        StringBuilder tiles = new StringBuilder();
        for (int[] t : TILES) {
            tiles.append(tiles.length() == 0 ? "" : ", ").append("{\"value\": ").append(t[0])
                    .append(", \"rotateCw\": ").append(t[1]).append(", \"reflectX\": ").append(t[2]).append("}");
        }
        Path f = GrassTiles.config(dir, tiles.toString(),
                constraint == null ? null : "[{\"type\": \"" + constraint + "\"}]");
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        String[] rows = new String(job.encode(s), StandardCharsets.UTF_8).split("\n");
        assertEquals(HEIGHT, rows.length);
        int[][] map = new int[HEIGHT][];
        for (int y = 0; y < HEIGHT; y++) {
            String[] cells = rows[y].split(",");
            assertEquals(WIDTH, cells.length, rows[y]);
            map[y] = new int[WIDTH];
            for (int x = 0; x < WIDTH; x++) {
                map[y][x] = Integer.parseInt(cells[x]);
            }
        }
        return map;
    }

    /**
     * How many cells differ from what their partner across the middle asks for; axis 0 mirrors x, 1 mirrors y. A tile
     * without stated rotations (31, in the adjacencies only) is its own image, DeBroglie's default treatment.
     */
    private static int offMirror(int[][] map, int axis, Map<Integer, Integer> image) {
        int off = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                int partner = axis == 0 ? map[y][WIDTH - 1 - x] : map[HEIGHT - 1 - y][x];
                off += partner == image.getOrDefault(map[y][x], map[y][x]) ? 0 : 1;
            }
        }
        return off;
    }

    @Test
    void mirrorMakesEachCellsPartnerInXItsXMirror() throws IOException {
        Map<Integer, Integer> reflectX = GrassTiles.column(2);
        for (long seed = 1; seed <= 4; seed++) {
            assertEquals(0, offMirror(solve("mirror", seed), 0, reflectX), "seed " + seed);
        }
    }

    @Test
    void mirrorYMakesEachCellsPartnerInYItsYMirror() throws IOException {
        assertTrue(!GrassTiles.reflectY().equals(GrassTiles.column(2)),
                "the test needs tiles whose two mirrors differ");
        for (long seed = 1; seed <= 4; seed++) {
            assertEquals(0, offMirror(solve("mirrory", seed), 1, GrassTiles.reflectY()), "seed " + seed);
        }
    }

    @Test
    void withoutTheConstraintTheMapsAreNotMirrored() throws IOException {
        int offX = 0;
        int offY = 0;
        for (long seed = 1; seed <= 4; seed++) {
            int[][] map = solve(null, seed);
            offX += offMirror(map, 0, GrassTiles.column(2));
            offY += offMirror(map, 1, GrassTiles.reflectY());
        }
        assertTrue(offX > 0 && offY > 0, "unconstrained maps happen to be mirrored: the checks prove nothing");
    }
}
