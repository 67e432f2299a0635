package dev.wfc.corpus.spec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What the corpus jobs of every model share: the steered rules, the parameters, the spec and its input digests. */
abstract class ModelCorpus implements CorpusJob {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SteeredModel model;
    private final SolveParams params;
    private final ObjectNode spec;
    private final Map<String, String> inputs;

    /**
     * @param spec the canonical spec (see {@link CorpusJob#canonicalSpec})
     * @param inputs SHA-256 of every input file, by the path as the spec writes it
     */
    ModelCorpus(SteeredModel model, SolveParams params, ObjectNode spec, Map<String, String> inputs) {
        this.model = model;
        this.params = params;
        this.spec = readBack(spec);
        this.inputs = Collections.unmodifiableMap(new TreeMap<>(inputs));
    }

    /**
     * A model's rules with the spec's designer constraints, checked against the grid of {@code params}.
     *
     * @param restriction the spec key of the model's own restriction (e.g. {@code ground}), or null
     * @throws SpecReader.SpecException naming the statement that names no tile or a cell outside the grid
     */
    static SteeredModel steer(SteeredModel.Builders rules, SteeredModel.Grids grids, List<String> tileNames,
                              String restriction, List<SteeringStatement> statements, SolveParams params) {
        try {
            SteeredModel steered = SteeredModel.of(rules, grids, tileNames, restriction, statements);
            steered.check(params.width(), params.height(), params.periodic());
            return steered;
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
    }

    /** {@code spec} as JSON reads it back (a long that fits an int becomes an int): equal specs compare equal. */
    private static ObjectNode readBack(ObjectNode spec) {
        try {
            return (ObjectNode) JSON.readTree(spec.toString());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("canonical spec: not readable as JSON (" + e.getOriginalMessage() + ")", e);
        }
    }

    @Override
    public SteeredModel model() {
        return model;
    }

    @Override
    public SolveParams params() {
        return params;
    }

    @Override
    public ObjectNode canonicalSpec() {
        return spec.deepCopy();
    }

    @Override
    public Map<String, String> inputDigests() {
        return inputs;
    }

    /** The refusal of {@code format} by {@link #encode}, for a format this corpus does not offer. */
    final IllegalArgumentException notOffered(MapFormat format) {
        return new IllegalArgumentException("format: " + format.extension() + " (expected: one of "
                + MapFormat.names(formats()) + ")");
    }

    /** The cells, tiles, directions and pixels of one map, for the memory estimates. */
    abstract MapFootprint footprint();

    @Override
    public final double bytesPerWorker() {
        MapFootprint f = footprint();
        return MemoryEstimate.batchWorkerBytes(f.cells(), f.tiles(), f.directions(), params.kind(), params.propagator(),
                f.pixels());
    }

    @Override
    public final double bytesPerFile() {
        MapFootprint f = footprint();
        return MemoryEstimate.fileBytes(f.cells(), f.tiles(), f.pixels());
    }
}
