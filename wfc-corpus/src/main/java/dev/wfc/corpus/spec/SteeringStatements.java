package dev.wfc.corpus.spec;

import dev.wfc.core.io.Image;
import dev.wfc.core.model.BorderArea;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.TileSides;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.spec.SteeringSpec.Border;
import dev.wfc.corpus.spec.SteeringSpec.Count;
import dev.wfc.corpus.spec.SteeringSpec.EdgedPath;
import dev.wfc.corpus.spec.SteeringSpec.Factor;
import dev.wfc.corpus.spec.SteeringSpec.JoinedPath;
import dev.wfc.corpus.spec.SteeringSpec.MaxRun;
import dev.wfc.corpus.spec.SteeringSpec.Mirror;
import dev.wfc.corpus.spec.SteeringSpec.Pin;
import dev.wfc.corpus.spec.SteeringSpec.Point;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

import static dev.wfc.corpus.spec.SpecChecks.or;
import static dev.wfc.corpus.spec.SpecChecks.required;

/**
 * The designer constraints of a spec ({@link SteeringSpec}) as the statements a model binds, each labelled by its
 * key and position ({@code pins[0]}); a missing or unusable value is refused naming that label and the field.
 */
final class SteeringStatements {
    private static final String TILES = "a tile name or a list of them";
    private static final String BORDER = "{\"edges\", \"tiles\", \"exclude\", \"invert\", \"outline\"}";

    private final Path dir;
    private final Map<String, String> inputs;
    private final Topology topology;
    private final List<SteeringStatement> out = new ArrayList<>();

    private SteeringStatements(Path dir, Map<String, String> inputs, Topology topology) {
        this.dir = dir;
        this.inputs = inputs;
        this.topology = topology;
    }

    /** {@link SteeringSpec#statements}: by key in the record's order, each list in its order. */
    static List<SteeringStatement> of(SteeringSpec spec, Path dir, Map<String, String> inputs, Topology topology) {
        SteeringStatements s = new SteeringStatements(dir, inputs, topology);
        s.add("pins", spec.pins(), "{\"x\", \"y\", \"tile\"}", s::pin);
        if (spec.pinMask() != null) {
            s.out.add(SteeringStatement.pinMask("pinMask", SpecInputs.png(dir, inputs, "pinMask", spec.pinMask())));
        }
        s.add("border", spec.border(), BORDER, (key, b) -> border(key, b, false));
        s.add("rows", spec.rows(), "{\"row\", \"tiles\"}", (key, r) -> SteeringStatement.row(key,
                integer(key + ".row", r.row()), tiles(key, r.tiles())));
        s.add("count", spec.count(), "{\"tiles\", \"min\", \"max\"}", SteeringStatements::count);
        s.add("connected", spec.connected(), "{\"tiles\"}", (key, c) -> SteeringStatement.connected(key,
                tiles(key, c.tiles())));
        s.add("maxRun", spec.maxRun(), "{\"tiles\", \"max\", \"axes\"}", s::maxRun);
        s.add("separation", spec.separation(), "{\"tiles\", \"minDistance\"}", (key, sep) ->
                SteeringStatement.separation(key, tiles(key, sep.tiles()),
                        integer(key + ".minDistance", sep.minDistance())));
        if (spec.weights() != null) {
            s.out.add(s.weights(spec.weights()));
        }
        s.add("banBorder", spec.banBorder(), BORDER, (key, b) -> border(key, b, true));
        s.add("path", spec.path(), "{\"tiles\", \"endPoints\"}", s::path);
        s.add("edgedPath", spec.edgedPath(), "{\"exits\", \"endPoints\"}", s::edgedPath);
        s.add("mirror", spec.mirror(), "{\"axis\", \"pairs\"}", SteeringStatements::mirror);
        return s.out;
    }

    /** The statement of each entry of list key {@code name} (none if missing), labelled {@code name[i]}. */
    private <T> void add(String name, List<T> list, String fields, BiFunction<String, T, SteeringStatement> statement) {
        forEach(name, or(list, List.of()), fields, (key, entry) -> out.add(statement.apply(key, entry)));
    }

    /** Each entry of list key {@code name} with its label {@code name[i]}. */
    private static <T> void forEach(String name, List<T> list, String fields, BiConsumer<String, T> action) {
        for (int i = 0; i < list.size(); i++) {
            String key = name + "[" + i + "]";
            action.accept(key, entry(key, list.get(i), fields));
        }
    }

    /** @throws SpecReader.SpecException for a null entry, naming the object {@code fields} it should be */
    private static <T> T entry(String key, T value, String fields) {
        if (value == null) {
            throw new SpecReader.SpecException(key + ": null (expected: an object " + fields + ")");
        }
        return value;
    }

    private static List<String> tiles(String key, List<String> tiles) {
        return required(key + ".tiles", tiles, TILES);
    }

    private static int integer(String key, Integer value) {
        return required(key, value, "an integer");
    }

