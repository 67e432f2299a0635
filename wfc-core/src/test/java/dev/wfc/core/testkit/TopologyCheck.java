package dev.wfc.core.testkit;

import java.util.ArrayDeque;

/**
 * Checks a finished map on any {@link Shape} against raw allowed triples, with the shape's own neighbour arithmetic:
 * shares nothing with the solvers, the grid or topology classes or the rules class. Every cell inside the mask holds
 * a tile whose every neighbour (across periodic seams too) is allowed; every cell outside holds -1.
 */
public final class TopologyCheck {
    private TopologyCheck() {
    }

    /**
     * @param allowed allowed[d][a][b]: b may stand toward direction d of a
     * @return a description of the first violation, or null
     */
    public static String firstViolation(int[] tiles, Shape shape, boolean[][][] allowed) {
        if (tiles.length != shape.cells()) {
            return "tiles: " + tiles.length + " cells, expected " + shape.cells();
        }
        int dirs = shape.offsets().length;
        for (int c = 0; c < tiles.length; c++) {
            int a = tiles[c];
            if (!shape.inside(c)) {
                if (a != -1) {
                    return "masked-out cell " + c + " holds " + a;
                }
                continue;
            }
            if (a < 0 || a >= allowed[0].length) {
                return "cell " + c + " holds " + a;
            }
            for (int d = 0; d < dirs; d++) {
                int n = shape.neighbor(c, d);
                if (n < 0) {
                    continue;
                }
                int b = tiles[n];
                if (b < 0 || !allowed[d][a][b]) {
                    return "tile " + b + " at cell " + n + " toward " + d + " of " + a + " at cell " + c;
                }
            }
        }
        return null;
    }

    /** Whether the cells holding a tile of {@code group} form at most one region connected through neighbours. */
    public static boolean connected(int[] tiles, Shape shape, int[] group) {
        boolean[] seen = new boolean[tiles.length];
        int regions = 0;
        int dirs = shape.offsets().length;
        for (int start = 0; start < tiles.length; start++) {
            if (seen[start] || !in(group, tiles[start])) {
                continue;
            }
            regions++;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(start);
            seen[start] = true;
            while (!queue.isEmpty()) {
                int cell = queue.poll();
                for (int d = 0; d < dirs; d++) {
                    int next = shape.neighbor(cell, d);
                    if (next >= 0 && !seen[next] && in(group, tiles[next])) {
                        seen[next] = true;
                        queue.add(next);
                    }
                }
            }
        }
        return regions <= 1;
    }

    private static boolean in(int[] group, int tile) {
        for (int g : group) {
            if (g == tile) {
                return true;
            }
        }
        return false;
    }
}
