package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.TileSides;
import dev.wfc.core.topo.Topology;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Tile exits of an edged path stated by tile name, as {@link dev.wfc.core.Constraint#edgedPath(int[])} takes them:
 * direction bits by tile id. Sides are given as {@link Steering.Edge}s (the square's and the cube's) or directly as
 * bits of the grid's directions ({@link TileSides} names them on every topology).
 */
final class ExitBits {
    private ExitBits() {
    }

    /**
     * Bits of the square's and the cube's directions: left 0, bottom 1, right 2, top 3, above 4, below 5; every edge
     * at once (as {@code all} names them) is -1, every direction of whatever grid.
     */
    static Map<String, Integer> ofEdges(Map<String, Set<Steering.Edge>> exits) {
        Map<String, Integer> bits = new LinkedHashMap<>();
        exits.forEach((name, edges) -> {
            int b = 0;
            for (Steering.Edge edge : edges) {
                b |= 1 << BorderArea.direction(Topology.CUBE, edge); // the square's four are the cube's first
            }
            bits.put(name, edges.size() == Steering.Edge.values().length ? -1 : b);
        });
        return bits;
    }

    /** @throws IllegalArgumentException on a hex grid, whose six sides {@link Steering.Edge}s do not name */
    static void checkEdges(Grid grid) {
        if (grid.topology() == Topology.HEX) {
            throw new WfcInputException("edged path by edges: on a hex grid (expected: a square or cube grid; a"
                    + " hexagon's sides are " + TileSides.names(grid.topology()) + ")");
        }
    }

    /**
     * Exit bits by tile id over {@code tileCount} tiles: a tile named twice opens to every side given.
     *
     * @param resolve the tile ids a name names; throws for a name that names none
     * @throws IllegalArgumentException for no name, or a name without a side
     */
    static int[] byTile(Map<String, Integer> exits, int tileCount, Function<String, int[]> resolve) {
        if (exits.isEmpty()) {
            throw new WfcInputException("exits: none (expected: at least one tile and its sides)");
        }
        int[] bits = new int[tileCount];
        for (var e : exits.entrySet()) {
            if (e.getValue() == 0) {
                throw new WfcInputException("exits of '" + e.getKey() + "': none (expected: at least one side)");
            }
            for (int tile : resolve.apply(e.getKey())) {
                bits[tile] |= e.getValue();
            }
        }
        return bits;
    }
}
