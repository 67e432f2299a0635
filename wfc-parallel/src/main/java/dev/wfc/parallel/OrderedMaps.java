package dev.wfc.parallel;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The reorder buffer behind {@link Batch#stream}: the writer puts each finished map in its slot, the consumer takes
 * them in index order.
 *
 * <p>Maintainers: a ring of {@code window} slots indexed by offset modulo {@code window}. The batch lets workers
 * claim only offsets below {@code next + window} ({@link Batch#raiseClaimLimit}), so the maps present always have
 * distinct slots and at most {@code window} are held. The writer and the consumer meet under one lock; the consumer
 * waits on a condition signalled by each arrival and by the run's end, so nothing polls.
 */
final class OrderedMaps implements MapSink {
    private final Batch batch;
    private final long start;
    private final long count;
    private final int window;
    private final MapResult[] ring;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    /** Offset the consumer takes next; consumer thread only. */
    private long next;
    /** Set under the lock once the run has ended. */
    private boolean ended;

    OrderedMaps(Batch batch, long start, long count, int window) {
        this.batch = batch;
        this.start = start;
        this.count = count;
        this.window = window;
        this.ring = new MapResult[window];
    }

    @Override
    public void accept(MapResult map) {
        lock.lock();
        try {
            ring[(int) ((map.index() - start) % window)] = map;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Told by the writer thread once the run has ended, successfully or not. */
    void runEnded() {
        lock.lock();
        try {
            ended = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The maps of {@code run} in index order; closing the stream cancels the run and waits for its end. */
    Stream<MapResult> stream(BatchRun run) {
        Iterator<MapResult> it = new Iterator<>() {
            private MapResult taken;

            @Override
            public boolean hasNext() {
                if (taken == null && next < count) {
                    taken = take(run);
                }
                return taken != null;
            }

            @Override
            public MapResult next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                MapResult r = taken;
                taken = null;
                return r;
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED
                        | Spliterator.NONNULL), false)
                .onClose(() -> {
                    run.cancel();
                    run.awaitEnd();
                });
    }

    /** The map at offset {@code next}, waiting for it; null if the run ended without it (it was cancelled). */
    private MapResult take(BatchRun run) {
        int slot = (int) (next % window);
        lock.lock();
        try {
            while (ring[slot] == null) {
                if (ended) {
                    run.rethrowFailure();
                    return null;
                }
                changed.awaitUninterruptibly();
            }
            MapResult r = ring[slot];
            ring[slot] = null;
            next++;
            batch.raiseClaimLimit(next + window);
            return r;
        } finally {
            lock.unlock();
        }
    }
}
