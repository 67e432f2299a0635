package dev.wfc.core;

import java.util.ArrayDeque;
import java.util.List;

/**
 * The naive oracle's enforcement of one constraint: which cells may and must hold a tile of its group, recomputed from
 * scratch over the whole grid, then the group removed or kept where the constraint says. Count and connectivity are
 * written here; the other kinds are in {@link NaiveConstraints}. Shares no code with the incremental constraints.
 */
final class NaiveEnforcement {
    private NaiveEnforcement() {
    }

    /**
     * One constraint over the whole grid; cells it restricts join {@code work}, each removal told to {@code listener}
     * (may be null). @return false if violated
     */
    static boolean enforce(Constraint c, boolean[][] possible, Grid grid, ArrayDeque<Integer> work,
                           SolveListener listener) {
        if (c instanceof MirrorConstraint m) {
            NaiveConstraints.mirror(m, possible, grid, work, listener);
            return true;
        }
        int cells = possible.length;
        boolean[] may = new boolean[cells];
        boolean[] must = new boolean[cells];
        int mayCount = 0;
        int mustCount = 0;
        for (int cell = 0; cell < cells; cell++) {
            boolean in = false;
            boolean out = false;
            for (int t = 0; t < possible[cell].length; t++) {
                if (possible[cell][t]) {
                    in |= c.inGroup(t);
                    out |= !c.inGroup(t);
                }
            }
            may[cell] = in;
            must[cell] = in && !out;
            mayCount += in ? 1 : 0;
            mustCount += in && !out ? 1 : 0;
        }
        boolean[] removeGroup = new boolean[cells];
        boolean[] keepGroup = new boolean[cells];
        if (c instanceof CountConstraint count) {
            if (mustCount > count.max || mayCount < count.min) {
                return false;
            }
            for (int cell = 0; cell < cells; cell++) {
                boolean undecided = may[cell] && !must[cell];
                removeGroup[cell] = undecided && mustCount == count.max;
                keepGroup[cell] = undecided && mayCount == count.min;
            }
        } else if (c instanceof EndPointsConstraint p) {
            if (!NaiveConstraints.endPoints(p, possible, may, must, grid, keepGroup)) {
                return false;
            }
        } else if (c instanceof SeparationConstraint sep) {
            if (!NaiveConstraints.separation(sep, may, must, grid, removeGroup)) {
                return false;
            }
        } else if (c instanceof EdgedPathConstraint e) {
            if (!NaiveConstraints.edgedPath(e, possible, may, must, grid, removeGroup)) {
                return false;
            }
        } else if (c instanceof MaxConsecutiveConstraint m) {
            if (!NaiveConstraints.maxConsecutive(m, may, must, grid, removeGroup)) {
                return false;
            }
        } else if (mustCount > 0 && !connected(may, must, grid, removeGroup)) {
            return false;
        }
        for (int cell = 0; cell < cells; cell++) {
            boolean changed = false;
            for (int t = 0; t < possible[cell].length; t++) {
                boolean drop = c.inGroup(t) ? removeGroup[cell] : keepGroup[cell];
                if (drop && possible[cell][t]) {
                    possible[cell][t] = false;
                    changed = true;
                    if (listener != null) {
                        listener.banned(cell, t);
                    }
                }
            }
            if (changed) {
                work.add(cell);
            }
        }
        return true;
    }

    /**
     * Connectivity: every must-cell in one region of may-cells, flooded from the first must-cell; may-cells it does
     * not reach lose the group ({@code removeGroup}). @return false if a must-cell is not reached
     */
    private static boolean connected(boolean[] may, boolean[] must, Grid grid, boolean[] removeGroup) {
        int cells = may.length;
        boolean[] reached = new boolean[cells];
        int start = 0;
        while (!must[start]) {
            start++;
        }
        ArrayDeque<Integer> flood = new ArrayDeque<>(List.of(start));
        reached[start] = true;
        while (!flood.isEmpty()) {
            int cell = flood.poll();
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(cell, d);
                if (n >= 0 && may[n] && !reached[n]) {
                    reached[n] = true;
                    flood.add(n);
                }
            }
        }
        for (int cell = 0; cell < cells; cell++) {
            if (must[cell] && !reached[cell]) {
                return false;
            }
            removeGroup[cell] = may[cell] && !reached[cell];
        }
        return true;
    }
}
