package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * A corpus of the tiled model: each map as its mosaic of tile images (png), its tile names and ids (json), the
 * classic text (txt; not for a partial map) and Tiled maps (tmj, tmx) whose tileset image the corpus holds once.
 * Its {@link #bareModel} draws with the spec's {@code blackBackground}, so a world of the spec draws as its corpus
 * does (the key only changes partial maps, and every cell of a world is decided).
 */
final class TiledCorpus extends TileMapCorpus {
    /** The tileset's model, drawing partial maps with {@link #blackBackground} as the corpus's PNG maps do. */
    private final TiledModel tiled;
    private final boolean blackBackground;

    /** @param name the tileset's name in Tiled maps */
    TiledCorpus(TiledModel tiled, String name, boolean blackBackground, SteeredModel model, SolveParams params,
                ObjectNode spec, Map<String, String> inputs) {
        super(TiledAtlas.tiled(tiled), name, tiled.tileCount(), (double) tiled.tileSize() * tiled.tileSize(), model,
                params, spec, inputs);
        this.tiled = tiled.withBlackBackground(blackBackground);
        this.blackBackground = blackBackground;
    }

    @Override
    public Model bareModel() {
        return tiled;
    }

    @Override
    public Set<MapFormat> formats() {
        return EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.TXT, MapFormat.TMJ, MapFormat.TMX);
    }

    @Override
    public byte[] encode(MapFormat format, Solution map, int levels) {
        return switch (format) {
            case PNG -> tiled.png(map, blackBackground);
            case JSON -> tiled.json(map).getBytes(StandardCharsets.UTF_8);
            case TXT -> finishedText(map, tiled::text);
            case TMJ -> tmj(map, levels);
            case TMX -> tmx(map, levels);
            case VOX -> throw notOffered(format);
        };
    }
}
