package dev.wfc.core;

/**
 * The range and state checks of every public setter, so that each message has one format:
 * {@code "name: value (expected: ...)"} for a bad value, {@code "name was already set"} for a second call. A caller
 * that names the value differently (a command-line option, a JSON key) prefixes its own name to the message.
 */
public final class Checks {
    private Checks() {
    }

    /** @return {@code value} @throws WfcInputException {@code "name: v (expected: > 0)"} unless it is positive */
    public static int positive(String name, int value) {
        if (value < 1) {
            throw new WfcInputException(name + ": " + value + " (expected: > 0)");
        }
        return value;
    }

    /** @return {@code value} @throws WfcInputException {@code "name: v (expected: > 0)"} unless it is positive */
    public static long positive(String name, long value) {
        if (value < 1) {
            throw new WfcInputException(name + ": " + value + " (expected: > 0)");
        }
        return value;
    }

    /** @return {@code value} @throws WfcInputException {@code "name: v (expected: >= min)"} if it is below */
    public static int atLeast(String name, int value, int min) {
        if (value < min) {
            throw new WfcInputException(name + ": " + value + " (expected: >= " + min + ")");
        }
        return value;
    }

    /** @return {@code value} @throws WfcInputException {@code "name: v (expected: >= min)"} if it is below */
    public static long atLeast(String name, long value, long min) {
        if (value < min) {
            throw new WfcInputException(name + ": " + value + " (expected: >= " + min + ")");
        }
        return value;
    }

    /**
     * @return {@code value}
     * @throws WfcInputException {@code "name: v (expected: 0..1)"} unless {@code 0 <= value <= 1} (NaN fails)
     */
    public static double fraction(String name, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new WfcInputException(name + ": " + value + " (expected: 0..1)");
        }
        return value;
    }

    /**
     * @return {@code value}
     * @throws WfcInputException {@code "name: v (expected: min..max)"} unless {@code min <= value <= max}
     */
    public static int inRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new WfcInputException(name + ": " + value + " (expected: " + min + ".." + max + ")");
        }
        return value;
    }

    /**
     * @return {@code value}
     * @throws WfcInputException {@code "name: v (expected: finite, >= 0)"} for a negative, infinite or NaN value
     */
    public static double finiteAtLeastZero(String name, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new WfcInputException(name + ": " + value + " (expected: finite, >= 0)");
        }
        return value;
    }

    /**
     * The depth check of every grid, option and spec key: 1 on a 2D topology, 1..{@link Grid#MAX_CELLS} on the cube.
     *
     * @return {@code depth}
     * @throws WfcInputException {@code "depth: v (expected: ...)"} otherwise
     */
    public static int depth(int depth, dev.wfc.core.topo.Topology topology) {
        if (topology.dimensions() < 3) {
            if (depth != 1) {
                throw new WfcInputException("depth: " + depth + " (expected: 1 for a " + topology.id() + " grid)");
            }
            return depth;
        }
        return inRange("depth", depth, 1, Grid.MAX_CELLS);
    }

    /**
     * A symmetry count for a grid of {@code topology}: 1..{@link Defaults#MAX_HEX_SYMMETRY} on the hexagon,
     * 1..{@link Defaults#MAX_SYMMETRY} on the square and the cube (whose symmetries keep up up).
     *
     * @return {@code symmetry}
     * @throws WfcInputException {@code "symmetry: k (expected: 1..max)"} otherwise
     */
    public static int symmetry(int symmetry, dev.wfc.core.topo.Topology topology) {
        return inRange("symmetry", symmetry, 1, topology == dev.wfc.core.topo.Topology.HEX
                ? Defaults.MAX_HEX_SYMMETRY : Defaults.MAX_SYMMETRY);
    }

    /** @throws IllegalStateException {@code "name was already set"} if {@code alreadySet} */
    public static void once(boolean alreadySet, String name) {
        if (alreadySet) {
            throw new IllegalStateException(name + " was already set");
        }
    }

    /** @throws IllegalStateException {@code "name was already set"} if {@code current} is not null */
    public static void once(Object current, String name) {
        once(current != null, name);
    }
}
