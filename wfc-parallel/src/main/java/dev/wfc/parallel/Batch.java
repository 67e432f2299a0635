package dev.wfc.parallel;

import dev.wfc.core.Checks;
import dev.wfc.core.WfcInputException;

import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
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
 * <p>Maintainers: {@link #run} builds one solver per worker on the calling thread ({@link BatchExecution}, so a job
 * that admits no map fails before anything is written), starts the workers ({@link BatchWorker}) and becomes the
 * writer ({@link BatchWriter}). Workers claim blocks of consecutive offsets from one atomic counter and hand each
 * block's maps over in one operation on a bounded JCTools MPSC queue: a block is 1 offset on a short run and up to 16
 * on a long one, so the writer wakes once a block, not once a map, and a slow write (a shard being committed) leaves
 * the workers room. The queue is JCTools' atomic-field variant: the Unsafe one makes Java 24 and later print
 * deprecation warnings, and at milliseconds per map the hand-off's nanoseconds do not matter. Stop causes:
 * {@link #cancel()}, an exception from the sink (no further map is accepted), or a worker's failure (maps already
 * queued are still written); run joins every worker before it returns or throws. {@link #start} runs the writer on a
 * thread of its own; {@link #stream} does too, claims one offset at a time and gates the claims: a worker waits
 * before solving offset {@code o} until the consumer has taken map {@code o - window}, so at most {@code window} maps
 * are solved ahead of it, and the one it waits for is never the one held back.
 */
public final class Batch {
    /** The largest queue capacity. */
    private static final int MAX_QUEUE_CAPACITY = 1 << 20;
    /** {@link Builder#range} not called yet. */
    private static final long UNSET_COUNT = -1;

    private final MapModel model;
    private final SolveParams params;
    private final long start;
    private final long count;
    private final int threads;
    private final int queueCapacity;
    private final LongPredicate skip;
    private final ProgressListener progress;
    private final MapListener listener;
    private final boolean skipSet;
    private final RunControl control;
    private boolean ran;

    private Batch(Builder b) {
        this.model = b.model;
        this.params = b.params;
        this.start = b.start;
        this.count = b.count;
        this.threads = b.threads;
        this.queueCapacity = b.queueCapacity;
        this.skip = b.skip == null ? index -> false : b.skip;
        this.progress = b.progress;
        this.listener = b.listener;
        this.skipSet = b.skip != null;
        this.control = new RunControl(b.masterSeed, b.start, b.count, skip, b.timeBudgetNanos);
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
        control.cancel();
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
        return prepare(sink).run();
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
        control.claimLimit = new AtomicLong(queueCapacity);
        BatchExecution<Void> prepared = prepare(plain(ordered));
        return ordered.stream(start(prepared, ordered::runEnded));
    }

    /** Lets the workers claim offsets below {@code limit}; called by the ordered consumer as it takes maps. */
    void raiseClaimLimit(long limit) {
        control.claimLimit.set(limit);
    }

    /** Runs {@code prepared} on a writer thread of its own, then {@code ended}. */
    private BatchRun start(BatchExecution<?> prepared, Runnable ended) {
        BatchRun run = new BatchRun(this);
        Thread t = new Thread(() -> run.finish(prepared::run, ended), "wfc-writer");
        t.setDaemon(true);
        t.start();
        return run;
    }

    /** Builds the solvers on the calling thread, so that a job that admits no map fails before any thread starts. */
    private <T> BatchExecution<T> prepare(EncodingSink<T> sink) {
        Objects.requireNonNull(sink, "sink");
        if (ran) {
            throw new IllegalStateException("run: called twice (expected: once per batch)");
        }
        ran = true;
        return new BatchExecution<>(control, sink, model, params, threads, queueCapacity, listener, progress);
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

        /**
         * Finished maps that may wait for the writer, rounded up to a power of two; default 4 per thread. On a long
         * run each worker also fills a block of up to 16 consecutive maps before it hands them over, all workers'
         * blocks together at most half this many.
         */
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
         * handed over with {@link dev.wfc.core.Status#CANCELLED} (the batch goes on). Default no limit; for a limit
         * in steps, see {@link SolveParams#stepLimit()}.
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
