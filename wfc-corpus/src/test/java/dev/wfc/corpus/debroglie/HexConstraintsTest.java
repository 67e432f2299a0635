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
import java.util.ArrayDeque;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code path}, {@code count}, {@code separation} and {@code tiles} weights on DeBroglie's hexagonal Tiled sample (learned adjacent model, all
 * 12 turns and mirrors): the written {@code .tmx}'s CSV of Tiled ids is read back by this test and checked in offset
 * rows with Tiled's own neighbours (odd rows shifted right), not wfc's axial cells; a control without the constraint
 * breaks it for some seed.
 */
class HexConstraintsTest {
    private static final int SIDE = 14;
    private static final long SEEDS = 3;

    @TempDir
    Path dir;

    /** The written map's Tiled ids, row by row. */
    private int[] map(String constraints, long seed) throws IOException {
        return map(constraints, "", seed);
    }

    /** As {@link #map(String, long)} with the {@code extra} keys. */
    private int[] map(String constraints, String extra, long seed) throws IOException {
        for (String f : new String[] {"hexagonal-mini.tmx", "hexmini.png"}) {
            Files.copy(DebroglieSampleFiles.root().resolve("docs/" + f), dir.resolve(f),
                    StandardCopyOption.REPLACE_EXISTING);
        }
        Path f = dir.resolve("c.json");
        Files.writeString(f, ("{'src': 'hexagonal-mini.tmx', 'dest': 'o.tmx', 'model': {'type': 'adjacent'},"
                + " 'symmetry': 12, 'periodic': false, 'width': " + SIDE + ", 'height': " + SIDE
                + ", 'constraints': [" + constraints + "]" + extra + "}").replace('\'', '"'), StandardCharsets.UTF_8);
        DebroglieJob job = DebroglieJob.of(DebroglieReader.read(f));
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        String tmx = new String(job.encode(s), StandardCharsets.UTF_8);
        String csv = tmx.substring(tmx.indexOf("<data encoding=\"csv\">") + 21, tmx.indexOf("</data>"));
        int[] ids = Arrays.stream(csv.split("[,\\s]+")).filter(v -> !v.isEmpty()).mapToInt(Integer::parseInt)
                .toArray();
        assertEquals(SIDE * SIDE, ids.length);
        return ids;
    }

    private static int count(int[] ids, int id) {
        return (int) Arrays.stream(ids).filter(v -> v == id).count();
    }

    /** Cube coordinates {x, y, z} of offset cell (col, row), odd rows shifted right. */
    private static int[] cube(int col, int row) {
        int x = col - (row - (row & 1)) / 2;
        return new int[] {x, -x - row, row};
    }

    private static int hexDistance(int a, int b) {
        int[] p = cube(a % SIDE, a / SIDE);
        int[] q = cube(b % SIDE, b / SIDE);
        return Math.max(Math.abs(p[0] - q[0]), Math.max(Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2])));
    }

    /** Whether the cells holding {@code id} form one piece through hexagon neighbours (and there is one). */
    private static boolean connected(int[] ids, int id) {
        int first = -1;
        for (int i = 0; i < ids.length && first < 0; i++) {
            first = ids[i] == id ? i : -1;
        }
        if (first < 0) {
            return false;
        }
        boolean[] seen = new boolean[ids.length];
        seen[first] = true;
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        todo.add(first);
        int reached = 1;
        while (!todo.isEmpty()) {
            int i = todo.poll();
            for (int j = 0; j < ids.length; j++) {
                if (!seen[j] && ids[j] == id && hexDistance(i, j) == 1) {
                    seen[j] = true;
                    reached++;
                    todo.add(j);
                }
            }
        }
        return reached == count(ids, id);
    }

    private static int closest(int[] ids, int id) {
        int best = Integer.MAX_VALUE;
        for (int a = 0; a < ids.length; a++) {
            for (int b = a + 1; b < ids.length; b++) {
                if (ids[a] == id && ids[b] == id) {
                    best = Math.min(best, hexDistance(a, b));
                }
            }
        }
        return best;
    }

    @Test
    void pathKeepsTheTileInOnePiece() throws IOException {
        boolean control = true;
        for (long seed = 1; seed <= SEEDS; seed++) {
            assertTrue(connected(map("{'type': 'path', 'tile': 1}", seed), 1), "seed " + seed);
            control &= connected(map("", seed), 1);
        }
        assertTrue(!control, "without the path some map's tile 1 is in pieces");
    }

    @Test
    void countBoundsTheTile() throws IOException {
        int controlMost = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            int n = count(map("{'type': 'count', 'tile': 1, 'comparison': 'atMost', 'count': 10}", seed), 1);
            assertTrue(n <= 10, n + " cells of tile 1, seed " + seed);
            controlMost = Math.max(controlMost, count(map("", seed), 1));
        }
        assertTrue(controlMost > 10, "without the count some map has more than 10");
    }

    @Test
    void separationKeepsTheTileApart() throws IOException {
        int controlClosest = Integer.MAX_VALUE;
        for (long seed = 1; seed <= SEEDS; seed++) {
            int d = closest(map("{'type': 'separation', 'tile': 8, 'minDistance': 3}", seed), 8);
            assertTrue(d >= 3, "two cells of tile 8 " + d + " apart, seed " + seed);
            controlClosest = Math.min(controlClosest, closest(map("", seed), 8));
        }
        assertTrue(controlClosest < 3, "without the constraint tile 8 lies closer");
    }

    @Test
    void aHigherFrequencyShowsTheTileMoreOften() throws IOException {
        int weighted = 0;
        int control = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            weighted += count(map("", ", 'tiles': [{'value': 8, 'multiplyFrequency': 20}]", seed), 8);
            control += count(map("", seed), 8);
        }
        assertTrue(weighted > control, weighted + " cells of tile 8 weighted, " + control + " without");
    }
}
