package dev.wfc.corpus.spec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.internal.Quote;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusJob;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Reads a corpus spec strictly: a JSON object whose {@code model} key picks the model and whose other keys are that
 * model's parameters, the keys every model shares ({@link SolveSpec}) and the designer constraints
 * ({@link SteeringSpec}). Unknown keys, wrong types, fractions for integers, strings for numbers or booleans, and
 * trailing content are errors that name the key and what is allowed. A new model is one more entry in
 * {@link #MODELS} and one more spec record.
 */
public final class SpecReader {
    /** The {@code model} names and their spec records, in the order error messages list them. */
    private static final Map<String, Class<? extends ModelSpec>> MODELS = new LinkedHashMap<>();

    static {
        MODELS.put("overlapping", OverlappingSpec.class);
        MODELS.put("tiled", TiledSpec.class);
        MODELS.put("learned", LearnedSpec.class);
    }

    /**
     * Limits of the JSON stream, far above any real spec: nesting, the characters of a string or key, the digits of
     * a number. A spec beyond one is refused with the key path where it was reached, before the value is kept.
     */
    static final int MAX_DEPTH = 64;
    static final int MAX_STRING = 1 << 20;
    static final int MAX_NAME = 1024;
    static final int MAX_NUMBER = 40;
    /** Heap a JSON tree takes per byte of spec, about: checked before parsing. */
    private static final double TREE_BYTES_PER_BYTE = 16;

    private static final ObjectMapper STRICT = JsonMapper.builder(JsonFactory.builder()
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

    /** One model's own parameters as read from a spec; resolves against the spec's directory. */
    interface ModelSpec {
        /**
         * @param dir the directory that relative paths in the spec start from
         * @param solve the keys every model shares
         * @param steering the designer constraints
         * @throws SpecException naming the key and what is allowed
         */
        CorpusJob resolve(Path dir, SolveSpec solve, SteeringSpec steering);
    }

    /** A spec value that cannot be used; the message starts with the key. */
    static final class SpecException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SpecException(String message) {
            super(message, null, false, false);
        }
    }

    private SpecReader() {
    }

    /** The job of the built-in default spec: {@code {"model": "overlapping"}}, the built-in sample. */
    public static CorpusJob defaults() {
        return defaults(SolveSpec.DEFAULTS);
    }

    /**
     * As {@link #defaults()} with {@code "backtrack": false}: the built-in spec of a world, whose blocks restart
     * only unless a spec asks otherwise.
     */
    public static CorpusJob defaultsRestartingOnly() {
        return defaults(SolveSpec.RESTARTS_ONLY);
    }

    private static CorpusJob defaults(SolveSpec solve) {
        return new OverlappingSpec(null, null, null, null, null, null, null, null, null).resolve(Path.of(""), solve,
                SteeringSpec.NONE);
    }

    /**
     * Reads and resolves {@code file}; relative paths in it start from its directory.
     *
     * @throws InvalidInputException whose one-line message starts with the file, then the key: also for a file
     *     that is missing or cannot be read
     */
    public static CorpusJob read(Path file) throws InvalidInputException {
        return resolve(file, readObject(file));
    }

    /**
     * Reads {@code file} strictly as a JSON object, resolving nothing: for a caller that takes keys of its own out
     * of a spec (a world's {@code block}, say) before {@link #resolve} reads the rest.
     *
     * @throws InvalidInputException whose one-line message starts with the file: missing, unreadable, not JSON or
     *     not an object
     */
    public static ObjectNode readObject(Path file) throws InvalidInputException {
        byte[] bytes = null;
        try {
            bytes = InputFiles.readAll(file, TREE_BYTES_PER_BYTE);
            JsonNode root = STRICT.readTree(bytes);
            if (root == null || !root.isObject()) {
                throw new SpecException("not a JSON object (expected: {\"model\": \"" + modelNames() + "\", ...})");
            }
            return (ObjectNode) root;
        } catch (InvalidInputException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(Quote.path(file) + ": no such file");
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(Quote.path(file) + ": " + notJson(e, bytes));
        } catch (IOException e) {
            throw new InvalidInputException(Quote.runs(e.getMessage()));
        } catch (SpecException e) {
            throw new InvalidInputException(Quote.path(file) + ": " + Quote.runs(e.getMessage()));
        }
    }

    /**
     * Resolves the spec {@code root} read from {@code file}; relative paths in it start from the file's directory.
     *
     * @throws InvalidInputException whose one-line message starts with the file, then the key
     */
    public static CorpusJob resolve(Path file, ObjectNode root) throws InvalidInputException {
        try {
            ObjectNode params = root.deepCopy();
            JsonNode model = params.remove("model");
            if (model == null || !model.isTextual()) {
                throw new SpecException("model: " + (model == null ? "missing" : model.toString()) + " (expected: "
                        + modelNames() + ")");
            }
            Class<? extends ModelSpec> type = MODELS.get(model.textValue());
            if (type == null) {
                throw new SpecException("model: '" + model.textValue() + "' (expected: " + modelNames() + ")");
            }
            Path dir = file.toAbsolutePath().getParent();
            ObjectNode solve = take(params, SolveSpec.class);
            ObjectNode steering = take(params, SteeringSpec.class);
            try {
                return STRICT.treeToValue(params, type).resolve(dir, STRICT.treeToValue(solve, SolveSpec.class),
                        STRICT.treeToValue(steering, SteeringSpec.class));
            } catch (JsonMappingException e) {
                throw new SpecException(describe(e, root, type));
            }
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(Quote.path(file) + ": " + notJson(e, null));
        } catch (SpecException | WfcInputException e) {
            // A model's own refusal (too many patterns for the heap, say) names its input as a spec key would.
            throw new InvalidInputException(Quote.path(file) + ": " + Quote.runs(e.getMessage()));
        }
    }

    /** The keys of designer constraints ({@code pins}, {@code border}, ...), in the order of the README. */
    public static List<String> steeringKeys() {
        return Arrays.stream(SteeringSpec.class.getRecordComponents()).map(RecordComponent::getName).toList();
    }

    /**
     * Why {@code bytes} are not a spec's JSON: where (line, column and the key path) and what. Jackson's stream
     * limits raise exceptions without a location; the bytes are then streamed once more, without keeping any value,
     * to find where the limit was reached.
     */
    private static String notJson(JsonProcessingException e, byte[] bytes) {
        JsonLocation at = e.getLocation();
        JsonPointer key = null;
        if (bytes != null && (at == null || e instanceof StreamConstraintsException)) {
            try (JsonParser p = STRICT.getFactory().createParser(bytes)) {
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

    /** Moves the keys of the record {@code spec} out of {@code params} into a new object. */
    private static ObjectNode take(ObjectNode params, Class<? extends Record> spec) {
        ObjectNode taken = params.objectNode();
        for (RecordComponent c : spec.getRecordComponents()) {
            JsonNode value = params.remove(c.getName());
            if (value != null) {
                taken.set(c.getName(), value);
            }
        }
        return taken;
    }

    /**
     * The key a binding error is about ({@code pins[0].tile} for a nested one), its value in {@code root}, and what
     * that key allows; an unknown key at the top lists every key of {@code model}.
     */
    private static String describe(JsonMappingException e, ObjectNode root, Class<?> model) {
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
            String known = top ? "model, " + keys(model) + ", " + keys(SolveSpec.class) + ", " + keys(SteeringSpec.class)
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
    private static String keys(Class<?> spec) {
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

    private static String modelNames() {
        return String.join(", ", MODELS.keySet());
    }
}
