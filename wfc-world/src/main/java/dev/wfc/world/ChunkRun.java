package dev.wfc.world;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * One call of {@link World#chunks}: bands of chunk rows, each solved layer by layer. For a band, the blocks of layer
 * k that the band needs (the footprint of layer k+1's blocks, down from the chunks) are independent of each other,
 * so worker threads claim them from a shared counter without ever waiting for one another; then the chunks (layer L)
 * go to the listener. A band holds as many chunk rows as let its blocks of every layer fit in half the cache, so that
 * nothing a band needs is evicted before it is used. What a chunk holds never depends on the band, the thread or the
 * order; only the order in which the listener sees chunks does.
 */
final class ChunkRun {
    private final World world;
    private final long cx;
    private final long cy;
    private final int columns;
    private final int rows;
    private final Consumer<Chunk> listener;
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    ChunkRun(World world, long cx, long cy, int columns, int rows, Consumer<Chunk> listener) {
        this.world = world;
        this.cx = cx;
        this.cy = cy;
        this.columns = columns;
        this.rows = rows;
        this.listener = listener;
    }

    void execute(int threads, int cacheBlocks) {
        int layers = world.layers();
        long perRow = (long) layers * (columns + layers + 1);
        int band = (int) Math.max(1, Math.min(rows, cacheBlocks / 2 / perRow - layers - 1));
        for (int r0 = 0; r0 < rows && failure.get() == null; r0 += band) {
            int r = Math.min(band, rows - r0);
            long y0 = cy + r0;
            int b = world.block();
            // Footprints, top down: the blocks of layer k that cover the cells of layer k+1's blocks.
            long[][] blocks = new long[layers + 1][];
            long[] cells = {cx * b, y0 * b, (cx + columns) * b, (y0 + r) * b};
            for (int k = layers; k >= 1; k--) {
                long off = world.offset(k);
                long bx0 = Math.floorDiv(cells[0] - off, (long) b);
                long by0 = Math.floorDiv(cells[1] - off, (long) b);
                long bx1 = Math.floorDiv(cells[2] - 1 - off, (long) b);
                long by1 = Math.floorDiv(cells[3] - 1 - off, (long) b);
                blocks[k] = new long[] {bx0, by0, bx1 - bx0 + 1, by1 - by0 + 1};
                cells = new long[] {bx0 * b + off, by0 * b + off, (bx1 + 1) * b + off, (by1 + 1) * b + off};
            }
            // Then bottom up, each layer's blocks in parallel: none waits for another of its layer.
            for (int k = 1; k < layers; k++) {
                long[] f = blocks[k];
                int layer = k;
                parallel(f[2] * f[3], threads, i -> world.prefetch(layer, f[0] + i % f[2], f[1] + i / f[2]));
            }
            parallel((long) columns * r, threads, i -> listener.accept(world.chunk(cx + i % columns, y0 + i / columns)));
        }
        rethrow();
    }

    /** Runs {@code task(0 .. count-1)} on {@code threads} threads (the caller among them); stops at a failure. */
    private void parallel(long count, int threads, LongConsumer task) {
        AtomicLong next = new AtomicLong();
        Runnable work = () -> {
            try {
                for (long i = next.getAndIncrement(); i < count && failure.get() == null; i = next.getAndIncrement()) {
                    task.accept(i);
                }
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
            }
        };
        int helpers = (int) Math.min(threads, count) - 1;
        Thread[] started = new Thread[Math.max(0, helpers)];
        for (int i = 0; i < started.length; i++) {
            started[i] = new Thread(work, "wfc-world-" + i);
            started[i].setDaemon(true);
            started[i].start();
        }
        work.run();
        boolean interrupted = false;
        for (Thread t : started) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    failure.compareAndSet(null, e);
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void rethrow() {
        Throwable f = failure.get();
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error e) {
            throw e;
        }
        if (f != null) {
            throw new IllegalStateException("chunks: " + f, f);
        }
    }
}
