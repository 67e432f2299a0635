package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.model.VoxelTilesBuilder;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A voxel file set ({@code "srcType": "voxSet"}): the 3D tiled model ({@link VoxelTiles}) on the cube grid, a
 * {@code .vox} file per {@code tiles} entry, with {@code "rotationTreatment": "generated"} every turned and mirrored
 * copy the symmetry asks for (about the vertical axis), the {@code adjacencies} entries repeated under the symmetry,
 * and with {@code autoAdjacency} every pair whose touching faces differ in at most {@code autoAdjacencyTolerance} of
 * their voxels. wfc reads the {@code tileSymmetry} letters but trusts the voxels: copies with equal voxels are one
 * tile. Its ground and constraints: {@link VoxelConstraints}, all but the mirror (no table of each tile's mirror
 * image). A reference is a tile's {@code value},
 * optionally with DeBroglie's copy suffix ({@code "wall!90"}, {@code "wall!x180"}).
 */
final class VoxelSet implements VoxelSource {
    private final VoxelTiles model;
    private final VoxelConstraints rules;
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
        rules = new VoxelConstraints(c, box, model.rules().tileCount(), this::tiles, null,
                "a voxel set");
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
        return rules.steps();
    }

    @Override
    public List<Constraint> constraints() {
        return rules.constraints();
    }

    @Override
    public byte[] vox(Solution s) {
        return model.vox(s);
    }

    /** The tile {@code r} names, refused when it names none. */
    private int[] tiles(TileRef r, String key) {
        int t = model.tile(r.text());
        if (t < 0) {
            throw new WfcInputException(key + ": " + r + " names no tile (expected: one of "
                    + String.join(", ", model.baseNames()) + ", optionally with a copy suffix such as !90)");
        }
        return new int[] {t};
    }
}
