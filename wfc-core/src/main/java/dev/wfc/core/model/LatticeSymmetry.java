package dev.wfc.core.model;

import dev.wfc.core.topo.Topology;

/**
 * The symmetries of a grid's horizontal lattice as integer matrices acting on cell offsets {@code (x, y)} (z is left
 * alone): the hexagon's 12 (D6) and the square's 8 (D4, used by the cube: up stays up).
 *
 * <p>Variant {@code v = 2 j + m} (0 &le; v &lt; count) is {@code M^m R^j}: {@code j} turns {@code R}, then the mirror
 * {@code M} if {@code m = 1}, the classic order (identity, mirror, turn, its mirror, ...). On the hexagon (axial
 * coordinates, {@link Topology#HEX}) {@code R(x, y) = (x - y, x)} turns by 60 degrees, taking direction {@code d} to
 * {@code d - 1 mod 6}, and {@code M(x, y) = (y, x)} mirrors across the down-right axis. On the square
 * {@code R(x, y) = (-y, x)} is a quarter turn and {@code M(x, y) = (-x, y)} mirrors left and right.
 *
 * <p>A sample "read through" variant {@code L} is {@code T(u) = S(L u)}: its windows and neighbour pairs are the
 * sample's windows read along {@code L}'s axes. Immutable; O(1) per call.
 */
final class LatticeSymmetry {
    /** matrices[v] = {a, b, c, d}: (x, y) -> (a x + b y, c x + d y). */
    private final int[][] matrices;
    private final Topology topology;

    private LatticeSymmetry(Topology topology, int[] turn, int[] mirror, int count) {
        this.topology = topology;
        this.matrices = new int[count][];
        int[] r = {1, 0, 0, 1};
        for (int v = 0; v < count; v++) {
            matrices[v] = v % 2 == 0 ? r : times(mirror, r);
            if (v % 2 == 1) {
                r = times(turn, r);
            }
        }
    }

    /** The 12 variants of the hexagon, or the 8 of the square for the square and the cube. */
    static LatticeSymmetry of(Topology topology) {
        return topology == Topology.HEX
                ? new LatticeSymmetry(topology, new int[] {1, -1, 1, 0}, new int[] {0, 1, 1, 0}, 12)
                : new LatticeSymmetry(topology, new int[] {0, -1, 1, 0}, new int[] {-1, 0, 0, 1}, 8);
    }

    /** How many variants there are: 12 on the hexagon, 8 otherwise. */
    int count() {
        return matrices.length;
    }

    /** The x of {@code L_v (x, y)}. */
    int x(int v, int x, int y) {
        int[] m = matrices[v];
        return m[0] * x + m[1] * y;
    }

    /** The y of {@code L_v (x, y)}. */
    int y(int v, int x, int y) {
        int[] m = matrices[v];
        return m[2] * x + m[3] * y;
    }

    /**
     * The direction in which a pair of the sample read through {@code L_v} lies when it lies in direction {@code d}
     * in the sample itself: the {@code e} with {@code L_v(offset e) = offset d}. Vertical directions stay.
     */
    int pairDirection(int v, int d) {
        for (int e = 0; e < topology.directions(); e++) {
            if (topology.dz(e) == topology.dz(d) && x(v, topology.dx(e), topology.dy(e)) == topology.dx(d)
                    && y(v, topology.dx(e), topology.dy(e)) == topology.dy(d)) {
                return e;
            }
        }
        throw new IllegalStateException("direction " + d + " has no preimage under variant " + v);
    }

    private static int[] times(int[] p, int[] q) {
        return new int[] {p[0] * q[0] + p[1] * q[2], p[0] * q[1] + p[1] * q[3],
            p[2] * q[0] + p[3] * q[2], p[2] * q[1] + p[3] * q[3]};
    }
}
