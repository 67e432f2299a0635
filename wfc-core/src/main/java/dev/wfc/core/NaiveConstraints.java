package dev.wfc.core;

import java.util.ArrayDeque;

/**
 * The naive oracle's versions of the mirror, max-consecutive, edged-path, separation and end-point constraints: recomputed from scratch over the whole
 * grid at every fixpoint, with plain loops over {@code possible[cell][tile]} and {@link Grid#neighbor}, sharing no
 * code with the incremental versions they are tested against.
 */
final class NaiveConstraints {
    private NaiveConstraints() {
    }

    /** Every cell's partner keeps only mirror images of the cell's options; changed partners join {@code work}. */
    static void mirror(MirrorConstraint m, boolean[][] possible, Grid grid, ArrayDeque<Integer> work,
                       SolveListener listener) {
        int cells = possible.length;
        int tiles = possible[0].length;
        int w = grid.width();
        int h = grid.height();
        for (int c = 0; c < cells; c++) {
            if (!grid.exists(c)) {
                continue;
            }
            int x = c % w;
            int y = c / w % h;
            int layer = c - c % (w * h);
            int p = layer + (m.axis == 0 ? (w - 1 - x) + y * w : x + (h - 1 - y) * w);
            boolean[] image = new boolean[tiles];
            for (int t = 0; t < tiles; t++) {
                if (possible[c][t] && m.mirrorOf[t] >= 0) {
                    image[m.mirrorOf[t]] = true;
                }
            }
            boolean changed = false;
            for (int t = 0; t < tiles; t++) {
                if (possible[p][t] && !image[t]) {
                    possible[p][t] = false;
                    changed = true;
                    if (listener != null) {
                        listener.banned(p, t);
                    }
                }
            }
            if (changed) {
                work.add(p);
            }
        }
    }

    /**
     * Marks in {@code removeGroup} every undecided cell that would join runs of cells that must hold the group into
     * one longer than the maximum. @return false if such a run already exists
     */
    static boolean maxConsecutive(MaxConsecutiveConstraint m, boolean[] may, boolean[] must, Grid grid,
                                  boolean[] removeGroup) {
        for (dev.wfc.core.topo.Axis a : m.axes(grid)) {
            int[] axis = {a.backward(grid.topology()), a.forward(grid.topology())};
            for (int c = 0; c < may.length; c++) {
                if (!may[c]) {
                    continue;
                }
                // Count the cells that must, walking both ways from c; a walk that comes back to c is a full ring.
                int length = 1;
                boolean ring = false;
                for (int side = 0; side < 2 && !ring; side++) {
                    int n = grid.neighbor(c, axis[side]);
                    while (n >= 0 && (n == c || must[n])) {
                        if (n == c) {
                            ring = true;
                            break;
                        }
                        length++;
                        n = grid.neighbor(n, axis[side]);
                    }
                }
                if (ring) {
                    length = ringLength(grid, c, axis[1]);
                }
                if (length > m.max) {
                    if (must[c]) {
                        return false;
                    }
                    removeGroup[c] = true;
                }
            }
        }
        return true;
    }

    private static int ringLength(Grid grid, int c, int d) {
        int n = 1;
        for (int x = grid.neighbor(c, d); x != c; x = grid.neighbor(x, d)) {
            n++;
        }
        return n;
    }

    /**
     * Marks in {@code removeGroup} the cells that may hold a path tile but cannot join the network of a cell that
     * must, through neighbours whose options open towards each other. @return false if a cell that must is cut off
     */
    static boolean edgedPath(EdgedPathConstraint e, boolean[][] possible, boolean[] may, boolean[] must, Grid grid,
                             boolean[] removeGroup) {
        int cells = possible.length;
        int start = -1;
        for (int c = 0; c < cells && start < 0; c++) {
            start = must[c] ? c : -1;
        }
        if (start < 0) {
            return true;
        }
        int[] exits = EdgedPathConstraint.onGrid(e.exits, grid);
        boolean[] reached = new boolean[cells];
        ArrayDeque<Integer> flood = new ArrayDeque<>();
        flood.add(start);
        reached[start] = true;
        while (!flood.isEmpty()) {
            int c = flood.poll();
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && may[n] && !reached[n] && opens(exits, possible[c], d)
                        && opens(exits, possible[n], grid.opposite(d))) {
                    reached[n] = true;
                    flood.add(n);
                }
            }
        }
        for (int c = 0; c < cells; c++) {
            if (must[c] && !reached[c]) {
                return false;
            }
            removeGroup[c] = may[c] && !reached[c];
        }
        return true;
    }

    private static boolean opens(int[] exits, boolean[] options, int d) {
        for (int t = 0; t < options.length; t++) {
            if (options[t] && (exits[t] >> d & 1) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Marks in {@code removeGroup} every cell that may hold the group within {@code minDistance - 1} steps of a cell
     * that must. @return false if two cells that must lie that close
     */
    static boolean separation(SeparationConstraint sep, boolean[] may, boolean[] must, Grid grid,
                              boolean[] removeGroup) {
        for (int s = 0; s < may.length; s++) {
            if (!must[s]) {
                continue;
            }
            int[] dist = new int[may.length];
            java.util.Arrays.fill(dist, -1);
            dist[s] = 0;
            ArrayDeque<Integer> walk = new ArrayDeque<>();
            walk.add(s);
            while (!walk.isEmpty()) {
                int c = walk.poll();
                if (c != s && must[c]) {
                    return false;
                }
                if (c != s && may[c]) {
                    removeGroup[c] = true;
                }
                for (int d = 0; d < grid.directions() && dist[c] + 1 < sep.minDistance; d++) {
                    int n = grid.neighbor(c, d);
                    if (n >= 0 && dist[n] < 0) {
                        dist[n] = dist[c] + 1;
                        walk.add(n);
                    }
                }
            }
        }
        return true;
    }

    /**
     * Marks in {@code keepGroup} the end points that may hold the group but need not. @return false if an end point
     * cannot hold the group, or the cells that may hold it (for an edged path: through options that open towards
     * each other) do not join all end points
     */
    static boolean endPoints(EndPointsConstraint p, boolean[][] possible, boolean[] may, boolean[] must, Grid grid,
                             boolean[] keepGroup) {
        int[] exits = p.exits == null ? null : EdgedPathConstraint.onGrid(p.exits, grid);
        boolean[] reached = new boolean[may.length];
        int first = grid.index(p.xs[0], p.ys[0], p.zs[0]);
        ArrayDeque<Integer> flood = new ArrayDeque<>();
        if (may[first]) {
            flood.add(first);
            reached[first] = true;
        }
        while (!flood.isEmpty()) {
            int c = flood.poll();
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && may[n] && !reached[n] && (exits == null || opens(exits, possible[c], d)
                        && opens(exits, possible[n], grid.opposite(d)))) {
                    reached[n] = true;
                    flood.add(n);
                }
            }
        }
        for (int i = 0; i < p.xs.length; i++) {
            int e = grid.index(p.xs[i], p.ys[i], p.zs[i]);
            if (!may[e] || !reached[e]) {
                return false;
            }
            keepGroup[e] = !must[e];
        }
        return true;
    }
}
