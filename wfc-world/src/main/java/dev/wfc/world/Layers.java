package dev.wfc.world;

import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.topo.Topology;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The layers of a {@link World}: layer 0 its {@link PeriodicBase}, layer k = 1..L its blocks solved over layer k-1,
 * kept in a {@link BlockCache}, with the per-layer counts of {@link WorldStats}. Thread-safe.
 *
 * <p>Maintainers: layer k cuts the plane into B×B blocks whose origins are {@code (bx * B + o_k, by * B + o_k)} with
 * {@code o_k = k * B / L}; a block pins its frame (F cells wide) to layer k-1's cells, frees its interior and is
 * solved with {@link World#blockSeed}; unsolved, it is split into quadrants, and what still fails keeps layer k-1's
 * cells. Frames of one layer's blocks touch only frames, which are layer k-1's valid cells, so every layer is valid
 * everywhere and its blocks are independent of each other. A block needs the layer below over its B×B cells: at most
 * 4 blocks of layer k-1. On the cube a block is a column {@code depth} cells high (index {@code x + (y + z * h) * w}),
 * its frame spans the whole height and nothing is pinned or wraps along z.
 */
final class Layers {
    /** The smallest side a failed block is split down to (see {@link #solveBlock}), at frame width 1. */
    static final int MIN_SPLIT = 6;

    private final Rules rules;
    private final Topology topology;
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
    private final AtomicLongArray solved;
    private final AtomicLongArray split;
    private final AtomicLongArray fellBack;
    private final AtomicLongArray keptCells;
    private final AtomicLongArray attempts;

    /** Preconditions: the shape was checked ({@link World#checkShape}), {@code depth} fits the topology. */
    Layers(Rules rules, int depth, long seed, int block, int layers, int frame, SolverConfig config,
           PeriodicBase base, int cacheBlocks) {
        this.rules = rules;
        this.topology = rules.topology();
        this.depth = depth;
        this.seed = seed;
        this.block = block;
        this.layers = layers;
        this.frame = frame;
        this.minSplit = Math.max(MIN_SPLIT, 2 * frame + 2);
        this.config = config;
        this.base = base;
        this.blockGrid = grid(topology, block, block, depth, false);
        this.cache = new BlockCache(cacheBlocks);
        this.solved = new AtomicLongArray(layers);
        this.split = new AtomicLongArray(layers);
        this.fellBack = new AtomicLongArray(layers);
        this.keptCells = new AtomicLongArray(layers);
        this.attempts = new AtomicLongArray(layers);
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

    /** Cells a column: 1 on the square grid, the voxel world's height on the cube. */
    int depth() {
        return depth;
    }

    /** The block side B. */
    int block() {
        return block;
    }

    /** The layer count L. */
    int count() {
        return layers;
    }

    PeriodicBase base() {
        return base;
    }

    /** The offset of layer {@code k}'s block grid: {@code k * B / L}. */
    int offset(int layer) {
        return (int) ((long) layer * block / layers);
    }

    /** Block (bx, by) of {@code layer} (1..L), from the cache or solved into it. */
    Block block(int layer, long bx, long by) {
        return cache.get(new BlockKey(layer, bx, by), this::solveBlock);
    }

    /** Blocks held in the cache now. */
    int cachedBlocks() {
        return cache.size();
    }

    /** Blocks solved and fallen back so far, per layer. */
    WorldStats stats() {
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

    /**
     * Copies layer {@code layer}'s cells of the rectangle (x0, y0, w, h), every z, into {@code out} from {@code at},
     * rows {@code stride} apart and z-layers {@code plane} apart. Precondition: the rectangle lies within the
     * coordinate range.
     */
    void fill(int layer, long x0, long y0, int w, int h, int[] out, int at, int stride, int plane) {
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
        int kept = solveArea(below, out, 0, 0, b, b, World.blockSeed(seed, k, key.bx(), key.by()), tally);
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
}
