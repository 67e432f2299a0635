package dev.wfc.parallel;

import dev.wfc.core.Checks;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.Status;
import dev.wfc.core.WfcInputException;
import org.jctools.queues.atomic.MpscAtomicArrayQueue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongPredicate;
import java.util.stream.Stream;

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
 * returns or throws. {@link #start} runs the writer on a thread of its own; {@link #stream} does too, and gates the
 * claims: a worker waits before solving offset {@code o} until the consumer has taken map {@code o - window}, so
 * at most {@code window} maps are solved ahead of it, and the one it waits for is never the one held back. A map
 * over its time budget is stopped through the solver's cancellation check, like a cancelled one, but handed over.
 */
public final class Batch {
    /** How long a worker waits before retrying a full queue; short against a map's solve time. */
    private static final long STALL_PARK_NANOS = 50_000;
    /** How long the writer sleeps on an empty queue at most; workers wake it sooner. */
    private static final long WRITER_PARK_NANOS = 1_000_000;
    /** The largest queue capacity. */
    private static final int MAX_QUEUE_CAPACITY = 1 << 20;
    /** {@link Builder#range} not called yet. */
    private static final long UNSET_COUNT = -1;

    private final MapModel model;
    private final SolveParams params;
    private final long masterSeed;
    private final long start;
    private final long count;
    private final int threads;
    private final int queueCapacity;
    private final LongPredicate skip;
    private final ProgressListener progress;
    private final MapListener listener;
    private final long timeBudgetNanos;
    private final boolean skipSet;

    private final AtomicLong nextOffset = new AtomicLong();
    private final AtomicInteger liveWorkers = new AtomicInteger();
    private final AtomicReference<Throwable> workerFailure = new AtomicReference<>();
    private final LongAdder stallNanos = new LongAdder();
    private volatile boolean stopping;
    private volatile boolean cancelled;
    private volatile Thread writer;
    /** Offsets below it may be claimed; null when claims are not gated. Raised by the {@link #stream} consumer. */
    private volatile AtomicLong claimLimit;
    private boolean ran;

    private Batch(Builder b) {
        this.model = b.model;
        this.params = b.params;
        this.masterSeed = b.masterSeed;
        this.start = b.start;
        this.count = b.count;
        this.threads = b.threads;
        this.queueCapacity = b.queueCapacity;
        this.skip = b.skip == null ? index -> false : b.skip;
        this.progress = b.progress;
        this.listener = b.listener;
        this.timeBudgetNanos = b.timeBudgetNanos;
        this.skipSet = b.skip != null;
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
        return run(plain(sink));
    }

    private static EncodingSink<Void> plain(MapSink sink) {
        Objects.requireNonNull(sink, "sink");
        return new EncodingSink<>() {
            @Override
            public Void encode(MapResult map) {
                return null;
            }

            @Override
            public void accept(MapResult map, Void encoded) throws IOException {
                sink.accept(map);
            }
        };
    }

    /**
     * Runs the batch like {@link #run(MapSink)}, with each map encoded on its worker before the hand-off.
     *
     * @throws IOException the first exception of {@code sink.accept}, after the workers have stopped
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map (before any map is solved)
     * @throws IllegalStateException if called a second time
     */
    public <T> BatchStats run(EncodingSink<T> sink) throws IOException {
        return prepare(sink).execute();
    }

    /**
     * Starts the batch and returns at once: the workers and a writer thread of its own run it, the writer calling
     * {@code sink} for every finished map (in completion order). May be called once, instead of {@link #run}.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map (before any thread is started)
     * @throws IllegalStateException if the batch was already run
     */
    public <T> BatchRun start(EncodingSink<T> sink) {
        return start(prepare(sink), () -> { });
    }

    /** {@link #start(EncodingSink)} with a sink that encodes nothing on the workers. */
    public BatchRun start(MapSink sink) {
        return start(plain(sink));
    }

    /**
     * The maps in index order, as a stream that runs the batch as it is consumed, with at most the queue capacity of
     * maps solved ahead of the consumer. Closing the stream cancels the workers and waits for them to stop; always
     * close it (try-with-resources). A worker's failure is rethrown by the stream's next step. May be called once,
     * instead of {@link #run}; the skip predicate must be unset.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map (before any thread is started)
     * @throws IllegalStateException if the batch was already run, or indices are skipped
     */
    public Stream<MapResult> stream() {
        if (skipSet) {
            throw new IllegalStateException("stream: skip is set (expected: a batch of every index)");
        }
        OrderedMaps ordered = new OrderedMaps(this, start, count, queueCapacity);
        claimLimit = new AtomicLong(queueCapacity);
        Prepared<Void> prepared = prepare(plain(ordered));
        return ordered.stream(start(prepared, ordered::runEnded));
    }

    /** Lets the workers claim offsets below {@code limit}; called by the ordered consumer as it takes maps. */
    void raiseClaimLimit(long limit) {
        claimLimit.set(limit);
    }

    /** Runs {@code prepared} on a writer thread of its own, then {@code ended}. */
    private BatchRun start(Prepared<?> prepared, Runnable ended) {
        BatchRun run = new BatchRun(this);
        Thread t = new Thread(() -> run.finish(prepared::execute, ended), "wfc-writer");
        t.setDaemon(true);
        t.start();
        return run;
    }

    /** Builds the solvers on the calling thread, so that a job that admits no map fails before any thread starts. */
    private <T> Prepared<T> prepare(EncodingSink<T> sink) {
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
        return new Prepared<>(sink, solvers, total, startNanos);
    }

    /** The solvers of a run about to start and what its writer needs. */
    private final class Prepared<T> {
        private final EncodingSink<T> sink;
        private final List<Solver> solvers;
        private final long total;
        private final long startNanos;

        Prepared(EncodingSink<T> sink, List<Solver> solvers, long total, long startNanos) {
            this.sink = sink;
            this.solvers = solvers;
            this.total = total;
            this.startNanos = startNanos;
        }

        /** Starts the workers and becomes the writer; returns once every worker has stopped. */
        BatchStats execute() throws IOException {
            return Batch.this.execute(this);
        }
    }

    private <T> BatchStats execute(Prepared<T> prepared) throws IOException {
        EncodingSink<T> sink = prepared.sink;
        List<Solver> solvers = prepared.solvers;
        long total = prepared.total;
        long startNanos = prepared.startNanos;
        int k = solvers.size();
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
                if (!awaitClaim(offset)) {
                    return;
                }
                long index = start + offset;
                if (skip.test(index)) {
                    continue;
                }
                long t0 = System.nanoTime();
                Solution s = solver.solve(Seeds.map(masterSeed, index), stopCheck(t0));
                if (s.status() == Status.CANCELLED && stopping) {
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

    /** What a solve checks each step: the run stopping, or the map's time budget from {@code t0} spent. */
    private BooleanSupplier stopCheck(long t0) {
        long budget = timeBudgetNanos;
        return budget == 0 ? () -> stopping : () -> stopping || System.nanoTime() - t0 > budget;
    }

    /** Waits until {@code offset} may be claimed (see {@link #stream}); false if the run stops first. */
    private boolean awaitClaim(long offset) {
        AtomicLong limit = claimLimit;
        if (limit == null) {
            return true;
        }
        while (offset >= limit.get()) {
            if (stopping) {
                return false;
            }
            LockSupport.parkNanos(STALL_PARK_NANOS);
        }
        return true;
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
            if (listener != null) {
                listener.finished(r);
            }
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
        private long count = UNSET_COUNT;
        private int threads;
        private int queueCapacity;
        private LongPredicate skip;
        private ProgressListener progress;
        private MapListener listener;
        private long timeBudgetNanos;

        private Builder(MapModel model, SolveParams params) {
            this.model = model;
            this.params = params;
        }

        /** The job's master seed; default 0. */
        public Builder masterSeed(long seed) {
            Checks.once(seedSet, "masterSeed");
            seedSet = true;
            masterSeed = seed;
            return this;
        }

        /** Indices {@code start .. start + count - 1}; required. */
        public Builder range(long start, long count) {
            Checks.once(this.count != UNSET_COUNT, "range");
            Checks.atLeast("start", start, 0);
            Checks.atLeast("count", count, 0);
            if (count > Long.MAX_VALUE - start) {
                throw new WfcInputException("start + count: " + start + " + " + count
                        + " (expected: at most " + Long.MAX_VALUE + ")");
            }
            this.start = start;
            this.count = count;
            return this;
        }

        /** Worker threads; default all processors. Fewer are started when there are fewer maps. */
        public Builder threads(int n) {
            Checks.once(threads != 0, "threads");
            threads = Checks.positive("threads", n);
            return this;
        }

        /** Finished maps that may wait for the writer, rounded up to a power of two; default 4 per thread. */
        public Builder queueCapacity(int n) {
            Checks.once(queueCapacity != 0, "queueCapacity");
            queueCapacity = Checks.inRange("queueCapacity", n, 2, MAX_QUEUE_CAPACITY);
            return this;
        }

        /**
         * Indices not to solve, e.g. those a resumed run already has; called from worker threads, so it must be safe
         * to read concurrently. Default none.
         */
        public Builder skip(LongPredicate done) {
            Checks.once(skip, "skip");
            skip = Objects.requireNonNull(done, "skip");
            return this;
        }

        /** Told after every accepted map, on the writer thread. Default none. */
        public Builder progress(ProgressListener listener) {
            Checks.once(progress, "progress");
            progress = Objects.requireNonNull(listener, "progress");
            return this;
        }

        /** Told of every accepted map, on the writer thread, after the sink. Default none. */
        public Builder listener(MapListener l) {
            Checks.once(listener, "listener");
            listener = Objects.requireNonNull(l, "listener");
            return this;
        }

        /**
         * The time one map may take on its worker, all attempts included; a map that takes longer is stopped and
         * handed over with {@link Status#CANCELLED} (the batch goes on). Default no limit; for a limit in steps, see
         * {@link SolveParams#stepLimit()}.
         *
         * @throws dev.wfc.core.WfcInputException if not positive
         */
        public Builder timeBudget(Duration perMap) {
            Checks.once(timeBudgetNanos != 0, "timeBudget");
            if (Objects.requireNonNull(perMap, "timeBudget").isNegative() || perMap.isZero()) {
                throw new WfcInputException("timeBudget: " + perMap + " (expected: > 0)");
            }
            timeBudgetNanos = perMap.toNanos();
            return this;
        }

        /** @throws IllegalStateException if no range was set */
        public Batch build() {
            if (count == UNSET_COUNT) {
                throw new IllegalStateException("range: not set (expected: range(start, count))");
            }
            if (threads == 0) {
                threads = Runtime.getRuntime().availableProcessors();
            }
            if (queueCapacity == 0) {
                queueCapacity = Math.max(4, Math.min(MAX_QUEUE_CAPACITY, 4 * threads));
            }
            return new Batch(this);
        }
    }
}
