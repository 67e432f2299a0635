package dev.wfc.parallel;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.SolverKind;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.GridOverlappingModelBuilder;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The entry point: one builder per model, each setter validated once, {@link JobBuilder#build()} choosing the solver
 * and propagator and giving an immutable {@link WfcJob}.
 *
 * <pre>{@code
 * WfcJob job = Wfc.overlapping(Png.read(sample)).n(3).size(48, 48).periodic(true).build();
 * Image map7 = job.render(job.map(42, 7));
 * }</pre>
 *
 * <p>It lives in {@code wfc-parallel}, beside the batch engine its jobs stream from; it uses only public API of the
 * core. Bad input throws {@link WfcInputException} (an {@link IllegalArgumentException}), a second call of a setter
 * {@link IllegalStateException}, and a job that admits no map {@link dev.wfc.core.NoMapPossibleException} when its
 * first solver is built.
 */
public final class Wfc {
    private Wfc() {
    }

    /** A job of the overlapping model learning N x N patterns from {@code sample}; sizes in pixels. */
    public static OverlappingBuilder overlapping(Image sample) {
        return new OverlappingBuilder(OverlappingModel.builder(sample));
    }

    /**
     * A job of the overlapping model on cubes, N x N x N patterns of the voxel sample (its palette kept); sizes in
     * cells, layers set by {@link JobBuilder#depth}, and a mask cuts every layer ({@link GridOverlappingModel}).
     */
    public static GridOverlappingBuilder overlapping(Voxels sample) {
        return new GridOverlappingBuilder(GridOverlappingModel.builder(sample));
    }

    /**
     * A job of the overlapping model on hexagons, N x N rhombus patterns of a hexagonal Tiled map's axial cells
     * ({@link GridOverlappingModel}); sizes in cells.
     */
    public static GridOverlappingBuilder overlapping(TmxMap hexagonalSample) {
        return new GridOverlappingBuilder(GridOverlappingModel.builder(hexagonalSample));
    }

    /**
     * A job of the overlapping model on hexagons, N x N rhombus patterns of an image read as axial cells (pixel
     * (x, y) is cell (x, y)); sizes in cells.
     */
    public static GridOverlappingBuilder hexOverlapping(Image sample) {
        return new GridOverlappingBuilder(GridOverlappingModel.hexBuilder(sample, null));
    }

    /** A job of the tiled model read from {@code tilesetXml} and its images; sizes in tiles, default 24. */
    public static TiledBuilder tiled(Path tilesetXml) {
        return new TiledBuilder(TiledModel.builder(tilesetXml));
    }

    /** A job of the learned-adjacency model, a tile per colour of the image examples; sizes in cells. */
    public static LearnedBuilder learned(Image... examples) {
        LearnedModel.Builder b = LearnedModel.builder();
        for (Image e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /**
     * A job of the learned-adjacency model on {@code topology}, a tile per colour of the image examples (read as
     * axial cells on a hexagonal grid); sizes in cells.
     */
    public static LearnedBuilder learned(Topology topology, Image... examples) {
        LearnedModel.Builder b = LearnedModel.builder().topology(topology);
        for (Image e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /**
     * A job of the learned-adjacency model on cubes, a tile per colour index of the voxel examples (empty space
     * included), the palette kept; sizes in cells, layers set by {@link JobBuilder#depth}.
     */
    public static LearnedBuilder learned(Voxels... examples) {
        LearnedModel.Builder b = LearnedModel.builder().topology(Topology.CUBE);
        for (Voxels e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /** A job of the learned-adjacency model, a tile per character of the text examples; sizes in cells. */
    public static LearnedBuilder learned(CharGrid... examples) {
        LearnedModel.Builder b = LearnedModel.builder();
        for (CharGrid e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /** A job of a model built elsewhere (possibly {@link Model#steered steered}); sizes in its units. */
    public static ModelBuilder of(Model model) {
        return new ModelBuilder(Objects.requireNonNull(model, "model"));
    }

    /**
     * The options every job has: output size, periodicity, the solver's options and designer constraints. Each
     * setter validates its argument and may be called once.
     *
     * @param <B> the model's builder, returned by every setter
     */
    public abstract static sealed class JobBuilder<B extends JobBuilder<B>>
            permits OverlappingBuilder, GridOverlappingBuilder, TiledBuilder, LearnedBuilder, ModelBuilder {
        private final SolverConfig.Builder config = SolverConfig.builder();
        private final int defaultSize;
        private boolean sizeSet;
        private Consumer<Steering> steering;
        private Mask mask;
        /** 0 until set: {@link Defaults#DEPTH}. */
        private int depth;

        JobBuilder(int defaultSize) {
            this.defaultSize = defaultSize;
        }

        abstract B self();

        /** The model, read or learned; called once, by {@link #build()}. */
        abstract Model model() throws IOException;

        /**
         * The output size in the model's units; default {@link Defaults#SIZE} square ({@link Defaults#TILED_SIZE}
         * for tiles). @throws WfcInputException if a side is not positive
         */
        public B size(int width, int height) {
            config.size(width, height);
            sizeSet = true;
            return self();
        }

        /** Whether the output wraps around; default false. */
        public B periodic(boolean periodic) {
            config.periodic(periodic);
            return self();
        }

        /** Attempts per map; default {@link Defaults#TRIES}. @throws WfcInputException if not positive */
        public B tries(int tries) {
            config.tries(tries);
            return self();
        }

        /** Collapse steps per attempt, the per-map step budget; default none. @throws WfcInputException if {@code < 0} */
        public B stepLimit(long steps) {
            config.stepLimit(steps);
            return self();
        }

        /** Cell choice; default {@link Heuristic#ENTROPY}. */
        public B heuristic(Heuristic heuristic) {
            config.heuristic(heuristic);
            return self();
        }

        /** The solver implementation; default {@link SolverKind#INCREMENTAL} (every kind makes the same maps). */
        public B solver(SolverKind kind) {
            config.kind(kind);
            return self();
        }

        /** Propagation; default chosen by {@link #build()} from the tile count and grid size. */
        public B propagator(PropagatorKind propagator) {
            config.propagator(propagator);
            return self();
        }

        /**
         * Backtrack within {@code limits} on a contradiction; default {@link Backtracking#DEFAULT}
         * ({@link Defaults#MAX_BACKTRACKS} undos, then a restart). Exclusive with {@link #restartsOnly()}.
         */
        public B backtracking(Backtracking limits) {
            config.backtracking(limits);
            return self();
        }

        /**
         * Restart at once on every contradiction, never backtracking: the default policy before backtracking became
         * the default (maps whose seed met no contradiction are the same under both).
         */
        public B restartsOnly() {
            config.restartsOnly();
            return self();
        }

        /**
         * Layers of the output, for a cubic model (such as a learned model of voxels); default
         * {@link Defaults#DEPTH}. Checked by {@link #build()} against the model's topology ({@link Checks#depth}: 1
         * on squares and hexagons).
         *
         * @throws WfcInputException outside the cube's range
         */
        public B depth(int layers) {
            Checks.once(depth != 0, "depth");
            depth = Checks.depth(layers, Topology.CUBE);
            return self();
        }

        /**
         * Cells that exist, as a footprint of the output size (on every layer of a cube grid): cells outside hold
         * no tile (-1) and no rule reaches across a hole; default every cell. Not for the overlapping model, whose
         * grid is in patterns.
         *
         * @throws WfcInputException on the overlapping model; at {@link #build()} if the mask is not the output size
         */
        public B mask(Mask footprint) {
            Checks.once(mask, "mask");
            if (this instanceof OverlappingBuilder) {
                throw new WfcInputException("mask: set on the overlapping model (expected: a tiled or learned model,"
                        + " one cell a unit)");
            }
            mask = Objects.requireNonNull(footprint, "mask");
            return self();
        }

        /**
         * Designer constraints, stated on a {@link Steering} over the model's tile names, e.g.
         * {@code s -> s.border(Steering.ALL_EDGES, "water")}; called once, by {@link #build()}.
         */
        public B steering(Consumer<Steering> statements) {
            Checks.once(steering, "steering");
            steering = Objects.requireNonNull(statements, "steering");
            return self();
        }

        /**
         * Reads or learns the model, binds the designer constraints, checks the size against the model and chooses
         * the propagator. Allocates no solver: {@link WfcJob#estimatedBytes()} can be checked first.
         *
         * @throws WfcInputException for an input the model refuses: a tileset's content, a size it cannot make, a
         *     steering statement that names no tile (one that names a cell outside the grid is refused when the
         *     first solver is built, which is when the grid is allocated)
         * @throws UncheckedIOException if a file cannot be read
         */
        public WfcJob build() {
            if (!sizeSet) {
                config.size(defaultSize, defaultSize);
            }
            Model model;
            try {
                model = model();
            } catch (InvalidInputException e) {
                throw new WfcInputException(e.getMessage(), e);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (mask != null || depth > 1 || model.rules().topology() != Topology.SQUARE) {
                model = model.shaped(depth == 0 ? Defaults.DEPTH : depth, mask);
            }
            if (steering != null) {
                Steering s = new Steering(model.tileNames());
                steering.accept(s);
                model = model.steered(s);
            }
            SolverConfig c = config.build();
            int cells = model.grid(c.width(), c.height(), c.periodic()).cells();
            PropagatorKind chosen = SolverBuilder.resolvePropagator(c.propagator(), cells,
                    model.rules().tileCount(), model.rules().directions());
            return new WfcJob(model, c.withPropagator(chosen), cells);
        }
    }

    /** The overlapping model's options, then the job's. */
    public static final class OverlappingBuilder extends JobBuilder<OverlappingBuilder> {
        private final OverlappingModel.Builder model;
        private boolean nSet;
        private boolean symmetrySet;
        private boolean periodicInputSet;
        private boolean groundSet;

        private OverlappingBuilder(OverlappingModel.Builder model) {
            super(Defaults.SIZE);
            this.model = model;
        }

        /** Pattern side; default {@link Defaults#N}. @throws WfcInputException outside 2..the sample's smaller side */
        public OverlappingBuilder n(int n) {
            Checks.once(nSet, "n");
            model.n(n);
            nSet = true;
            return this;
        }

        /** Square symmetries to add, 1..8; default {@link Defaults#OVERLAPPING_SYMMETRY}. */
        public OverlappingBuilder symmetry(int symmetry) {
            Checks.once(symmetrySet, "symmetry");
            model.symmetry(symmetry);
            symmetrySet = true;
            return this;
        }

        /** Whether patterns wrap around the sample's edges; default true. */
        public OverlappingBuilder periodicInput(boolean periodicInput) {
            Checks.once(periodicInputSet, "periodicInput");
            model.periodicInput(periodicInput);
            periodicInputSet = true;
            return this;
        }

        /** Whether the sample's last pattern fills the bottom row and nowhere else; default false. */
        public OverlappingBuilder ground(boolean ground) {
            Checks.once(groundSet, "ground");
            model.ground(ground);
            groundSet = true;
            return this;
        }

        @Override
        OverlappingBuilder self() {
            return this;
        }

        @Override
        Model model() {
            return model.build();
        }
    }

    /** The overlapping model's options on hexagons and cubes, then the job's; sizes in cells. */
    public static final class GridOverlappingBuilder extends JobBuilder<GridOverlappingBuilder> {
        private final GridOverlappingModelBuilder model;
        private boolean nSet;
        private boolean symmetrySet;
        private boolean periodicInputSet;

        private GridOverlappingBuilder(GridOverlappingModelBuilder model) {
            super(Defaults.SIZE);
            this.model = model;
        }

        /** Pattern side on every axis; default {@link Defaults#MIN_N}, 2. */
        public GridOverlappingBuilder n(int n) {
            Checks.once(nSet, "n");
            model.n(n);
            nSet = true;
            return this;
        }

        /** Pattern sides per axis (nz 1 on hexagons); default 2 each. */
        public GridOverlappingBuilder n(int nx, int ny, int nz) {
            Checks.once(nSet, "n");
            model.n(nx, ny, nz);
            nSet = true;
            return this;
        }

        /** Symmetries of the sample to read it through: 1..12 on hexagons, 1..8 on cubes; default 1. */
        public GridOverlappingBuilder symmetry(int symmetry) {
            Checks.once(symmetrySet, "symmetry");
            model.symmetry(symmetry);
            symmetrySet = true;
            return this;
        }

        /** Whether patterns wrap around the sample's edges; default true. */
        public GridOverlappingBuilder periodicInput(boolean periodicInput) {
            Checks.once(periodicInputSet, "periodicInput");
            model.periodicInput(periodicInput);
            periodicInputSet = true;
            return this;
        }

        @Override
        GridOverlappingBuilder self() {
            return this;
        }

        @Override
        Model model() {
            return model.build();
        }
    }

    /** The tiled model's options, then the job's. */
    public static final class TiledBuilder extends JobBuilder<TiledBuilder> {
        private final TiledModel.Builder model;

        private TiledBuilder(TiledModel.Builder model) {
            super(Defaults.TILED_SIZE);
            this.model = model;
        }

        /** Uses only the tiles of the named {@code <subset>}; default every tile. */
        public TiledBuilder subset(String name) {
            model.subset(name);
            return this;
        }

        /** Accepts tiles that no tile may neighbour in some direction; default false. */
        public TiledBuilder allowDeadEnds(boolean allow) {
            model.allowDeadEnds(allow);
            return this;
        }

        @Override
        TiledBuilder self() {
            return this;
        }

        @Override
        Model model() throws IOException {
            return model.build();
        }
    }

    /** The learned model's options, then the job's. */
    public static final class LearnedBuilder extends JobBuilder<LearnedBuilder> {
        private final LearnedModel.Builder model;

        private LearnedBuilder(LearnedModel.Builder model) {
            super(Defaults.SIZE);
            this.model = model;
        }

        /** Square symmetries of each example to learn from, 1..8; default {@link Defaults#LEARNED_SYMMETRY}. */
        public LearnedBuilder symmetry(int symmetry) {
            model.symmetry(symmetry);
            return this;
        }

        /** Whether to learn the pairs that wrap around the examples' edges; default false. */
        public LearnedBuilder periodicInput(boolean periodicInput) {
            model.periodicInput(periodicInput);
            return this;
        }


        @Override
        LearnedBuilder self() {
            return this;
        }

        @Override
        Model model() {
            return model.build();
        }
    }

    /** The job's options for a model built elsewhere. */
    public static final class ModelBuilder extends JobBuilder<ModelBuilder> {
        private final Model model;

        private ModelBuilder(Model model) {
            super(Defaults.SIZE);
            this.model = model;
        }

        @Override
        ModelBuilder self() {
            return this;
        }

        @Override
        Model model() {
            return model;
        }
    }
}
