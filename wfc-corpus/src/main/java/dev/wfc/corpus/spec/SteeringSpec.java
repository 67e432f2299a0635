package dev.wfc.corpus.spec;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BorderArea;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.TileSides;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.wfc.corpus.spec.SpecChecks.or;
import static dev.wfc.corpus.spec.SpecChecks.required;

/**
 * The spec keys of the designer constraints, which every model shares, as the command line's steering options
 * state them: {@code pins}, {@code pinMask}, {@code border}, {@code rows}, {@code count},
 * {@code connected}, {@code maxRun}, {@code separation}, {@code weights} (per-cell weights), {@code banBorder},
 * {@code path} (end points joined by a path), {@code edgedPath} (a path by tile exits) and {@code mirror}. Wherever tiles are named, one name may stand for a list of one. Statements are labelled by key
 * and position ({@code pins[0]}), the label that messages and the manifest's diagnosis use.
 */
record SteeringSpec(List<Pin> pins, String pinMask, List<Border> border, List<Row> rows, List<Count> count,
                    List<Connected> connected, List<MaxRun> maxRun, List<Separation> separation, Weights weights,
                    List<Border> banBorder, List<JoinedPath> path, List<EdgedPath> edgedPath, List<Mirror> mirror) {
    /** Every key missing. */
    static final SteeringSpec NONE = new SteeringSpec(null, null, null, null, null, null, null, null, null, null,
            null, null, null);

    private static final String TILES = "a tile name or a list of them";

    /**
     * Cell (x, y), or (x, y, z) on a cube, may only hold the tiles named; or, with {@code random} (a seed) instead
     * of x and y, the cell drawn from that seed ({@link Steering#pinAnywhere}).
     */
    record Pin(Integer x, Integer y, Integer z, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
               List<String> tile, Long random) {
    }

    /**
     * The cells on the edges, less those on the edges {@code exclude} names, or every other cell if {@code invert},
     * may only hold (or, in {@code banBorder}, may not hold) the tiles named; with {@code outline}, the edges of
     * the outline ({@link BorderArea#ofOutline}).
     */
    record Border(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> edges,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> exclude,
                  Boolean invert, Boolean outline) {
    }

    /**
     * A path by tile exits: each tile name and the sides (edge names) its tiles open to; with end points, only they
     * must hold path tiles and be joined.
     */
    record EdgedPath(Map<String, List<String>> exits, List<Point> endPoints) {
    }

    /** The map is its own mirror image along {@code axis} (x or y); each tile its own image but for the pairs. */
    record Mirror(String axis, List<List<String>> pairs) {
    }

    /** The cells of a row may only hold the tiles named. */
    record Row(Integer row, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles) {
    }

    /** Between min and max cells hold one of the tiles named. */
    record Count(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                 Integer min, Integer max) {
    }

    /** The cells holding one of the tiles named form one 4-connected region. */
    record Connected(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles) {
    }

    /** No more than max cells in a row hold one of the tiles named, along the axes given (default both). */
    record MaxRun(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles, Integer max,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> axes) {
    }

    /** Two cells holding one of the tiles named lie at least minDistance steps apart. */
    record Separation(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                      Integer minDistance) {
    }

    /** The cells at the end points hold one of the tiles named and are joined by one path of such cells. */
    record JoinedPath(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                List<Point> endPoints) {
    }

    /** A cell of the grid; z on a cube only. */
    record Point(Integer x, Integer y, Integer z) {
    }

    /** Per-cell weights: a map of regions by colour (optional) and the factors of named tiles. */
    record Weights(String map, List<Factor> factors) {
    }

    /** The weight of the tiles named times {@code factor}, in the map's cells of {@code colour} (null: every cell). */
    record Factor(String colour, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                  JsonNode factor) {
        /** The factor as a double. @throws SpecReader.SpecException for a missing value or one not a number */
        double number(String key) {
            if (factor == null || !factor.isNumber()) {
                throw new SpecReader.SpecException(key + ": " + (factor == null ? "missing" : factor.toString())
                        + " (expected: a number >= 0)");
            }
            return factor.doubleValue();
        }
    }

    /** The entries of key {@code name} ({@code border} or {@code banBorder}): borders that force or ban tiles. */
    private static void addBorders(List<SteeringStatement> out, String name, List<Border> list, boolean ban) {
        List<Border> borders = or(list, List.of());
        for (int i = 0; i < borders.size(); i++) {
            String key = name + "[" + i + "]";
            Border b = entry(key, borders.get(i), "{\"edges\", \"tiles\", \"exclude\", \"invert\", \"outline\"}");
            Set<Steering.Edge> edges = edges(key + ".edges", required(key + ".edges", b.edges(),
                    "an edge or a list of them: " + SteeringStatement.EDGE_NAMES));
            Set<Steering.Edge> excluded = b.exclude() == null || b.exclude().isEmpty() ? Set.of()
                    : edges(key + ".exclude", b.exclude());
            List<String> tiles = required(key + ".tiles", b.tiles(), TILES);
            BorderArea area = new BorderArea(edges, excluded, or(b.invert(), false), or(b.outline(), false));
            out.add(SteeringStatement.border(key, area, tiles, ban));
        }
    }

    /** The end points of entry {@code key}, as {xs, ys, zs}; zs null when the first point has no z. */
    private static int[][] points(String key, List<Point> points, Topology topology) {
        if (points.isEmpty()) {
            throw new SpecReader.SpecException(key + ".endPoints: [] (expected: at least one point)");
        }
        boolean withZ = points.get(0) != null && points.get(0).z() != null;
        int[][] xyz = new int[3][points.size()];
        for (int j = 0; j < points.size(); j++) {
            String at = key + ".endPoints[" + j + "]";
            Point q = entry(at, points.get(j), "{\"x\", \"y\"}");
            xyz[0][j] = required(at + ".x", q.x(), "an integer");
            xyz[1][j] = required(at + ".y", q.y(), "an integer");
            if (q.z() != null && topology.dimensions() < 3) {
                throw new SpecReader.SpecException(at + ": unknown key 'z' (expected: one of x, y)");
            }
            if (withZ != (q.z() != null)) {
                throw new SpecReader.SpecException(at + ".z: " + q.z() + " (expected: a z in every end point or in"
                        + " none)");
            }
            xyz[2][j] = withZ ? q.z() : 0;
        }
        if (!withZ) {
            xyz[2] = null;
        }
        return xyz;
    }

    private static Set<Steering.Edge> edges(String key, List<String> names) {
        try {
            return SteeringStatement.edges(names);
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException(key + ": " + e.getMessage());
        }
    }

    private static int sides(String key, Topology topology, List<String> names) {
        try {
            return TileSides.bits(topology, names);
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException(key + ": " + e.getMessage());
        }
    }

    /** The {@code edgedPath} entries, sides and end points of {@code topology}'s cells, and {@code mirror}s, in order. */
    private void addPathsByExitsAndMirrors(List<SteeringStatement> out, Topology topology) {
        List<EdgedPath> paths = or(edgedPath, List.of());
        for (int i = 0; i < paths.size(); i++) {
            String key = "edgedPath[" + i + "]";
            EdgedPath p = entry(key, paths.get(i), "{\"exits\", \"endPoints\"}");
            Map<String, List<String>> exits = required(key + ".exits", p.exits(), "an object of tile names and"
                    + " their sides");
            Map<String, Integer> sides = new java.util.LinkedHashMap<>();
            exits.forEach((name, list) -> sides.put(name, sides(key + ".exits." + name, topology,
                    required(key + ".exits." + name, list, "a list of sides: " + TileSides.names(topology)))));
            int[][] ends = p.endPoints() == null ? new int[3][] : points(key, p.endPoints(), topology);
            out.add(SteeringStatement.edgedPath(key, sides, ends[0], ends[1], ends[2]));
        }
        List<Mirror> mirrors = or(mirror, List.of());
        for (int i = 0; i < mirrors.size(); i++) {
            String key = "mirror[" + i + "]";
            Mirror m = entry(key, mirrors.get(i), "{\"axis\", \"pairs\"}");
            String axis = required(key + ".axis", m.axis(), "x or y");
            if (!axis.equals("x") && !axis.equals("y")) {
                throw new SpecReader.SpecException(key + ".axis: '" + axis + "' (expected: x or y)");
            }
            List<String[]> pairs = new ArrayList<>();
            List<List<String>> given = or(m.pairs(), List.of());
            for (int j = 0; j < given.size(); j++) {
                List<String> pair = given.get(j);
                if (pair == null || pair.size() != 2) {
                    throw new SpecReader.SpecException(key + ".pairs[" + j + "]: " + pair + " (expected: two tile"
                            + " names, each the other's mirror image)");
                }
                pairs.add(pair.toArray(String[]::new));
            }
            out.add(SteeringStatement.mirror(key, axis.equals("x"), pairs));
        }
    }

    /**
     * The statements, by key in the order above and each list in its order. Reads {@code pinMask} relative to
     * {@code dir} and records its SHA-256 in {@code inputs}.
     *
     * @param topology the maps' topology, whose axes {@code maxRun} may name
     * @throws SpecReader.SpecException naming the key (with its position) of a missing or unusable value
     */
    List<SteeringStatement> statements(Path dir, Map<String, String> inputs, Topology topology) {
        List<SteeringStatement> out = new ArrayList<>();
        List<Pin> pinList = or(pins, List.of());
        for (int i = 0; i < pinList.size(); i++) {
            String key = "pins[" + i + "]";
            Pin p = entry(key, pinList.get(i), "{\"x\", \"y\", \"tile\"}");
            if (p.random() != null) {
                if (p.x() != null || p.y() != null) {
                    throw new SpecReader.SpecException(key + ": random with x or y (expected: x and y, or random"
                            + " alone, a seed that draws the cell)");
                }
                out.add(SteeringStatement.pinAnywhere(key, p.random(), required(key + ".tile", p.tile(), TILES)));
                continue;
            }
            if (p.z() != null && topology.dimensions() < 3) {
                throw new SpecReader.SpecException(key + ": unknown key 'z' (expected: one of x, y, tile, random)");
            }
            out.add(SteeringStatement.pin(key, required(key + ".x", p.x(), "an integer"),
                    required(key + ".y", p.y(), "an integer"), p.z(), required(key + ".tile", p.tile(), TILES)));
        }
        if (pinMask != null) {
            out.add(SteeringStatement.pinMask("pinMask", mask(dir, inputs)));
        }
        addBorders(out, "border", border, false);
        List<Row> rowList = or(rows, List.of());
        for (int i = 0; i < rowList.size(); i++) {
            String key = "rows[" + i + "]";
            Row r = entry(key, rowList.get(i), "{\"row\", \"tiles\"}");
            out.add(SteeringStatement.row(key, required(key + ".row", r.row(), "an integer"),
                    required(key + ".tiles", r.tiles(), TILES)));
        }
        List<Count> counts = or(count, List.of());
        for (int i = 0; i < counts.size(); i++) {
            String key = "count[" + i + "]";
            Count c = entry(key, counts.get(i), "{\"tiles\", \"min\", \"max\"}");
            if (c.min() == null && c.max() == null) {
                throw new SpecReader.SpecException(key + ": neither min nor max (expected: at least one of them)");
            }
            out.add(SteeringStatement.count(key, required(key + ".tiles", c.tiles(), TILES), or(c.min(), 0),
                    or(c.max(), Integer.MAX_VALUE)));
        }
        List<Connected> regions = or(connected, List.of());
        for (int i = 0; i < regions.size(); i++) {
            String key = "connected[" + i + "]";
            Connected c = entry(key, regions.get(i), "{\"tiles\"}");
            out.add(SteeringStatement.connected(key, required(key + ".tiles", c.tiles(), TILES)));
        }
        List<MaxRun> runs = or(maxRun, List.of());
        for (int i = 0; i < runs.size(); i++) {
            String key = "maxRun[" + i + "]";
            MaxRun r = entry(key, runs.get(i), "{\"tiles\", \"max\", \"axes\"}");
            Set<Axis> axes = java.util.EnumSet.noneOf(Axis.class);
            for (String a : or(r.axes(), List.<String>of())) {
                axes.add(Axis.of(topology).stream().filter(x -> x.id().equals(a)).findFirst().orElseThrow(
                        () -> new SpecReader.SpecException(key + ".axes: '" + a + "' (expected: " + String.join(", ",
                                Axis.of(topology).stream().map(Axis::id).toList()) + " or a list of them)")));
            }
            out.add(SteeringStatement.maxRun(key, required(key + ".tiles", r.tiles(), TILES),
                    required(key + ".max", r.max(), "an integer"), axes));
        }
        List<Separation> separations = or(separation, List.of());
        for (int i = 0; i < separations.size(); i++) {
            String key = "separation[" + i + "]";
            Separation sep = entry(key, separations.get(i), "{\"tiles\", \"minDistance\"}");
            out.add(SteeringStatement.separation(key, required(key + ".tiles", sep.tiles(), TILES),
                    required(key + ".minDistance", sep.minDistance(), "an integer")));
        }
        if (weights != null) {
            out.add(weightStatement(dir, inputs));
        }
        addBorders(out, "banBorder", banBorder, true);
        List<JoinedPath> paths = or(path, List.of());
        for (int i = 0; i < paths.size(); i++) {
            String key = "path[" + i + "]";
            JoinedPath p = entry(key, paths.get(i), "{\"tiles\", \"endPoints\"}");
            int[][] ends = points(key, required(key + ".endPoints", p.endPoints(), "a list of {\"x\", \"y\"}"),
                    topology);
            out.add(SteeringStatement.path(key, required(key + ".tiles", p.tiles(), TILES), ends[0], ends[1],
                    ends[2]));
        }
        addPathsByExitsAndMirrors(out, topology);
        return out;
    }

    /** Puts every key into a canonical spec: {@link SteeringCanonical#put}. */
    void putCanonical(ObjectNode node, Topology topology) {
        SteeringCanonical.put(this, node, topology);
    }

    private SteeringStatement weightStatement(Path dir, Map<String, String> inputs) {
        List<Factor> list = required("weights.factors", weights.factors(), "a list of {\"colour\", \"tiles\", "
                + "\"factor\"}");
        List<Steering.WeightFactor> factors = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String key = "weights.factors[" + i + "]";
            Factor f = entry(key, list.get(i), "{\"colour\", \"tiles\", \"factor\"}");
            try {
                factors.add(new Steering.WeightFactor(f.colour(), required(key + ".tiles", f.tiles(), TILES),
                        f.number(key + ".factor")));
            } catch (IllegalArgumentException e) {
                throw new SpecReader.SpecException(key + "." + e.getMessage());
            }
        }
        Image map = weights.map() == null ? null : image(dir, inputs, "weights.map", weights.map());
        return SteeringStatement.weights("weights", map, factors);
    }

    private static <T> T entry(String key, T value, String expected) {
        if (value == null) {
            throw new SpecReader.SpecException(key + ": null (expected: an object " + expected + ")");
        }
        return value;
    }

    private Image mask(Path dir, Map<String, String> inputs) {
        return image(dir, inputs, "pinMask", pinMask);
    }

    private static Image image(Path dir, Map<String, String> inputs, String key, String name) {
        Path file = SpecChecks.resolve(dir, key, name);
        try {
            inputs.put(name, GridDigest.sha256(InputFiles.readAll(file)));
            return Png.read(file);
        } catch (IOException e) {
            throw new SpecReader.SpecException(key + ": " + IoErrors.describe(e));
        }
    }
}
