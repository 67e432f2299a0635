package dev.wfc.core.model;

/**
 * Whether two tiles may touch, judged by their touching faces as DeBroglie's auto adjacency judges them: the layer of
 * one tile's voxels (or a picture's column or row of pixels) that faces the other against the other's facing layer,
 * position by position, by ARGB colour (empty, 0, is a colour like any other). The tiles match when the share of
 * differing positions is at most the tolerance: 0 asks for equal faces, 1 accepts any two.
 *
 * <p>A tile is a box {@code sx x sy x sz} of ARGB values at {@code x + (y + z * sy) * sx}, z up; a picture is a box
 * with {@code sz = 1}, y down. Directions are the cube's (and, for the first two, the square's): 2 right (+x),
 * 1 down (+y), 4 above (+z); the others are the same pairs seen from the other tile.
 */
public final class FaceMatch {
    private FaceMatch() {
    }

    /**
     * Whether {@code b} may stand next to {@code a} in direction {@code d} (2, 1 or 4): their touching faces differ
     * in at most {@code tolerance} of their positions. O(face).
     */
    public static boolean matches(int[] a, int[] b, int sx, int sy, int sz, int d, double tolerance) {
        return faceDifference(a, b, sx, sy, sz, d) <= tolerance * faceSize(sx, sy, sz, d);
    }

    /**
     * How many voxels differ between {@code a}'s face towards cube direction {@code d} (2 right, 1 down or 4 above)
     * and {@code b}'s face towards the opposite direction: the two layers that touch when b stands next to a in
     * direction d. Colours compare as ARGB values, empty (0) included. O(face).
     */
    public static int faceDifference(int[] a, int[] b, int sx, int sy, int sz, int d) {
        int diff = 0;
        switch (d) {
            case 2 -> {
                for (int z = 0; z < sz; z++) {
                    for (int y = 0; y < sy; y++) {
                        int row = (y + z * sy) * sx;
                        diff += a[row + sx - 1] != b[row] ? 1 : 0;
                    }
                }
            }
            case 1 -> {
                for (int z = 0; z < sz; z++) {
                    for (int x = 0; x < sx; x++) {
                        diff += a[x + (sy - 1 + z * sy) * sx] != b[x + z * sy * sx] ? 1 : 0;
                    }
                }
            }
            case 4 -> {
                int top = (sz - 1) * sy * sx;
                for (int i = 0; i < sx * sy; i++) {
                    diff += a[top + i] != b[i] ? 1 : 0;
                }
            }
            default -> throw new IllegalArgumentException("direction: " + d + " (expected: 1, 2 or 4)");
        }
        return diff;
    }

    /** The voxel count of the face {@link #faceDifference} compares in direction d. */
    public static int faceSize(int sx, int sy, int sz, int d) {
        return d == 2 ? sy * sz : d == 1 ? sx * sz : sx * sy;
    }
}
