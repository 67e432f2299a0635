package dev.wfc.world;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.topo.Topology;

import java.util.Objects;

/**
 * The options of a {@link World}, from {@link World#builder}; each setter validates its argument and may be called
 * once, and {@link #build} checks the options that depend on each other and makes the base.
 */
public final class WorldBuilder {
    private final Model model;
    private long seed;
    private boolean seedSet;
    private int block;
    private int layers;
    private int frame;
    private int depth;
    private int cacheBlocks;
    private SolverConfig config;
    private Image sample;
    private int[] baseTiles;
    private int baseWidth;
    private int baseHeight;

    WorldBuilder(Model model) {
        this.model = model;
    }

    /** The world seed; default 0. */
    public WorldBuilder seed(long worldSeed) {
        Checks.once(seedSet, "seed");
        seedSet = true;
        seed = worldSeed;
        return this;
    }

    /** The block side B, also a chunk's; default {@link World#DEFAULT_BLOCK}. @throws WfcInputException out of range */
    public WorldBuilder block(int side) {
        Checks.once(block != 0, "block");
        block = Checks.inRange("block", side, World.MIN_BLOCK, World.MAX_BLOCK);
        return this;
    }

    /**
     * The layer count L; default {@link World#DEFAULT_LAYERS}. At most B / 2, so that the offsets of the layers
     * differ by 2 or more (checked at {@link #build}).
     *
     * @throws WfcInputException if not positive
     */
    public WorldBuilder layers(int count) {
        Checks.once(layers != 0, "layers");
        layers = Checks.positive("layers", count);
        return this;
    }

    /**
     * The frame width F, the cells along each side of a block pinned to the layer below; default
     * {@link World#DEFAULT_FRAME}. At build, the block must be at least {@code 2 F + 2} cells wide and the layers at
     * most {@code block / (2 F)}, so that every cell is free in some layer.
     *
     * @throws WfcInputException outside 1..{@link World#MAX_FRAME}
     */
    public WorldBuilder frame(int width) {
        Checks.once(frame != 0, "frame");
        frame = Checks.inRange("frame", width, 1, World.MAX_FRAME);
        return this;
    }

    /**
     * Cells a column on the cube: the voxel world's height, z from 0 (neither end wraps); default 1, the only
     * value on the square grid (checked at build).
     *
     * @throws WfcInputException if not positive
     */
    public WorldBuilder depth(int cells) {
        Checks.once(depth != 0, "depth");
        depth = Checks.inRange("depth", cells, 1, Grid.MAX_CELLS);
        return this;
    }

    /**
     * Blocks the cache keeps at most; default {@link World#DEFAULT_CACHE_BLOCKS}.
     *
     * @throws WfcInputException if not positive
     */
    public WorldBuilder cacheBlocks(int blocks) {
        Checks.once(cacheBlocks != 0, "cacheBlocks");
        cacheBlocks = Checks.positive("cacheBlocks", blocks);
        return this;
    }

    /**
     * The solver options of every block, its size unused; default those of {@code SolverConfig.of(B, B, false)}
     * but restarting only (see {@link SolverConfig.Builder#restartsOnly()}).
     */
    public WorldBuilder solver(SolverConfig solverConfig) {
        Checks.once(config, "solver");
        config = Objects.requireNonNull(solverConfig, "solver");
        return this;
    }

    /**
     * The sample of an overlapping model read with periodic input: the base is the sample itself, tiled, when
     * it is a valid periodic map of the model (checked; else a base is solved, see {@link World#baseOrigin}).
     * Ignored for other models.
     */
    public WorldBuilder sample(Image overlappingSample) {
        Checks.once(sample, "sample");
        sample = Objects.requireNonNull(overlappingSample, "sample");
        return this;
    }

    /**
     * A periodic map of the model to use as the base, row-major (copied); checked at {@link #build}.
     *
     * @throws WfcInputException if a side is not positive
     */
    public WorldBuilder base(int width, int height, int[] tiles) {
        Checks.once(baseTiles, "base");
        baseWidth = Checks.positive("base width", width);
        baseHeight = Checks.positive("base height", height);
        baseTiles = Objects.requireNonNull(tiles, "base").clone();
        return this;
    }

    /**
     * Builds the world and its base (solving a periodic base when no valid sample or base was given).
     *
     * @throws WfcInputException if {@code layers > block / 2}, if a given base is not a periodic map of the
     *     model, or if no periodic base exists at the sides tried ({@link World#BASE_SIDES}), naming why
     */
    public World build() {
        if (block == 0) {
            block = World.DEFAULT_BLOCK;
        }
        if (layers == 0) {
            layers = World.DEFAULT_LAYERS;
        }
        if (frame == 0) {
            frame = World.DEFAULT_FRAME;
        }
        World.checkShape(block, layers, frame);
        Topology topology = model.rules().topology();
        depth = Checks.depth(depth == 0 ? 1 : depth, topology);
        if (baseTiles != null && depth != 1) {
            throw new WfcInputException("base: a given base has one layer (expected: depth 1, not " + depth
                    + ")");
        }
        if ((long) block * block * depth > Grid.MAX_CELLS) {
            throw new WfcInputException("depth: " + depth + " (expected: block x block x depth at most "
                    + Grid.MAX_CELLS + " cells)");
        }
        if (cacheBlocks == 0) {
            cacheBlocks = World.DEFAULT_CACHE_BLOCKS;
        }
        if (config == null) {
            // Blocks restart only, stated here rather than read from the library default: a world's cells stay
            // what they were when backtracking became the solver's default (a failed block falls back instead).
            config = SolverConfig.builder().size(block, block).restartsOnly().build();
        }
        Rules rules = model.rules();
        PeriodicBase base = null;
        if (baseTiles != null) {
            base = PeriodicBase.given(rules, baseWidth, baseHeight, baseTiles);
        } else if (sample != null && model instanceof OverlappingModel o) {
            base = PeriodicBase.fromSample(o, sample);
        }
        if (base == null) {
            base = PeriodicBase.solve(rules, config, World.blockSeed(seed, 0, 0, 0), World.BASE_SIDES, depth);
        }
        return new World(model, seed, frame, config, cacheBlocks,
                new Layers(rules, depth, seed, block, layers, frame, config, base, cacheBlocks));
    }
}
