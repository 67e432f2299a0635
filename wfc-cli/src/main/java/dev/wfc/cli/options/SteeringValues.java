package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.model.BorderArea;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.TileSides;
import dev.wfc.core.topo.Topology;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Reads the value of one {@link SteeringOptions} option into its statement. {@code label} is the option and its
 * value as the user wrote them; every method throws {@link CliFailure} (exit code 2) naming it and the form expected
 * when the value cannot be read.
 */
final class SteeringValues {
    /** How a list of tile names is written. */
    static final String NAMES = "NAME[|NAME...]";
    /** The prefix of a border along the outline, any case. */
    private static final String OUTLINE = "outline:";

    private SteeringValues() {
    }

    /** {@code X,Y[,Z]=NAMES} (Z on a cube) or {@code random=NAMES}, that cell drawn from {@code seed}. */
    static SteeringStatement pin(String label, String value, long seed, Topology topology) {
        boolean cube = topology.dimensions() == 3;
        String[] sides = split(label, value, value.indexOf('='), "X,Y=" + NAMES);
        if (sides[0].strip().equals("random")) {
            return SteeringStatement.pinAnywhere(label, seed, names(sides[1]));
        }
        String form = (cube ? "X,Y,Z=" : "X,Y=") + NAMES;
        String[] xy = sides[0].split(",", -1);
        if (xy.length != (cube ? 3 : 2)) {
            throw syntax(label, form);
        }
        return SteeringStatement.pin(label, integer(label, xy[0], form), integer(label, xy[1], form),
                xy.length == 3 ? integer(label, xy[2], form) : null, names(sides[1]));
    }

    /**
     * {@code [outline:][^]EDGES[-EXCLUDED]=NAMES}: a border that forces the tiles named, or bans them, on the box's
     * edges or, with {@code outline:} (any case), the outline's.
     */
    static SteeringStatement border(String label, String value, boolean ban) {
        String form = "[outline:][^]EDGES[-EXCLUDED]=" + NAMES;
        String[] sides = split(label, value, value.indexOf('='), form);
        boolean outline = sides[0].regionMatches(true, 0, OUTLINE, 0, OUTLINE.length());
        String spec = outline ? sides[0].substring(OUTLINE.length()) : sides[0];
        boolean inverted = spec.startsWith("^");
        String[] area = (inverted ? spec.substring(1) : spec).split("-", -1);
        if (area.length > 2) {
            throw syntax(label, form);
        }
        try {
            Set<Steering.Edge> excluded = area.length == 1 ? Set.of() : edges(area[1]);
            return SteeringStatement.border(label, new BorderArea(edges(area[0]), excluded, inverted, outline),
                    names(sides[1]), ban);
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(label + ": " + e.getMessage());
        }
    }

    /** {@code Y=NAMES}. */
    static SteeringStatement row(String label, String value) {
        String[] sides = split(label, value, value.indexOf('='), "Y=" + NAMES);
        return SteeringStatement.row(label, integer(label, sides[0], "Y=" + NAMES), names(sides[1]));
    }

    /** {@code NAMES=MIN..MAX}. */
    static SteeringStatement count(String label, String value) {
        String[] sides = split(label, value, value.lastIndexOf('='), NAMES + "=MIN..MAX");
        int[] range = range(label, sides[1]);
        return SteeringStatement.count(label, names(sides[0]), range[0], range[1]);
    }

    /** {@code NAMES@X,Y[;X,Y...]}, X,Y,Z on a cube. */
    static SteeringStatement path(String label, String value, Topology topology) {
        boolean cube = topology.dimensions() == 3;
        String form = NAMES + (cube ? "@X,Y,Z[;X,Y,Z...]" : "@X,Y[;X,Y...]");
        String[] sides = split(label, value, value.lastIndexOf('@'), form);
        int[][] points = points(label, sides[1], form, cube ? 3 : 2);
        try {
            return SteeringStatement.path(label, names(sides[0]), points[0], points[1], points[2]);
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(label + ": " + e.getMessage());
        }
    }

    /**
     * {@code NAME=SIDES[;NAME=SIDES...][@X,Y[;X,Y...]]}: one edged path, SIDES the sides of {@code topology}'s cells
     * ({@link TileSides}) and end points X,Y,Z on a cube.
     */
    static SteeringStatement edgedPath(String label, String value, Topology topology) {
        boolean cube = topology.dimensions() == 3;
        String form = "NAME=SIDES[;NAME=SIDES...]" + (cube ? "[@X,Y,Z[;X,Y,Z...]]" : "[@X,Y[;X,Y...]]");
        int at = value.lastIndexOf('@');
        int[][] ends = at < 0 ? new int[3][] : points(label, value.substring(at + 1), form, cube ? 3 : 2);
        java.util.Map<String, Integer> exits = new java.util.LinkedHashMap<>();
        try {
            for (String tile : (at < 0 ? value : value.substring(0, at)).split(";", -1)) {
                String[] sides = split(label, tile, tile.lastIndexOf('='), form);
                exits.merge(sides[0], TileSides.bits(topology, Arrays.asList(sides[1].split(",", -1))),
                        (a, b) -> a | b);
            }
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(label + ": " + e.getMessage());
        }
        return SteeringStatement.edgedPath(label, exits, ends[0], ends[1], ends[2]);
    }

