package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.model.VoxelTilesBuilder;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A voxel file set ({@code "srcType": "voxSet"}): the 3D tiled model ({@link VoxelTiles}) on the cube grid, a
 * {@code .vox} file per {@code tiles} entry, with {@code "rotationTreatment": "generated"} every turned and mirrored
 * copy the symmetry asks for (about the vertical axis), the {@code adjacencies} entries repeated under the symmetry,
 * and with {@code autoAdjacency} every pair whose touching faces differ in at most {@code autoAdjacencyTolerance} of
 * their voxels. wfc reads the {@code tileSymmetry} letters but trusts the voxels: copies with equal voxels are one
 * tile. Restrictions: {@code ground} (the bottom layer z = 0 holds it, no other does), {@code border} and
 * {@code fixedTile} (a point in x, y, z, or a cell chosen by the seed); constraints: {@code edgedPath} (exits along
 * x, y and z, end points in x, y, z). A reference is a tile's {@code value},
 * optionally with DeBroglie's copy suffix ({@code "wall!90"}, {@code "wall!x180"}).
 */
final class VoxelSet implements VoxelSource {
    private final VoxelTiles model;
    private final List<BiConsumer<SolverBuilder, Long>> steps = new ArrayList<>();
    private final List<Constraint> constraints = new ArrayList<>();
    private final VoxelBox box;
    private final DebroglieConfig config;

