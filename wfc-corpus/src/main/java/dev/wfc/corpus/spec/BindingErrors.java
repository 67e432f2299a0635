package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.Quote;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Jackson's errors of binding a spec to its records, in the spec's words: the key (with its position in a list), the
 * value as the spec gives it, and what the key allows.
 */
final class BindingErrors {
    private BindingErrors() {
    }

    /**
     * The key a binding error is about ({@code pins[0].tile} for a nested one), its value in {@code root}, and what
     * that key allows; an unknown key at the top lists every key of {@code model}.
     */
    static String describe(JsonMappingException e, ObjectNode root, Class<?> model) {
        StringBuilder key = new StringBuilder();
        StringBuilder pointer = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                key.append(key.length() == 0 ? "" : ".").append(r.getFieldName());
                pointer.append('/').append(r.getFieldName().replace("~", "~0").replace("/", "~1"));
            } else {
                key.append('[').append(r.getIndex()).append(']');
                pointer.append('/').append(r.getIndex());
            }
        }
        if (e instanceof UnrecognizedPropertyException u) {
            boolean top = e.getPath().size() == 1;
            String parent = top ? "" : key.substring(0, key.length() - u.getPropertyName().length() - 1) + ": ";
            String known = top
                    ? "model, " + keys(model) + ", " + keys(SolveSpec.class) + ", " + keys(SteeringSpec.class)
                    : keys(u.getReferringClass());
            return parent + "unknown key '" + Quote.value(u.getPropertyName()) + "'"
                    + Quote.didYouMean(u.getPropertyName(), Arrays.asList(known.split(", "))) + " (expected: one of "
                    + known + ")";
        }
        if (e instanceof InvalidFormatException f && f.getTargetType().isEnum()) {
            return key + ": " + quote(f.getValue()) + " (expected: " + enumNames(f.getTargetType()) + ")";
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            JsonNode value = root.at(pointer.toString());
            List<JsonMappingException.Reference> path = e.getPath();
            if (value.isMissingNode() && !path.isEmpty() && path.get(path.size() - 1).getFieldName() == null) {
                // A single value read as a list of one: the index is not in the spec, the value is its parent.
                key.setLength(key.lastIndexOf("["));
                value = root.at(pointer.substring(0, pointer.lastIndexOf("/")));
            }
            return key + ": " + (value.isMissingNode() ? "wrong type" : Quote.value(value.toString())) + " (expected: "
                    + typeName(m.getTargetType()) + ")";
        }
        return key + ": " + Quote.runs(String.valueOf(e.getOriginalMessage()));
    }

    /** A spec record's keys in declaration order, the order the README lists them. */
    static String keys(Class<?> spec) {
        return Arrays.stream(spec.getRecordComponents()).map(RecordComponent::getName)
                .collect(Collectors.joining(", "));
    }

    private static String typeName(Class<?> type) {
        if (type == Integer.class || type == Long.class || type == int.class || type == long.class) {
            return "an integer";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type.isEnum()) {
            return "one of " + enumNames(type);
        }
        if (type.isRecord()) {
            return "an object with " + keys(type);
        }
        if (java.util.Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        return type.getSimpleName();
    }

    private static String enumNames(Class<?> type) {
        return Arrays.stream(type.getEnumConstants()).map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
    }

    private static String quote(Object value) {
        return value instanceof String ? "'" + Quote.value((String) value) + "'" : Quote.value(String.valueOf(value));
    }
}
