package dev.wfc.corpus.spec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.InputFiles;
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
import java.util.Map;

/**
 * Reads a corpus spec strictly: a JSON object whose {@code model} key picks the model and whose other keys are that
 * model's parameters, the keys every model shares ({@link SolveSpec}) and the designer constraints
 * ({@link SteeringSpec}). Unknown keys, wrong types, fractions for integers, strings for numbers or booleans, and
 * trailing content are errors that name the key and what is allowed ({@link StrictJson}, {@link BindingErrors}). A
 * new model is one more entry in {@link #MODELS} and one more spec record.
 */
public final class SpecReader {
    /** The {@code model} names and their spec records, in the order error messages list them. */
    private static final Map<String, Class<? extends ModelSpec>> MODELS = new LinkedHashMap<>();

    static {
        MODELS.put("overlapping", OverlappingSpec.class);
        MODELS.put("tiled", TiledSpec.class);
        MODELS.put("learned", LearnedSpec.class);
    }

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
            bytes = InputFiles.readAll(file, StrictJson.TREE_BYTES_PER_BYTE);
            JsonNode root = StrictJson.MAPPER.readTree(bytes);
            if (root == null || !root.isObject()) {
                throw new SpecException("not a JSON object (expected: {\"model\": \"" + modelNames() + "\", ...})");
            }
            return (ObjectNode) root;
        } catch (InvalidInputException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(Quote.path(file) + ": no such file");
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(Quote.path(file) + ": " + StrictJson.notJson(e, bytes));
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
            ObjectMapper json = StrictJson.MAPPER;
            try {
                return json.treeToValue(params, type).resolve(dir, json.treeToValue(solve, SolveSpec.class),
                        json.treeToValue(steering, SteeringSpec.class));
            } catch (JsonMappingException e) {
                throw new SpecException(BindingErrors.describe(e, root, type));
            }
        } catch (JsonProcessingException e) {
            throw new InvalidInputException(Quote.path(file) + ": " + StrictJson.notJson(e, null));
        } catch (SpecException | WfcInputException e) {
            // A model's own refusal (too many patterns for the heap, say) names its input as a spec key would.
            throw new InvalidInputException(Quote.path(file) + ": " + Quote.runs(e.getMessage()));
        }
    }

    /** The keys of designer constraints ({@code pins}, {@code border}, ...), in the order of the README. */
    public static List<String> steeringKeys() {
        return Arrays.stream(SteeringSpec.class.getRecordComponents()).map(RecordComponent::getName).toList();
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

    private static String modelNames() {
        return String.join(", ", MODELS.keySet());
    }
}
