package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.Seeds;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Axis;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * The {@code ground} and {@code constraints} of a 3D configuration on its box ({@link VoxelBox}), shared by voxel
 * samples and voxel sets: restrictions of cells ({@code ground}: the bottom layer z = 0 holds it, no other does;
 * {@code border} on six sides; {@code fixedTile} at a point in x, y, z or a cell the seed picks) and wfc constraints
 * ({@code path} and {@code edgedPath} with end points in x, y, z, {@code count}, {@code separation},
 * {@code maxConsecutive} along x, y and z, and {@code mirror} / {@code mirrory} where the source knows each tile's
 * mirror image).
 */
final class VoxelConstraints {
    private final VoxelBox box;
    private final int tileCount;
    private final BiFunction<TileRef, String, int[]> refTiles;
    private final List<BiConsumer<SolverBuilder, Long>> steps = new ArrayList<>();
    private final List<Constraint> constraints = new ArrayList<>();

    /**
     * @param tiles the tile ids a reference names (at the key given), an empty array for none
     * @param mirrorOf each tile's mirror image in x, null if the source cannot tell (a mirror is then not supported)
     * @param source what the configuration reads, for messages, e.g. "a voxel set"
     */
    VoxelConstraints(DebroglieConfig c, VoxelBox box, int tileCount, BiFunction<TileRef, String, int[]> tiles,
                     int[] mirrorOf, String source) {
        this.box = box;
        this.tileCount = tileCount;
        this.refTiles = tiles;
        if (c.ground() != null) {
            int[] g = tiles(List.of(c.ground()), "ground");
            Set<Side> bottom = EnumSet.of(Side.ZMIN);
            Set<Side> none = EnumSet.noneOf(Side.class);
            steps.add((s, seed) -> box.area(s, bottom, none, false, g, false));
            steps.add((s, seed) -> box.area(s, bottom, none, true, g, true));
        }
        for (int i = 0; i < c.constraints().size(); i++) {
            add(c.constraints().get(i), "constraints[" + i + "]", mirrorOf, source);
        }
    }

    List<BiConsumer<SolverBuilder, Long>> steps() {
        return List.copyOf(steps);
    }

    List<Constraint> constraints() {
        return List.copyOf(constraints);
    }

    private void add(ConstraintConfig k, String key, int[] mirrorOf, String source) {
        if (k instanceof ConstraintConfig.Border border) {
            int[] v = tiles(border.tiles(), key + ".tiles");
            Set<Side> sides = border.sides() == null ? EnumSet.allOf(Side.class) : border.sides();
            steps.add((s, seed) -> box.area(s, sides, border.excludeSides(), border.invertArea(), v, border.ban()));
        } else if (k instanceof ConstraintConfig.FixedTile f) {
            int[] v = tiles(f.tiles(), key + ".tiles");
            ConstraintConfig.Point p = f.point();
            if (p != null) {
                inside(p, key + ".point");
            }
            long cells = (long) box.width() * box.height() * box.depth();
            steps.add((s, seed) -> s.restrict(p != null ? p.x() + (p.y() + p.z() * box.height()) * box.width()
                    : (int) Long.remainderUnsigned(Seeds.mix(seed ^ 0x6669786564L), cells), v));
        } else if (k instanceof ConstraintConfig.EdgedPath e) {
            constraints.add(box.edgedPath(e, key, tileCount, refTiles));
        } else if (k instanceof ConstraintConfig.Path p) {
            int[] t = nonEmpty(p.tiles(), key + ".tiles");
            if (p.endPoints().isEmpty()) {
                constraints.add(Constraint.connected(t));
            } else {
                int[][] xyz = endPoints(p.endPoints(), key);
                constraints.add(Constraint.path(t, xyz[0], xyz[1], xyz[2]));
            }
        } else if (k instanceof ConstraintConfig.Count n) {
            constraints.add(n.on(nonEmpty(n.tiles(), key + ".tiles")));
        } else if (k instanceof ConstraintConfig.Separation sep) {
            constraints.add(Constraint.separation(nonEmpty(sep.tiles(), key + ".tiles"), sep.minDistance()));
        } else if (k instanceof ConstraintConfig.MaxConsecutive m) {
            Set<Axis> axes = EnumSet.noneOf(Axis.class);
            for (ConstraintConfig.Axis a : m.axes()) {
                axes.add(Axis.valueOf(a.name()));
            }
            constraints.add(Constraint.maxConsecutive(nonEmpty(m.tiles(), key + ".tiles"), m.maxCount(), axes));
        } else {
            ConstraintConfig.Mirror m = (ConstraintConfig.Mirror) k; // the last kind of the sealed interface
            if (mirrorOf == null) {
                throw new NotSupportedException(key + ": the " + m.type() + " constraint on " + source
                        + " (wfc has no table of each tile's mirror image there)");
            }
            constraints.add(Constraint.mirror(mirrorOf, m.axis() == ConstraintConfig.Axis.X ? 0 : 1));
        }
    }

    /** The cells of a path's end points, as {xs, ys, zs}. */
    private int[][] endPoints(List<ConstraintConfig.Point> points, String key) {
        int[][] xyz = new int[3][points.size()];
        for (int i = 0; i < points.size(); i++) {
            ConstraintConfig.Point p = points.get(i);
            inside(p, key + ".endPoints[" + i + "]");
            xyz[0][i] = p.x();
            xyz[1][i] = p.y();
            xyz[2][i] = p.z();
        }
        return xyz;
    }

    private void inside(ConstraintConfig.Point p, String key) {
        if (p.x() >= box.width() || p.y() >= box.height() || p.z() >= box.depth()) {
            throw new WfcInputException(key + ": (" + p.x() + ", " + p.y() + ", " + p.z() + ") (expected: inside the "
                    + box.width() + "x" + box.height() + "x" + box.depth() + " output)");
        }
    }

    /** The tiles {@code refs} name, all of them. */
    private int[] tiles(List<TileRef> refs, String key) {
        return refs.stream().flatMapToInt(r -> java.util.Arrays.stream(refTiles.apply(r, key))).toArray();
    }

    /** The tiles {@code refs} name, refused (naming the key) if they name none. */
    private int[] nonEmpty(List<TileRef> refs, String key) {
        int[] t = tiles(refs, key);
        if (t.length == 0) {
            throw new WfcInputException(key + ": " + refs + " names no tile of the source (expected: at least one)");
        }
        return t;
    }
}
