package dev.wfc.core.testkit;

import dev.wfc.core.io.Image;

import java.util.HashSet;
import java.util.Set;

/**
 * The overlapping model's correctness criterion, computed independently of the model: every N×N window of an
 * output must equal some N×N window of the sample under one of the first {@code symmetry} square symmetries.
 * Windows are compared as pixel strings; the symmetries are written as coordinate maps, not the model's code.
 */
public final class SampleWindows {
    private final int n;
    private final Set<String> allowed = new HashSet<>();

    public SampleWindows(Image sample, int n, int symmetry, boolean periodicInput) {
        this(sample, n, symmetry, periodicInput, periodicInput);
    }

    /** Windows of a sample that wraps along x if {@code periodicInputX}, along y if {@code periodicInputY}. */
    public SampleWindows(Image sample, int n, int symmetry, boolean periodicInputX, boolean periodicInputY) {
        this.n = n;
        int w = sample.width();
        int h = sample.height();
        int xmax = periodicInputX ? w : w - n + 1;
        int ymax = periodicInputY ? h : h - n + 1;
        for (int y = 0; y < ymax; y++) {
            for (int x = 0; x < xmax; x++) {
                int[][] cur = window(sample, x, y);
                for (int k = 0; k < symmetry; k++) {
                    // Classic order: p, reflect(p), rot(p), reflect(rot p), rot²(p), reflect(rot² p), ...
                    int[][] v = (k % 2 == 0) ? cur : mirror(cur);
                    allowed.add(key(v));
                    if (k % 2 == 1) {
                        cur = turn(cur);
                    }
                }
            }
        }
    }

    /** The n×n window at (x, y), wrapping around the image's edges. */
    private int[][] window(Image image, int x, int y) {
        int[][] win = new int[n][n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                win[j][i] = image.pixel((x + i) % image.width(), (y + j) % image.height());
            }
        }
        return win;
    }

    private static int[][] mirror(int[][] p) {
        int n = p.length;
        int[][] r = new int[n][n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                r[y][x] = p[y][n - 1 - x];
            }
        }
        return r;
    }

    private static int[][] turn(int[][] p) {
        int n = p.length;
        int[][] r = new int[n][n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                r[y][x] = p[x][n - 1 - y];
            }
        }
        return r;
    }

    private static String key(int[][] p) {
        StringBuilder sb = new StringBuilder();
        for (int[] row : p) {
            for (int v : row) {
                sb.append(Integer.toHexString(v)).append(',');
            }
            sb.append(';');
        }
        return sb.toString();
    }

    public int size() {
        return allowed.size();
    }

    /** The first output window (wrapping if periodic) not found among the sample's, or null. */
    public String firstForeignWindow(Image out, boolean periodic) {
        return firstForeignWindow(out, periodic, periodic);
    }

    /** The first output window (wrapping along x if {@code periodicX}, along y if {@code periodicY}), or null. */
    public String firstForeignWindow(Image out, boolean periodicX, boolean periodicY) {
        int w = out.width();
        int h = out.height();
        int xmax = periodicX ? w : w - n + 1;
        int ymax = periodicY ? h : h - n + 1;
        for (int y = 0; y < ymax; y++) {
            for (int x = 0; x < xmax; x++) {
                if (!allowed.contains(key(window(out, x, y)))) {
                    return "window at (" + x + ", " + y + ")";
                }
            }
        }
        return null;
    }
}
