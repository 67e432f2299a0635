package dev.wfc.bitset;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.BitSet;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The wave against one {@link BitSet} per cell as the oracle, under random operation sequences. */
class WaveProperties {

    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 63, 64, 65, 127, 128, 129, 300);
    }

    @Property(tries = 300, seed = "20261130")
    void agreesWithBitSet(@ForAll("tileCounts") int tiles, @ForAll @IntRange(min = 1, max = 5) int cells,
                          @ForAll long seed) {
        Random rnd = new Random(seed);
        Wave wave = new Wave(cells, tiles);
        BitSet[] oracle = new BitSet[cells];
        for (int c = 0; c < cells; c++) {
            oracle[c] = new BitSet(tiles);
        }
        long[] mask = new long[wave.wordsPerCell()];
        for (int step = 0; step < 200; step++) {
            int cell = rnd.nextInt(cells);
            int tile = rnd.nextInt(tiles);
            switch (rnd.nextInt(7)) {
                case 0 -> {
                    wave.set(cell, tile);
                    oracle[cell].set(tile);
                }
                case 1 -> {
                    assertEquals(oracle[cell].get(tile), wave.clear(cell, tile), "clear reports the old bit");
                    oracle[cell].clear(tile);
                }
                case 2 -> {
                    BitSet m = randomBits(rnd, tiles);
                    long[] words = m.toLongArray();
                    java.util.Arrays.fill(mask, 0);
                    System.arraycopy(words, 0, mask, 0, words.length);
                    BitSet before = (BitSet) oracle[cell].clone();
                    oracle[cell].and(m);
                    assertEquals(!before.equals(oracle[cell]), wave.and(cell, mask, 0), "and reports a change");
                }
                case 3 -> {
                    wave.fillCell(cell);
                    oracle[cell].set(0, tiles);
                }
                case 4 -> {
                    int from = rnd.nextInt(tiles + 1);
                    int expected = oracle[cell].nextSetBit(from);
                    assertEquals(expected < tiles ? expected : -1, wave.nextSetBit(cell, from));
                }
                default -> {
                    Wave copy = new Wave(cells, tiles);
                    copy.copyFrom(wave);
                    wave = copy;
                }
            }
            oracle[cell].clear(tiles, Integer.MAX_VALUE);
            for (int c = 0; c < cells; c++) {
                assertEquals(oracle[c].cardinality(), wave.count(c), "count");
                for (int t = 0; t < tiles; t++) {
                    assertEquals(oracle[c].get(t), wave.get(c, t));
                }
            }
        }
    }

    @Property(tries = 50, seed = "7")
    void fillSetsExactlyTheTiles(@ForAll("tileCounts") int tiles) {
        Wave wave = new Wave(3, tiles);
        wave.fill();
        for (int c = 0; c < 3; c++) {
            assertEquals(tiles, wave.count(c));
            assertEquals(-1, wave.nextSetBit(c, tiles));
            assertEquals(tiles - 1, lastSetBit(wave, c));
        }
    }

    private static int lastSetBit(Wave wave, int cell) {
        int last = -1;
        for (int t = wave.nextSetBit(cell, 0); t >= 0; t = wave.nextSetBit(cell, t + 1)) {
            last = t;
        }
        return last;
    }

    private static BitSet randomBits(Random rnd, int tiles) {
        BitSet b = new BitSet(tiles);
        double density = rnd.nextDouble();
        for (int t = 0; t < tiles; t++) {
            if (rnd.nextDouble() < density) {
                b.set(t);
            }
        }
        return b;
    }

    @Property(tries = 1)
    void rejectsBadShapes() {
        for (List<Integer> bad : List.of(List.of(0, 1), List.of(1, 0), List.of(-1, 5))) {
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> new Wave(bad.get(0), bad.get(1)));
        }
    }
}
