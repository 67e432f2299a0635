package dev.wfc.corpus.debroglie;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wfc.core.Defaults;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.debroglie.ConstraintConfig.Axis;
import dev.wfc.corpus.debroglie.ConstraintConfig.Exit;
import dev.wfc.corpus.debroglie.ConstraintConfig.Point;
import dev.wfc.corpus.debroglie.DebroglieConfig.ModelType;
import dev.wfc.corpus.debroglie.DebroglieConfig.RotationTreatment;
import dev.wfc.corpus.debroglie.DebroglieConfig.SourceType;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a DeBroglie configuration strictly: JSON with {@code //} and {@code /* *}{@code /} comments and trailing
 * commas (as DeBroglie's own samples are written), every key known, every value of its key's type and range. An
 * unknown key, a wrong type, a duplicate key or a value out of range is an {@link InvalidInputException} whose one
 * line names the file and the key path. Nothing is resolved against the sample yet (see {@link DebroglieJob}).
 *
 * <p>Keys: {@code $schema} (ignored), {@code src}, {@code srcType}, {@code dest} (required), {@code baseDirectory},
 * {@code model} ({@code type}, {@code n}, {@code nX}, {@code nY}, {@code nZ}), {@code periodicInput[XYZ]},
 * {@code periodic[XYZ]}, {@code width}, {@code height}, {@code depth}, {@code ground}, {@code symmetry},
 * {@code rotationalSymmetry}, {@code reflectionalSymmetry}, {@code rotationTreatment}, {@code backtrack},
 * {@code animate}, {@code autoAdjacency}, {@code autoAdjacencyTolerance}, {@code tiles}, {@code adjacencies},
 * {@code constraints}.
 */
public final class DebroglieReader {
    static final List<String> TOP_KEYS = List.of("$schema", "src", "srcType", "dest", "baseDirectory", "model",
            "periodicInput", "periodicInputX", "periodicInputY", "periodicInputZ", "periodic", "periodicX",
            "periodicY", "periodicZ", "width", "height", "depth", "ground", "symmetry", "rotationalSymmetry",
            "reflectionalSymmetry", "rotationTreatment", "backtrack", "animate", "autoAdjacency",
            "autoAdjacencyTolerance", "tiles", "adjacencies", "constraints");
    private static final List<String> MODEL_KEYS = List.of("type", "n", "nX", "nY", "nZ");
    private static final List<String> TILE_KEYS = List.of("value", "src", "multiplyFrequency", "changeFrequency",
            "tileSymmetry", "rotateCw", "rotateCcw", "reflectX", "reflectY");
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

    /** The largest count of entries in {@code tiles}, {@code adjacencies} or {@code constraints}. */
    static final int MAX_ENTRIES = 65_536;

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private DebroglieReader() {
    }

    /**
     * Reads {@code file}.
     *
     * @throws InvalidInputException "FILE: KEY: VALUE (expected: ...)", also for a missing or unreadable file
     */
    public static DebroglieConfig read(Path file) throws InvalidInputException {
        byte[] bytes;
        try {
            bytes = InputFiles.readAll(file);
        } catch (InvalidInputException e) {
            throw e;
        } catch (IOException e) {
            throw new InvalidInputException(e.getMessage());
        }
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(file + ": not valid JSON at line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + " (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read (" + e.getMessage() + ")");
        }
        try {
            return parse(file, root);
        } catch (WfcInputException e) {
            throw new InvalidInputException(file + ": " + e.getMessage());
        }
    }

    static DebroglieConfig parse(Path file, JsonNode root) {
        JsonFields f = new JsonFields(root, "", TOP_KEYS);
        String dest = f.string("dest", null);
        if (dest == null || dest.isEmpty()) {
            throw f.bad("dest", f.raw("dest"), "the output file, e.g. \"output/map.png\"");
        }
        Path dir = file.toAbsolutePath().getParent();
        String base = f.string("baseDirectory", null);
        Path baseDir = base == null ? dir : ConfigPaths.inside(dir, base, "baseDirectory");
        SourceType srcType = f.has("srcType") ? sourceType(f) : SourceType.SAMPLE;
        String src = f.string("src", null);
        if (srcType == SourceType.SAMPLE && (src == null || src.isEmpty())) {
            throw f.bad("src", f.raw("src"), "the sample file, or \"srcType\": \"bitmapSet\" or \"voxSet\"");
        }
        if (srcType != SourceType.SAMPLE && src != null) {
            throw f.bad("src", f.raw("src"), "no src with \"srcType\": \"" + f.string("srcType", "") + "\"");
        }
        ModelType model = ModelType.ADJACENT;
        int n = DebroglieConfig.DEFAULT_N;
        int nx = n;
        int ny = n;
        int nz = n;
        if (f.has("model")) {
            JsonFields m = f.object("model", MODEL_KEYS);
            String type = m.string("type", null);
            if ("overlapping".equals(type)) {
                model = ModelType.OVERLAPPING;
            } else if (!"adjacent".equals(type)) {
                throw m.bad("type", m.raw("type"), "\"overlapping\" or \"adjacent\"");
            }
            if (model == ModelType.ADJACENT) {
                for (String k : List.of("n", "nX", "nY", "nZ")) {
                    if (m.has(k)) {
                        throw m.bad(k, m.raw(k), "no pattern size for the adjacent model");
                    }
                }
            }
            n = m.integer("n", DebroglieConfig.DEFAULT_N, Defaults.MIN_N, DebroglieConfig.MAX_N);
            nx = m.integer("nX", n, Defaults.MIN_N, DebroglieConfig.MAX_N);
            ny = m.integer("nY", n, Defaults.MIN_N, DebroglieConfig.MAX_N);
            nz = m.integer("nZ", n, Defaults.MIN_N, DebroglieConfig.MAX_N);
        }
        boolean pin = f.bool("periodicInput", true);
        boolean pout = f.bool("periodic", false);
        int symmetry = f.integer("symmetry", 0, 1, 12);
        int rotations = symmetry == 0 ? 1 : symmetry % 2 == 0 ? symmetry / 2 : symmetry;
        boolean reflections = symmetry != 0 && symmetry % 2 == 0;
        rotations = f.integer("rotationalSymmetry", rotations, 1, 6);
        if (rotations != 1 && rotations != 2 && rotations != 3 && rotations != 4 && rotations != 6) {
            throw f.bad("rotationalSymmetry", f.raw("rotationalSymmetry"), "1, 2 or 4 (3 or 6 on hexagons)");
        }
        reflections = f.bool("reflectionalSymmetry", reflections);
        RotationTreatment treatment = RotationTreatment.UNCHANGED;
        if (f.has("rotationTreatment")) {
            String t = f.string("rotationTreatment", "");
            try {
                treatment = RotationTreatment.valueOf(t.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw f.bad("rotationTreatment", f.raw("rotationTreatment"), "unchanged, missing or generated");
            }
        }
        int width = f.integer("width", DebroglieConfig.DEFAULT_SIZE, 1, DebroglieConfig.MAX_SIDE);
        int height = f.integer("height", DebroglieConfig.DEFAULT_SIZE, 1, DebroglieConfig.MAX_SIDE);
        int depth = f.integer("depth", DebroglieConfig.DEFAULT_SIZE, 1, DebroglieConfig.MAX_SIDE);
        Double tolerance = f.number("autoAdjacencyTolerance", -Double.MIN_VALUE, 1);
        return new DebroglieConfig(file, baseDir, src, srcType, dest, model, nx, ny, nz,
                f.bool("periodicInputX", pin), f.bool("periodicInputY", pin), f.bool("periodicInputZ", pin),
                f.bool("periodicX", pout), f.bool("periodicY", pout), f.bool("periodicZ", pout),
                width, height, depth, f.tile("ground"), rotations, reflections, treatment,
                f.bool("backtrack", false), f.bool("animate", false), f.bool("autoAdjacency", false),
                tolerance == null ? DebroglieConfig.DEFAULT_TOLERANCE : tolerance,
                tiles(f), adjacencies(f), constraints(f));
    }

    private static SourceType sourceType(JsonFields f) {
        String t = f.string("srcType", "");
        return switch (t.toLowerCase(Locale.ROOT)) {
            case "sample" -> SourceType.SAMPLE;
            case "bitmapset" -> SourceType.BITMAP_SET;
            case "voxset" -> SourceType.VOX_SET;
            default -> throw f.bad("srcType", f.raw("srcType"), "sample, bitmapSet or voxSet");
        };
    }

    private static JsonNode entries(JsonFields f, String key) {
        if (!f.has(key)) {
            return null;
        }
        JsonNode a = f.array(key);
        if (a.size() > MAX_ENTRIES) {
            throw f.bad(key, new com.fasterxml.jackson.databind.node.TextNode(a.size() + " entries"),
                    "at most " + MAX_ENTRIES);
        }
        return a;
    }

    private static List<TileData> tiles(JsonFields f) {
        JsonNode a = entries(f, "tiles");
        List<TileData> out = new ArrayList<>();
        for (int i = 0; a != null && i < a.size(); i++) {
            JsonFields t = new JsonFields(a.get(i), "tiles[" + i + "]", TILE_KEYS);
            TileRef value = t.tile("value");
            if (value == null) {
                throw t.bad("value", null, "the tile this entry configures");
            }
            String symmetry = t.string("tileSymmetry", null);
            if (symmetry != null && TileSymmetry.parse(symmetry) == null) {
                throw t.bad("tileSymmetry", t.raw("tileSymmetry"), TileSymmetry.LETTERS);
            }
            out.add(new TileData(value, t.string("src", null), t.number("multiplyFrequency", 0, 1e9),
                    t.number("changeFrequency", -1, 1e9), symmetry, t.tile("rotateCw"),
                    t.tile("rotateCcw"), t.tile("reflectX"), t.tile("reflectY")));
        }
        return List.copyOf(out);
    }

    private static List<Adjacency> adjacencies(JsonFields f) {
        JsonNode a = entries(f, "adjacencies");
        List<Adjacency> out = new ArrayList<>();
        for (int i = 0; a != null && i < a.size(); i++) {
            String path = "adjacencies[" + i + "]";
            JsonFields e = new JsonFields(a.get(i), path,
                    List.of("left", "right", "up", "down", "above", "below", "comment"));
            e.string("comment", null);
            String[][] pairs = {{"left", "right"}, {"up", "down"}, {"below", "above"}};
            Axis[] axes = {Axis.X, Axis.Y, Axis.Z};
            Adjacency found = null;
            for (int k = 0; k < 3; k++) {
                boolean first = e.has(pairs[k][0]);
                boolean second = e.has(pairs[k][1]);
                if (first != second) {
                    String missing = first ? pairs[k][1] : pairs[k][0];
                    throw e.bad(missing, null, "\"" + pairs[k][0] + "\" and \"" + pairs[k][1] + "\" together");
                }
                if (first) {
                    if (found != null) {
                        throw e.bad(pairs[k][0], e.raw(pairs[k][0]), "one pair of lists an entry");
                    }
                    found = new Adjacency(axes[k], e.tileList(pairs[k][0]), e.tileList(pairs[k][1]));
                }
            }
            if (found == null) {
                throw new WfcInputException(path + ": no lists (expected: left/right, up/down or above/below)");
            }
            out.add(found);
        }
        return List.copyOf(out);
    }

    private static List<ConstraintConfig> constraints(JsonFields f) {
        JsonNode a = entries(f, "constraints");
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
                    c.names("sides", Side.class, DebroglieReader::side, SIDES, null),
                    c.names("excludeSides", Side.class, DebroglieReader::side, SIDES, EnumSet.noneOf(Side.class)),
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
