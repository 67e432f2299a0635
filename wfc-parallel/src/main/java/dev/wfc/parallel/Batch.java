package dev.wfc.parallel;

import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.Status;
import org.jctools.queues.atomic.MpscAtomicArrayQueue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongPredicate;

/**
 * Solves maps {@code start .. start + count - 1} of one job on worker threads and hands each finished map to one
 * writer. Map {@code i} is {@link Maps#solve(MapModel, SolveParams, long, long)} of the job, whatever the thread
 * count or the order of completion.
 *
 * <pre>{@code
 * BatchStats stats = Batch.builder(model::solverBuilder, SolveParams.defaults(48, 48, true))
 *         .masterSeed(42).range(0, 1000).build()
 *         .run(map -> write(map));
 * }</pre>
 *
 * <p>Maintainers: {@link #run} builds one solver per worker on the calling thread (so a job that admits no map fails
 * before anything is written), starts the workers, and becomes the writer. Workers claim offsets from one atomic
 * counter, skip the indices the skip predicate names, solve with the solver they own (reset by copying, never
 * rebuilt), encode it ({@link EncodingSink#encode}, so rendering and compression scale with the workers), and
 * offer the result to a bounded JCTools MPSC queue; when it is full they park briefly and retry, which is the
 * backpressure that keeps memory flat when writing is slower than solving. The queue is JCTools' atomic-field
 * variant: the Unsafe one makes Java 24 and later print deprecation warnings, and at milliseconds per map the
 * hand-off's nanoseconds do not matter. The writer polls, parks when the
 * queue is empty (workers unpark it after each offer), and stops once every worker has exited and the queue is
 * drained; each worker offers before it counts itself out, so that final drain misses nothing. A cancelled map is
 * dropped, never handed over. Stop causes: {@link #cancel()}, an exception from the sink (no further map is
 * accepted), or a worker's failure (maps already queued are still written); run joins every worker before it
 * returns or throws.
 */
public final class Batch {
    /** How long a worker waits before retrying a full queue; short against a map's solve time. */
    private static final long STALL_PARK_NANOS = 50_000;
    /** How long the writer sleeps on an empty queue at most; workers wake it sooner. */
    private static final long WRITER_PARK_NANOS = 1_000_000;

    private final MapModel model;
    private final SolveParams params;
    private final long masterSeed;
    private final long start;
    private final long count;
    private final int threads;
    private final int queueCapacity;
    private final LongPredicate skip;
    private final ProgressListener progress;

    private final AtomicLong nextOffset = new AtomicLong();
    private final AtomicInteger liveWorkers = new AtomicInteger();
    private final AtomicReference<Throwable> workerFailure = new AtomicReference<>();
    private final LongAdder stallNanos = new LongAdder();
    private volatile boolean stopping;
    private volatile boolean cancelled;
    private volatile Thread writer;
    private boolean ran;

    private Batch(Builder b) {
        this.model = b.model;
        this.params = b.params;
        this.masterSeed = b.masterSeed;
        this.start = b.start;
        this.count = b.count;
        this.threads = b.threads;
        this.queueCapacity = b.queueCapacity;
        this.skip = b.skip;
        this.progress = b.progress;
    }

    /** A builder for the job {@code (model, params)}. */
    public static Builder builder(MapModel model, SolveParams params) {
        return new Builder(Objects.requireNonNull(model, "model"), Objects.requireNonNull(params, "params"));
    }

    /**
     * Stops the run from any thread: workers abandon their current map and claim no more, the writer still writes
     * the maps already queued, and {@link #run} returns with {@link BatchStats#cancelled()} set.
     */
    public void cancel() {
        cancelled = true;
        stopping = true;
        Thread w = writer;
        if (w != null) {
            LockSupport.unpark(w);
        }
    }

    /**
     * Runs the batch; the calling thread becomes the writer and calls {@code sink} for every finished map. May be
     * called once.
     *
     * @return the statistics of the maps accepted by {@code sink}
     * @throws IOException the first exception of {@code sink}, after the workers have stopped
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map (before any map is solved)
     * @throws IllegalStateException if called a second time
     */
    public BatchStats run(MapSink sink) throws IOException {
        Objects.requireNonNull(sink, "sink");
        return run(new EncodingSink<Void>() {
            @Override
            public Void encode(MapResult map) {
                return null;
            }

            @Override
            public void accept(MapResult map, Void encoded) throws IOException {
                sink.accept(map);
            }
        });
    }

