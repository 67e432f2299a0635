package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Topology;

import java.util.function.BiFunction;

/**
 * An {@code edgedPath} constraint's {@code exits} as {@link dev.wfc.core.Constraint#edgedPath(int[])} takes them:
 * bits of the grid's directions by tile, on the square ({@code x}, {@code y}), the hexagon ({@code x}, {@code y} and
 * {@code w}, DeBroglie's third hex axis) or the cube ({@code x}, {@code y}, {@code z}).
 */
final class EdgedPathExits {
    private EdgedPathExits() {
    }

    /**
     * Exit bits over {@code tileCount} tiles.
     *
     * @param tiles the tile ids a reference names (at the key given), an empty array for a tile wfc leaves out
     * @throws WfcInputException naming {@code key.exits.TILE} for an exit that {@code topology} does not have
     */
    static int[] bits(ConstraintConfig.EdgedPath e, Topology topology, int tileCount, String key,
                      BiFunction<TileRef, String, int[]> tiles) {
        int[] exits = new int[tileCount];
        for (var entry : e.exits().entrySet()) {
            String at = key + ".exits." + entry.getKey().text();
            int bits = 0;
            for (ConstraintConfig.Exit x : entry.getValue()) {
                int d = x.direction(topology);
                if (d < 0) {
                    throw new WfcInputException(at + ": " + x.id() + " (expected: " + names(topology) + " on a "
                            + topology.id() + " grid)");
                }
                bits |= 1 << d;
            }
            for (int t : tiles.apply(entry.getKey(), at)) {
                exits[t] |= bits;
            }
        }
        return exits;
    }

    /** The exits of {@code topology} for messages: {@code "x+, x-, y+ or y-"}. */
    private static String names(Topology topology) {
        String[] ids = java.util.Arrays.stream(ConstraintConfig.Exit.values()).filter(x -> x.direction(topology) >= 0)
                .map(ConstraintConfig.Exit::id).toArray(String[]::new);
        return String.join(", ", java.util.Arrays.copyOf(ids, ids.length - 1)) + " or " + ids[ids.length - 1];
    }
}
