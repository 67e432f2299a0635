package dev.wfc.spark;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldTiles;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/**
 * A square world's picture from its tiles, on the driver: each row of tiles is read back, decoded and packed into the
 * PNG's row bytes on a few threads, a tile each, while one more thread compresses the row before it.
 * The one zlib stream is the only serial part: it must be, for the bytes to be {@code wfc world --png}'s (a deflate
 * stream's bytes depend on all its input before them, its 32 KiB window of back-references and its block bounds;
 * independently compressed strips would be another, if valid, PNG). Memory: two rows of tiles' pixels, the one
 * compressed and the one packed (or waiting to be handed over), 4 bytes a pixel.
 */
final class TileRows {
    /** How long the calling thread offers a row before it checks that the compressing thread has not failed. */
    private static final long HAND_MILLIS = 100;
    /** How long a failed picture waits for the compressing thread to finish its row before it closes the writer. */
    private static final long STOP_SECONDS = 60;

    private final FileSystem fs;
    private final Path out;
    private final WorldRegion region;
    private final int tileSize;
    private final int scale;
    private final String extension;

    TileRows(FileSystem fs, Path out, WorldRegion region, int tileSize, int scale, String extension) {
        this.fs = fs;
        this.out = out;
        this.region = region;
        this.tileSize = tileSize;
        this.scale = scale;
        this.extension = extension;
    }

    /**
     * Writes every row of tiles into {@code writer}, in order, each once {@code written} says its tiles are in place:
     * the calling thread waits for the tasks and hands each row's tiles to {@code threads} packing threads, one more
     * thread compresses the rows as they are packed, so a row is compressed while the next is read and packed, and
     * without waiting for the tasks to write the next.
     *
     * @throws IOException if a tile cannot be read or is not the size the region says, or the writer fails
     */
    void write(PngStreamWriter writer, WorldPicture.Written written, int threads) throws IOException {
        long columns = (region.width() + (long) tileSize - 1) / tileSize;
        long tiles = WorldTiles.count(region, tileSize);
        ExecutorService packing = Executors.newFixedThreadPool(threads, TileRows::daemon);
        ExecutorService compressing = Executors.newSingleThreadExecutor(TileRows::daemon);
        SynchronousQueue<Row> handed = new SynchronousQueue<>();
        try {
            Future<?> compressed = compressing.submit(() -> {
                for (long first = 0; first < tiles; first += columns) {
                    Row row = handed.take();
                    writer.writeRows(row.await(), row.height);
                }
                return null;
            });
            for (long first = 0; first < tiles; first += columns) {
                written.await(first + columns);
                Row row = new Row(first, columns, packing);
                while (!handed.offer(row, HAND_MILLIS, TimeUnit.MILLISECONDS)) {
                    if (compressed.isDone()) {
                        break; // it failed: get() below says why
                    }
                }
                if (compressed.isDone()) {
                    break;
                }
            }
            get(compressed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while handing rows over");
        } finally {
            packing.shutdownNow();
            compressing.shutdownNow();
            stopped(compressing); // after a failure here, the caller closes the writer: not while it compresses
        }
    }

    /** Waits for {@code threads} to end (a row's compression, at most), keeping an interrupt for the caller. */
    private static void stopped(ExecutorService threads) {
        try {
            threads.awaitTermination(STOP_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Thread daemon(Runnable r) {
        Thread t = new Thread(r, "wfc-png-rows");
        t.setDaemon(true);
        return t;
    }

    /** Waits for {@code f}, throwing what it threw: an I/O failure as itself. */
    private static void get(Future<?> f) throws IOException {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing the picture");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof UncheckedIOException u ? u.getCause() : e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            throw new IOException(String.valueOf(cause.getMessage()), cause);
        }
    }

    /** A row of tiles being packed: its bytes, its height in pixels and a future a tile. */
    private final class Row {
        final byte[] packed;
        final int height;
        final List<Future<?>> tiles = new ArrayList<>();

        /**
         * Starts packing the {@code columns} tiles from tile {@code first} on {@code pool}.
         *
         * @throws IOException if the row's bytes exceed an array's
         */
        Row(long first, long columns, ExecutorService pool) throws IOException {
            int rowBytes = 1 + 4 * region.width() * scale;
            height = WorldTiles.at(region, tileSize, first, extension).height() * scale;
            if ((long) rowBytes * height > Integer.MAX_VALUE - 8) {
                throw new IOException("--tile-size: " + tileSize + " makes a row of tiles of "
                        + (long) rowBytes * height + " bytes (expected: at most " + (Integer.MAX_VALUE - 8) + "; choose a smaller tile size)");
            }
            packed = new byte[rowBytes * height]; // filter type bytes: 0
            for (long i = first; i < first + columns; i++) {
                WorldTiles.Tile tile = WorldTiles.at(region, tileSize, i, extension);
                tiles.add(pool.submit(() -> {
                    pack(tile, rowBytes);
                    return null;
                }));
            }
        }

        /** Reads and decodes {@code tile}, then packs its pixels into its place in each row. */
        private void pack(WorldTiles.Tile tile, int rowBytes) {
            try {
                Image image = Png.decode(CorpusFiles.read(fs, new Path(out, tile.name())), tile.name());
                if (image.width() != tile.width() * scale || image.height() != height) {
                    throw new IOException(tile.name() + ": " + image.width() + "x" + image.height() + " pixels "
                            + "(expected: " + tile.width() * scale + "x" + height + ")");
                }
                int at = 1 + 4 * (int) ((tile.x() - region.x()) * scale);
                for (int y = 0; y < height; y++) {
                    PngStreamWriter.pack(image.argb(), y * image.width(), image.width(), packed, at + y * rowBytes);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The packed rows, once every tile is in place. */
        byte[] await() throws IOException {
            for (Future<?> f : tiles) {
                get(f);
            }
            return packed;
        }
    }
}
