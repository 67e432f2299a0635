package dev.wfc.parallel;

import java.io.IOException;
import java.util.Objects;
import java.util.function.Function;

/**
 * A {@link MapSink} whose per-map CPU work (rendering, compressing, hashing) runs on the workers in parallel, so that
 * the one writer thread only writes. {@code encode} runs on the worker that solved the map, concurrently with other
 * calls, so it must be thread-safe; {@code accept} runs on the writer thread, one map at a time, in completion order.
 *
 * @param <T> what a map is encoded to, e.g. the bytes of its files
 */
public interface EncodingSink<T> {
    /** Encodes {@code map} on its worker; an exception stops the batch like a worker failure. */
    T encode(MapResult map);

    /**
     * Takes the map and its encoding on the writer thread. A map counts as done once this returns.
     *
     * @throws IOException to stop the batch: no further map is accepted, and {@link Batch#run} rethrows it
     */
    void accept(MapResult map, T encoded) throws IOException;

    /**
     * A sink of two functions: {@code encoder} on the workers, {@code writer} on the writer thread, e.g.
     * {@code EncodingSink.of(m -> job.png(m.solution()), (m, png) -> Files.write(dir.resolve(m.index() + ".png"), png))}.
     */
    static <T> EncodingSink<T> of(Function<? super MapResult, ? extends T> encoder, Writer<T> writer) {
        Objects.requireNonNull(encoder, "encoder");
        Objects.requireNonNull(writer, "writer");
        return new EncodingSink<>() {
            @Override
            public T encode(MapResult map) {
                return encoder.apply(map);
            }

            @Override
            public void accept(MapResult map, T encoded) throws IOException {
                writer.write(map, encoded);
            }
        };
    }

    /** The writer-thread half of {@link #of}. */
    @FunctionalInterface
    interface Writer<T> {
        /** @throws IOException to stop the batch */
        void write(MapResult map, T encoded) throws IOException;
    }
}
