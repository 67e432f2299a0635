package dev.wfc.corpus.debroglie;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.debroglie.ConstraintConfig.Axis;
import dev.wfc.corpus.debroglie.ConstraintConfig.Exit;
import dev.wfc.corpus.debroglie.ConstraintConfig.Point;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code constraints} array of a DeBroglie configuration for {@link DebroglieReader}, as strictly: every
 * entry's {@code type} one of {@link #CONSTRAINT_KEYS}, only that type's keys, every value of its key's type and
 * range. Nothing is resolved against the tiles yet (see {@link ConstraintSteps}).
 */
final class ConstraintReader {
    private static final List<String> POINT_KEYS = List.of("x", "y", "z");
    /** The constraint types and their keys besides {@code type}. */
    private static final Map<String, List<String>> CONSTRAINT_KEYS = new LinkedHashMap<>();

    static {
        CONSTRAINT_KEYS.put("path", List.of("type", "tile", "tiles", "endPoints"));
        CONSTRAINT_KEYS.put("edgedPath", List.of("type", "exits", "endPoints"));
        CONSTRAINT_KEYS.put("border", List.of("type", "tile", "tiles", "sides", "excludeSides", "invertArea", "ban"));
        CONSTRAINT_KEYS.put("fixedTile", List.of("type", "tile", "tiles", "point"));
        CONSTRAINT_KEYS.put("maxConsecutive", List.of("type", "tile", "tiles", "maxCount", "axes"));
        CONSTRAINT_KEYS.put("mirror", List.of("type"));
        CONSTRAINT_KEYS.put("mirrorx", List.of("type"));
        CONSTRAINT_KEYS.put("mirrory", List.of("type"));
        CONSTRAINT_KEYS.put("count", List.of("type", "tile", "tiles", "count", "comparison", "eager"));
        CONSTRAINT_KEYS.put("separation", List.of("type", "tile", "tiles", "minDistance"));
    }

    private ConstraintReader() {
    }

    /**
     * The constraints of the {@code constraints} array {@code a} (null when the key is absent), each of a known
     * {@code type} with only that type's keys.
     *
     * @throws WfcInputException naming the key path ({@code constraints[2].maxCount}) and what is allowed
     */
    static List<ConstraintConfig> read(JsonNode a) {
        List<ConstraintConfig> out = new ArrayList<>();
        for (int i = 0; a != null && i < a.size(); i++) {
            String path = "constraints[" + i + "]";
            JsonNode node = a.get(i);
            JsonNode type = node == null ? null : node.get("type");
            String name = type != null && type.isTextual() ? type.textValue() : null;
            List<String> keys = name == null ? null : CONSTRAINT_KEYS.get(name);
            if (keys == null) {
                throw new WfcInputException(path + ".type: " + (type == null ? "missing" : type.toString())
                        + " (expected: one of " + String.join(", ", CONSTRAINT_KEYS.keySet()) + ")");
            }
            out.add(constraint(new JsonFields(node, path, keys), name));
        }
        return List.copyOf(out);
    }

    private static ConstraintConfig constraint(JsonFields c, String type) {
        return switch (type) {
            case "path" -> new ConstraintConfig.Path(c.tiles("tile", "tiles", false), points(c, "endPoints"));
            case "edgedPath" -> new ConstraintConfig.EdgedPath(exits(c), points(c, "endPoints"));
            case "border" -> new ConstraintConfig.Border(c.tiles("tile", "tiles", false),
                    c.names("sides", Side.class, ConstraintReader::side, SIDES, null),
                    c.names("excludeSides", Side.class, ConstraintReader::side, SIDES, EnumSet.noneOf(Side.class)),
                    c.bool("invertArea", false), c.bool("ban", false));
            case "fixedTile" -> new ConstraintConfig.FixedTile(c.tiles("tile", "tiles", false),
                    c.has("point") ? point(c.object("point", POINT_KEYS)) : null);
            case "maxConsecutive" -> new ConstraintConfig.MaxConsecutive(c.tiles("tile", "tiles", false),
                    c.integer("maxCount", DebroglieConfig.DEFAULT_MAX_COUNT, 0, DebroglieConfig.MAX_SIDE),
                    axes(c));
            case "mirror", "mirrorx" -> new ConstraintConfig.Mirror(Axis.X);
            case "mirrory" -> new ConstraintConfig.Mirror(Axis.Y);
            case "count" -> new ConstraintConfig.Count(c.tiles("tile", "tiles", false), comparison(c),
                    c.integer("count", 0, 0, Integer.MAX_VALUE), c.bool("eager", false));
            case "separation" -> new ConstraintConfig.Separation(c.tiles("tile", "tiles", false),
                    c.integer("minDistance", 1, 1, DebroglieConfig.MAX_SIDE));
            default -> throw new IllegalStateException(type);
        };
    }

