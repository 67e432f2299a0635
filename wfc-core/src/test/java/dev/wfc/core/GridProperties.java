package dev.wfc.core;

import dev.wfc.core.testkit.Shape;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The grid's neighbour table against the testkit's shape arithmetic, on every topology, periodic per axis or not,
 * masked or not; and every neighbour relation is symmetric through the topology's opposite direction.
 */
class GridProperties {

    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Property(tries = 300, seed = "6")
    void neighborTableMatchesTheShape(@ForAll("topologies") String kind, @ForAll boolean masked, @ForAll long seed) {
        Shape shape = Shape.random(kind, new Random(seed), 7, masked);
        Grid grid = shape.grid();
        int dirs = shape.offsets().length;
        assertEquals(dirs, grid.directions());
        int[] table = grid.neighborTable();
        int existing = 0;
        for (int c = 0; c < shape.cells(); c++) {
            assertEquals(shape.inside(c), grid.exists(c), "cell " + c);
            existing += shape.inside(c) ? 1 : 0;
            for (int d = 0; d < dirs; d++) {
                int n = shape.neighbor(c, d);
                assertEquals(n, table[c * dirs + d], grid + ": cell " + c + " toward " + d);
                assertEquals(shape.opposite(d), grid.opposite(d));
                if (n >= 0) {
                    assertEquals(c, table[n * dirs + grid.opposite(d)], "back from " + n);
                }
            }
        }
        assertEquals(existing, grid.existingCells());
    }
}
