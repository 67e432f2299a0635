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
import dev.wfc.corpus.debroglie.DebroglieConfig.ModelType;
import dev.wfc.corpus.debroglie.DebroglieConfig.RotationTreatment;
import dev.wfc.corpus.debroglie.DebroglieConfig.SourceType;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
 * {@code constraints} (read by {@link ConstraintReader}).
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
        rotations = f.integer("rotationalSymmetry", rotations);
        int shorthand = f.has("rotationalSymmetry") ? 0 : symmetry;
        SymmetryGroups.checkAnyGrid(rotations, shorthand);
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
                width, height, depth, f.tile("ground"), rotations, reflections, shorthand, treatment,
                f.bool("backtrack", false), f.bool("animate", false), f.bool("autoAdjacency", false),
                tolerance == null ? DebroglieConfig.DEFAULT_TOLERANCE : tolerance,
                tiles(f, rotations, reflections), adjacencies(f), ConstraintReader.read(entries(f, "constraints")));
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

    /** The {@code tiles} entries, each stating only rotations of the group ({@link GroupFacts}). */
    private static List<TileData> tiles(JsonFields f, int rotations, boolean reflections) {
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
            TileData data = new TileData(value, t.string("src", null), t.number("multiplyFrequency", 0, 1e9),
                    t.number("changeFrequency", -1, 1e9), symmetry, t.tile("rotateCw"),
                    t.tile("rotateCcw"), t.tile("reflectX"), t.tile("reflectY"));
            GroupFacts.check(data, "tiles[" + i + "]", rotations, reflections);
            out.add(data);
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
}
