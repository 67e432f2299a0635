package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * The {@code workload} object of the bench JSON, filled in by the command that knows the model, its keys in the
 * order they are put. It keeps Jackson's types out of the signatures of the command classes: picocli reflects on
 * their methods for every {@code --help}, which would load Jackson before anything needs it.
 */
final class BenchWorkload {
    private final ObjectNode json;

    private BenchWorkload(ObjectNode json) {
        this.json = json;
    }

    /** The workload of a model subcommand, {@code model} its first key. */
    static BenchWorkload model(String model) {
        return new BenchWorkload(JsonNodeFactory.instance.objectNode().put("model", model));
    }

    /** The workload of {@code --spec}: the file, then every key of the spec with its defaults filled in. */
    static BenchWorkload spec(String file, ObjectNode canonicalSpec) {
        ObjectNode json = JsonNodeFactory.instance.objectNode().put("spec", file);
        json.setAll(canonicalSpec);
        return new BenchWorkload(json);
    }

    BenchWorkload put(String key, String value) {
        json.put(key, value);
        return this;
    }

    BenchWorkload put(String key, int value) {
        json.put(key, value);
        return this;
    }

    BenchWorkload put(String key, boolean value) {
        json.put(key, value);
        return this;
    }

    /** {@code values} as an array of strings under {@code key}. */
    BenchWorkload put(String key, List<String> values) {
        values.forEach(json.putArray(key)::add);
        return this;
    }

    ObjectNode json() {
        return json;
    }
}
