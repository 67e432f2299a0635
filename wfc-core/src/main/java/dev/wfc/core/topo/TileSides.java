package dev.wfc.core.topo;

import dev.wfc.core.WfcInputException;

import java.util.Collection;
import java.util.Locale;

/**
 * The sides a tile opens to (the exits of an edged path), named as options and spec keys name them, read into bits
 * of a {@link Topology}'s directions: bit d set opens towards direction d. The square has {@code left},
 * {@code right}, {@code top} and {@code bottom}; the cube adds {@code above} and {@code below}; the hexagon (pointy
 * side up) has {@code left}, {@code right}, {@code up-left}, {@code up-right}, {@code down-left} and
 * {@code down-right}. {@code all} names every side of the topology.
 */
public final class TileSides {
    /** By direction of the square and the cube: left (-1, 0, 0), bottom (0, +1, 0), right, top, above, below. */
    private static final String[] BOX = {"left", "bottom", "right", "top", "above", "below"};
    /** By direction of the hexagon: left (-1, 0), down-left (0, +1), down-right (+1, +1), right, up-right, up-left. */
    private static final String[] HEX = {"left", "down-left", "down-right", "right", "up-right", "up-left"};

    private TileSides() {
    }

    /** The name of side (direction) {@code d} of {@code topology}. */
    public static String name(Topology topology, int d) {
        return (topology == Topology.HEX ? HEX : BOX)[d];
    }

    /** The side names of {@code topology} for messages, in the order above: {@code "left, right, top, bottom or all"}. */
    public static String names(Topology topology) {
        String[] order = switch (topology) {
            case SQUARE -> new String[] {"left", "right", "top", "bottom"};
            case CUBE -> new String[] {"left", "right", "top", "bottom", "above", "below"};
            case HEX -> new String[] {"left", "right", "up-left", "up-right", "down-left", "down-right"};
        };
        return String.join(", ", order) + " or all";
    }

    /**
     * The direction bits of the sides {@code names} names (any case, surrounding blanks ignored).
     *
     * @throws WfcInputException {@code "side 'up-left' (expected: left, right, top, bottom or all on a square grid)"}
     *     for a name that is no side of {@code topology}, or {@code "sides: none (...)"} for no name
     */
    public static int bits(Topology topology, Collection<String> names) {
        if (names.isEmpty()) {
            throw new WfcInputException("sides: none (expected: " + names(topology) + ")");
        }
        int bits = 0;
        for (String name : names) {
            bits |= bit(topology, name.strip().toLowerCase(Locale.ROOT), name);
        }
        return bits;
    }

    private static int bit(Topology topology, String lower, String given) {
        if (lower.equals("all")) {
            return (1 << topology.directions()) - 1;
        }
        for (int d = 0; d < topology.directions(); d++) {
            if (name(topology, d).equals(lower)) {
                return 1 << d;
            }
        }
        throw new WfcInputException("side '" + given + "' (expected: " + names(topology) + " on a " + topology.id()
                + " grid)");
    }
}
