package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.parallel.MapModel;
import dev.wfc.parallel.SolveParams;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/** A corpus of the overlapping model: each map as its image (png) and its grid of pattern ids (json). */
final class OverlappingCorpus implements CorpusJob {
    private final OverlappingModel model;
    private final SolveParams params;
    private final ObjectNode spec;
    private final Map<String, String> inputs;

    OverlappingCorpus(OverlappingModel model, SolveParams params, ObjectNode spec, Map<String, String> inputs) {
        this.model = model;
        this.params = params;
        this.spec = spec;
        this.inputs = inputs;
    }

    @Override
    public MapModel model() {
        return model::solverBuilder;
    }

    @Override
    public SolveParams params() {
        return params;
    }

    @Override
    public Set<MapFormat> formats() {
        return EnumSet.of(MapFormat.PNG, MapFormat.JSON);
    }

    @Override
    public byte[] encode(MapFormat format, Solution map) {
        return switch (format) {
            case PNG -> Png.encode(model.render(map, params.width(), params.height()));
            case JSON -> PatternGridJson.encode(map);
            case TXT, TMJ -> throw new IllegalArgumentException("format: " + format.extension()
                    + " (expected: one of " + MapFormat.names(formats()) + ")");
        };
    }

    @Override
    public ObjectNode canonicalSpec() {
        return spec.deepCopy();
    }

    @Override
    public Map<String, String> inputDigests() {
        return inputs;
    }

    @Override
    public double bytesPerWorker() {
        boolean periodic = params.periodic();
        int n = model.n();
        double cells = periodic ? (double) params.width() * params.height()
                : (double) (params.width() - n + 1) * (params.height() - n + 1);
        return MemoryBudget.estimate(cells, model.patternCount(), params.kind(), params.propagator(),
                (double) params.width() * params.height());
    }
}
