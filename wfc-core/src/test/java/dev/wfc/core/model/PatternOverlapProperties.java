package dev.wfc.core.model;

import dev.wfc.core.Rules;
import dev.wfc.core.topo.Topology;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link PatternOverlap} against a naive statement of the overlap: b placed at offset (dx, dy, dz) from a agrees
 * with it when every cell of a that b also covers holds the same value in both. Patterns are drawn from two values,
 * so that agreeing and disagreeing pairs both occur; the directions' offsets are written out here, not read from
 * {@link Topology}.
 */
class PatternOverlapProperties {
    /** Offsets by direction: the square's, the hexagon's axial ones and the cube's, in their documented order. */
    private static final int[][] SQUARE = {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}};
    private static final int[][] HEX = {{-1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 0, 0}, {0, -1, 0}, {-1, -1, 0}};
    private static final int[][] CUBE = {{-1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};

    @Property(tries = 300, seed = "41")
    void agreesIsTheNaiveOverlap(@ForAll @IntRange(min = 1, max = 3) int nx,
                                 @ForAll @IntRange(min = 1, max = 3) int ny,
                                 @ForAll @IntRange(min = 1, max = 3) int nz,
                                 @ForAll @IntRange(min = -3, max = 3) int dx,
                                 @ForAll @IntRange(min = -3, max = 3) int dy,
                                 @ForAll @IntRange(min = -3, max = 3) int dz, @ForAll long seed) {
        Random random = new Random(seed);
        int[] a = pattern(random, nx * ny * nz);
        int[] b = random.nextBoolean() ? a.clone() : pattern(random, nx * ny * nz);
        assertEquals(naiveAgrees(a, b, dx, dy, dz, nx, ny, nz), PatternOverlap.agrees(a, b, dx, dy, dz, nx, ny, nz));
    }

    @Property(tries = 60, seed = "42")
    void rulesAllowExactlyTheAgreeingPairs(@ForAll @IntRange(min = 0, max = 2) int topologyIndex,
                                           @ForAll @IntRange(min = 1, max = 12) int patterns,
                                           @ForAll @IntRange(min = 2, max = 3) int n, @ForAll long seed) {
        Topology topology = Topology.values()[topologyIndex];
        int[][] offsets = topology == Topology.SQUARE ? SQUARE : topology == Topology.HEX ? HEX : CUBE;
        int nz = topology == Topology.CUBE ? n : 1;
        Random random = new Random(seed);
        int[][] p = new int[patterns][];
        double[] weights = new double[patterns];
        for (int t = 0; t < patterns; t++) {
            p[t] = pattern(random, n * n * nz);
            weights[t] = 1 + random.nextInt(9);
        }
        Rules rules = PatternOverlap.rules(topology, p, weights, n, n, nz);
        for (int a = 0; a < patterns; a++) {
            assertEquals(weights[a], rules.weight(a));
            for (int b = 0; b < patterns; b++) {
                for (int d = 0; d < offsets.length; d++) {
                    int[] o = offsets[d];
                    assertEquals(naiveAgrees(p[a], p[b], o[0], o[1], o[2], n, n, nz), rules.allows(a, b, d),
                            "patterns " + a + ", " + b + " toward " + d);
                }
            }
        }
    }

    private static int[] pattern(Random random, int cells) {
        int[] p = new int[cells];
        for (int c = 0; c < cells; c++) {
            p[c] = random.nextInt(2);
        }
        return p;
    }

    /** Every cell (i, j, k) of a that b, anchored at (dx, dy, dz), covers at its own (i - dx, j - dy, k - dz). */
    private static boolean naiveAgrees(int[] a, int[] b, int dx, int dy, int dz, int nx, int ny, int nz) {
        for (int k = 0; k < nz; k++) {
            for (int j = 0; j < ny; j++) {
                for (int i = 0; i < nx; i++) {
                    int bi = i - dx;
                    int bj = j - dy;
                    int bk = k - dz;
                    boolean covered = bi >= 0 && bi < nx && bj >= 0 && bj < ny && bk >= 0 && bk < nz;
                    if (covered && a[i + nx * (j + ny * k)] != b[bi + nx * (bj + ny * bk)]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
