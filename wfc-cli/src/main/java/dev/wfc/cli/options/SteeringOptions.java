package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.Inputs;
import dev.wfc.core.model.BorderArea;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.TileSides;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Designer constraints for the commands that make one map: pinned cells, a pin mask, borders (forcing or banning),
 * rows, counts, connectivity, paths between end points, paths by tile exits, mirrors, run lengths, separation and
 * per-cell weights, with tiles
 * named as {@link dev.wfc.core.model.Steering} names them.
 * Each option may be repeated; NAMES is {@code NAME[|NAME...]}.
 */
public final class SteeringOptions {
    private static final String NAMES = "NAME[|NAME...]";
    /** The prefix of a border along the outline, any case. */
    private static final String OUTLINE = "outline:";

    @Option(names = "--pin", paramLabel = "X,Y[,Z]=NAMES|random=NAMES",
            description = "Cell (X, Y) (0-based, from the top left; an axial cell on a hex map; (X, Y, Z) on a cube"
                    + " map, Z the layer from the bottom) may only hold the tiles named; NAMES is "
                    + NAMES + ", a name standing for every tile named so or so plus a space and more (water: "
                    + "every orientation of water); random: one cell drawn from --seed (the same cell for the "
                    + "same seed and size); may be repeated (default: none).")
    private List<String> pins = new ArrayList<>();

    @Option(names = "--pin-mask", paramLabel = "FILE.png",
            description = "A PNG of the grid's size: every pixel that is not fully transparent pins its cell to "
                    + "the tiles of its colour (#RRGGBB, #RRGGBBAA if not opaque) (default: none).")
    private Path pinMask;

    @Option(names = "--border", paramLabel = "[outline:][^]EDGES[-EXCLUDED]=NAMES",
            description = "Cells on the edges (comma-separated: left, right, top, bottom, on a cube also above and "
                    + "below, the top and bottom layers, or all) may only hold "
                    + "the tiles named; -EXCLUDED takes out the cells on those edges (top-left,right: the top row "
                    + "without its corners), a leading ^ turns the area inside out (^all: the cells off the edges); "
                    + "outline: puts the edges where the map ends, the mask's holes included (a cell whose neighbour "
                    + "across the edge does not exist); may be repeated (default: none).")
    private List<String> borders = new ArrayList<>();

    @Option(names = "--ban-border", paramLabel = "[outline:][^]EDGES[-EXCLUDED]=NAMES",
            description = "Cells of the area (as for --border) may not hold the tiles named; may be repeated "
                    + "(default: none).")
    private List<String> banBorders = new ArrayList<>();

    @Option(names = "--row", paramLabel = "Y=NAMES",
            description = "Cells of row Y (0 is the top; on a cube map in every layer) may only hold the tiles named;"
                    + " may be repeated (default: none).")
    private List<String> rows = new ArrayList<>();

    @Option(names = "--count", paramLabel = "NAMES=MIN..MAX",
            description = "Between MIN and MAX cells hold one of the tiles named; K means exactly K, MIN.. no "
                    + "upper bound, ..MAX at most MAX; may be repeated (default: none).")
    private List<String> counts = new ArrayList<>();

    @Option(names = "--connected", paramLabel = "NAMES",
            description = "The cells holding one of the tiles named form one region connected through the grid's "
                    + "neighbours (4 on a square, 6 on a hex or cube map); may be repeated (default: none).")
    private List<String> connected = new ArrayList<>();

    @Option(names = "--path", paramLabel = "NAMES@X,Y[,Z][;X,Y[,Z]...]",
            description = "The cells (X, Y) ((X, Y, Z) on a cube map) hold one of the tiles named and are joined by "
                    + "one path of such cells, neighbour to neighbour; other cells of those tiles are free; may be "
                    + "repeated (default: none).")
    private List<String> paths = new ArrayList<>();

    @Option(names = "--edged-path", paramLabel = "NAME=SIDES[;NAME=SIDES...][@X,Y[;X,Y...]]",
            description = "The cells holding a tile named form one network, two neighbours joining only where "
                    + "each opens towards the other; SIDES (comma-separated: left, right, top, bottom, on a cube map "
                    + "also above, below, on a hex map left, right, up-left, up-right, down-left, down-right; or all) "
                    + "are the sides that the tiles NAME names open to; other tiles are off the path. With end "
                    + "points (X,Y,Z on a cube map), only those cells must hold path tiles and be joined; may be "
                    + "repeated (default: none).")
    private List<String> edgedPaths = new ArrayList<>();

