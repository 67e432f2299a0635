package dev.wfc.corpus.debroglie;

import dev.wfc.core.SolverBuilder;

import java.util.Set;

/**
 * The output box of a 3D configuration, {@code width x height x depth} cells at {@code x + (y + z * height) * width},
 * z up, and DeBroglie's border areas on it: a place is on one of the box's {@code sides} ({@code xmin} ...
 * {@code zmax}) and on none of the {@code excluded} ones, or, inverted, any other place.
 */
record VoxelBox(int width, int height, int depth) {
    /** Keeps (or, with {@code ban}, removes) {@code tiles} at every place of the area. O(cells x tiles). */
    void area(SolverBuilder b, Set<Side> sides, Set<Side> excluded, boolean invert, int[] tiles, boolean ban) {
        for (int z = 0; z < depth; z++) {
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    boolean in = on(sides, x, y, z) && !on(excluded, x, y, z);
                    if (in == invert) {
                        continue;
                    }
                    int cell = x + (y + z * height) * width;
                    if (ban) {
                        for (int t : tiles) {
                            b.ban(cell, t);
                        }
                    } else {
                        b.restrict(cell, tiles);
                    }
                }
            }
        }
    }

    private boolean on(Set<Side> sides, int x, int y, int z) {
        return (x == 0 && sides.contains(Side.XMIN)) || (x == width - 1 && sides.contains(Side.XMAX))
                || (y == 0 && sides.contains(Side.YMIN)) || (y == height - 1 && sides.contains(Side.YMAX))
                || (z == 0 && sides.contains(Side.ZMIN)) || (z == depth - 1 && sides.contains(Side.ZMAX));
    }
}
