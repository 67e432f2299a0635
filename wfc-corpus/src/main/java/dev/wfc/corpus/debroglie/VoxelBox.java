package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Topology;

import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The output box of a 3D configuration, {@code width x height x depth} cells at {@code x + (y + z * height) * width},
 * z up, and DeBroglie's border areas on it: a place is on one of the box's {@code sides} ({@code xmin} ...
 * {@code zmax}) and on none of the {@code excluded} ones, or, inverted, any other place; and edged paths through it.
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

    /**
     * An {@code edgedPath} constraint through the box's six faces over {@code tileCount} tiles ({@link EdgedPathExits}:
     * exits along x, y and z), between its end points in x, y, z if it has some.
     *
     * @param tiles the tile ids a reference names (at the key given), an empty array for none
     * @throws WfcInputException naming {@code key.endPoints[i]} for a point outside the box
     */
    Constraint edgedPath(ConstraintConfig.EdgedPath e, String key, int tileCount,
                         BiFunction<TileRef, String, int[]> tiles) {
        int[] exits = EdgedPathExits.bits(e, Topology.CUBE, tileCount, key, tiles);
        List<ConstraintConfig.Point> ends = e.endPoints();
        if (ends.isEmpty()) {
            return Constraint.edgedPath(exits);
        }
        int[][] xyz = new int[3][ends.size()];
        for (int i = 0; i < ends.size(); i++) {
            ConstraintConfig.Point p = ends.get(i);
            if (p.x() >= width || p.y() >= height || p.z() >= depth) {
                throw new WfcInputException(key + ".endPoints[" + i + "]: (" + p.x() + ", " + p.y() + ", " + p.z()
                        + ") (expected: inside the " + width + "x" + height + "x" + depth + " output)");
            }
            xyz[0][i] = p.x();
            xyz[1][i] = p.y();
            xyz[2][i] = p.z();
        }
        return Constraint.edgedPath(exits, xyz[0], xyz[1], xyz[2]);
    }

    private boolean on(Set<Side> sides, int x, int y, int z) {
        return (x == 0 && sides.contains(Side.XMIN)) || (x == width - 1 && sides.contains(Side.XMAX))
                || (y == 0 && sides.contains(Side.YMIN)) || (y == height - 1 && sides.contains(Side.YMAX))
                || (z == 0 && sides.contains(Side.ZMIN)) || (z == depth - 1 && sides.contains(Side.ZMAX));
    }
}
