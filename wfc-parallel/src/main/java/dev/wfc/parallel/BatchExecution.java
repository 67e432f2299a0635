package dev.wfc.parallel;

import dev.wfc.core.Solver;
import org.jctools.queues.atomic.MpscAtomicArrayQueue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of a {@link Batch}, prepared on the calling thread: its solvers are built before any thread starts (so a
 * job that admits no map fails before anything is written); {@link #run} starts the workers, becomes the writer and
 * returns once every worker has stopped.
 *
 * @param <T> what a map is encoded to ({@link EncodingSink})
 */
final class BatchExecution<T> {
    /** The most offsets a worker claims at once. */
    private static final int MAX_CLAIM_BLOCK = 16;
    /** Claims a worker makes at least, on average, before a block grows past one offset: keeps short runs balanced. */
    private static final int CLAIMS_PER_WORKER = 64;

    private final RunControl control;
    private final EncodingSink<T> sink;
    private final int queueCapacity;
    private final MapListener listener;
    private final ProgressListener progress;
    private final List<Solver> solvers;
    private final long total;
    private final long startNanos;

    /**
     * Counts the maps to solve and builds a solver per worker: {@code threads}, or fewer if there are fewer maps.
     *
     * @param listener may be null
     * @param progress may be null
     */
    BatchExecution(RunControl control, EncodingSink<T> sink, MapModel model, SolveParams params, int threads,
                   int queueCapacity, MapListener listener, ProgressListener progress) {
        this.startNanos = System.nanoTime();
        this.control = control;
        this.sink = sink;
        this.queueCapacity = queueCapacity;
        this.listener = listener;
        this.progress = progress;
        long maps = 0;
        for (long i = 0; i < control.count; i++) {
            maps += control.skip.test(control.start + i) ? 0 : 1;
        }
        this.total = maps;
        int k = (int) Math.max(1, Math.min(threads, maps));
        solvers = new ArrayList<>(k);
        for (int w = 0; w < k; w++) {
            solvers.add(params.newSolver(model));
        }
    }

    /** Starts the workers and becomes the writer; returns once every worker has stopped. */
    BatchStats run() throws IOException {
        RunControl c = control;
        int k = solvers.size();
        int capacity = Integer.highestOneBit(queueCapacity - 1) << 1;
        int block = claimBlock(k, capacity);
        MpscAtomicArrayQueue<Handoff<T>> queue = new MpscAtomicArrayQueue<>(capacity / block);
        c.block = block;
        c.writer = Thread.currentThread();
        c.liveWorkers.set(k);
        List<Thread> workers = new ArrayList<>(k);
        for (int w = 0; w < k; w++) {
            Thread t = new Thread(new BatchWorker<>(c, solvers.get(w), sink, queue), "wfc-worker-" + w);
            t.setDaemon(true);
            workers.add(t);
        }
        workers.forEach(Thread::start);
        BatchWriter<T> out = new BatchWriter<>(c, sink, listener, progress, total, startNanos);
        try {
            out.drain(queue);
        } finally {
            c.stopping = true;
            joinAll(workers);
        }
        Throwable failed = c.workerFailure.get();
        if (failed instanceof RuntimeException e) {
            throw e;
        }
        if (failed instanceof Error e) {
            throw e;
        }
        return new BatchStats(out.maps, out.solved, out.failed, out.attempts, System.nanoTime() - startNanos,
                out.busyNanos, c.stallNanos.sum(), k, queue.capacity() * block, out.maxDepth, c.cancelled, out.times);
    }

    /**
     * Offsets a worker claims at once, a power of two: 1 when claims are gated ({@link Batch#stream}); else at most
     * {@link #MAX_CLAIM_BLOCK}, the queue's capacity over {@code 2k} (so the workers' blocks hold at most half as many
     * maps as may wait in the queue, which has room for {@code 2k} blocks or more), and
     * {@code count / (k · CLAIMS_PER_WORKER)} (so a short run still spreads over the workers).
     *
     * @param capacity the queue's capacity in maps, a power of two
     */
    private int claimBlock(int k, int capacity) {
        if (control.claimLimit != null) {
            return 1;
        }
        long share = control.count / ((long) k * CLAIMS_PER_WORKER);
        long fit = Math.min(Math.min(MAX_CLAIM_BLOCK, capacity / (2L * k)), share);
        return fit < 1 ? 1 : Integer.highestOneBit((int) fit);
    }

    private static void joinAll(List<Thread> workers) {
        boolean interrupted = false;
        for (Thread t : workers) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
