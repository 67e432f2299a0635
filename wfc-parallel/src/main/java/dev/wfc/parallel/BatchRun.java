package dev.wfc.parallel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A batch running on threads of its own ({@link Batch#start}): cancel it, wait for it with a timeout, and read its
 * statistics once it has ended. Safe to use from any thread.
 */
public final class BatchRun {
    private final Batch batch;
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile BatchStats stats;
    private volatile Throwable failure;

    BatchRun(Batch batch) {
        this.batch = batch;
    }

    /** Runs the batch on the calling thread (its writer thread), then {@code after}; called once. */
    void finish(Callable<BatchStats> run, Runnable after) {
        try {
            stats = run.call();
        } catch (Throwable t) {
            failure = t;
        } finally {
            ended.countDown();
            after.run();
        }
    }

    /**
     * Stops the run: workers abandon their current map and claim no more, maps already finished are still handed
     * to the sink. Returns at once; {@link #await} tells when it has ended.
     */
    public void cancel() {
        batch.cancel();
    }

    /**
     * Waits until the run has ended (every map handed over, cancelled, or failed), at most {@code timeout}.
     *
     * @return whether it has ended
     * @throws InterruptedException if the waiting thread is interrupted (the run goes on)
     */
    public boolean await(Duration timeout) throws InterruptedException {
        return ended.await(Objects.requireNonNull(timeout, "timeout").toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Whether the run has ended. */
    public boolean isDone() {
        return ended.getCount() == 0;
    }

    /**
     * The statistics of the ended run.
     *
     * @throws IllegalStateException if it has not ended yet
     * @throws UncheckedIOException wrapping the sink's exception, if it threw one
     * @throws RuntimeException the worker's or sink's failure, as thrown
     */
    public BatchStats stats() {
        if (!isDone()) {
            throw new IllegalStateException("stats: the run has not ended (expected: await() first)");
        }
        rethrowFailure();
        return stats;
    }

    /** Throws the run's failure, if it ended with one. */
    void rethrowFailure() {
        Throwable t = failure;
        if (t instanceof IOException e) {
            throw new UncheckedIOException(e);
        }
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
        if (t != null) {
            throw new IllegalStateException(t);
        }
    }

    /** Waits for the end without giving up on an interrupt (which is kept for the caller). */
    void awaitEnd() {
        boolean interrupted = false;
        while (true) {
            try {
                ended.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
