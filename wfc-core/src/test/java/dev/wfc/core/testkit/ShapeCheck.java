package dev.wfc.core.testkit;

/**
 * Checks the shape constraints on a finished map of tile ids with coordinate arithmetic of its own: shares nothing
 * with wfc's constraints, solvers or grid class. Cells are numbered row by row.
 */
public final class ShapeCheck {
    private ShapeCheck() {
    }

    /** Whether {@code tiles[x, y]} maps to {@code tiles[w-1-x, y]} (axis 0) or {@code tiles[x, h-1-y]} under mirrorOf. */
    public static boolean mirrored(int[] tiles, int width, int height, int[] mirrorOf, int axis) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int t = tiles[x + y * width];
                int other = axis == 0 ? tiles[(width - 1 - x) + y * width] : tiles[x + (height - 1 - y) * width];
                if (t < 0 || mirrorOf[t] != other) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The longest run of group cells along rows ({@code alongX}) and columns ({@code alongY}); on a periodic grid
     * runs wrap, and a row or column entirely in the group counts as its length.
     */
    public static int longestRun(int[] tiles, int width, int height, boolean periodic, int[] group, boolean alongX,
                                 boolean alongY) {
        int best = 0;
        if (alongX) {
            for (int y = 0; y < height; y++) {
                best = Math.max(best, longestInLine(tiles, group, width, periodic, y * width, 1));
            }
        }
        if (alongY) {
            for (int x = 0; x < width; x++) {
                best = Math.max(best, longestInLine(tiles, group, height, periodic, x, width));
            }
        }
        return best;
    }

    private static int longestInLine(int[] tiles, int[] group, int length, boolean periodic, int start, int step) {
        int all = 0;
        for (int i = 0; i < length; i++) {
            all += in(group, tiles[start + i * step]) ? 1 : 0;
        }
        if (all == length) {
            return length;
        }
        int best = 0;
        int run = 0;
        // Twice round a periodic line catches runs across the seam; once for a bounded one.
        int steps = periodic ? 2 * length : length;
        for (int i = 0; i < steps; i++) {
            if (in(group, tiles[start + (i % length) * step])) {
                run++;
                best = Math.max(best, run);
            } else {
                run = 0;
            }
        }
        return best;
    }

    private static boolean in(int[] group, int t) {
        for (int g : group) {
            if (g == t) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the cells whose tile has exits form at most one network, two side-by-side cells joining when each
     * tile's exit bits open towards the other (bit 0 left, 1 down, 2 right, 3 up).
     */
    public static boolean edgedConnected(int[] tiles, int width, int height, boolean periodic, int[] exits) {
        int[][] offsets = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
        boolean[] seen = new boolean[tiles.length];
        int networks = 0;
        for (int s = 0; s < tiles.length; s++) {
            if (seen[s] || exits[tiles[s]] == 0) {
                continue;
            }
            networks++;
            java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
            queue.add(s);
            seen[s] = true;
            while (!queue.isEmpty()) {
                int c = queue.poll();
                for (int d = 0; d < 4; d++) {
                    int x = c % width + offsets[d][0];
                    int y = c / width + offsets[d][1];
                    if (periodic) {
                        x = Math.floorMod(x, width);
                        y = Math.floorMod(y, height);
                    } else if (x < 0 || y < 0 || x >= width || y >= height) {
                        continue;
                    }
                    int n = x + y * width;
                    int back = (d + 2) % 4;
                    if (!seen[n] && (exits[tiles[c]] >> d & 1) == 1 && (exits[tiles[n]] >> back & 1) == 1) {
                        seen[n] = true;
                        queue.add(n);
                    }
                }
            }
        }
        return networks <= 1;
    }

    /**
     * Whether every two cells holding a group tile lie at least {@code minDistance} apart in Manhattan distance
     * (each axis' difference taken the short way round on a periodic grid).
     */
    public static boolean separated(int[] tiles, int width, int height, boolean periodic, int[] group,
                                    int minDistance) {
        for (int a = 0; a < tiles.length; a++) {
            for (int b = a + 1; b < tiles.length; b++) {
                if (!in(group, tiles[a]) || !in(group, tiles[b])) {
                    continue;
                }
                int dx = Math.abs(a % width - b % width);
                int dy = Math.abs(a / width - b / width);
                if (periodic) {
                    dx = Math.min(dx, width - dx);
                    dy = Math.min(dy, height - dy);
                }
                if (dx + dy < minDistance) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether every cell of {@code ends} holds a tile with exits and a walk from the first, stepping to a side-by-side
     * cell only where each tile's exit bits open towards the other (bit 0 left, 1 down, 2 right, 3 up), reaches all.
     */
    public static boolean edgedJoined(int[] tiles, int width, int height, boolean periodic, int[] exits, int[] ends) {
        for (int e : ends) {
            if (tiles[e] < 0 || exits[tiles[e]] == 0) {
                return false;
            }
        }
        int[][] offsets = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
        boolean[] seen = new boolean[tiles.length];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        queue.add(ends[0]);
        seen[ends[0]] = true;
        while (!queue.isEmpty()) {
            int c = queue.poll();
            for (int d = 0; d < 4; d++) {
                int x = c % width + offsets[d][0];
                int y = c / width + offsets[d][1];
                if (periodic) {
                    x = Math.floorMod(x, width);
                    y = Math.floorMod(y, height);
                } else if (x < 0 || y < 0 || x >= width || y >= height) {
                    continue;
                }
                int n = x + y * width;
                if (!seen[n] && tiles[n] >= 0 && (exits[tiles[c]] >> d & 1) == 1
                        && (exits[tiles[n]] >> (d + 2) % 4 & 1) == 1) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        for (int e : ends) {
            if (!seen[e]) {
                return false;
            }
        }
        return true;
    }

    /** Whether every cell of {@code ends} holds a group tile and all of them lie in one 4-connected group region. */
    public static boolean joined(int[] tiles, int width, int height, boolean periodic, int[] group, int[] ends) {
        int[] label = new int[tiles.length];
        int regions = 0;
        int[][] offsets = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
        for (int s = 0; s < tiles.length; s++) {
            if (label[s] != 0 || !in(group, tiles[s])) {
                continue;
            }
            regions++;
            java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
            queue.add(s);
            label[s] = regions;
            while (!queue.isEmpty()) {
                int c = queue.poll();
                for (int[] o : offsets) {
                    int x = c % width + o[0];
                    int y = c / width + o[1];
                    if (periodic) {
                        x = Math.floorMod(x, width);
                        y = Math.floorMod(y, height);
                    } else if (x < 0 || y < 0 || x >= width || y >= height) {
                        continue;
                    }
                    int n = x + y * width;
                    if (label[n] == 0 && in(group, tiles[n])) {
                        label[n] = regions;
                        queue.add(n);
                    }
                }
            }
        }
        for (int e : ends) {
            if (label[e] == 0 || label[e] != label[ends[0]]) {
                return false;
            }
        }
        return true;
    }
}
