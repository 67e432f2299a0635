package dev.wfc.corpus.debroglie;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Checks;
import dev.wfc.core.WfcInputException;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Typed, strict access to one JSON object of a configuration: every key it holds must be one of {@code allowed},
 * each value must have the key's type, and messages name the key by its path ({@code constraints[1].tiles}).
 */
final class JsonFields {
    private final ObjectNode node;
    private final String path;

    /** @throws WfcInputException if {@code node} is not an object or holds a key outside {@code allowed} */
    JsonFields(JsonNode node, String path, List<String> allowed) {
        this.path = path;
        if (node == null || !node.isObject()) {
            throw new WfcInputException(where("") + (node == null ? "missing" : node.toString())
                    + " (expected: a JSON object)");
        }
        this.node = (ObjectNode) node;
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!allowed.contains(key)) {
                throw new WfcInputException(where(key) + "unknown key (expected: one of "
                        + String.join(", ", allowed) + ")");
            }
        }
    }

    boolean has(String key) {
        return node.has(key) && !node.get(key).isNull();
    }

    JsonNode raw(String key) {
        return node.get(key);
    }

    String name(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    String string(String key, String fallback) {
        if (!has(key)) {
            return fallback;
        }
        JsonNode v = node.get(key);
        if (!v.isTextual()) {
            throw bad(key, v, "a string");
        }
        return v.textValue();
    }

    boolean bool(String key, boolean fallback) {
        if (!has(key)) {
            return fallback;
        }
        JsonNode v = node.get(key);
        if (!v.isBoolean()) {
            throw bad(key, v, "true or false");
        }
        return v.booleanValue();
    }

    /** Any {@code int}, its range checked by the caller; a fraction, a string or a value beyond int is refused. */
    int integer(String key, int fallback) {
        if (has(key) && (!node.get(key).isIntegralNumber() || !node.get(key).canConvertToInt())) {
            throw bad(key, node.get(key), "an integer");
        }
        return has(key) ? node.get(key).intValue() : fallback;
    }

    /** An integer in {@code min..max}; a fraction, a string or a value out of range is refused. */
    int integer(String key, int fallback, int min, int max) {
        if (!has(key)) {
            return fallback;
        }
        JsonNode v = node.get(key);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw bad(key, v, "an integer " + min + ".." + max);
        }
        return Checks.inRange(name(key), v.intValue(), min, max);
    }

    /** A finite number above {@code exclusiveMin} and at most {@code max}, or null when absent. */
    Double number(String key, double exclusiveMin, double max) {
        if (!has(key)) {
            return null;
        }
        JsonNode v = node.get(key);
        if (!v.isNumber() || !Double.isFinite(v.doubleValue()) || v.doubleValue() <= exclusiveMin
                || v.doubleValue() > max) {
            throw bad(key, v, "a number > " + exclusiveMin + " and <= " + max);
        }
        return v.doubleValue();
    }

    /** A tile reference: a string or an integer. */
    TileRef tile(String key) {
        if (!has(key)) {
            return null;
        }
        return tileValue(node.get(key), name(key));
    }

    /** The tiles of {@code tiles} (an array) and {@code tile} (one) together; required unless {@code optional}. */
    List<TileRef> tiles(String one, String many, boolean optional) {
        List<TileRef> out = new ArrayList<>();
        if (has(one)) {
            out.add(tile(one));
        }
        if (has(many)) {
            out.addAll(tileList(many));
        }
        if (out.isEmpty() && !optional) {
            throw new WfcInputException(where(many) + "missing (expected: \"" + one + "\" or \"" + many
                    + "\" naming at least one tile)");
        }
        return List.copyOf(out);
    }

    List<TileRef> tileList(String key) {
        JsonNode v = array(key);
        List<TileRef> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            out.add(tileValue(v.get(i), name(key) + "[" + i + "]"));
        }
        return List.copyOf(out);
    }

    JsonNode array(String key) {
        JsonNode v = node.get(key);
        if (v == null || !v.isArray()) {
            throw bad(key, v, "an array");
        }
        return v;
    }

    JsonFields object(String key, List<String> allowed) {
        return new JsonFields(node.get(key), name(key), allowed);
    }

    /** A comma separated set of names; {@code parse} turns one name into a value or null if it names none. */
    <E extends Enum<E>> Set<E> names(String key, Class<E> type, java.util.function.Function<String, E> parse,
                                     String expected, Set<E> fallback) {
        if (!has(key)) {
            return fallback;
        }
        String text = string(key, "");
        Set<E> out = java.util.EnumSet.noneOf(type);
        for (String part : text.split(",", -1)) {
            E e = parse.apply(part.strip());
            if (e == null) {
                throw new WfcInputException(where(key) + "'" + part.strip() + "' in \"" + text + "\" (expected: "
                        + expected + ")");
            }
            out.add(e);
        }
        return out;
    }

    WfcInputException bad(String key, JsonNode value, String expected) {
        return new WfcInputException(where(key) + (value == null ? "missing" : value.toString())
                + " (expected: " + expected + ")");
    }

    private String where(String key) {
        String n = key.isEmpty() ? path : name(key);
        return n.isEmpty() ? "" : n + ": ";
    }

    static TileRef tileValue(JsonNode v, String name) {
        if (v != null && v.isTextual()) {
            if (v.textValue().isEmpty()) {
                throw new WfcInputException(name + ": \"\" (expected: a tile name, colour or id)");
            }
            return new TileRef(v.textValue(), false);
        }
        if (v != null && v.isIntegralNumber() && v.canConvertToLong() && v.longValue() >= 0
                && v.longValue() <= 0xFFFF_FFFFL) {
            return new TileRef(Long.toString(v.longValue()), true);
        }
        throw new WfcInputException(name + ": " + (v == null ? "missing" : v.toString())
                + " (expected: a tile: a string, or an integer 0..4294967295)");
    }
}
