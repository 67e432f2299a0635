package dev.wfc.parallel;

import java.io.IOException;

/**
 * Receives the finished maps of a batch, one at a time, on the batch's single writer thread, in completion order
 * (not index order). A map counts as done once {@code accept} returns.
 */
@FunctionalInterface
public interface MapSink {
    /**
     * @throws IOException to stop the batch: no further map is accepted, and {@link Batch#run} rethrows it
     */
    void accept(MapResult map) throws IOException;
}
