package dev.wfc.parallel;

/**
 * The maps of one worker's claim of consecutive offsets, with their encodings, handed to the writer in one queue
 * operation: one object and one wake-up of the writer a block, not a map. Filled by one worker, then read by the
 * writer only.
 *
 * @param <T> what a map is encoded to ({@link EncodingSink})
 */
final class Handoff<T> {
    private final MapResult[] maps;
    private final Object[] encoded;
    private int size;

    /** An empty handoff with room for {@code capacity} maps. */
    Handoff(int capacity) {
        maps = new MapResult[capacity];
        encoded = new Object[capacity];
    }

    /** Adds a map; there must be room for it. */
    void add(MapResult map, T encoding) {
        maps[size] = map;
        encoded[size] = encoding;
        size++;
    }

    int size() {
        return size;
    }

    MapResult map(int i) {
        return maps[i];
    }

    @SuppressWarnings("unchecked")
    T encoded(int i) {
        return (T) encoded[i];
    }
}
