package dev.wfc.world;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Seeds;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.Model;

import java.util.Objects;
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
 * <p>Maintainers: layer 0 is a {@link PeriodicBase}; layers 1..L of blocks, their cache and counts are
 * {@link Layers}, which states how a block is solved. With B >= 2LF the offsets {@code k * B / L} are at least 2F
 * apart (modulo B), so a column lies on the frame of at most one layer, and with L >= 3 every cell is free in some
 * layer. Layer L has offset B, so a chunk is exactly one block of layer L. A block needs at most 4 blocks of the
 * layer below, so an isolated chunk costs at most 1 + 4 + 9 + ... blocks and a region about L blocks a chunk once
 * the cache is warm; neither depends on where the chunk lies. On the cube every block, chunk and region is a column
 * {@link #depth()} cells high (index {@code x + (y + z * h) * w}): the layers cut x and y only. On the hexagon, cells
 * are axial (a block is a rhombus) and a neighbour is the same offset from every cell, so blocks, frames and the
 * periodic base work as on the square, at any offset: an interior cell's six neighbours lie within its block.
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
    /** Blocks the cache keeps by default: 16 MiB of cells at the default block. */
    public static final int DEFAULT_CACHE_BLOCKS = 16384;
    /** The sides of square periodic bases tried, in order, for a model whose sample is not a periodic base. */
    public static final int[] BASE_SIDES = {8, 12, 16, 24, 32, 48, 64};
    /** The largest |x| and |y| of a cell, so that block arithmetic never overflows. */
    public static final long MAX_COORDINATE = 1L << 60;

    private final Model model;
    private final long seed;
    private final int frame;
    private final SolverConfig config;
    private final int cacheBlocks;
    /** Layer 0 (the base) and the layers of blocks over it. */
    private final Layers stack;

    /** Called by {@link WorldBuilder#build} with its checked options. */
    World(Model model, long seed, int frame, SolverConfig config, int cacheBlocks, Layers stack) {
        this.model = model;
        this.seed = seed;
        this.frame = frame;
        this.config = config;
        this.cacheBlocks = cacheBlocks;
        this.stack = stack;
    }

    /** A builder of a world of {@code model}'s rules, rendered by {@code model}. */
    public static WorldBuilder builder(Model model) {
        return new WorldBuilder(Objects.requireNonNull(model, "model"));
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
        return stack.block();
    }

    /** The layer count L. */
    public int layers() {
        return stack.count();
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
        return stack.depth();
    }

    /** The periodic base's width in cells. */
    public int baseWidth() {
        return stack.base().width();
    }

    /** The periodic base's height in cells. */
    public int baseHeight() {
        return stack.base().height();
    }

    /**
     * How the base was made: {@code "sample"} (the overlapping model's sample), {@code "solved"} or {@code "given"}.
     */
    public String baseOrigin() {
        return stack.base().origin();
    }

    /** The offset of layer {@code k}'s block grid: {@code k * B / L}. */
    public int offset(int layer) {
        return stack.offset(layer);
    }

    /**
     * Chunk (cx, cy): the B×B cells from {@code (cx * B, cy * B)}.
     *
     * @throws WfcInputException if a cell of it lies beyond {@link #MAX_COORDINATE}
     */
    public Chunk chunk(long cx, long cy) {
        int block = block();
        checkCoordinate("cx", cx, MAX_COORDINATE / block);
        checkCoordinate("cy", cy, MAX_COORDINATE / block);
        int top = layers();
        long bx = Math.floorDiv(cx * block - offset(top), (long) block);
        long by = Math.floorDiv(cy * block - offset(top), (long) block);
        Block b = stack.block(top, bx, by);
        return new Chunk(cx, cy, block, b.tiles().clone(), b.solved(), depth());
    }

    /**
     * The cells of the rectangle from (x, y) of {@code width x height}, on the calling thread.
     *
     * @throws WfcInputException if a side is not positive, the region exceeds {@link Grid#MAX_CELLS} cells, or a cell
     *     lies beyond {@link #MAX_COORDINATE}
     */
    public Region region(long x, long y, int width, int height) {
        checkRegion(x, y, width, height);
        int[] out = new int[width * height * depth()];
        stack.fill(layers(), x, y, width, height, out, 0, width, width * height);
        return region(x, y, width, height, out);
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
        int block = block();
        int depth = depth();
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
        return region(x, y, width, height, out);
    }

    private Region region(long x, long y, int width, int height, int[] cells) {
        return new Region(x, y, width, height, model.rules().tileCount(), cells, depth(), model.rules().topology());
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
        long max = MAX_COORDINATE / block();
        checkCoordinate("cx", cx, max);
        checkCoordinate("cy", cy, max);
        checkCoordinate("cx + columns", cx + columns, max);
        checkCoordinate("cy + rows", cy + rows, max);
        ChunkRun run = new ChunkRun(this, cx, cy, columns, rows, listener);
        run.execute(threads, cacheBlocks);
    }

    /** The region drawn by the model: a tile image, a pixel or a scaled pixel a cell, as the model draws. */
    public Image render(Region region) {
        return model.render(region.solution());
    }

    /** Blocks solved and fallen back so far, per layer. */
    public WorldStats stats() {
        return stack.stats();
    }

    /** Blocks held in the cache now. */
    public int cachedBlocks() {
        return stack.cachedBlocks();
    }

    /** Computes block (bx, by) of {@code layer} into the cache, unless it is there. */
    void prefetch(int layer, long bx, long by) {
        stack.block(layer, bx, by);
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
        int depth = depth();
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
}
