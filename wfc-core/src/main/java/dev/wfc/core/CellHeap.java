package dev.wfc.core;

/**
 * An indexed 4-ary min-heap of cells keyed by a double; ties go to the lower cell index, so the order is total and
 * the minimum unique (whatever the heap's shape, {@link #peek()} answers the same). Keys may move in both directions
 * ({@link #update}). O(log n) update and remove, O(1) peek, O(n) {@link #heapify()}.
 *
 * <p>Invariants: {@code heap[0 .. size)} holds the cells and {@code keys[i]} the key of {@code heap[i]} (keys sit by
 * heap position, so a sift reads them sequentially instead of jumping through the cell range); {@code pos[heap[i]]
 * == i}; {@code pos[c] == -1} for a cell not in the heap; the children of position i are {@code 4i + 1 .. 4i + 4},
 * and every parent is less than its children in (key, cell) order. Four children a node halve the levels a key
 * moves up through, the common move (a cell's key mostly falls as it loses tiles), and a node's children share a
 * cache line or two. Measured against the binary heap (median CPU of 21 attempts, two interleaved rounds at load
 * 24, the 4-ary build also carrying an undo-log change later undone as slower alone): wrinkles 128x128
 * (T = 51), where the heap held about a quarter of the samples, 21.7 / 22.5 -> 18.8 / 19.0 ms.
 */
final class CellHeap {
    private final int[] heap;
    private final int[] pos;
    private final double[] keys;
    private int size;

    CellHeap(int cells) {
        this.heap = new int[cells];
        this.pos = new int[cells];
        this.keys = new double[cells];
        java.util.Arrays.fill(pos, -1);
    }

    int size() {
        return size;
    }

    boolean contains(int cell) {
        return pos[cell] >= 0;
    }

    /** Empties the heap. O(size). */
    void clear() {
        for (int i = 0; i < size; i++) {
            pos[heap[i]] = -1;
        }
        size = 0;
    }

    /** Appends without restoring order; call {@link #heapify()} after a batch of these. */
    void append(int cell, double k) {
        keys[size] = k;
        pos[cell] = size;
        heap[size++] = cell;
    }

    void heapify() {
        for (int i = size < 2 ? -1 : (size - 2) >>> 2; i >= 0; i--) {
            siftDown(i, heap[i], keys[i]);
        }
    }

    /** The cell with the least key, or -1 if empty. */
    int peek() {
        return size == 0 ? -1 : heap[0];
    }

    /** Inserts {@code cell} or moves it to key {@code k}. */
    void update(int cell, double k) {
        int i = pos[cell];
        if (i < 0) {
            siftUp(size++, cell, k);
            return;
        }
        double old = keys[i];
        if (k < old) {
            siftUp(i, cell, k);
        } else if (k > old) {
            siftDown(i, cell, k);
        }
    }

    /** Removes {@code cell} if present. */
    void remove(int cell) {
        int i = pos[cell];
        if (i < 0) {
            return;
        }
        pos[cell] = -1;
        int lastIndex = --size;
        if (i == lastIndex) {
            return;
        }
        int last = heap[lastIndex];
        double k = keys[lastIndex];
        siftDown(i, last, k);
        if (heap[i] == last) {
            siftUp(i, last, k);
        }
    }

    private static boolean less(double ka, int a, double kb, int b) {
        return ka < kb || (ka == kb && a < b);
    }

    /** Places {@code cell} with key {@code k} at hole {@code i} or above. */
    private void siftUp(int i, int cell, double k) {
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            int p = heap[parent];
            double pk = keys[parent];
            if (!less(k, cell, pk, p)) {
                break;
            }
            heap[i] = p;
            keys[i] = pk;
            pos[p] = i;
            i = parent;
        }
        heap[i] = cell;
        keys[i] = k;
        pos[cell] = i;
    }

    /** Places {@code cell} with key {@code k} at hole {@code i} or below. */
    private void siftDown(int i, int cell, double k) {
        final int n = size;
        while (true) {
            int first = 4 * i + 1;
            if (first >= n) {
                break;
            }
            int child = first;
            int c = heap[first];
            double ck = keys[first];
            for (int j = first + 1, end = Math.min(first + 4, n); j < end; j++) {
                if (less(keys[j], heap[j], ck, c)) {
                    child = j;
                    c = heap[j];
                    ck = keys[j];
                }
            }
            if (!less(ck, c, k, cell)) {
                break;
            }
            heap[i] = c;
            keys[i] = ck;
            pos[c] = i;
            i = child;
        }
        heap[i] = cell;
        keys[i] = k;
        pos[cell] = i;
    }
}
