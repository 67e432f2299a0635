package dev.wfc.world;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.topo.Topology;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.Consumer;

/**
 * An endless map of a model: any chunk or region of it, valid across every seam, and a pure function of the world
 * seed and its coordinates, whatever was asked before, in what order and on how many threads. Thread-safe.
 *
 * <pre>{@code
 * World world = World.builder(model).seed(42).build();
 * Chunk c = world.chunk(1_000_000_000L, -3);         // B x B tile ids
 * Image img = world.render(world.region(0, 0, 256, 256));
 * }</pre>
 *
 * <p>Maintainers: layer 0 is a {@link PeriodicBase}. Layer k = 1..L cuts the plane into B×B blocks whose origins
 * are {@code (bx * B + o_k, by * B + o_k)} with {@code o_k = k * B / L}; a block pins its frame (F cells wide) to layer
 * k-1's cells, frees its interior and is solved with {@link #blockSeed}; unsolved, it keeps layer k-1's cells.
 * Frames of one layer's blocks touch only frames, which are layer k-1's valid cells, so every layer is valid
 * everywhere and its blocks are independent of each other. With B >= 2LF the offsets are at least 2F apart (modulo B),
 * so a column lies on the frame of at most one layer, and with L >= 3 every cell is free in some layer. Layer L has
 * offset B, so a chunk is exactly one block of layer L. A block needs the layer below over its B×B cells: at most 4
 * blocks of layer k-1, so an isolated chunk costs at most 1 + 4 + 9 + ... blocks and a region about L blocks a
 * chunk once the cache is warm; neither depends on where the chunk lies. On the cube every block, chunk and region
 * is a column {@link #depth()} cells high (index {@code x + (y + z * h) * w}): the layers cut x and y only, frames
 * span the whole height and nothing wraps along z. On the hexagon, cells are axial (a block is a rhombus) and a
 * neighbour is the same offset from every cell, so blocks, frames and the periodic base work as on the square, at
 * any offset: an interior cell's six neighbours lie within its block.
 */
public final class World {
    /** Block side B by default: with {@link #DEFAULT_FRAME}, see docs/world.md for the measurement behind it. */
    public static final int DEFAULT_BLOCK = 16;
    /** The smallest block side: a frame of one cell leaves at least a 2×2 interior. */
    public static final int MIN_BLOCK = 4;
    /** The largest block side. */
    public static final int MAX_BLOCK = 1024;
    /** Layers L by default: the fewest with which every cell is free in some layer. */
    public static final int DEFAULT_LAYERS = 3;
    /**
     * Frame width F by default: the cells along each side of a block pinned to the layer below. 2 at B = 16 keeps
     * Summer's blocks from falling back (docs/world.md).
     */
    public static final int DEFAULT_FRAME = 2;
    /** The widest frame: a block must still be at least {@code 2 F + 2} cells wide (checked at build). */
    public static final int MAX_FRAME = 16;
    /** The smallest side a failed block is split down to (see {@link #solveBlock}), at frame width 1. */
    static final int MIN_SPLIT = 6;
    /** Blocks the cache keeps by default: 16 MiB of cells at the default block. */
    public static final int DEFAULT_CACHE_BLOCKS = 16384;
    /** The sides of square periodic bases tried, in order, for a model whose sample is not a periodic base. */
    public static final int[] BASE_SIDES = {8, 12, 16, 24, 32, 48, 64};
    /** The largest |x| and |y| of a cell, so that block arithmetic never overflows. */
    public static final long MAX_COORDINATE = 1L << 60;

    private final Model model;
    private final Rules rules;
    private final Topology topology;
    /** Cells a column: 1 on the square grid, the voxel world's height on the cube. */
    private final int depth;
    private final long seed;
    private final int block;
    private final int layers;
    private final int frame;
    /** The smallest side an area is split down to: {@link #MIN_SPLIT}, or {@code 2 F + 2} for wider frames. */
    private final int minSplit;
    private final SolverConfig config;
    private final PeriodicBase base;
    private final Grid blockGrid;
    private final BlockCache cache;
    private final int cacheBlocks;
    private final AtomicLongArray solved;
    private final AtomicLongArray split;
    private final AtomicLongArray fellBack;
    private final AtomicLongArray keptCells;
    private final AtomicLongArray attempts;

