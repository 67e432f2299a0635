package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.topo.Topology;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The ground of a {@link GridOverlappingModel}: the patterns read at the sample's bottom hold the bottom of a map
 * (layer z = 0 on the cube, the last row y = height - 1 on the hexagon and the square) and no other cell.
 *
 * @param ground the ids of the bottom patterns, ascending
 * @param above every other id, ascending
 */
record PatternGround(int[] ground, int[] above) {
    /** The ground of {@code patterns} patterns whose bottom ones are {@code ground} (ascending). O(T log T). */
    static PatternGround of(int[] ground, int patterns) {
        return new PatternGround(ground, IntStream.range(0, patterns)
                .filter(t -> Arrays.binarySearch(ground, t) < 0).toArray());
    }

    /** Restricts every existing cell of {@code grid} to the bottom patterns on the bottom, to the others elsewhere. */
    void apply(SolverBuilder b, Grid grid, Topology topology) {
        for (int c = 0; c < grid.cells(); c++) {
            if (grid.exists(c)) {
                boolean base = topology == Topology.CUBE ? grid.z(c) == 0 : grid.y(c) == grid.height() - 1;
                b.restrict(c, base ? ground : above);
            }
        }
    }
}
