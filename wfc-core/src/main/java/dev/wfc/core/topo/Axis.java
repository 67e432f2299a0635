package dev.wfc.core.topo;

import dev.wfc.core.WfcInputException;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * A line of cells along which a run is counted: a direction and its opposite of a {@link Topology}. The square has
 * {@code x} and {@code y}, the cube adds {@code z} (up through the layers), and the hexagon has its three axes
 * {@code x} (left to right), {@code y} (up-right to down-left) and {@code xy} (up-left to down-right, where x and y
 * grow together).
 */
public enum Axis {
    /** Offset (+1, 0, 0): every topology. */
    X(1, 0, 0),
    /** Offset (0, +1, 0): every topology. */
    Y(0, 1, 0),
    /** Offset (0, 0, +1): the cube. */
    Z(0, 0, 1),
    /** Offset (+1, +1, 0): the hexagon. */
    XY(1, 1, 0);

    private final int dx;
    private final int dy;
    private final int dz;

    Axis(int dx, int dy, int dz) {
        this.dx = dx;
        this.dy = dy;
        this.dz = dz;
    }

    /** The lower-case name used by options and spec keys: {@code x}, {@code y}, {@code z}, {@code xy}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The axes of {@code topology}, in the order above: x, y (square); x, y, z (cube); x, y, xy (hexagon). */
    public static Set<Axis> of(Topology topology) {
        Set<Axis> axes = EnumSet.noneOf(Axis.class);
        for (Axis a : values()) {
            if (a.backward(topology) >= 0) {
                axes.add(a);
            }
        }
        return axes;
    }

    /** The direction of {@code topology} towards {@code -offset}, or -1 if it has none. */
    public int backward(Topology topology) {
        return find(topology, -dx, -dy, -dz);
    }

    /** The direction of {@code topology} towards {@code +offset}, or -1 if it has none. */
    public int forward(Topology topology) {
        return find(topology, dx, dy, dz);
    }

    private static int find(Topology t, int dx, int dy, int dz) {
        for (int d = 0; d < t.directions(); d++) {
            if (t.dx(d) == dx && t.dy(d) == dy && t.dz(d) == dz) {
                return d;
            }
        }
        return -1;
    }

    /**
     * The axis named {@code id} ({@link #id()}).
     *
     * @throws WfcInputException {@code "axis: w (expected: x, y, z or xy)"} for another name
     */
    public static Axis parse(String id) {
        for (Axis a : values()) {
            if (a.id().equals(id)) {
                return a;
            }
        }
        throw new WfcInputException("axis: " + id + " (expected: x, y, z or xy)");
    }

    /** The names of {@code topology}'s axes for messages: {@code "x or y"}, {@code "x, y or z"}. */
    public static String names(Topology topology) {
        String[] ids = of(topology).stream().map(Axis::id).toArray(String[]::new);
        return String.join(", ", java.util.Arrays.copyOf(ids, ids.length - 1)) + " or " + ids[ids.length - 1];
    }
}
