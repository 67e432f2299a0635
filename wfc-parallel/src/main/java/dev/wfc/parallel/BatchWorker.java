package dev.wfc.parallel;

import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.Status;
import org.jctools.queues.atomic.MpscAtomicArrayQueue;

/**
 * One worker of a batch: claims {@link RunControl#block} offsets at a time, skips the indices the skip predicate
 * names, solves the others with the solver it owns (reset by copying, never rebuilt), encodes each
 * ({@link EncodingSink#encode}, so rendering and compression scale with the workers), and hands the claim's maps to
 * the writer in one {@link Handoff}.
 *
 * <p>Maintainers: the queue is bounded; when it is full the worker parks briefly and retries, which is the
 * backpressure that keeps memory flat when writing is slower than solving. A worker offers before it counts itself
 * out, so the writer's final drain misses nothing. A map cancelled by a stop is dropped, never handed over; the maps
 * of the claim finished before it are offered once more, and dropped too if the queue is full. A map over its time
 * budget is stopped like a cancelled one, but handed over.
 */
final class BatchWorker<T> implements Runnable {
    private final RunControl run;
    private final Solver solver;
    private final EncodingSink<T> sink;
    private final MpscAtomicArrayQueue<Handoff<T>> queue;

    BatchWorker(RunControl run, Solver solver, EncodingSink<T> sink, MpscAtomicArrayQueue<Handoff<T>> queue) {
        this.run = run;
        this.solver = solver;
        this.sink = sink;
        this.queue = queue;
    }

    @Override
    public void run() {
        RunControl c = run;
        int block = c.block;
        try {
            while (!c.stopping) {
                long first = c.nextOffset.getAndAdd(block);
                if (first >= c.count || first < 0) {
                    return;
                }
                Handoff<T> claim = new Handoff<>(block);
                boolean stopped = solve(first, Math.min(c.count, first + block), claim);
                if (claim.size() > 0 && !handOver(claim) || stopped) {
                    return;
                }
            }
        } catch (Throwable t) {
            c.fail(t);
        } finally {
            c.liveWorkers.decrementAndGet();
            c.wakeWriter();
        }
    }

    /** Solves offsets {@code first .. end - 1} into {@code claim}; true if the run stopped before the last. */
    private boolean solve(long first, long end, Handoff<T> claim) {
        RunControl c = run;
        for (long offset = first; offset < end; offset++) {
            if (!c.awaitClaim(offset)) {
                return true;
            }
            long index = c.start + offset;
            if (c.skip.test(index)) {
                continue;
            }
            long t0 = System.nanoTime();
            Solution s = solver.solve(Seeds.map(c.masterSeed, index), c.stopCheck(t0));
            if (s.status() == Status.CANCELLED && c.stopping) {
                return true;
            }
            MapResult result = new MapResult(index, s, System.nanoTime() - t0);
            claim.add(result, sink.encode(result));
        }
        return false;
    }

    /** Offers until there is room, then wakes the writer; false if the run stops first. */
    private boolean handOver(Handoff<T> claim) {
        RunControl c = run;
        if (!queue.offer(claim)) {
            long t0 = System.nanoTime();
            do {
                if (!c.stall()) {
                    return false;
                }
            } while (!queue.offer(claim));
            c.stallNanos.add(System.nanoTime() - t0);
        }
        c.queuedMaps.addAndGet(claim.size());
        c.wakeWriter();
        return true;
    }
}