    /** {@code x|y[=A:B[|C:D...]]}: one mirror. */
    static SteeringStatement mirror(String label, String value) {
        String form = "x|y[=A:B[|C:D...]]";
        int at = value.indexOf('=');
        String axis = (at < 0 ? value : value.substring(0, at)).strip();
        if (!axis.equals("x") && !axis.equals("y")) {
            throw syntax(label, form);
        }
        List<String[]> pairs = new ArrayList<>();
        for (String pair : at < 0 ? new String[0] : value.substring(at + 1).split("\\|", -1)) {
            String[] ab = pair.split(":", -1);
            if (ab.length != 2) {
                throw syntax(label, form);
            }
            pairs.add(ab);
        }
        return SteeringStatement.mirror(label, axis.equals("x"), pairs);
    }

    /** {@code NAMES=K[,AXIS...]}, the axes named as {@code topology} names them. */
    static SteeringStatement maxRun(String label, String value, Topology topology) {
        String form = NAMES + "=K or " + NAMES + "=K,AXIS[,AXIS...], AXIS " + Axis.names(topology);
        String[] sides = split(label, value, value.lastIndexOf('='), form);
        String[] k = sides[1].split(",", -1);
        Set<Axis> axes = java.util.EnumSet.noneOf(Axis.class);
        for (int i = 1; i < k.length; i++) {
            axes.add(axis(label, k[i].strip(), topology, form));
        }
        return SteeringStatement.maxRun(label, names(sides[0]), integer(label, k[0], form), axes);
    }

    /** {@code NAMES=D}. */
    static SteeringStatement separation(String label, String value) {
        String[] sides = split(label, value, value.lastIndexOf('='), NAMES + "=D");
        return SteeringStatement.separation(label, names(sides[0]), integer(label, sides[1], NAMES + "=D"));
    }

    /** {@code [#RRGGBB:]NAMES=FACTOR}: one factor of the weight statement. */
    static Steering.WeightFactor weightFactor(String label, String value) {
        String form = "[#RRGGBB:]" + NAMES + "=FACTOR";
        String[] sides = split(label, value, value.lastIndexOf('='), form);
        String colour = null;
        String names = sides[0];
        int colon = names.indexOf(':');
        if (names.startsWith("#") && colon > 0) {
            colour = names.substring(0, colon);
            names = names.substring(colon + 1);
        }
        double factor;
        try {
            factor = Double.parseDouble(sides[1].strip());
        } catch (NumberFormatException e) {
            throw CliFailure.badInput(label + ": cannot read FACTOR (expected: " + form + ", FACTOR a decimal"
                    + " >= 0)");
        }
        try {
            return new Steering.WeightFactor(colour, names(names), factor);
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(label + ": " + e.getMessage());
        }
    }

    /** {@code NAMES}: the names between the bars. */
    static List<String> names(String list) {
        return Arrays.asList(list.split("\\|", -1));
    }

    private static Set<Steering.Edge> edges(String list) {
        return SteeringStatement.edges(Arrays.asList(list.split(",", -1)));
    }

    /** {@code X,Y[;X,Y...]} as {xs, ys, null}, or for {@code arity} 3 {@code X,Y,Z[;X,Y,Z...]} as {xs, ys, zs}. */
    private static int[][] points(String label, String text, String form, int arity) {
        String[] points = text.split(";", -1);
        int[][] xyz = new int[3][points.length];
        for (int i = 0; i < points.length; i++) {
            String[] xy = points[i].split(",", -1);
            if (xy.length != arity) {
                throw syntax(label, form);
            }
            for (int k = 0; k < arity; k++) {
                xyz[k][i] = integer(label, xy[k], form);
            }
        }
        if (arity == 2) {
            xyz[2] = null;
        }
        return xyz;
    }

    /** One of {@code topology}'s axes by name. */
    private static Axis axis(String label, String name, Topology topology, String form) {
        for (Axis a : Axis.of(topology)) {
            if (a.id().equals(name)) {
                return a;
            }
        }
        throw syntax(label, form);
    }

    private static String[] split(String label, String value, int at, String form) {
        if (at < 0) {
            throw syntax(label, form);
        }
        return new String[] {value.substring(0, at), value.substring(at + 1)};
    }

    /** {@code K}, {@code MIN..MAX}, {@code MIN..} or {@code ..MAX} as {min, max}; no upper bound is int's max. */
    private static int[] range(String label, String text) {
        String form = "NAMES=K, NAMES=MIN..MAX, NAMES=MIN.. or NAMES=..MAX";
        int dots = text.indexOf("..");
        if (dots < 0) {
            int k = integer(label, text, form);
            return new int[] {k, k};
        }
        String min = text.substring(0, dots);
        String max = text.substring(dots + 2);
        if (min.isEmpty() && max.isEmpty()) {
            throw syntax(label, form);
        }
        return new int[] {min.isEmpty() ? 0 : integer(label, min, form),
            max.isEmpty() ? Integer.MAX_VALUE : integer(label, max, form)};
    }

    private static int integer(String label, String text, String form) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw syntax(label, form);
        }
    }

    private static CliFailure syntax(String label, String form) {
        return CliFailure.badInput(label + ": cannot read (expected: " + form + ", integers in decimal)");
    }
}