    private World(Builder b) {
        this.model = b.model;
        this.rules = b.model.rules();
        this.topology = rules.topology();
        this.depth = b.depth;
        this.seed = b.seed;
        this.block = b.block;
        this.layers = b.layers;
        this.frame = b.frame;
        this.minSplit = Math.max(MIN_SPLIT, 2 * frame + 2);
        this.config = b.config;
        this.blockGrid = grid(topology, block, block, depth, false);
        this.cache = new BlockCache(b.cacheBlocks);
        this.cacheBlocks = b.cacheBlocks;
        this.solved = new AtomicLongArray(layers);
        this.split = new AtomicLongArray(layers);
        this.fellBack = new AtomicLongArray(layers);
        this.keptCells = new AtomicLongArray(layers);
        this.attempts = new AtomicLongArray(layers);
        PeriodicBase chosen = null;
        if (b.baseTiles != null) {
            chosen = PeriodicBase.given(rules, b.baseWidth, b.baseHeight, b.baseTiles);
        } else if (b.sample != null && model instanceof OverlappingModel o) {
            chosen = PeriodicBase.fromSample(o, b.sample);
        }
        this.base = chosen != null ? chosen
                : PeriodicBase.solve(rules, config, blockSeed(seed, 0, 0, 0), BASE_SIDES, depth);
    }

    /** A builder of a world of {@code model}'s rules, rendered by {@code model}. */
    public static Builder builder(Model model) {
        return new Builder(Objects.requireNonNull(model, "model"));
    }

    /**
     * The seed of block (bx, by) of layer {@code layer} (0: the base): the SplitMix64 finalizer applied to the
     * world seed and then to each coordinate in turn, as {@link Seeds#map} applies it to an index.
     */
    public static long blockSeed(long worldSeed, int layer, long bx, long by) {
        return Seeds.map(Seeds.map(Seeds.map(worldSeed, layer), bx), by);
    }

    public Model model() {
        return model;
    }

    public long seed() {
        return seed;
    }

    /** The block side B, also the side of a chunk. */
    public int block() {
        return block;
    }

    /** The layer count L. */
    public int layers() {
        return layers;
    }

    /** The frame width F: the cells along each side of a block that keep layer k-1's values. */
    public int frame() {
        return frame;
    }

    /** The solver options of every block (its size is not used: blocks are B×B). */
    public SolverConfig solverConfig() {
        return config;
    }

    /** Cells a column: 1 on the square grid, the height of the voxel world on the cube. */
    public int depth() {
        return depth;
    }

    /**
     * The grid of a block, a region or a base: {@code width x height} on the square, with {@code depth} layers on the
     * cube; periodic (or not) along x and y, never along z.
     */
    static Grid grid(Topology topology, int width, int height, int depth, boolean periodic) {
        if (topology == Topology.SQUARE) {
            return new Grid(width, height, periodic);
        }
        return Grid.builder(topology).size(width, height).depth(depth).periodic(periodic, periodic, false).build();
    }

    /** The periodic base's width in cells. */
    public int baseWidth() {
        return base.width();
    }

    /** The periodic base's height in cells. */
    public int baseHeight() {
        return base.height();
    }

    /** How the base was made: {@code "sample"} (the overlapping model's sample), {@code "solved"} or {@code "given"}. */
    public String baseOrigin() {
        return base.origin();
    }

    /** The offset of layer {@code k}'s block grid: {@code k * B / L}. */
    public int offset(int layer) {
        return (int) ((long) layer * block / layers);
    }

