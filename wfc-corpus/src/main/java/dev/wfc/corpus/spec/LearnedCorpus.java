package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.corpus.MapFormat;
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
final class LearnedCorpus extends TileMapCorpus {
    private final LearnedModel learned;
    private final int scale;

    /** @param name the tileset's name in Tiled maps */
    LearnedCorpus(LearnedModel learned, String name, int scale, SteeredModel model, SolveParams params,
                  ObjectNode spec, Map<String, String> inputs) {
        super(learned.form() == LearnedModel.Form.IMAGE ? TiledAtlas.swatches(learned, scale) : null, name,
                learned.tileCount(), (double) scale * scale, model, params, spec, inputs);
        this.learned = learned;
        this.scale = scale;
    }

    @Override
    public Model bareModel() {
        return learned;
    }

    @Override
    public Set<MapFormat> formats() {
        return learned.form() == LearnedModel.Form.IMAGE ? EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.TMJ,
                MapFormat.TMX)
                : EnumSet.of(MapFormat.JSON, MapFormat.TXT);
    }

    @Override
    public MapFormat mainFormat() {
        return learned.form() == LearnedModel.Form.IMAGE ? MapFormat.PNG : MapFormat.TXT;
    }

    @Override
    public byte[] encode(MapFormat format, Solution map, int levels) {
        return switch (format) {
            case PNG -> learned.png(map, scale);
            case JSON -> learned.json(map).getBytes(StandardCharsets.UTF_8);
            case TXT -> finishedText(map, learned::text);
            case TMJ -> tmj(map, levels);
            case TMX -> tmx(map, levels);
            case VOX -> throw notOffered(format);
        };
    }
}
