package dev.wfc.parallel;

/**
 * What a batch run did and what it cost. Counts cover the maps accepted by the sink in this run (not skipped ones).
 * Time-per-map percentiles are within 1/64 above the exact value.
 */
public final class BatchStats {
    private final long maps;
    private final long solved;
    private final long failed;
    private final long attempts;
    private final long wallNanos;
    private final long writerBusyNanos;
    private final long workerStallNanos;
    private final int threads;
    private final int queueCapacity;
    private final int maxQueueDepth;
    private final boolean cancelled;
    private final LatencyHistogram times;

    BatchStats(long maps, long solved, long failed, long attempts, long wallNanos, long writerBusyNanos,
               long workerStallNanos, int threads, int queueCapacity, int maxQueueDepth, boolean cancelled,
               LatencyHistogram times) {
        this.maps = maps;
        this.solved = solved;
        this.failed = failed;
        this.attempts = attempts;
        this.wallNanos = wallNanos;
        this.writerBusyNanos = writerBusyNanos;
        this.workerStallNanos = workerStallNanos;
        this.threads = threads;
        this.queueCapacity = queueCapacity;
        this.maxQueueDepth = maxQueueDepth;
        this.cancelled = cancelled;
        this.times = times;
    }

    /** Maps accepted by the sink. */
    public long maps() {
        return maps;
    }

    /** Maps whose status is SOLVED. */
    public long solved() {
        return solved;
    }

    /** Maps for which every try ended in a contradiction. */
    public long failed() {
        return failed;
    }

    /** Attempts over all maps (restarts + 1 each). */
    public long attempts() {
        return attempts;
    }

    /** Attempts that ended in a contradiction. */
    public long contradictions() {
        return attempts - (maps - failed);
    }

    /** Wall time from start to the last write. */
    public long wallNanos() {
        return wallNanos;
    }

    /** Time the writer spent in the sink; far below {@link #wallNanos()} when writing is not the bottleneck. */
    public long writerBusyNanos() {
        return writerBusyNanos;
    }

    /** Time workers spent waiting for room in the full queue, summed over workers (backpressure). */
    public long workerStallNanos() {
        return workerStallNanos;
    }

    /** Worker threads used. */
    public int threads() {
        return threads;
    }

    /** Capacity of the hand-off queue. */
    public int queueCapacity() {
        return queueCapacity;
    }

    /** The most maps the writer ever found waiting in the queue. */
    public int maxQueueDepth() {
        return maxQueueDepth;
    }

    /** Whether the run was cancelled before every index was done. */
    public boolean cancelled() {
        return cancelled;
    }

    /** Accepted maps per second of wall time. */
    public double mapsPerSecond() {
        return wallNanos == 0 ? 0 : maps * 1e9 / wallNanos;
    }

    /**
     * The solve time that {@code percent}% of the maps stayed within; 0 when there were none.
     *
     * @param percent in (0, 100]
     */
    public long percentileNanos(double percent) {
        return times.percentile(percent);
    }

    /** The longest solve time. */
    public long maxNanos() {
        return times.max();
    }
}
