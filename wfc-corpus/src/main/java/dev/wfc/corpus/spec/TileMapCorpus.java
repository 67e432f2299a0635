package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.io.TmjWriter;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What the tiled and learned corpora share: a Tiled map (tmj) whose tileset image the corpus holds once, text only
 * for finished maps, and a memory estimate from the tile count and the pixels a cell draws.
 */
abstract class TileMapCorpus extends ModelCorpus {
    /** Null when the model has no Tiled form (learned text examples). */
    private final TmjWriter tmj;
    private final int tileCount;
    private final double pixelsPerCell;

    TileMapCorpus(TmjWriter tmj, int tileCount, double pixelsPerCell, SteeredModel model, SolveParams params,
                  ObjectNode spec, Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.tmj = tmj;
        this.tileCount = tileCount;
        this.pixelsPerCell = pixelsPerCell;
    }

    /** {@code map} as a Tiled map. */
    final byte[] tmj(Solution map) {
        return tmj.encode(map);
    }

    /** {@code map} as text, or null for a partial map, whose undecided cells text cannot show. */
    static byte[] finishedText(Solution map, Function<Solution, String> text) {
        return map.status() == Status.SOLVED ? text.apply(map).getBytes(StandardCharsets.UTF_8) : null;
    }

    @Override
    public final Map<String, byte[]> sharedFiles(Set<MapFormat> formats) {
        return formats.contains(MapFormat.TMJ) ? Map.of(TmjWriter.IMAGE, tmj.atlasPng()) : Map.of();
    }

    @Override
    public final double bytesPerWorker() {
        SolveParams p = params();
        double cells = (double) p.width() * p.height();
        return MemoryEstimate.batchWorkerBytes(cells, tileCount, bareModel().rules().directions(), p.kind(),
                p.propagator(), cells * pixelsPerCell);
    }
}
