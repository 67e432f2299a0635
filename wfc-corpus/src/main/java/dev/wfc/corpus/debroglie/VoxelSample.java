package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A configuration with a MagicaVoxel sample ({@code src} a {@code .vox} file, the adjacent model): the learned model
 * on {@link Topology#CUBE} (a tile per colour index, empty space included; every pair of the sample's 6-neighbours
 * allowed), a box of {@code width x height x depth} cells, and its ground and border constraints as restrictions of
 * cells. z is up: the ground is the bottom layer (z = 0), which holds it, and no other cell does. A border place is on
 * one of the box's sides ({@code xmin} ... {@code zmax}, all six by default) and on none of the excluded ones.
 * {@code edgedPath} constraints name tiles by colour index, exits along x, y and z, end points in x, y, z.
 */
final class VoxelSample implements VoxelSource {
    private final LearnedModel model;
    private final List<BiConsumer<SolverBuilder, Long>> steps = new ArrayList<>();
    private final List<Constraint> constraints = new ArrayList<>();
    private final VoxelBox box;
    private final DebroglieConfig config;

    VoxelSample(DebroglieConfig c, int symmetry) throws IOException {
        if (c.model() != DebroglieConfig.ModelType.ADJACENT) {
            throw new NotSupportedException("the overlapping model over a .vox sample (3D patterns)");
        }
        if (c.periodicInputX() != c.periodicInputY() || c.periodicInputY() != c.periodicInputZ()) {
            throw new NotSupportedException("a voxel sample periodic along some axes only");
        }
        if (!c.adjacencies().isEmpty() || !c.tiles().isEmpty()) {
            throw new NotSupportedException("adjacencies or tiles entries with a voxel sample");
        }
        model = LearnedModel.builder().topology(Topology.CUBE).periodicInput(c.periodicInputX()).symmetry(symmetry)
                .example(Vox.read(ConfigPaths.input(c.baseDir(), c.src(), "src"))).build();
        box = new VoxelBox(c.width(), c.height(), c.depth());
        config = c;
        if (c.ground() != null) {
            int[] g = tiles(List.of(c.ground()), "ground");
            Set<Side> bottom = EnumSet.of(Side.ZMIN);
            Set<Side> none = EnumSet.noneOf(Side.class);
            steps.add((b, seed) -> box.area(b, bottom, none, false, g, false));
            steps.add((b, seed) -> box.area(b, bottom, none, true, g, true));
        }
        for (int i = 0; i < c.constraints().size(); i++) {
            String key = "constraints[" + i + "]";
            ConstraintConfig k = c.constraints().get(i);
            if (k instanceof ConstraintConfig.EdgedPath e) {
                constraints.add(box.edgedPath(e, key, model.tileCount(), (r, at) -> tiles(List.of(r), at)));
                continue;
            }
            if (!(k instanceof ConstraintConfig.Border b)) {
                throw new NotSupportedException(key + ": the " + k.type() + " constraint on a voxel sample");
            }
            int[] v = tiles(b.tiles(), key + ".tiles");
            Set<Side> sides = b.sides() == null ? EnumSet.allOf(Side.class) : b.sides();
            steps.add((s, seed) -> box.area(s, sides, b.excludeSides(), b.invertArea(), v, b.ban()));
        }
    }

    @Override
    public LearnedModel model() {
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
    public byte[] vox(dev.wfc.core.Solution s) {
        return model.vox(s);
    }

    /** The model tiles whose colour index is one of {@code refs} (an index the sample lacks names no tile). */
    private int[] tiles(List<TileRef> refs, String key) {
        List<Integer> out = new ArrayList<>();
        for (TileRef r : refs) {
            int index;
            try {
                index = Integer.parseInt(r.text());
            } catch (NumberFormatException e) {
                throw new WfcInputException(key + ": '" + r.text() + "' (expected: a colour index 0..255)");
            }
            for (int t = 0; t < model.tileCount(); t++) {
                if (model.symbol(t) == index) {
                    out.add(t);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
