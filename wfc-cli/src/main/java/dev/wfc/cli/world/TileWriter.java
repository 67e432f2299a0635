package dev.wfc.cli.world;

import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.MapFormat;
import dev.wfc.corpus.world.WorldDir;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.World;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;

/**
 * The tiles of {@code wfc world --out} made on K threads, each tile whole on one worker: its cells (the world's block
 * cache is shared, so a block two tiles need is solved once), its drawing, its encodings and its files. Manifest lines
 * are appended in row-major order, each once every tile before it is listed, so the directory holds the bytes one
 * thread writes and a killed run lists only complete tiles.
 *
 * <p>Maintainers: a worker claims the next tile the directory does not list, under the lock, and gets sequence
 * number {@code claimed}; claim order is thus manifest order. A finished tile's line waits in {@code lines[s %
 * window]} until every earlier sequence is listed. No worker claims more than {@code window} sequences past the
 * first unlisted one, so at most {@code window} lines wait, and a killed run has at most {@code window} tile files on
 * disk that its manifest does not list (--resume makes them again, the same bytes).
 */
final class TileWriter {
    /** Sequences a worker may run ahead of the first unlisted tile, per thread. */
    private static final int WINDOW_PER_THREAD = 4;

    private final World world;
    private final CorpusJob job;
    /** Tile formats beside the main one. */
    private final Set<MapFormat> extra;
    private final WorldDir dir;
    private final WorldRegion region;
    private final int tileSize;
    private final String extension;
    private final long total;
    private final int threads;
    private final WorldProgress bar;
    private final Object lock = new Object();
    // Guarded by lock:
    private final WorldTiles.Tile[] tiles;
    private final byte[][] lines;
    private long nextIndex;
    private long claimed;
    private long listed;
    private long made;
    private long cells;
    private Throwable failure;

    /**
     * @param job the spec's model, which encodes the {@code extra} formats
     * @param extra tile formats beside the main one, each offered ({@link WorldTiles#extraFormats})
     * @param threads workers, > 0 (checked by the command)
     * @param bar progress, or null; called under the lock
     */
    TileWriter(World world, CorpusJob job, Set<MapFormat> extra, WorldDir dir, WorldRegion region, int tileSize,
               int threads, WorldProgress bar) {
        this.world = world;
        this.job = job;
        this.extra = extra;
        this.dir = dir;
        this.region = region;
        this.tileSize = tileSize;
        this.extension = WorldTiles.extension(world);
        this.total = WorldTiles.count(region, tileSize);
        this.threads = threads;
        this.bar = bar;
        int window = WINDOW_PER_THREAD * threads;
        this.tiles = new WorldTiles.Tile[window];
        this.lines = new byte[window][];
    }

    /** Tiles written by {@link #run} so far. */
    long made() {
        synchronized (lock) {
            return made;
        }
    }

    /** Cells of the tiles written by {@link #run} so far. */
    long cells() {
        synchronized (lock) {
            return cells;
        }
    }

    /**
     * Makes every tile the directory does not list, on the threads given (the caller among them).
     *
     * @throws IOException the first write that failed; tiles listed by then are complete
     */
    void run() throws IOException {
        Thread[] helpers = new Thread[(int) Math.min(threads - 1, total)];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Thread(this::work, "wfc-world-tiles-" + i);
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        work();
        boolean interrupted = false;
        for (Thread t : helpers) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    fail(e);
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable f;
        synchronized (lock) {
            f = failure;
        }
        if (f instanceof UncheckedIOException io) {
            throw io.getCause();
        }
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error e) {
            throw e;
        }
        if (f != null) {
            throw new IllegalStateException("tiles: " + f, f);
        }
    }

    private void work() {
        try {
            for (long s = claim(); s >= 0; s = claim()) {
                WorldTiles.Tile tile = tiles[(int) (s % tiles.length)];
                List<WorldTiles.TileFile> files = WorldTiles.files(world, job, tile, extra, 1);
                for (WorldTiles.TileFile f : files) {
                    dir.writeTile(f);
                }
                finish(s, WorldDir.manifestLine(tile, files));
            }
        } catch (IOException e) {
            fail(new UncheckedIOException(e));
        } catch (RuntimeException | Error | InterruptedException e) {
            fail(e);
        }
    }

    /** The sequence of the next tile to make, its tile in {@code tiles}; -1 when none is left or a worker failed. */
    private long claim() throws InterruptedException {
        synchronized (lock) {
            while (failure == null && claimed - listed >= tiles.length) {
                lock.wait();
            }
            while (nextIndex < total && dir.done(WorldTiles.at(region, tileSize, nextIndex, extension).name())) {
                nextIndex++;
            }
            if (failure != null || nextIndex >= total) {
                return -1;
            }
            long s = claimed++;
            tiles[(int) (s % tiles.length)] = WorldTiles.at(region, tileSize, nextIndex++, extension);
            return s;
        }
    }

    /** Records sequence {@code s} as written, then lists every written tile whose predecessors are all listed. */
    private void finish(long s, byte[] line) throws IOException {
        synchronized (lock) {
            lines[(int) (s % tiles.length)] = line;
            while (listed < claimed && lines[(int) (listed % tiles.length)] != null) {
                int slot = (int) (listed % tiles.length);
                WorldTiles.Tile tile = tiles[slot];
                dir.list(tile, lines[slot]);
                lines[slot] = null;
                listed++;
                made++;
                cells += tile.cells();
                if (bar != null) {
                    bar.update(dir.doneCount(), total, cells);
                }
            }
            lock.notifyAll();
        }
    }

    private void fail(Throwable e) {
        synchronized (lock) {
            if (failure == null) {
                failure = e;
            }
            lock.notifyAll();
        }
    }
}
