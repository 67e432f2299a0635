package dev.wfc.core.testkit;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Checks the designer constraints on a finished map of any {@link Shape} with the shape's own neighbour arithmetic:
 * shares nothing with wfc's constraints, solvers, grid or topology classes. Cells are numbered x fastest, then y,
 * then z; cells outside the mask hold -1 and belong to no group.
 */
public final class TopologyShapeCheck {
    private TopologyShapeCheck() {
    }

    /** Whether every cell of {@code ends} holds a group tile and all of them lie in one region of group cells. */
    public static boolean joined(int[] tiles, Shape shape, int[] group, int[] ends) {
        for (int e : ends) {
            if (!in(group, tiles[e])) {
                return false;
            }
        }
        int[] dist = steps(tiles, shape, group, ends[0], Integer.MAX_VALUE);
        for (int e : ends) {
            if (dist[e] < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every two cells holding a group tile lie at least {@code minDistance} neighbour steps apart, the steps
     * walked through the shape's neighbours (across its seams, round its holes) over any cells.
     */
    public static boolean separated(int[] tiles, Shape shape, int[] group, int minDistance) {
        for (int a = 0; a < tiles.length; a++) {
            if (!in(group, tiles[a])) {
                continue;
            }
            int[] dist = steps(tiles, shape, null, a, minDistance - 1);
            for (int b = 0; b < tiles.length; b++) {
                if (b != a && in(group, tiles[b]) && dist[b] >= 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The distance between two cells of an unmasked shape without wrapping, by formula: Manhattan on the square and
     * the cube; on the hexagon of axial offsets (1, 0), (0, 1), (1, 1) and their negations, max(|dx|, |dy|, |dx - dy|).
     */
    public static int distance(Shape shape, int a, int b) {
        int w = shape.width();
        int h = shape.height();
        int dx = a % w - b % w;
        int dy = a / w % h - b / w % h;
        int dz = a / (w * h) - b / (w * h);
        return shape.kind().equals("hex") ? Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dx - dy))
                : Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
    }

    /**
     * Breadth-first steps from {@code from} through the shape's neighbours, only through group cells if
     * {@code group} is not null, at most {@code limit} steps: -1 where not reached.
     */
    public static int[] steps(int[] tiles, Shape shape, int[] group, int from, int limit) {
        int[] dist = new int[tiles.length];
        Arrays.fill(dist, -1);
        dist[from] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        int dirs = shape.offsets().length;
        while (!queue.isEmpty()) {
            int c = queue.poll();
            if (dist[c] >= limit) {
                continue;
            }
            for (int d = 0; d < dirs; d++) {
                int n = shape.neighbor(c, d);
                if (n >= 0 && dist[n] < 0 && (group == null || in(group, tiles[n]))) {
                    dist[n] = dist[c] + 1;
                    queue.add(n);
                }
            }
        }
        return dist;
    }

    /**
     * The longest run of group cells stepping by {@code offset} ({dx, dy, dz}, one of the shape's directions): from
     * every group cell, the group cells met stepping forward until a cell outside the group, the edge, or the start
     * again (a whole ring of the group counts as its length).
     */
    public static int longestRun(int[] tiles, Shape shape, int[] group, int[] offset) {
        int d = direction(shape, offset);
        int best = 0;
        for (int c = 0; c < tiles.length; c++) {
            if (!in(group, tiles[c])) {
                continue;
            }
            int run = 1;
            for (int n = shape.neighbor(c, d); n >= 0 && n != c && in(group, tiles[n]); n = shape.neighbor(n, d)) {
                run++;
            }
            best = Math.max(best, run);
        }
        return best;
    }

    /** The shape's direction of {@code offset}. */
    private static int direction(Shape shape, int[] offset) {
        int[][] o = shape.offsets();
        for (int d = 0; d < o.length; d++) {
            if (Arrays.equals(o[d], offset)) {
                return d;
            }
        }
        throw new IllegalArgumentException("offset " + Arrays.toString(offset) + " on a " + shape.kind());
    }

    /**
     * Whether the tile of every cell inside the mask maps under {@code mirrorOf} to the tile of the cell mirrored in
     * its layer: (width - 1 - x, y, z) for axis 0, (x, height - 1 - y, z) for axis 1.
     */
    public static boolean mirrored(int[] tiles, Shape shape, int[] mirrorOf, int axis) {
        int w = shape.width();
        int h = shape.height();
        for (int c = 0; c < tiles.length; c++) {
            if (!shape.inside(c)) {
                continue;
            }
            int x = c % w;
            int y = c / w % h;
            int z = c / (w * h);
            int p = axis == 0 ? (w - 1 - x) + w * (y + h * z) : x + w * ((h - 1 - y) + h * z);
            if (tiles[c] < 0 || mirrorOf[tiles[c]] != tiles[p]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code cell} lies on a side of the box: {@code sides} of "left" (x = 0), "right" (x = width - 1),
     * "top" (y = 0), "bottom" (y = height - 1), "above" (z = depth - 1, a cube's), "below" (z = 0, a cube's).
     */
    public static boolean onSide(Shape shape, int cell, java.util.Set<String> sides) {
        int w = shape.width();
        int h = shape.height();
        int x = cell % w;
        int y = cell / w % h;
        int z = cell / (w * h);
        boolean cube = shape.kind().equals("cube");
        return x == 0 && sides.contains("left") || x == w - 1 && sides.contains("right")
                || y == 0 && sides.contains("top") || y == h - 1 && sides.contains("bottom")
                || cube && z == shape.depth() - 1 && sides.contains("above")
                || cube && z == 0 && sides.contains("below");
    }

    /**
     * Whether {@code cell} lies on the mask's outline on a side of {@code sides}: it exists, and its neighbour one
     * step across the side does not (off a non-periodic edge, or outside the mask). The step of "left" is
     * (-1, 0, 0), "right" (+1, 0, 0), "top" (0, -1, 0), "bottom" (0, +1, 0), "above" (0, 0, +1), "below"
     * (0, 0, -1); "all" steps in every direction of the shape (on the hexagon also (-1, -1) and (+1, +1)).
     */
    public static boolean onOutline(Shape shape, int cell, java.util.Set<String> sides) {
        if (!shape.inside(cell)) {
            return false;
        }
        int[][] offsets = shape.offsets();
        for (int d = 0; d < offsets.length; d++) {
            int[] o = offsets[d];
            String side = o[2] != 0 ? (o[2] > 0 ? "above" : "below")
                    : o[1] == 0 ? (o[0] < 0 ? "left" : "right")
                    : o[0] == 0 ? (o[1] < 0 ? "top" : "bottom") : "diagonal";
            if ((sides.contains("all") || sides.contains(side)) && shape.neighbor(cell, d) < 0) {
                return true;
            }
        }
        return false;
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
