package dev.wfc.parallel;

import java.io.IOException;
import java.time.Duration;
import java.util.stream.Stream;

/**
 * A range of a {@link WfcJob}'s maps, from {@link WfcJob#batch}: set the threads and budgets, then run it as an
 * index-ordered stream, asynchronously or blocking. Each setter validates its argument and may be called once; one
 * run per batch. Map {@code i} is {@code job.map(masterSeed, i)} whatever the thread count.
 *
 * <pre>{@code
 * try (Stream<MapResult> maps = job.batch(42, 0, 1000).threads(4).stream()) {
 *     maps.forEach(m -> System.out.println(m.index() + " " + m.solution().status()));
 * }
 * }</pre>
 */
public final class MapBatch {
    private final Batch.Builder builder;

    MapBatch(Batch.Builder builder) {
        this.builder = builder;
    }

    /** Worker threads; default all processors. @throws dev.wfc.core.WfcInputException if not positive */
    public MapBatch threads(int threads) {
        builder.threads(threads);
        return this;
    }

    /**
     * Finished maps that may wait for the writer, and so the reordering window of a {@link #stream()}: the most
     * maps it solves ahead of its consumer. Default 4 per thread, at least 4. On a long run (not a stream) each worker
     * hands its maps over in blocks of up to 16 consecutive indices, all workers' blocks together at most half this
     * capacity.
     *
     * @throws dev.wfc.core.WfcInputException outside 2..2^20
     */
    public MapBatch queueCapacity(int maps) {
        builder.queueCapacity(maps);
        return this;
    }

    /**
     * The time one map may take; a map that takes longer is handed over unfinished with status
     * {@link dev.wfc.core.Status#CANCELLED}, and the batch goes on. Default none (a step budget is the job's
     * {@link JobBuilder#stepLimit}). @throws dev.wfc.core.WfcInputException if not positive
     */
    public MapBatch timeBudget(Duration perMap) {
        builder.timeBudget(perMap);
        return this;
    }

    /** Told of every finished map, on the writer thread, in completion order; must be quick. */
    public MapBatch listener(MapListener listener) {
        builder.listener(listener);
        return this;
    }

    /** Told the counts after every finished map, on the writer thread. */
    public MapBatch progress(ProgressListener progress) {
        builder.progress(progress);
        return this;
    }

    /**
     * The maps in index order, solved as the stream is consumed, at most {@link #queueCapacity} ahead of it. Close the
     * stream (try-with-resources): closing cancels the workers and waits for them.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map
     */
    public Stream<MapResult> stream() {
        return builder.build().stream();
    }

    /**
     * Starts the batch on threads of its own and returns at once; {@code sink} gets every map on one writer thread,
     * in completion order. See {@link BatchRun} to cancel and wait.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map (before any thread is started)
     */
    public BatchRun start(MapSink sink) {
        return builder.build().start(sink);
    }

    /** {@link #start(MapSink)} with each map encoded on its worker first ({@link EncodingSink#of}). */
    public <T> BatchRun start(EncodingSink<T> sink) {
        return builder.build().start(sink);
    }

    /**
     * Runs the batch on the calling thread, which becomes the writer; returns when every map has been handed over.
     *
     * @throws IOException the first exception of {@code sink}, after the workers have stopped
     * @throws dev.wfc.core.NoMapPossibleException if the job admits no map
     */
    public BatchStats run(MapSink sink) throws IOException {
        return builder.build().run(sink);
    }

    /** {@link #run(MapSink)} with each map encoded on its worker first ({@link EncodingSink#of}). */
    public <T> BatchStats run(EncodingSink<T> sink) throws IOException {
        return builder.build().run(sink);
    }
}