    VoxelSet(DebroglieConfig c) throws IOException {
        config = c;
        if (c.model() != DebroglieConfig.ModelType.ADJACENT) {
            throw new WfcInputException("model: overlapping with a voxel set (expected: adjacent)");
        }
        if (c.tiles().isEmpty()) {
            throw new WfcInputException("tiles: none (expected: a tile with a src per .vox file of the set)");
        }
        boolean turned = c.rotationalSymmetry() > 1 || c.reflectionalSymmetry();
        if (turned && c.rotationTreatment() != DebroglieConfig.RotationTreatment.GENERATED) {
            throw new NotSupportedException("rotationTreatment " + c.rotationTreatment().name().toLowerCase(
                    java.util.Locale.ROOT) + " with a voxel set (generated is)");
        }
        VoxelTilesBuilder b = VoxelTiles.builder().symmetry(c.rotationalSymmetry(), c.reflectionalSymmetry());
        for (int i = 0; i < c.tiles().size(); i++) {
            TileData t = c.tiles().get(i);
            String key = "tiles[" + i + "]";
            if (t.src() == null) {
                throw new WfcInputException(key + ".src: missing (expected: the tile's .vox file, for a voxel set)");
            }
            if (t.value().numeric() || t.value().text().contains("!")) {
                throw new WfcInputException(key + ".value: " + t.value() + " (expected: a name without '!')");
            }
            if (t.rotateCw() != null || t.rotateCcw() != null || t.reflectX() != null || t.reflectY() != null) {
                throw new NotSupportedException(key + ": stated rotations of a voxel set");
            }
            try {
                b.tile(t.value().text(), Vox.read(ConfigPaths.input(c.baseDir(), t.src(), key + ".src")),
                        t.frequencyFactor());
            } catch (WfcInputException e) {
                throw new WfcInputException(key + ": " + e.getMessage());
            }
        }
        for (int i = 0; i < c.adjacencies().size(); i++) {
            Adjacency a = c.adjacencies().get(i);
            int d = switch (a.axis()) {
                case X -> 2;
                case Y -> 1;
                case Z -> 4;
            };
            for (TileRef first : a.first()) {
                for (TileRef second : a.second()) {
                    b.allow(first.text(), second.text(), d);
                }
            }
        }
        if (c.autoAdjacency()) {
            b.autoAdjacency(c.autoAdjacencyTolerance());
        } else if (c.adjacencies().isEmpty()) {
            throw new WfcInputException("adjacencies: none (expected: adjacency pairs or autoAdjacency, as a file set"
                    + " has no sample)");
        }
        try {
            model = b.build();
        } catch (WfcInputException e) {
            throw new WfcInputException("adjacencies: " + e.getMessage());
        }
        box = new VoxelBox(c.width(), c.height(), c.depth());
        int[] size = model.tileSize();
        if ((long) c.width() * size[0] > Voxels.MAX_SIDE || (long) c.height() * size[1] > Voxels.MAX_SIDE
                || (long) c.depth() * size[2] > Voxels.MAX_SIDE) {
            throw new WfcInputException("width: " + c.width() + " x height " + c.height() + " x depth " + c.depth()
                    + " tiles of " + size[0] + "x" + size[1] + "x" + size[2] + " voxels (expected: at most "
                    + Voxels.MAX_SIDE + " voxels along each axis, MagicaVoxel's limit)");
        }
        if (c.ground() != null) {
            int[] g = tiles(List.of(c.ground()), "ground");
            Set<Side> bottom = EnumSet.of(Side.ZMIN);
            Set<Side> none = EnumSet.noneOf(Side.class);
            steps.add((s, seed) -> box.area(s, bottom, none, false, g, false));
            steps.add((s, seed) -> box.area(s, bottom, none, true, g, true));
        }
        for (int i = 0; i < c.constraints().size(); i++) {
            String key = "constraints[" + i + "]";
            ConstraintConfig k = c.constraints().get(i);
            if (k instanceof ConstraintConfig.Border border) {
                int[] v = tiles(border.tiles(), key + ".tiles");
                Set<Side> sides = border.sides() == null ? EnumSet.allOf(Side.class) : border.sides();
                steps.add((s, seed) -> box.area(s, sides, border.excludeSides(), border.invertArea(), v,
                        border.ban()));
            } else if (k instanceof ConstraintConfig.FixedTile f) {
                int[] v = tiles(f.tiles(), key + ".tiles");
                ConstraintConfig.Point p = f.point();
                if (p != null && (p.x() >= box.width() || p.y() >= box.height() || p.z() >= box.depth())) {
                    throw new WfcInputException(key + ".point: (" + p.x() + ", " + p.y() + ", " + p.z()
                            + ") (expected: inside the " + box.width() + "x" + box.height() + "x" + box.depth()
                            + " output)");
                }
                long cells = (long) box.width() * box.height() * box.depth();
                steps.add((s, seed) -> s.restrict(p != null ? p.x() + (p.y() + p.z() * box.height()) * box.width()
                        : (int) Long.remainderUnsigned(Seeds.mix(seed ^ 0x6669786564L), cells), v));
            } else if (k instanceof ConstraintConfig.EdgedPath e) {
                constraints.add(box.edgedPath(e, key, model.rules().tileCount(), (r, at) -> tiles(List.of(r), at)));
            } else {
                throw new NotSupportedException(key + ": the " + k.type() + " constraint on a voxel set");
            }
        }
    }

    @Override
    public VoxelTiles model() {
        return model;
    }

    @Override
    public Grid grid() {
        return Grid.builder(Topology.CUBE).size(box.width(), box.height()).depth(box.depth())
                .periodic(config.periodicX(), config.periodicY(), config.periodicZ()).build();
    }

    @Override
    public List<BiConsumer<SolverBuilder, Long>> steps() {
        return steps;
    }

    @Override
    public List<Constraint> constraints() {
        return List.copyOf(constraints);
    }

    @Override
    public byte[] vox(Solution s) {
        return model.vox(s);
    }

    /** The tiles {@code refs} name. */
    private int[] tiles(List<TileRef> refs, String key) {
        int[] out = new int[refs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = model.tile(refs.get(i).text());
            if (out[i] < 0) {
                throw new WfcInputException(key + ": " + refs.get(i) + " names no tile (expected: one of "
                        + String.join(", ", model.baseNames()) + ", optionally with a copy suffix such as !90)");
            }
        }
        return out;
    }
}
