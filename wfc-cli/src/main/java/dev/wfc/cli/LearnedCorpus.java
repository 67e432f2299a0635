package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.parallel.SolveParams;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * A corpus of the learned model. Image examples: each map as an image (png, {@code scale} pixels a cell side), its
 * tiles named by colour with their ids (json) and a Tiled map (tmj) over a tileset of one colour swatch per tile,
 * which the corpus holds once. Text examples: each map as text, a character per cell (txt; not for a partial map),
 * and as json.
 */
final class LearnedCorpus extends ModelCorpus {
    private final LearnedModel learned;
    private final int scale;
    private final TmjWriter tmj;

    /** @param name the tileset's name in Tiled maps */
    LearnedCorpus(LearnedModel learned, String name, int scale, SteeredModel model, SolveParams params,
                  ObjectNode spec, Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.learned = learned;
        this.scale = scale;
        this.tmj = learned.form() == LearnedModel.Form.IMAGE
                ? TmjWriter.swatches(learned, scale, name, learned.grid(params.width(), params.height(),
                        params.periodic()))
                : null;
    }

    @Override
    public Set<MapFormat> formats() {
        return learned.form() == LearnedModel.Form.IMAGE ? EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.TMJ)
                : EnumSet.of(MapFormat.JSON, MapFormat.TXT);
    }

    @Override
    public MapFormat mainFormat() {
        return learned.form() == LearnedModel.Form.IMAGE ? MapFormat.PNG : MapFormat.TXT;
    }

    @Override
    public byte[] encode(MapFormat format, Solution map) {
        return switch (format) {
            case PNG -> Png.encode(learned.render(map, scale));
            case JSON -> learned.json(map).getBytes(StandardCharsets.UTF_8);
            case TXT -> map.status() == Status.SOLVED ? learned.text(map).getBytes(StandardCharsets.UTF_8) : null;
            case TMJ -> tmj.encode(map);
        };
    }

    @Override
    public Map<String, byte[]> sharedFiles(Set<MapFormat> formats) {
        return formats.contains(MapFormat.TMJ) ? Map.of(TmjWriter.IMAGE, tmj.atlasPng()) : Map.of();
    }

    @Override
    public double bytesPerWorker() {
        SolveParams p = params();
        double cells = (double) p.width() * p.height();
        return MemoryBudget.estimate(cells, learned.tileCount(), p.kind(), p.propagator(), cells * scale * scale);
    }
}
