package dev.wfc.core;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The indexed heap against a sorted set of (key, cell) under random inserts, key moves both ways and removals. */
class CellHeapProperties {
    private record Entry(double key, int cell) implements Comparable<Entry> {
        @Override
        public int compareTo(Entry o) {
            int c = Double.compare(key, o.key);
            return c != 0 ? c : Integer.compare(cell, o.cell);
        }
    }

    @Property(tries = 200, seed = "11")
    void agreesWithSortedReference(@ForAll @IntRange(min = 1, max = 300) int cells, @ForAll long seed) {
        Random rnd = new Random(seed);
        CellHeap heap = new CellHeap(cells);
        TreeSet<Entry> ref = new TreeSet<>();
        double[] keys = new double[cells];
        boolean[] in = new boolean[cells];
        // Few distinct keys make ties common, so the index tie-break is exercised.
        int distinct = 1 + rnd.nextInt(8);
        int batch = rnd.nextInt(cells + 1);
        for (int c = 0; c < batch; c++) {
            keys[c] = rnd.nextInt(distinct);
            in[c] = true;
            heap.append(c, keys[c]);
            ref.add(new Entry(keys[c], c));
        }
        heap.heapify();
        for (int step = 0; step < 1000; step++) {
            int c = rnd.nextInt(cells);
            if (rnd.nextInt(4) == 0) {
                heap.remove(c);
                if (in[c]) {
                    ref.remove(new Entry(keys[c], c));
                    in[c] = false;
                }
            } else {
                if (in[c]) {
                    ref.remove(new Entry(keys[c], c));
                }
                keys[c] = rnd.nextBoolean() ? rnd.nextInt(distinct) : rnd.nextDouble() * distinct;
                in[c] = true;
                ref.add(new Entry(keys[c], c));
                heap.update(c, keys[c]);
            }
            assertEquals(ref.size(), heap.size());
            assertEquals(ref.isEmpty() ? -1 : ref.first().cell(), heap.peek());
            assertEquals(in[c], heap.contains(c));
        }
        while (!ref.isEmpty()) {
            Entry e = ref.pollFirst();
            assertEquals(e.cell(), heap.peek());
            heap.remove(e.cell());
        }
        assertEquals(-1, heap.peek());
    }
}
