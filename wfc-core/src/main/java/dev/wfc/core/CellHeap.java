package dev.wfc.core;

/**
 * An indexed binary min-heap of cells keyed by a double; ties go to the lower cell index, so the order is total and
 * the minimum unique. Keys may move in both directions ({@link #update}). O(log n) update and remove, O(1) peek,
 * O(n) {@link #heapify()}.
 *
 * <p>Invariants: {@code heap[0 .. size)} holds the cells; {@code pos[heap[i]] == i}; {@code pos[c] == -1} for a
 * cell not in the heap; every parent is less than its children under {@link #less}.
 */
final class CellHeap {
    private final int[] heap;
    private final int[] pos;
    private final double[] key;
    private int size;

    CellHeap(int cells) {
        this.heap = new int[cells];
        this.pos = new int[cells];
        this.key = new double[cells];
        java.util.Arrays.fill(pos, -1);
    }

    int size() {
        return size;
    }

    boolean contains(int cell) {
        return pos[cell] >= 0;
    }

    double key(int cell) {
        return key[cell];
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
        key[cell] = k;
        pos[cell] = size;
        heap[size++] = cell;
    }

    void heapify() {
        for (int i = (size >>> 1) - 1; i >= 0; i--) {
            siftDown(i);
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
            key[cell] = k;
            pos[cell] = size;
            heap[size++] = cell;
            siftUp(size - 1);
            return;
        }
        double old = key[cell];
        key[cell] = k;
        if (k < old) {
            siftUp(i);
        } else if (k > old) {
            siftDown(i);
        }
    }

    /** Removes {@code cell} if present. */
    void remove(int cell) {
        int i = pos[cell];
        if (i < 0) {
            return;
        }
        pos[cell] = -1;
        int last = heap[--size];
        if (i == size) {
            return;
        }
        heap[i] = last;
        pos[last] = i;
        siftDown(i);
        if (heap[i] == last) {
            siftUp(i);
        }
    }

    private boolean less(int a, int b) {
        double ka = key[a];
        double kb = key[b];
        return ka < kb || (ka == kb && a < b);
    }

    private void siftUp(int i) {
        int cell = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            int p = heap[parent];
            if (!less(cell, p)) {
                break;
            }
            heap[i] = p;
            pos[p] = i;
            i = parent;
        }
        heap[i] = cell;
        pos[cell] = i;
    }

    private void siftDown(int i) {
        int cell = heap[i];
        int half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int c = heap[child];
            int right = child + 1;
            if (right < size && less(heap[right], c)) {
                child = right;
                c = heap[child];
            }
            if (!less(c, cell)) {
                break;
            }
            heap[i] = c;
            pos[c] = i;
            i = child;
        }
        heap[i] = cell;
        pos[cell] = i;
    }
}