    /**
     * Chunk (cx, cy): the B×B cells from {@code (cx * B, cy * B)}.
     *
     * @throws WfcInputException if a cell of it lies beyond {@link #MAX_COORDINATE}
     */
    public Chunk chunk(long cx, long cy) {
        checkCoordinate("cx", cx, MAX_COORDINATE / block);
        checkCoordinate("cy", cy, MAX_COORDINATE / block);
        int top = layers;
        long bx = Math.floorDiv(cx * block - offset(top), (long) block);
        long by = Math.floorDiv(cy * block - offset(top), (long) block);
        Block b = block(top, bx, by);
        return new Chunk(cx, cy, block, b.tiles().clone(), b.solved(), depth);
    }

    /**
     * The cells of the rectangle from (x, y) of {@code width x height}, on the calling thread.
     *
     * @throws WfcInputException if a side is not positive, the region exceeds {@link Grid#MAX_CELLS} cells, or a cell
     *     lies beyond {@link #MAX_COORDINATE}
     */
    public Region region(long x, long y, int width, int height) {
        checkRegion(x, y, width, height);
        int[] out = new int[width * height * depth];
        fill(layers, x, y, width, height, out, 0, width, width * height);
        return new Region(x, y, width, height, rules.tileCount(), out, depth, topology);
    }

    /**
     * The cells of a rectangle, its chunks computed on {@code threads} threads; the same cells as
     * {@link #region(long, long, int, int)}.
     *
     * @throws WfcInputException as {@link #region(long, long, int, int)}, or if {@code threads} is not positive
     */
    public Region region(long x, long y, int width, int height, int threads) {
        checkRegion(x, y, width, height);
        Checks.positive("threads", threads);
        long cx0 = Math.floorDiv(x, (long) block);
        long cy0 = Math.floorDiv(y, (long) block);
        long cx1 = Math.floorDiv(x + width - 1, (long) block);
        long cy1 = Math.floorDiv(y + height - 1, (long) block);
        int[] out = new int[width * height * depth];
        int plane = width * height;
        int blockPlane = block * block;
        chunks(cx0, cy0, (int) (cx1 - cx0 + 1), (int) (cy1 - cy0 + 1), threads, c -> {
            long ix0 = Math.max(x, c.x());
            long iy0 = Math.max(y, c.y());
            long ix1 = Math.min(x + width, c.x() + block);
            long iy1 = Math.min(y + height, c.y() + block);
            for (int z = 0; z < depth; z++) {
                for (long yy = iy0; yy < iy1; yy++) {
                    System.arraycopy(c.tiles(), (int) (ix0 - c.x() + (yy - c.y()) * block) + z * blockPlane, out,
                            (int) (ix0 - x + (yy - y) * width) + z * plane, (int) (ix1 - ix0));
                }
            }
        });
        return new Region(x, y, width, height, rules.tileCount(), out, depth, topology);
    }

    /**
     * Computes the {@code columns x rows} chunks from chunk (cx, cy) on {@code threads} threads and hands each to
     * {@code listener} as soon as it is final, on the thread that computed it (so {@code listener} must be
     * thread-safe when {@code threads > 1}); in no particular order. Returns when every chunk was handed over.
     *
     * @throws WfcInputException if a count is not positive or a chunk lies beyond {@link #MAX_COORDINATE}
     * @throws RuntimeException the first exception a chunk or {@code listener} threw; the other threads stop
     */
    public void chunks(long cx, long cy, int columns, int rows, int threads, Consumer<Chunk> listener) {
        Checks.positive("columns", columns);
        Checks.positive("rows", rows);
        Checks.positive("threads", threads);
        Objects.requireNonNull(listener, "listener");
        checkCoordinate("cx", cx, MAX_COORDINATE / block);
        checkCoordinate("cy", cy, MAX_COORDINATE / block);
        checkCoordinate("cx + columns", cx + columns, MAX_COORDINATE / block);
        checkCoordinate("cy + rows", cy + rows, MAX_COORDINATE / block);
        ChunkRun run = new ChunkRun(this, cx, cy, columns, rows, listener);
        run.execute(threads, cacheBlocks);
    }

    /** The region drawn by the model: a tile image, a pixel or a scaled pixel a cell, as the model draws. */
    public Image render(Region region) {
        return model.render(region.solution());
    }