    /**
     * Runs the batch like {@link #run(MapSink)}, with each map encoded on its worker before the hand-off.
     *
     * @throws IOException the first exception of {@code sink.accept}, after the workers have stopped
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map (before any map is solved)
     * @throws IllegalStateException if called a second time
     */
    public <T> BatchStats run(EncodingSink<T> sink) throws IOException {
        Objects.requireNonNull(sink, "sink");
        if (ran) {
            throw new IllegalStateException("run: called twice (expected: once per batch)");
        }
        ran = true;
        long startNanos = System.nanoTime();
        long total = 0;
        for (long i = 0; i < count; i++) {
            total += skip.test(start + i) ? 0 : 1;
        }
        int k = (int) Math.max(1, Math.min(threads, total));
        List<Solver> solvers = new ArrayList<>(k);
        for (int w = 0; w < k; w++) {
            solvers.add(params.newSolver(model));
        }
        MpscAtomicArrayQueue<Finished<T>> queue = new MpscAtomicArrayQueue<>(queueCapacity);
        writer = Thread.currentThread();
        liveWorkers.set(k);
        List<Thread> workers = new ArrayList<>(k);
        for (int w = 0; w < k; w++) {
            Solver solver = solvers.get(w);
            Thread t = new Thread(() -> work(solver, sink, queue), "wfc-worker-" + w);
            t.setDaemon(true);
            workers.add(t);
        }
        workers.forEach(Thread::start);
        Writer<T> out = new Writer<>(sink, total, startNanos);
        try {
            out.drain(queue);
        } finally {
            stopping = true;
            joinAll(workers);
        }
        Throwable failed = workerFailure.get();
        if (failed instanceof RuntimeException e) {
            throw e;
        }
        if (failed instanceof Error e) {
            throw e;
        }
        return new BatchStats(out.maps, out.solved, out.failed, out.attempts, System.nanoTime() - startNanos,
                out.busyNanos, stallNanos.sum(), k, queue.capacity(), out.maxDepth, cancelled, out.times);
    }

    private <T> void work(Solver solver, EncodingSink<T> sink, MpscAtomicArrayQueue<Finished<T>> queue) {
        try {
            while (!stopping) {
                long offset = nextOffset.getAndIncrement();
                if (offset >= count) {
                    return;
                }
                long index = start + offset;
                if (skip.test(index)) {
                    continue;
                }
                long t0 = System.nanoTime();
                Solution s = solver.solve(Seeds.map(masterSeed, index), () -> stopping);
                if (s.status() == Status.CANCELLED) {
                    return;
                }
                MapResult result = new MapResult(index, s, System.nanoTime() - t0);
                if (!offer(queue, new Finished<>(result, sink.encode(result)))) {
                    return;
                }
            }
        } catch (Throwable t) {
            workerFailure.compareAndSet(null, t);
            stopping = true;
        } finally {
            liveWorkers.decrementAndGet();
            LockSupport.unpark(writer);
        }
    }

