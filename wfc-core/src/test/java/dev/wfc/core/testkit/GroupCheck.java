package dev.wfc.core.testkit;

import java.util.ArrayDeque;

/**
 * Checks the global constraints on a finished map of tile ids, with its own counting and flood fill: shares nothing
 * with wfc's constraints, solvers or grid class. A group is a set of tile ids; cells are numbered row by row.
 */
public final class GroupCheck {
    private static final int[][] OFFSETS = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};

    private GroupCheck() {
    }

    /** How many cells hold a tile of {@code group}. */
    public static int count(int[] tiles, int[] group) {
        int n = 0;
        for (int t : tiles) {
            n += in(group, t) ? 1 : 0;
        }
        return n;
    }

    /** Whether the cells holding a tile of {@code group} form at most one 4-connected region. */
    public static boolean connected(int[] tiles, int width, int height, boolean periodic, int[] group) {
        boolean[] seen = new boolean[tiles.length];
        int regions = 0;
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
                for (int[] o : OFFSETS) {
                    int x = cell % width + o[0];
                    int y = cell / width + o[1];
                    if (periodic) {
                        x = Math.floorMod(x, width);
                        y = Math.floorMod(y, height);
                    } else if (x < 0 || y < 0 || x >= width || y >= height) {
                        continue;
                    }
                    int next = x + y * width;
                    if (!seen[next] && in(group, tiles[next])) {
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