    /** Blocks solved and fallen back so far, per layer. */
    public WorldStats stats() {
        long[][] v = new long[5][layers];
        for (int k = 0; k < layers; k++) {
            v[0][k] = solved.get(k);
            v[1][k] = split.get(k);
            v[2][k] = fellBack.get(k);
            v[3][k] = attempts.get(k);
            v[4][k] = keptCells.get(k);
        }
        return new WorldStats(v[0], v[1], v[2], v[3], v[4], (long) (block - 2 * frame) * (block - 2 * frame) * depth);
    }

    /** Blocks held in the cache now. */
    public int cachedBlocks() {
        return cache.size();
    }

    /**
     * Copies layer {@code layer}'s cells of the rectangle (x0, y0, w, h), every z, into {@code out} from {@code at},
     * rows {@code stride} apart and z-layers {@code plane} apart. Precondition: the rectangle lies within the
     * coordinate range.
     */
    private void fill(int layer, long x0, long y0, int w, int h, int[] out, int at, int stride, int plane) {
        if (layer == 0) {
            for (int z = 0; z < depth; z++) {
                for (int j = 0; j < h; j++) {
                    for (int i = 0; i < w; i++) {
                        out[at + i + j * stride + z * plane] = base.tile(x0 + i, y0 + j, z);
                    }
                }
            }
            return;
        }
        long b = block;
        long off = offset(layer);
        long bx0 = Math.floorDiv(x0 - off, b);
        long bx1 = Math.floorDiv(x0 + w - 1 - off, b);
        long by0 = Math.floorDiv(y0 - off, b);
        long by1 = Math.floorDiv(y0 + h - 1 - off, b);
        for (long by = by0; by <= by1; by++) {
            for (long bx = bx0; bx <= bx1; bx++) {
                int[] tiles = block(layer, bx, by).tiles();
                long ox = bx * b + off;
                long oy = by * b + off;
                long ix0 = Math.max(x0, ox);
                long iy0 = Math.max(y0, oy);
                long ix1 = Math.min(x0 + w, ox + b);
                long iy1 = Math.min(y0 + h, oy + b);
                for (int z = 0; z < depth; z++) {
                    for (long yy = iy0; yy < iy1; yy++) {
                        System.arraycopy(tiles, (int) (ix0 - ox + (yy - oy) * b) + z * block * block, out,
                                at + (int) (ix0 - x0 + (yy - y0) * stride) + z * plane, (int) (ix1 - ix0));
                    }
                }
            }
        }
    }

    /** Computes block (bx, by) of {@code layer} into the cache, unless it is there. */
    void prefetch(int layer, long bx, long by) {
        block(layer, bx, by);
    }

    private Block block(int layer, long bx, long by) {
        return cache.get(new BlockKey(layer, bx, by), this::solveBlock);
    }

    /**
     * Solves a block over layer k-1: its frame (F cells wide) pinned, its interior free. Where the whole block cannot
     * be solved, it is split into four quadrants, each with its own frame pinned to layer k-1 and a seed of its own,
     * down to a side of {@link #MIN_SPLIT} (or {@code 2 F + 2}); a quadrant that fails at that side keeps layer
     * k-1's cells. Quadrant frames are layer k-1's cells, which are valid together, so a split block is as valid as a
     * solved one.
     */
    private Block solveBlock(BlockKey key) {
        int k = key.layer();
        int b = block;
        long ox = key.bx() * b + offset(k);
        long oy = key.by() * b + offset(k);
        int[] below = new int[b * b * depth];
        fill(k - 1, ox, oy, b, b, below, 0, b, b * b);
        int[] out = below.clone();
        long[] tally = new long[2];
        int kept = solveArea(below, out, 0, 0, b, b, blockSeed(seed, k, key.bx(), key.by()), tally);
        boolean whole = tally[1] == 0 && kept == 0;
        attempts.addAndGet(k - 1, tally[0]);
        (whole ? solved : kept == 0 ? split : fellBack).incrementAndGet(k - 1);
        keptCells.addAndGet(k - 1, kept);
        return new Block(out, whole, (int) Math.min(Integer.MAX_VALUE, tally[0]));
    }

