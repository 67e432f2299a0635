package dev.wfc.spark;

import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import scala.Function0;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * The world job's tasks as one asynchronous Spark job over contiguous ranges of tiles in row-major order, whose
 * results (each range's manifest lines) reach the driver range by range as the tasks finish, so that the driver can
 * use the tiles before the last task ends ({@link #awaitTiles}: {@code --png} streams its rows as the tiles covering
 * them are written).
 *
 * <p>Maintainers: the result handler runs on Spark's scheduler thread and only stores a result; the driver's thread
 * waits on this object's monitor. {@code done} is the number of leading ranges whose results are in: the tiles
 * before the end of range {@code done - 1} (or before {@code first}, the tiles the job does not make) are in place.
 */
final class TileTasks {
    /** How long the driver waits between checks that the job has not failed, in milliseconds. */
    private static final long POLL_MILLIS = 200;

    private final List<IndexRange> ranges;
    private final long first;
    private final byte[][] results;
    private int done;
    private SimpleFutureAction<BoxedUnit> job;

    private TileTasks(List<IndexRange> ranges, long first) {
        this.ranges = ranges;
        this.first = first;
        this.results = new byte[ranges.size()][];
    }

    /**
     * Starts one task a range of {@code ranges} (contiguous, in order, from tile {@code first}), each running
     * {@code task} on its range; returns at once.
     */
    static TileTasks submit(JavaSparkContext jsc, List<IndexRange> ranges, long first,
                            Function<IndexRange, byte[]> task) {
        TileTasks tasks = new TileTasks(ranges, first);
        List<Object> partitions = new ArrayList<>();
        for (int p = 0; p < ranges.size(); p++) {
            partitions.add(p);
        }
        Function1<Iterator<byte[]>, byte[]> concat = (Function1<Iterator<byte[]>, byte[]> & Serializable)
                TileTasks::concat;
        Function2<Object, byte[], BoxedUnit> handler = (p, lines) -> {
            tasks.arrived((Integer) p, lines);
            return BoxedUnit.UNIT;
        };
        Function0<BoxedUnit> unit = () -> BoxedUnit.UNIT;
        tasks.job = jsc.sc().submitJob(jsc.parallelize(ranges, ranges.size()).map(task).rdd(), concat,
                CollectionConverters.asScala(partitions).toSeq(), handler, unit);
        return tasks;
    }

    /** A partition's results, one a range, in order. */
    private static byte[] concat(Iterator<byte[]> parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        while (parts.hasNext()) {
            all.writeBytes(parts.next());
        }
        return all.toByteArray();
    }

    private synchronized void arrived(int partition, byte[] lines) {
        results[partition] = lines;
        while (done < results.length && results[done] != null) {
            done++;
        }
        notifyAll();
    }

    /** Tiles in place from the first: those before the end of the leading ranges whose tasks are done. */
    private synchronized long tilesDone() {
        return done == 0 ? first : ranges.get(done - 1).start() + ranges.get(done - 1).count();
    }

    /**
     * Blocks until the tiles before {@code end} are in place.
     *
     * @throws IOException if the job failed (its failure as the cause) or was interrupted
     */
    void awaitTiles(long end) throws IOException {
        while (true) {
            synchronized (this) {
                if (tilesDone() >= end) {
                    return;
                }
                if (!job.isCompleted()) {
                    try {
                        wait(POLL_MILLIS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted while waiting for tiles", e);
                    }
                    continue;
                }
            }
            finish(); // throws the job's failure; a job that succeeded has handed every result over
            if (tilesDone() < end) {
                throw new IllegalStateException("tiles: " + tilesDone() + " made (expected: " + end + ")");
            }
        }
    }

    /**
     * Waits for the job's end; the manifest lines of the tiles made, in row-major order.
     *
     * @throws IOException if the job failed, its failure as the cause
     */
    byte[] finish() throws IOException {
        try {
            job.get();
        } catch (SparkException e) {
            // get() wraps the job's failure ("Job aborted due to stage failure: ...") in one of its own.
            Throwable failure = e;
            while (failure.getCause() instanceof SparkException) {
                failure = failure.getCause();
            }
            throw new IOException(failure.getMessage(), e);
        }
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        synchronized (this) {
            for (byte[] r : results) {
                all.writeBytes(r);
            }
        }
        return all.toByteArray();
    }

    /** Cancels the tasks not yet done (after the driver failed). */
    void cancel() {
        job.cancel();
    }
}
