package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * A configuration with a MagicaVoxel sample ({@code src} a {@code .vox} file) on {@link Topology#CUBE}: with the
 * adjacent model the learned model (a tile per colour index, empty space included; every pair of the sample's
 * 6-neighbours allowed), with the overlapping model {@link GridOverlappingModel}'s {@code nX x nY x nZ} boxes of
 * voxels read through DeBroglie's symmetry group (turns and mirrors of the horizontal layers), a cell showing its
 * pattern's first voxel. A box of {@code width x height x depth} cells, z up, and its ground and constraints
 * ({@link VoxelConstraints}); a colour index names the tiles (patterns) that show it. A voxel keeps its colour in a
 * mirror image, so with the adjacent model every tile is its own mirror; the overlapping model has no mirror table.
 */
final class VoxelSample implements VoxelSource {
    private final Model model;
    /** The colour index each tile (pattern) shows. */
    private final int[] shown;
    private final Function<Solution, byte[]> vox;
    private final VoxelConstraints rules;
    private final VoxelBox box;
    private final DebroglieConfig config;

    VoxelSample(DebroglieConfig c) throws IOException {
        if (!c.adjacencies().isEmpty() || !c.tiles().isEmpty()) {
            throw new NotSupportedException("adjacencies or tiles entries with a voxel sample");
        }
        Voxels sample = Vox.read(ConfigPaths.input(c.baseDir(), c.src(), "src"));
        int[] mirrorOf = null;
        if (c.model() == DebroglieConfig.ModelType.OVERLAPPING) {
            GridOverlappingModel m = GridOverlappingModel.builder(sample).n(c.nX(), c.nY(), c.nZ())
                    .periodicInput(c.periodicInputX(), c.periodicInputY(), c.periodicInputZ())
                    .symmetryGroup(c.rotationalSymmetry(), c.reflectionalSymmetry()).build();
            model = m;
            shown = IntStream.range(0, m.patternCount()).map(m::symbol).toArray();
            vox = m::vox;
        } else {
            if (c.periodicInputX() != c.periodicInputY() || c.periodicInputY() != c.periodicInputZ()) {
                throw new NotSupportedException("a voxel sample periodic along some axes only, with the adjacent"
                        + " model (the overlapping model takes it)");
            }
            LearnedModel m = LearnedModel.builder().topology(Topology.CUBE).periodicInput(c.periodicInputX())
                    .symmetry(DebroglieSetup.classicSymmetry(c)).example(sample).build();
            model = m;
            shown = IntStream.range(0, m.tileCount()).map(m::symbol).toArray();
            vox = m::vox;
            mirrorOf = IntStream.range(0, m.tileCount()).toArray();
        }
        box = new VoxelBox(c.width(), c.height(), c.depth());
        config = c;
        rules = new VoxelConstraints(c, box, shown.length, this::tiles, mirrorOf,
                "a voxel sample with the " + c.model().name().toLowerCase(java.util.Locale.ROOT) + " model");
    }

    @Override
    public Model model() {
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
    public byte[] vox(dev.wfc.core.Solution s) {
        return vox.apply(s);
    }

    /** The tiles whose colour index is {@code r} (an index the sample lacks names no tile). */
    private int[] tiles(TileRef r, String key) {
        int index;
        try {
            index = Integer.parseInt(r.text());
        } catch (NumberFormatException e) {
            throw new WfcInputException(key + ": '" + r.text() + "' (expected: a colour index 0..255)");
        }
        return IntStream.range(0, shown.length).filter(t -> shown[t] == index).toArray();
    }
}