    /**
     * Solves the {@code w x h} area at (x0, y0) of the block with its frame pinned to {@code below}, writing the
     * solved cells into {@code out}; splits into quadrants when it fails (tally[1] counts splits, tally[0] attempts).
     *
     * @return the cells of the area that kept layer k-1's values although they were free
     */
    private int solveArea(int[] below, int[] out, int x0, int y0, int w, int h, long areaSeed, long[] tally) {
        int b = block;
        Grid grid = w == b && h == b ? blockGrid : grid(topology, w, h, depth, false);
        SolverBuilder builder = config.configure(SolverBuilder.of(rules, grid));
        int bb = b * b;
        for (int z = 0; z < depth; z++) {
            for (int j = 0; j < h; j++) {
                for (int i = 0; i < w; i++) {
                    if (i < frame || j < frame || i >= w - frame || j >= h - frame) {
                        builder.restrict(i + (j + z * h) * w, below[x0 + i + (y0 + j) * b + z * bb]);
                    }
                }
            }
        }
        try {
            Solution s = builder.build().solve(areaSeed);
            tally[0] += s.attempts();
            if (s.solved()) {
                for (int z = 0; z < depth; z++) {
                    for (int j = 0; j < h; j++) {
                        for (int i = 0; i < w; i++) {
                            out[x0 + i + (y0 + j) * b + z * bb] = s.tile(i + (j + z * h) * w);
                        }
                    }
                }
                return 0;
            }
        } catch (NoMapPossibleException e) {
            // the frame admits no map of this area: split, or keep layer k-1's cells
        }
        if (Math.min(w, h) < 2 * minSplit) {
            return (w - 2 * frame) * (h - 2 * frame) * depth;
        }
        tally[1]++;
        int w1 = w / 2;
        int h1 = h / 2;
        return solveArea(below, out, x0, y0, w1, h1, Seeds.map(areaSeed, 0), tally)
                + solveArea(below, out, x0 + w1, y0, w - w1, h1, Seeds.map(areaSeed, 1), tally)
                + solveArea(below, out, x0, y0 + h1, w1, h - h1, Seeds.map(areaSeed, 2), tally)
                + solveArea(below, out, x0 + w1, y0 + h1, w - w1, h - h1, Seeds.map(areaSeed, 3), tally);
    }

    /**
     * Checks that a frame of width {@code frame} leaves a block an interior of 2×2 or more, and that the layers'
     * offsets lie at least {@code 2 frame} apart.
     *
     * @throws WfcInputException naming {@code frame} or {@code layers} and the bound
     */
    public static void checkShape(int block, int layers, int frame) {
        if (block < 2 * frame + 2) {
            throw new WfcInputException("frame: " + frame + " (expected: at most (block - 2) / 2 = " + (block - 2) / 2
                    + ")");
        }
        int most = block / (2 * frame);
        if (layers > most) {
            throw new WfcInputException("layers: " + layers + " (expected: at most block / " + (frame == 1 ? "2"
                    : "(2 x frame)") + " = " + most + ")");
        }
    }

    private void checkRegion(long x, long y, int width, int height) {
        Checks.positive("width", width);
        Checks.positive("height", height);
        if ((long) width * height * depth > Grid.MAX_CELLS) {
            throw new WfcInputException("width x height" + (depth > 1 ? " x depth: " : ": ") + width + " x " + height
                    + (depth > 1 ? " x " + depth : "") + " (expected: at most " + Grid.MAX_CELLS + " cells)");
        }
        checkCoordinate("x", x, MAX_COORDINATE);
        checkCoordinate("y", y, MAX_COORDINATE);
        checkCoordinate("x + width", x + width, MAX_COORDINATE);
        checkCoordinate("y + height", y + height, MAX_COORDINATE);
    }

    private static void checkCoordinate(String name, long v, long max) {
        if (v < -max || v > max) {
            throw new WfcInputException(name + ": " + v + " (expected: from " + -max + " to " + max + ")");
        }
    }

