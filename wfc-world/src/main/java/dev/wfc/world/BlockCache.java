package dev.wfc.world;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Function;

/**
 * A bounded cache of blocks, least recently used first out, that computes each missing block once even when several
 * threads ask for it at the same time: the first asker runs the computation outside the lock, later askers wait for
 * it. A block's computation may ask for blocks of lower layers (never of its own or higher ones), so waits form no
 * cycle. An evicted block is simply computed again when asked for: blocks are pure functions of their key.
 *
 * <p>Maintainers: the lock guards only the map (O(1) a lookup); an entry is a {@link FutureTask}, so that its value
 * is published safely to every waiter.
 */
final class BlockCache {
    private final int capacity;
    private final Map<BlockKey, FutureTask<Block>> map;

    /** @param capacity blocks kept at most, > 0 (checked by the world's builder) */
    BlockCache(int capacity) {
        this.capacity = capacity;
        this.map = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<BlockKey, FutureTask<Block>> eldest) {
                return size() > BlockCache.this.capacity;
            }
        };
    }

    /** The block of {@code key}, computed by {@code compute} unless cached or under way on another thread. */
    Block get(BlockKey key, Function<BlockKey, Block> compute) {
        FutureTask<Block> task;
        boolean mine = false;
        synchronized (map) {
            task = map.get(key);
            if (task == null) {
                task = new FutureTask<>(() -> compute.apply(key));
                map.put(key, task);
                mine = true;
            }
        }
        if (mine) {
            task.run();
        }
        try {
            return task.get();
        } catch (ExecutionException e) {
            synchronized (map) {
                map.remove(key, task);
            }
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("block " + key + ": " + cause, cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while waiting for block " + key);
        }
    }

    /** Blocks held now. */
    int size() {
        synchronized (map) {
            return map.size();
        }
    }
}
