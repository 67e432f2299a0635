package dev.wfc.corpus.spec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wfc.core.internal.Quote;

import java.io.IOException;

/**
 * The JSON of a spec as {@link SpecReader} reads it: a mapper that refuses unknown keys, wrong types, fractions for
 * integers, strings for numbers or booleans, duplicate keys, comments and trailing content, within stream limits far
 * above any real spec; and the one-line description of JSON that is not valid, with where it fails.
 */
final class StrictJson {
    /**
     * Limits of the JSON stream, far above any real spec: nesting, the characters of a string or key, the digits of
     * a number. A spec beyond one is refused with the key path where it was reached, before the value is kept.
     */
    static final int MAX_DEPTH = 64;
    static final int MAX_STRING = 1 << 20;
    static final int MAX_NAME = 1024;
    static final int MAX_NUMBER = 40;
    /** Heap a JSON tree takes per byte of spec, about: checked before parsing. */
    static final double TREE_BYTES_PER_BYTE = 16;

    static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                            .maxStringLength(MAX_STRING).maxNameLength(MAX_NAME).maxNumberLength(MAX_NUMBER).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .disable(JsonParser.Feature.ALLOW_COMMENTS)
            .withCoercionConfigDefaults(c -> {
                c.setCoercion(CoercionInputShape.String, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
                c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
            })
            .build();

    private StrictJson() {
    }

    /**
     * Why {@code bytes} are not a spec's JSON: where (line, column and the key path) and what. Jackson's stream
     * limits raise exceptions without a location; the bytes are then streamed once more, without keeping any value,
     * to find where the limit was reached.
     */
    static String notJson(JsonProcessingException e, byte[] bytes) {
        JsonLocation at = e.getLocation();
        JsonPointer key = null;
        if (bytes != null && (at == null || e instanceof StreamConstraintsException)) {
            try (JsonParser p = MAPPER.getFactory().createParser(bytes)) {
                try {
                    for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                        if (t.isScalarValue()) {
                            p.getText(); // the string and number limits are checked as the text is decoded
                        }
                    }
                } catch (JsonProcessingException again) {
                    at = p.currentLocation();
                    key = p.getParsingContext().pathAsPointer();
                }
            } catch (IOException ignored) {
                // Reading from memory: only a parse error can happen, and it is handled above.
            }
        }
        String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        String path = key == null || key.matches() ? "" : ", key " + Quote.value(keyPath(key));
        String what = e.getOriginalMessage() == null ? e.getClass().getSimpleName() : e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            what = what.replaceAll(",? from `StreamReadConstraints[^`]*`", "")
                    + " (expected: nesting at most " + MAX_DEPTH + " deep, strings of at most " + MAX_STRING
                    + " characters, keys of at most " + MAX_NAME + ", numbers of at most " + MAX_NUMBER + " digits)";
        }
        return "not valid JSON" + where + path + " (" + Quote.runs(what) + ")";
    }

    /** A JSON pointer as the key path messages use: {@code pins[1].x}. */
    private static String keyPath(JsonPointer pointer) {
        StringBuilder sb = new StringBuilder();
        for (JsonPointer p = pointer; p != null && !p.matches(); p = p.tail()) {
            if (p.mayMatchElement() && !p.mayMatchProperty()) {
                sb.append('[').append(p.getMatchingIndex()).append(']');
            } else {
                sb.append(sb.length() == 0 ? "" : ".").append(p.getMatchingProperty());
            }
            if (sb.length() > Quote.MAX_VALUE) {
                break;
            }
        }
        return sb.toString();
    }
}
