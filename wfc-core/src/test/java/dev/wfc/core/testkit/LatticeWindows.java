package dev.wfc.core.testkit;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The overlapping model's criterion off the square, computed without the model: every window of an output whose
 * cells all exist must be a window of the sample read through one of the lattice's symmetries. A window is the
 * {@code nx x ny x nz} cells {@code (x + i, y + j, z + k)} (the documented contract: a box on the cube, a rhombus on
 * the hexagon's axial grid); a sample window in a symmetry {@code g} holds, at {@code (i, j, k)}, the sample cell
 * {@code q + (g(i, j), k)}. The symmetries are the testkit's own: on the hexagon through cube coordinates
 * {@code (q, r, s) = (i - j, j, -i)} turned by {@code (q, r, s) -> (-r, -s, -q)} and mirrored by swapping r
 * and s; on the cube as the 8 signed permutations of (x, y).
 */
public final class LatticeWindows {
    private final String kind;
    private final int nx;
    private final int ny;
    private final int nz;
    private final Set<String> allowed = new HashSet<>();

    /**
     * @param sample a value per cell of {@code shape}'s box; cells outside its mask are not sample cells
     * @param all every symmetry of the lattice (12 or 8) if true, the sample as it is if false
     */
    public LatticeWindows(int[] sample, Shape shape, int nx, int ny, int nz, boolean all) {
        this.kind = shape.kind();
        this.nx = nx;
        this.ny = ny;
        this.nz = nz;
        int[][] maps = all ? symmetries(kind) : new int[][] {{1, 0, 0, 1}};
        for (int c = 0; c < shape.cells(); c++) {
            int x = c % shape.width();
            int y = c / shape.width() % shape.height();
            int z = c / (shape.width() * shape.height());
            for (int[] g : maps) {
                String key = window(sample, shape, x, y, z, g);
                if (key != null) {
                    allowed.add(key);
                }
            }
        }
    }

    /** How many distinct sample windows there are. */
    public int size() {
        return allowed.size();
    }

    /**
     * Checks every window of an output whose cells exist.
     *
     * @return a description of the first window that is not the sample's, or null; {@code checked[0]} counts the
     *     windows looked at
     */
    public String firstForeignWindow(int[] output, Shape shape, int[] checked) {
        int[] identity = {1, 0, 0, 1};
        for (int c = 0; c < shape.cells(); c++) {
            int x = c % shape.width();
            int y = c / shape.width() % shape.height();
            int z = c / (shape.width() * shape.height());
            String key = window(output, shape, x, y, z, identity);
            if (key == null) {
                continue;
            }
            checked[0]++;
            if (!allowed.contains(key)) {
                return "window at (" + x + ", " + y + ", " + z + "): " + key;
            }
        }
        return null;
    }

    /** The window anchored at (x, y, z) read along {@code g}, or null if a cell of it does not exist. */
    private String window(int[] values, Shape shape, int x, int y, int z, int[] g) {
        int[] w = new int[nx * ny * nz];
        int n = 0;
        for (int k = 0; k < nz; k++) {
            for (int j = 0; j < ny; j++) {
                for (int i = 0; i < nx; i++) {
                    int cx = axis(x + g[0] * i + g[1] * j, shape.width(), shape.px());
                    int cy = axis(y + g[2] * i + g[3] * j, shape.height(), shape.py());
                    int cz = axis(z + k, shape.depth(), shape.pz());
                    if (cx < 0 || cy < 0 || cz < 0) {
                        return null;
                    }
                    int cell = cx + shape.width() * (cy + shape.height() * cz);
                    if (!shape.inside(cell)) {
                        return null;
                    }
                    w[n++] = values[cell];
                }
            }
        }
        return Arrays.toString(w);
    }

    private static int axis(int a, int side, boolean periodic) {
        if (periodic) {
            return ((a % side) + side) % side;
        }
        return a >= 0 && a < side ? a : -1;
    }

    /** The lattice's symmetries as matrices {a, b, c, d}: (i, j) -> (a i + b j, c i + d j). */
    public static int[][] symmetries(String kind) {
        if (kind.equals("cube") || kind.equals("square")) {
            return new int[][] {{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
                {-1, 0, 0, 1}, {0, 1, 1, 0}, {1, 0, 0, -1}, {0, -1, -1, 0}};
        }
        int[][] out = new int[12][];
        for (int m = 0; m < 12; m++) {
            // Images of the unit offsets (1, 0) and (0, 1) under m, through cube coordinates.
            int[] e1 = hexImage(1, 0, m);
            int[] e2 = hexImage(0, 1, m);
            out[m] = new int[] {e1[0], e2[0], e1[1], e2[1]};
        }
        return out;
    }

    /** Offset (i, j) turned m % 6 times by 60 degrees, then mirrored if m >= 6, in axial coordinates. */
    private static int[] hexImage(int i, int j, int m) {
        int q = i - j;
        int r = j;
        int s = -q - r;
        for (int t = 0; t < m % 6; t++) {
            int nq = -r;
            int nr = -s;
            int ns = -q;
            q = nq;
            r = nr;
            s = ns;
        }
        if (m >= 6) {
            int swap = r;
            r = s;
            s = swap;
        }
        return new int[] {q + r, r};
    }
}