    /** Offers until there is room; false if the run stops first. */
    private <T> boolean offer(MpscAtomicArrayQueue<Finished<T>> queue, Finished<T> result) {
        if (!queue.offer(result)) {
            long t0 = System.nanoTime();
            do {
                if (stopping) {
                    return false;
                }
                LockSupport.parkNanos(STALL_PARK_NANOS);
            } while (!queue.offer(result));
            stallNanos.add(System.nanoTime() - t0);
        }
        LockSupport.unpark(writer);
        return true;
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

    /** A solved map and its encoding, as queued for the writer. */
    private record Finished<T>(MapResult map, T encoded) {
    }

    /** The writer's loop and its statistics; runs on the calling thread only. */
    private final class Writer<T> {
        private final EncodingSink<T> sink;
        private final long total;
        private final long startNanos;
        private final LatencyHistogram times = new LatencyHistogram();
        private long maps;
        private long solved;
        private long failed;
        private long attempts;
        private long busyNanos;
        private int maxDepth;

        Writer(EncodingSink<T> sink, long total, long startNanos) {
            this.sink = sink;
            this.total = total;
            this.startNanos = startNanos;
        }

        void drain(MpscAtomicArrayQueue<Finished<T>> queue) throws IOException {
            while (true) {
                int depth = queue.size();
                Finished<T> r = queue.poll();
                if (r == null) {
                    if (liveWorkers.get() > 0) {
                        LockSupport.parkNanos(WRITER_PARK_NANOS);
                        if (Thread.interrupted()) {
                            cancel();
                        }
                        continue;
                    }
                    r = queue.poll();
                    if (r == null) {
                        return;
                    }
                }
                maxDepth = Math.max(maxDepth, depth);
                accept(r);
            }
        }

        private void accept(Finished<T> finished) throws IOException {
            MapResult r = finished.map();
            long t0 = System.nanoTime();
            sink.accept(r, finished.encoded());
            long now = System.nanoTime();
            busyNanos += now - t0;
            Solution s = r.solution();
            maps++;
            solved += s.solved() ? 1 : 0;
            failed += s.status() == Status.CONTRADICTION ? 1 : 0;
            attempts += s.attempts();
            times.record(r.nanos());
            if (progress != null) {
                progress.progress(maps, total, now - startNanos);
            }
        }
    }

    /** Options of a batch; each setter validates its argument and may be called once. */
    public static final class Builder {
        private final MapModel model;
        private final SolveParams params;
        private long masterSeed;
        private boolean seedSet;
        private long start;
        private long count = -1;
        private int threads;
        private int queueCapacity;
        private LongPredicate skip;
        private ProgressListener progress;

        private Builder(MapModel model, SolveParams params) {
            this.model = model;
            this.params = params;
        }

        /** The job's master seed; default 0. */
        public Builder masterSeed(long seed) {
            if (seedSet) {
                throw new IllegalStateException("masterSeed was already set");
            }
            seedSet = true;
            masterSeed = seed;
            return this;
        }

        /** Indices {@code start .. start + count - 1}; required. */
        public Builder range(long start, long count) {
            if (this.count != -1) {
                throw new IllegalStateException("range was already set");
            }
            if (start < 0) {
                throw new IllegalArgumentException("start: " + start + " (expected: >= 0)");
            }
            if (count < 0) {
                throw new IllegalArgumentException("count: " + count + " (expected: >= 0)");
            }
            if (count > Long.MAX_VALUE - start) {
                throw new IllegalArgumentException("start + count: " + start + " + " + count
                        + " (expected: at most " + Long.MAX_VALUE + ")");
            }
            this.start = start;
            this.count = count;
            return this;
        }

        /** Worker threads; default all processors. Fewer are started when there are fewer maps. */
        public Builder threads(int n) {
            if (threads != 0) {
                throw new IllegalStateException("threads was already set");
            }
            if (n < 1) {
                throw new IllegalArgumentException("threads: " + n + " (expected: > 0)");
            }
            threads = n;
            return this;
        }

        /** Finished maps that may wait for the writer, rounded up to a power of two; default 4 per thread. */
        public Builder queueCapacity(int n) {
            if (queueCapacity != 0) {
                throw new IllegalStateException("queueCapacity was already set");
            }
            if (n < 2 || n > 1 << 20) {
                throw new IllegalArgumentException("queueCapacity: " + n + " (expected: 2.." + (1 << 20) + ")");
            }
            queueCapacity = n;
            return this;
        }

        /**
         * Indices not to solve, e.g. those a resumed run already has; called from worker threads, so it must be safe
         * to read concurrently. Default none.
         */
        public Builder skip(LongPredicate done) {
            if (skip != null) {
                throw new IllegalStateException("skip was already set");
            }
            skip = Objects.requireNonNull(done, "skip");
            return this;
        }

        /** Told after every accepted map, on the writer thread. Default none. */
        public Builder progress(ProgressListener listener) {
            if (progress != null) {
                throw new IllegalStateException("progress was already set");
            }
            progress = Objects.requireNonNull(listener, "progress");
            return this;
        }

        /** @throws IllegalStateException if no range was set */
        public Batch build() {
            if (count == -1) {
                throw new IllegalStateException("range: not set (expected: range(start, count))");
            }
            if (threads == 0) {
                threads = Runtime.getRuntime().availableProcessors();
            }
            if (queueCapacity == 0) {
                queueCapacity = Math.max(4, Math.min(1 << 20, 4 * threads));
            }
            if (skip == null) {
                skip = index -> false;
            }
            return new Batch(this);
        }
    }
}