    private static final String SIDES = "xmin, xmax, ymin, ymax, zmin, zmax, comma separated";

    private static Side side(String s) {
        for (Side v : Side.values()) {
            if (v.key().equalsIgnoreCase(s)) {
                return v;
            }
        }
        return null;
    }

    private static ConstraintConfig.Comparison comparison(JsonFields c) {
        String s = c.string("comparison", "atMost");
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "atleast" -> ConstraintConfig.Comparison.AT_LEAST;
            case "atmost" -> ConstraintConfig.Comparison.AT_MOST;
            case "exactly" -> ConstraintConfig.Comparison.EXACTLY;
            default -> throw c.bad("comparison", c.raw("comparison"), "atLeast, atMost or exactly");
        };
    }

    private static Set<Axis> axes(JsonFields c) {
        if (!c.has("axes")) {
            return EnumSet.allOf(Axis.class);
        }
        JsonNode a = c.array("axes");
        Set<Axis> out = EnumSet.noneOf(Axis.class);
        for (int i = 0; i < a.size(); i++) {
            JsonNode v = a.get(i);
            String s = v.isTextual() ? v.textValue().toLowerCase(Locale.ROOT) : "";
            switch (s) {
                case "x" -> out.add(Axis.X);
                case "y" -> out.add(Axis.Y);
                case "z" -> out.add(Axis.Z);
                default -> throw new WfcInputException(c.name("axes") + "[" + i + "]: " + v
                        + " (expected: \"x\", \"y\" or \"z\")");
            }
        }
        return out;
    }

    private static List<Point> points(JsonFields c, String key) {
        if (!c.has(key)) {
            return List.of();
        }
        JsonNode a = c.array(key);
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            out.add(point(new JsonFields(a.get(i), c.name(key) + "[" + i + "]", POINT_KEYS)));
        }
        return List.copyOf(out);
    }

    private static Point point(JsonFields p) {
        if (!p.has("x") || !p.has("y")) {
            throw p.bad(p.has("x") ? "y" : "x", null, "an integer coordinate");
        }
        return new Point(p.integer("x", 0, 0, DebroglieConfig.MAX_SIDE - 1),
                p.integer("y", 0, 0, DebroglieConfig.MAX_SIDE - 1), p.integer("z", 0, 0,
                        DebroglieConfig.MAX_SIDE - 1));
    }

    private static Map<TileRef, Set<Exit>> exits(JsonFields c) {
        JsonNode e = c.raw("exits");
        if (e == null || !e.isObject() || e.size() == 0) {
            throw c.bad("exits", e, "an object from tile to a list of exits such as [\"x+\", \"y-\"]");
        }
        Map<TileRef, Set<Exit>> out = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String where = c.name("exits") + "." + entry.getKey();
            JsonNode list = entry.getValue();
            if (!list.isArray()) {
                throw new WfcInputException(where + ": " + list + " (expected: a list of exits)");
            }
            Set<Exit> exits = EnumSet.noneOf(Exit.class);
            for (int i = 0; i < list.size(); i++) {
                Exit x = exit(list.get(i).isTextual() ? list.get(i).textValue() : "");
                if (x == null) {
                    throw new WfcInputException(where + "[" + i + "]: " + list.get(i)
                            + " (expected: x+, x-, y+, y-, z+, z-, w+, w- or xplus, xminus, ...)");
                }
                exits.add(x);
            }
            String key = entry.getKey();
            boolean numeric = !key.isEmpty() && key.chars().allMatch(Character::isDigit) && key.length() <= 10;
            out.put(new TileRef(key, numeric), exits);
        }
        return out;
    }

    private static Exit exit(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "x-", "xminus" -> Exit.X_MINUS;
            case "x+", "xplus" -> Exit.X_PLUS;
            case "y-", "yminus" -> Exit.Y_MINUS;
            case "y+", "yplus" -> Exit.Y_PLUS;
            case "z-", "zminus" -> Exit.Z_MINUS;
            case "z+", "zplus" -> Exit.Z_PLUS;
            case "w-", "wminus" -> Exit.W_MINUS;
            case "w+", "wplus" -> Exit.W_PLUS;
            default -> null;
        };
    }
}