    private SteeringStatement pin(String key, Pin p) {
        if (p.random() != null) {
            if (p.x() != null || p.y() != null) {
                throw new SpecReader.SpecException(key + ": random with x or y (expected: x and y, or random"
                        + " alone, a seed that draws the cell)");
            }
            return SteeringStatement.pinAnywhere(key, p.random(), required(key + ".tile", p.tile(), TILES));
        }
        if (p.z() != null && topology.dimensions() < 3) {
            throw new SpecReader.SpecException(key + ": unknown key 'z' (expected: one of x, y, tile, random)");
        }
        return SteeringStatement.pin(key, integer(key + ".x", p.x()), integer(key + ".y", p.y()), p.z(),
                required(key + ".tile", p.tile(), TILES));
    }

    /** A border that forces ({@code border}) or bans ({@code banBorder}) tiles. */
    private static SteeringStatement border(String key, Border b, boolean ban) {
        Set<Steering.Edge> edges = edges(key + ".edges", required(key + ".edges", b.edges(),
                "an edge or a list of them: " + SteeringStatement.EDGE_NAMES));
        Set<Steering.Edge> excluded = b.exclude() == null || b.exclude().isEmpty() ? Set.of()
                : edges(key + ".exclude", b.exclude());
        List<String> tiles = tiles(key, b.tiles());
        BorderArea area = new BorderArea(edges, excluded, or(b.invert(), false), or(b.outline(), false));
        return SteeringStatement.border(key, area, tiles, ban);
    }

    private static SteeringStatement count(String key, Count c) {
        if (c.min() == null && c.max() == null) {
            throw new SpecReader.SpecException(key + ": neither min nor max (expected: at least one of them)");
        }
        return SteeringStatement.count(key, tiles(key, c.tiles()), or(c.min(), 0), or(c.max(), Integer.MAX_VALUE));
    }

    /** A run limit along the axes named (of {@code topology}); none named is every axis. */
    private SteeringStatement maxRun(String key, MaxRun r) {
        List<String> ids = Axis.of(topology).stream().map(Axis::id).toList();
        Set<Axis> axes = EnumSet.noneOf(Axis.class);
        for (String a : or(r.axes(), List.<String>of())) {
            axes.add(Axis.of(topology).stream().filter(x -> x.id().equals(a)).findFirst().orElseThrow(
                    () -> new SpecReader.SpecException(key + ".axes: '" + a + "' (expected: " + String.join(", ", ids)
                            + " or a list of them)")));
        }
        return SteeringStatement.maxRun(key, tiles(key, r.tiles()), integer(key + ".max", r.max()), axes);
    }

    /** The per-cell weights; reads their map relative to the spec and records its SHA-256. */
    private SteeringStatement weights(SteeringSpec.Weights weights) {
        List<Factor> list = required("weights.factors", weights.factors(), "a list of {\"colour\", \"tiles\", "
                + "\"factor\"}");
        List<Steering.WeightFactor> factors = new ArrayList<>();
        forEach("weights.factors", list, "{\"colour\", \"tiles\", \"factor\"}", (key, f) -> {
            try {
                factors.add(new Steering.WeightFactor(f.colour(), tiles(key, f.tiles()), f.number(key + ".factor")));
            } catch (IllegalArgumentException e) {
                throw new SpecReader.SpecException(key + "." + e.getMessage());
            }
        });
        Image map = weights.map() == null ? null : SpecInputs.png(dir, inputs, "weights.map", weights.map());
        return SteeringStatement.weights("weights", map, factors);
    }

    private SteeringStatement path(String key, JoinedPath p) {
        int[][] ends = points(key, required(key + ".endPoints", p.endPoints(), "a list of {\"x\", \"y\"}"));
        return SteeringStatement.path(key, tiles(key, p.tiles()), ends[0], ends[1], ends[2]);
    }

    /** A path by tile exits: the sides of {@code topology}'s cells each tile opens to; end points optional. */
    private SteeringStatement edgedPath(String key, EdgedPath p) {
        Map<String, List<String>> exits = required(key + ".exits", p.exits(), "an object of tile names and"
                + " their sides");
        Map<String, Integer> sides = new LinkedHashMap<>();
        exits.forEach((name, list) -> sides.put(name, sides(key + ".exits." + name, required(key + ".exits." + name,
                list, "a list of sides: " + TileSides.names(topology)))));
        int[][] ends = p.endPoints() == null ? new int[3][] : points(key, p.endPoints());
        return SteeringStatement.edgedPath(key, sides, ends[0], ends[1], ends[2]);
    }

    private static SteeringStatement mirror(String key, Mirror m) {
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
        return SteeringStatement.mirror(key, axis.equals("x"), pairs);
    }

    /** The end points of entry {@code key}, as {xs, ys, zs}; zs null when the first point has no z. */
    private int[][] points(String key, List<Point> points) {
        if (points.isEmpty()) {
            throw new SpecReader.SpecException(key + ".endPoints: [] (expected: at least one point)");
        }
        boolean withZ = points.get(0) != null && points.get(0).z() != null;
        int[][] xyz = new int[3][points.size()];
        for (int j = 0; j < points.size(); j++) {
            String at = key + ".endPoints[" + j + "]";
            Point q = entry(at, points.get(j), "{\"x\", \"y\"}");
            xyz[0][j] = integer(at + ".x", q.x());
            xyz[1][j] = integer(at + ".y", q.y());
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

    private int sides(String key, List<String> names) {
        try {
            return TileSides.bits(topology, names);
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException(key + ": " + e.getMessage());
        }
    }
}
