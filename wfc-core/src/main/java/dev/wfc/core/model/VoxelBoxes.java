package dev.wfc.core.model;

import dev.wfc.core.Rules;
import dev.wfc.core.io.Voxels;

import java.util.List;

/**
 * Boxes of voxel colours ({@code sx x sy x sz}, ARGB per voxel at {@code x + (y + z * sy) * sx}, 0 empty, z up) as the
 * 3D tiled model turns, mirrors and compares them.
 *
 * <p>A symmetry element {@code (r, k)} mirrors in x ({@code x -> sx - 1 - x}) if {@code r}, then turns {@code k}
 * quarter turns clockwise about the vertical axis as seen from above with y growing downwards
 * ({@code (x, y) -> (sy - 1 - y, x)}); z never changes. Its action on the cube's directions ({@link #direction})
 * is the same map applied to the direction's offset, so a pair allowed in direction d stays allowed, turned, in
 * direction {@code direction(r, k, d)}.
 */
final class VoxelBoxes {
    private VoxelBoxes() {
    }

    /** The box of {@code v}: ARGB per voxel, 0 for empty (a palette colour that is 0 itself counts as empty). */
    static int[] argb(Voxels v) {
        int[] out = new int[v.colors().length];
        for (int i = 0; i < out.length; i++) {
            int c = v.colors()[i];
            out[i] = c == 0 ? 0 : v.palette()[c];
        }
        return out;
    }

    /**
     * Allows in {@code rules} every ordered pair of {@code boxes} (by tile id) whose touching faces match within
     * {@code tolerance} ({@link FaceMatch}), right, then down, then above. O(T^2 x face).
     */
    static void allowMatchingFaces(Rules.Builder rules, List<int[]> boxes, int sx, int sy, int sz, double tolerance) {
        for (int d : new int[] {2, 1, 4}) {
            for (int a = 0; a < boxes.size(); a++) {
                for (int b = 0; b < boxes.size(); b++) {
                    if (FaceMatch.matches(boxes.get(a), boxes.get(b), sx, sy, sz, d, tolerance)) {
                        rules.allow(a, b, d);
                    }
                }
            }
        }
    }

    /** The box mirrored if {@code mirrored}, then turned {@code k} quarter turns clockwise; sx must equal sy. O(voxels). */
    static int[] transform(int[] box, int side, int sz, boolean mirrored, int k) {
        int[] cur = box;
        int layer = side * side;
        if (mirrored) {
            int[] next = new int[cur.length];
            for (int z = 0; z < sz; z++) {
                for (int y = 0; y < side; y++) {
                    for (int x = 0; x < side; x++) {
                        next[(side - 1 - x) + y * side + z * layer] = cur[x + y * side + z * layer];
                    }
                }
            }
            cur = next;
        }
        for (int i = 0; i < (k & 3); i++) {
            int[] next = new int[cur.length];
            for (int z = 0; z < sz; z++) {
                for (int y = 0; y < side; y++) {
                    for (int x = 0; x < side; x++) {
                        next[(side - 1 - y) + x * side + z * layer] = cur[x + y * side + z * layer];
                    }
                }
            }
            cur = next;
        }
        return cur;
    }

    /**
     * Cube direction {@code d} (0 left, 1 down, 2 right, 3 up, 4 above, 5 below) under element {@code (r, k)}: a
     * mirror swaps left and right, a clockwise quarter turn takes right to down, down to left, left to up, up to right.
     */
    static int direction(boolean mirrored, int k, int d) {
        if (d >= 4) {
            return d;
        }
        if (mirrored && (d == 0 || d == 2)) {
            d = 2 - d;
        }
        for (int i = 0; i < (k & 3); i++) {
            d = (d + 3) & 3;
        }
        return d;
    }
}
