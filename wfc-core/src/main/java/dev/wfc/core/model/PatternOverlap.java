package dev.wfc.core.model;

import dev.wfc.core.Rules;
import dev.wfc.core.topo.Topology;

/**
 * The adjacency of the overlapping models ({@link OverlappingModel}, {@link GridOverlappingModel}): pattern b may stand
 * toward direction d of pattern a when b, anchored at d's offset from a, agrees with a on every cell where the two
 * windows overlap.
 *
 * <p>A pattern is a window of {@code nx x ny x nz} cells, cell (i, j, k) at {@code i + (j + k * ny) * nx}.
 */
final class PatternOverlap {
    private PatternOverlap() {
    }

    /**
     * The rules: each pattern's weight, and in each direction the pairs that agree on their overlap.
     * O(T^2 x D x window).
     */
    static Rules rules(Topology topology, int[][] patterns, double[] weights, int nx, int ny, int nz) {
        int t = patterns.length;
        Rules.Builder rb = Rules.builder(t, topology);
        for (int i = 0; i < t; i++) {
            rb.weight(i, weights[i]);
        }
        for (int d = 0; d < topology.directions(); d++) {
            int dx = topology.dx(d);
            int dy = topology.dy(d);
            int dz = topology.dz(d);
            for (int a = 0; a < t; a++) {
                for (int b = 0; b < t; b++) {
                    if (agrees(patterns[a], patterns[b], dx, dy, dz, nx, ny, nz)) {
                        rb.allow(a, b, d);
                    }
                }
            }
        }
        return rb.build();
    }

    /**
     * Whether {@code b} anchored at offset (dx, dy, dz) from {@code a} agrees with it where the windows overlap. Cell
     * (i, j, k) of a is cell (i - dx, j - dy, k - dz) of b, so b's index is a's minus one constant shift. O(window).
     */
    static boolean agrees(int[] a, int[] b, int dx, int dy, int dz, int nx, int ny, int nz) {
        int shift = dx + (dy + dz * ny) * nx;
        int iMin = Math.max(dx, 0);
        int iMax = Math.min(nx, nx + dx);
        int jMax = Math.min(ny, ny + dy);
        int kMax = Math.min(nz, nz + dz);
        for (int k = Math.max(dz, 0); k < kMax; k++) {
            for (int j = Math.max(dy, 0); j < jMax; j++) {
                int row = (j + k * ny) * nx;
                for (int c = row + iMin; c < row + iMax; c++) {
                    if (a[c] != b[c - shift]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
