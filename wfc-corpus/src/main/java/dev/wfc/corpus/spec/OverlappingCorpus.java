package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/** A corpus of the overlapping model: each map as its image (png) and its grid of pattern ids (json). */
final class OverlappingCorpus extends ModelCorpus {
    private final OverlappingModel overlapping;

    OverlappingCorpus(OverlappingModel overlapping, SteeredModel model, SolveParams params, ObjectNode spec,
                      Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.overlapping = overlapping;
    }

    @Override
    public Model bareModel() {
        return overlapping;
    }

    @Override
    public Set<MapFormat> formats() {
        return EnumSet.of(MapFormat.PNG, MapFormat.JSON);
    }

    @Override
    public byte[] encode(MapFormat format, Solution map, int levels) {
        return switch (format) {
            case PNG -> overlapping.png(map, params().width(), params().height());
            case JSON -> PatternGridJson.encode(map);
            case TXT, TMJ, TMX, VOX -> throw notOffered(format);
        };
    }

    @Override
    MapFootprint footprint() {
        SolveParams p = params();
        int n = overlapping.n();
        double cells = p.periodic() ? (double) p.width() * p.height()
                : (double) (p.width() - n + 1) * (p.height() - n + 1);
        return new MapFootprint(cells, overlapping.patternCount(), overlapping.rules().directions(),
                (double) p.width() * p.height());
    }
}