    @Option(names = "--mirror", paramLabel = "x|y[=A:B[|C:D...]]",
            description = "The map is its own mirror image, left to right (x) or top to bottom (y): the cell "
                    + "across the middle holds the tile's mirror image, which is the tile itself but for the pairs "
                    + "given (the tile named A is B's image and back; each name names one tile); square and cube "
                    + "maps (each layer); may be repeated (default: none).")
    private List<String> mirrors = new ArrayList<>();

    @Option(names = "--max-run", paramLabel = "NAMES=K[,AXIS...]",
            description = "No more than K cells in a row hold one of the tiles named, along every axis of the map, "
                    + "or only the axes given: x (rows), y (columns), on a cube map z (up through the layers), on a "
                    + "hex map xy (up-left to down-right; its y runs up-right to down-left); may be repeated "
                    + "(default: none).")
    private List<String> maxRuns = new ArrayList<>();

    @Option(names = "--separation", paramLabel = "NAMES=D",
            description = "Two cells holding one of the tiles named lie at least D neighbour steps apart (Manhattan "
                    + "distance on a square or cube map, hex distance on a hex map; across the edges of a periodic "
                    + "map, round the holes of a mask); may be repeated (default: none).")
    private List<String> separations = new ArrayList<>();

    @Option(names = "--weight", paramLabel = "[#RRGGBB:]NAMES=FACTOR",
            description = "Per-cell weights: multiplies the weight of the tiles named by FACTOR (a decimal >= 0; 0 "
                    + "bans them) in the cells whose pixel in --weight-map has the colour given (#RRGGBB, "
                    + "#RRGGBBAA if not opaque), or in every cell without a colour; may be repeated, factors that "
                    + "meet multiply (default: none, the rules' weights).")
    private List<String> weights = new ArrayList<>();

    @Option(names = "--weight-map", paramLabel = "FILE.png",
            description = "A PNG of the grid's size whose colours mark the regions that --weight names (default: "
                    + "none).")
    private Path weightMap;

    /** Whether no option is given. @throws CliFailure as {@link #statements} */
    public boolean isEmpty() {
        return statements(0, Topology.SQUARE).isEmpty();
    }

    /**
     * The statements of the options, by option in the order above and each in the order given.
     *
     * @param seed the map's seed, which draws the cell of {@code --pin random=NAMES}
     * @param topology the map's: a cell is X,Y,Z on a cube and X,Y elsewhere; it names the axes of {@code --max-run}
     * @throws CliFailure with exit code 2 naming the option and value that cannot be read, or a mask file that
     *     cannot be read
     */
    public List<SteeringStatement> statements(long seed, Topology topology) {
        boolean cube = topology.dimensions() == 3;
        List<SteeringStatement> out = new ArrayList<>();
        for (String pin : pins) {
            String label = "--pin " + pin;
            String[] sides = split(label, pin, pin.indexOf('='), "X,Y=" + NAMES);
            if (sides[0].strip().equals("random")) {
                out.add(SteeringStatement.pinAnywhere(label, seed, names(sides[1])));
                continue;
            }
            String form = (cube ? "X,Y,Z=" : "X,Y=") + NAMES;
            String[] xy = sides[0].split(",", -1);
            if (xy.length != (cube ? 3 : 2)) {
                throw syntax(label, form);
            }
            out.add(SteeringStatement.pin(label, integer(label, xy[0], form), integer(label, xy[1], form),
                    xy.length == 3 ? integer(label, xy[2], form) : null, names(sides[1])));
        }
        if (pinMask != null) {
            out.add(SteeringStatement.pinMask("--pin-mask " + pinMask, Inputs.png(pinMask)));
        }
        addBorders(out, "--border", borders, false);
        addBorders(out, "--ban-border", banBorders, true);
        for (String row : rows) {
            String label = "--row " + row;
            String[] sides = split(label, row, row.indexOf('='), "Y=" + NAMES);
            out.add(SteeringStatement.row(label, integer(label, sides[0], "Y=" + NAMES), names(sides[1])));
        }
        for (String count : counts) {
            String label = "--count " + count;
            String[] sides = split(label, count, count.lastIndexOf('='), NAMES + "=MIN..MAX");
            int[] range = range(label, sides[1]);
            out.add(SteeringStatement.count(label, names(sides[0]), range[0], range[1]));
        }
        for (String names : connected) {
            out.add(SteeringStatement.connected("--connected " + names, names(names)));
        }
        for (String path : paths) {
            String label = "--path " + path;
            String form = NAMES + (cube ? "@X,Y,Z[;X,Y,Z...]" : "@X,Y[;X,Y...]");
            String[] sides = split(label, path, path.lastIndexOf('@'), form);
            int[][] points = points(label, sides[1], form, cube ? 3 : 2);
            try {
                out.add(SteeringStatement.path(label, names(sides[0]), points[0], points[1], points[2]));
            } catch (IllegalArgumentException e) {
                throw CliFailure.badInput(label + ": " + e.getMessage());
            }
        }
        for (String path : edgedPaths) {
            out.add(edgedPath("--edged-path " + path, path, topology));
        }
        for (String mirror : mirrors) {
            out.add(mirror("--mirror " + mirror, mirror));
        }
        for (String run : maxRuns) {
            String label = "--max-run " + run;
            String form = NAMES + "=K or " + NAMES + "=K,AXIS[,AXIS...], AXIS " + Axis.names(topology);
            String[] sides = split(label, run, run.lastIndexOf('='), form);
            String[] k = sides[1].split(",", -1);
            Set<Axis> axes = java.util.EnumSet.noneOf(Axis.class);
            for (int i = 1; i < k.length; i++) {
                axes.add(axis(label, k[i].strip(), topology, form));
            }
            out.add(SteeringStatement.maxRun(label, names(sides[0]), integer(label, k[0], form), axes));
        }
        for (String sep : separations) {
            String label = "--separation " + sep;
            String[] sides = split(label, sep, sep.lastIndexOf('='), NAMES + "=D");
            out.add(SteeringStatement.separation(label, names(sides[0]), integer(label, sides[1], NAMES + "=D")));
        }
        if (!weights.isEmpty()) {
            out.add(weightStatement());
        } else if (weightMap != null) {
            throw CliFailure.badInput("--weight-map " + weightMap + ": no --weight names a colour of it (expected: "
                    + "--weight #RRGGBB:NAMES=FACTOR)");
        }
        return out;
    }

