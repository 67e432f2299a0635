package dev.wfc.parallel;

import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import org.jctools.queues.atomic.MpscAtomicArrayQueue;

import java.io.IOException;
import java.util.concurrent.locks.LockSupport;

/**
 * The writer's loop of a batch and its statistics: takes the workers' {@link Handoff}s from the queue and gives each
 * map to the sink, then to the listener and the progress listener. Runs on one thread only.
 *
 * <p>Maintainers: the writer polls, parks when the queue is empty until it is woken, and stops once every worker has
 * exited and the queue is drained. Workers wake it after each handoff and when they exit, {@link RunControl#cancel}
 * when the run is cancelled; a wake-up that comes before the park makes the park return at once, so none is lost.
 * It used to wake every millisecond as well: at 4 ms a map and 16 maps a handoff, some 60 wake-ups for nothing per
 * handoff. An interrupt of the writer cancels the run.
 */
final class BatchWriter<T> {
    private final RunControl run;
    private final EncodingSink<T> sink;
    private final MapListener listener;
    private final ProgressListener progress;
    private final long total;
    private final long startNanos;
    final LatencyHistogram times = new LatencyHistogram();
    long maps;
    long solved;
    long failed;
    long attempts;
    long busyNanos;
    int maxDepth;

    /**
     * @param total the maps the run is to solve, for the progress listener
     * @param listener may be null
     * @param progress may be null
     */
    BatchWriter(RunControl run, EncodingSink<T> sink, MapListener listener, ProgressListener progress, long total,
                long startNanos) {
        this.run = run;
        this.sink = sink;
        this.listener = listener;
        this.progress = progress;
        this.total = total;
        this.startNanos = startNanos;
    }

    /** Writes every map handed over until the workers have exited and the queue is empty. */
    void drain(MpscAtomicArrayQueue<Handoff<T>> queue) throws IOException {
        RunControl c = run;
        while (true) {
            long depth = c.queuedMaps.get();
            Handoff<T> h = queue.poll();
            if (h == null) {
                if (c.liveWorkers.get() > 0) {
                    LockSupport.park(this);
                    if (Thread.interrupted()) {
                        c.cancel();
                    }
                    continue;
                }
                h = queue.poll();
                if (h == null) {
                    return;
                }
            }
            maxDepth = (int) Math.max(maxDepth, depth);
            c.queuedMaps.addAndGet(-h.size());
            for (int i = 0; i < h.size(); i++) {
                accept(h.map(i), h.encoded(i));
            }
        }
    }

    private void accept(MapResult r, T encoded) throws IOException {
        long t0 = System.nanoTime();
        sink.accept(r, encoded);
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