    /** The options of a {@link World}; each setter validates its argument and may be called once. */
    public static final class Builder {
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

        private Builder(Model model) {
            this.model = model;
        }

        /** The world seed; default 0. */
        public Builder seed(long worldSeed) {
            Checks.once(seedSet, "seed");
            seedSet = true;
            seed = worldSeed;
            return this;
        }

        /** The block side B, also a chunk's; default {@link #DEFAULT_BLOCK}. @throws WfcInputException out of range */
        public Builder block(int side) {
            Checks.once(block != 0, "block");
            block = Checks.inRange("block", side, MIN_BLOCK, MAX_BLOCK);
            return this;
        }

        /**
         * The layer count L; default {@link #DEFAULT_LAYERS}. At most B / 2, so that the offsets of the layers
         * differ by 2 or more (checked at {@link #build}).
         *
         * @throws WfcInputException if not positive
         */
        public Builder layers(int count) {
            Checks.once(layers != 0, "layers");
            layers = Checks.positive("layers", count);
            return this;
        }

        /**
         * The frame width F, the cells along each side of a block pinned to the layer below; default
         * {@link #DEFAULT_FRAME}. At build, the block must be at least {@code 2 F + 2} cells wide and the layers at
         * most {@code block / (2 F)}, so that every cell is free in some layer.
         *
         * @throws WfcInputException outside 1..{@link #MAX_FRAME}
         */
        public Builder frame(int width) {
            Checks.once(frame != 0, "frame");
            frame = Checks.inRange("frame", width, 1, MAX_FRAME);
            return this;
        }

        /**
         * Cells a column on the cube: the voxel world's height, z from 0 (neither end wraps); default 1, the only
         * value on the square grid (checked at build).
         *
         * @throws WfcInputException if not positive
         */
        public Builder depth(int cells) {
            Checks.once(depth != 0, "depth");
            depth = Checks.inRange("depth", cells, 1, Grid.MAX_CELLS);
            return this;
        }

        /** Blocks the cache keeps at most; default {@link #DEFAULT_CACHE_BLOCKS}. @throws WfcInputException if not positive */
        public Builder cacheBlocks(int blocks) {
            Checks.once(cacheBlocks != 0, "cacheBlocks");
            cacheBlocks = Checks.positive("cacheBlocks", blocks);
            return this;
        }

        /**
         * The solver options of every block, its size unused; default those of {@code SolverConfig.of(B, B, false)}
         * but restarting only (see {@link SolverConfig.Builder#restartsOnly()}).
         */
        public Builder solver(SolverConfig solverConfig) {
            Checks.once(config, "solver");
            config = Objects.requireNonNull(solverConfig, "solver");
            return this;
        }

        /**
         * The sample of an overlapping model read with periodic input: the base is the sample itself, tiled, when
         * it is a valid periodic map of the model (checked; else a base is solved, see {@link #baseOrigin}).
         * Ignored for other models.
         */
        public Builder sample(Image overlappingSample) {
            Checks.once(sample, "sample");
            sample = Objects.requireNonNull(overlappingSample, "sample");
            return this;
        }

        /**
         * A periodic map of the model to use as the base, row-major (copied); checked at {@link #build}.
         *
         * @throws WfcInputException if a side is not positive
         */
        public Builder base(int width, int height, int[] tiles) {
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
         *     model, or if no periodic base exists at the sides tried ({@link #BASE_SIDES}), naming why
         */
        public World build() {
            if (block == 0) {
                block = DEFAULT_BLOCK;
            }
            if (layers == 0) {
                layers = DEFAULT_LAYERS;
            }
            if (frame == 0) {
                frame = DEFAULT_FRAME;
            }
            checkShape(block, layers, frame);
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
                cacheBlocks = DEFAULT_CACHE_BLOCKS;
            }
            if (config == null) {
                // Blocks restart only, stated here rather than read from the library default: a world's cells stay
                // what they were when backtracking became the solver's default (a failed block falls back instead).
                config = SolverConfig.builder().size(block, block).restartsOnly().build();
            }
            return new World(this);
        }
    }
}