    /** Every --weight as one statement (a solver has one weight map), labelled by all of them. */
    private SteeringStatement weightStatement() {
        String form = "[#RRGGBB:]" + NAMES + "=FACTOR";
        List<Steering.WeightFactor> factors = new ArrayList<>();
        for (String weight : weights) {
            String label = "--weight " + weight;
            String[] sides = split(label, weight, weight.lastIndexOf('='), form);
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
                factors.add(new Steering.WeightFactor(colour, names(names), factor));
            } catch (IllegalArgumentException e) {
                throw CliFailure.badInput(label + ": " + e.getMessage());
            }
        }
        String label = "--weight " + String.join(" --weight ", weights);
        return SteeringStatement.weights(label, weightMap == null ? null : Inputs.png(weightMap), factors);
    }

    /**
     * Refuses {@code --mirror} for {@code command}, whose tiles are patterns: a pattern's mirror image is another
     * pattern, not one that a name can pair.
     *
     * @throws CliFailure with exit code 2 if {@code --mirror} is given
     */
    public void refuseMirrors(String command) {
        if (!mirrors.isEmpty()) {
            throw CliFailure.badInput("--mirror " + mirrors.get(0) + ": " + command + " (expected: wfc tiled or wfc"
                    + " learn; an overlapping model's patterns mirror into other patterns, which names cannot pair)");
        }
    }

    /**
     * {@code [outline:][^]EDGES[-EXCLUDED]=NAMES} values of {@code option}: borders that force the tiles named, or
     * ban them, on the box's edges or, with {@code outline:} (any case), the outline's.
     */
    private static void addBorders(List<SteeringStatement> out, String option, List<String> values, boolean ban) {
        String form = "[outline:][^]EDGES[-EXCLUDED]=" + NAMES;
        for (String border : values) {
            String label = option + " " + border;
            String[] sides = split(label, border, border.indexOf('='), form);
            boolean outline = sides[0].regionMatches(true, 0, OUTLINE, 0, OUTLINE.length());
            String spec = outline ? sides[0].substring(OUTLINE.length()) : sides[0];
            boolean inverted = spec.startsWith("^");
            String[] area = (inverted ? spec.substring(1) : spec).split("-", -1);
            if (area.length > 2) {
                throw syntax(label, form);
            }
            try {
                Set<Steering.Edge> excluded = area.length == 1 ? Set.of() : edges(area[1]);
                out.add(SteeringStatement.border(label, new BorderArea(edges(area[0]), excluded, inverted, outline),
                        names(sides[1]), ban));
            } catch (IllegalArgumentException e) {
                throw CliFailure.badInput(label + ": " + e.getMessage());
            }
        }
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

    /**
     * {@code NAME=SIDES[;NAME=SIDES...][@X,Y[;X,Y...]]}: one edged path, SIDES the sides of {@code topology}'s cells
     * ({@link TileSides}) and end points X,Y,Z on a cube.
     */
    private static SteeringStatement edgedPath(String label, String value, Topology topology) {
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
    private static SteeringStatement mirror(String label, String value) {
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

    private static List<String> names(String list) {
        return Arrays.asList(list.split("\\|", -1));
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
