package dev.wfc.core.topo;

import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.testkit.Shape;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** {@link GridWalks} against the testkit's own coordinates and offsets ({@link Shape}), on every topology. */
class GridWalksProperties {
    @Provide
    Arbitrary<String> topologies() {
        return Arbitraries.of("square", "hex", "cube");
    }

    @Property(tries = 60, seed = "5")
    void walksAgreeWithOwnArithmetic(@ForAll("topologies") String topology, @ForAll boolean masked,
                                     @ForAll long seed) {
        Random rnd = new Random(seed);
        Shape shape = Shape.random(topology, rnd, 6, masked);
        Grid grid = shape.grid();
        int w = shape.width();
        int h = shape.height();
        int layer = w * h;
        boolean cube = topology.equals("cube");
        int y = rnd.nextInt(h);
        int[] row = GridWalks.row(grid, y, "row");
        assertEquals(w * shape.depth(), row.length);
        for (int i = 0; i < row.length; i++) {
            assertEquals(i % w + y * w + i / w * layer, row[i], "row " + y + " cell " + i);
        }
        int x = rnd.nextInt(w);
        int[] column = GridWalks.column(grid, x, y);
        for (int z = 0; z < shape.depth(); z++) {
            assertEquals(x + y * w + z * layer, column[z]);
        }
        int z = rnd.nextInt(shape.depth());
        assertEquals(x + y * w + z * layer, cube ? GridWalks.cell(grid, x, y, z, "pin") : GridWalks.cell(grid, x, y,
                "pin"));
        for (int c = 0; c < shape.cells(); c++) {
            for (int d = 0; d < shape.offsets().length; d++) {
                int[] o = shape.offsets()[d];
                int nx = c % w + o[0];
                int ny = c / w % h + o[1];
                int nz = c / layer + o[2];
                boolean out = nx < 0 || ny < 0 || nz < 0 || nx >= w || ny >= h || nz >= shape.depth();
                assertEquals(out, GridWalks.leavesBox(grid, c, d), shape.kind() + " cell " + c + " direction " + d);
            }
        }
    }

    @Example
    void cellsOutsideTheBoxAreRefusedNamingThem() {
        Grid square = new Grid(4, 3, false);
        Grid cube = Grid.builder(Topology.CUBE).size(4, 3).depth(2).build();
        assertEquals("pin (4, 0): outside the 4x3 grid",
                assertThrows(WfcInputException.class, () -> GridWalks.cell(square, 4, 0, "pin")).getMessage());
        assertEquals("row (0, 3): outside the 4x3 grid",
                assertThrows(WfcInputException.class, () -> GridWalks.row(square, 3, "row")).getMessage());
        assertEquals("row (0, -1, 0): outside the 4x3x2 grid",
                assertThrows(WfcInputException.class, () -> GridWalks.row(cube, -1, "row")).getMessage());
        assertEquals("mask: 4x4 (expected: the 4x3 grid)", assertThrows(WfcInputException.class,
                () -> GridWalks.requireLayerSize(square, 4, 4, "mask")).getMessage());
        assertArrayEquals(new int[] {5, 17}, GridWalks.column(cube, 1, 1));
    }
}
