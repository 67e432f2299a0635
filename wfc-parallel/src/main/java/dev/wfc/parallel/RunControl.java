package dev.wfc.parallel;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongPredicate;

/**
 * What the workers, the writer and {@link Batch#cancel} of one batch share: the range and its claim counter, the stop
 * flags, the writer thread to wake, the live workers and the first worker failure.
 *
 * <p>Maintainers: offsets are claimed {@link #block} at a time from one counter, so a worker's claims are a run of
 * consecutive offsets that it hands over in one queue operation ({@link BatchWorker}). {@code block} and
 * {@code claimLimit} are written before the workers start and only read by them.
 */
final class RunControl {
    /** How long a worker waits before retrying a full queue or a gated claim; short against a map's solve time. */
    private static final long STALL_PARK_NANOS = 50_000;

    final long masterSeed;
    final long start;
    final long count;
    final LongPredicate skip;
    final long timeBudgetNanos;
    final AtomicLong nextOffset = new AtomicLong();
    final AtomicInteger liveWorkers = new AtomicInteger();
    final AtomicReference<Throwable> workerFailure = new AtomicReference<>();
    final LongAdder stallNanos = new LongAdder();
    /** Maps handed over and not yet taken by the writer. */
    final AtomicLong queuedMaps = new AtomicLong();
    /** Offsets claimed at once: 1 when claims are gated, more for long runs (see {@link Batch}). */
    int block = 1;
    volatile boolean stopping;
    volatile boolean cancelled;
    volatile Thread writer;
    /** Offsets below it may be claimed; null when claims are not gated. Raised by the {@link Batch#stream} consumer. */
    volatile AtomicLong claimLimit;

    RunControl(long masterSeed, long start, long count, LongPredicate skip, long timeBudgetNanos) {
        this.masterSeed = masterSeed;
        this.start = start;
        this.count = count;
        this.skip = skip;
        this.timeBudgetNanos = timeBudgetNanos;
    }

    /** Stops the run: workers abandon their current map and claim no more; wakes the writer. */
    void cancel() {
        cancelled = true;
        stopping = true;
        wakeWriter();
    }

    /** Records a worker's failure (the first one wins) and stops the run. */
    void fail(Throwable t) {
        workerFailure.compareAndSet(null, t);
        stopping = true;
    }

    void wakeWriter() {
        Thread w = writer;
        if (w != null) {
            LockSupport.unpark(w);
        }
    }

    /** What a solve checks each step: the run stopping, or the map's time budget from {@code t0} spent. */
    BooleanSupplier stopCheck(long t0) {
        long budget = timeBudgetNanos;
        return budget == 0 ? () -> stopping : () -> stopping || System.nanoTime() - t0 > budget;
    }

    /** Waits until {@code offset} may be claimed (see {@link Batch#stream}); false if the run stops first. */
    boolean awaitClaim(long offset) {
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

    /** Parks a worker that found the queue full, briefly; false if the run stops first. */
    boolean stall() {
        if (stopping) {
            return false;
        }
        LockSupport.parkNanos(STALL_PARK_NANOS);
        return true;
    }
}
