package dev.wfc.world;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * One call of {@link World#chunks}: worker threads claim chunk indices from a shared counter (row-major from the
 * first chunk) until none is left or one of them failed. What a chunk holds never depends on which thread computed
 * it; only the order in which the listener sees chunks does.
 */
final class ChunkRun {
    private final World world;
    private final long cx;
    private final long cy;
    private final int columns;
    private final long total;
    private final Consumer<Chunk> listener;
    private final AtomicLong next = new AtomicLong();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    ChunkRun(World world, long cx, long cy, int columns, int rows, Consumer<Chunk> listener) {
        this.world = world;
        this.cx = cx;
        this.cy = cy;
        this.columns = columns;
        this.total = (long) columns * rows;
        this.listener = listener;
    }

    void execute(int threads) {
        int helpers = (int) Math.min(threads, total) - 1;
        Thread[] started = new Thread[helpers];
        for (int i = 0; i < helpers; i++) {
            started[i] = new Thread(this::work, "wfc-world-" + i);
            started[i].setDaemon(true);
            started[i].start();
        }
        work();
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

    private void work() {
        try {
            for (long i = next.getAndIncrement(); i < total && failure.get() == null; i = next.getAndIncrement()) {
                listener.accept(world.chunk(cx + i % columns, cy + i / columns));
            }
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
        }
    }
}
