package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.io.TmjWriter;
import dev.wfc.core.io.TmxWriter;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What the tiled and learned corpora share: Tiled maps (tmj, tmx) whose tileset image the corpus holds once, text only
 * for finished maps, and a footprint from the tile count and the pixels a cell draws.
 */
abstract class TileMapCorpus extends ModelCorpus {
    /** Null when the model has no Tiled form (learned text examples), like {@code tmj}. */
    private final TiledAtlas atlas;
    private final TmjWriter tmj;
    /** The tileset's name in Tiled maps. */
    private final String name;
    private final int tileCount;
    private final double pixelsPerCell;

    /** @param name the tileset's name in Tiled maps */
    TileMapCorpus(TiledAtlas atlas, String name, int tileCount, double pixelsPerCell, SteeredModel model,
                  SolveParams params, ObjectNode spec, Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.atlas = atlas;
        this.tmj = atlas == null ? null : TmjWriter.of(atlas, name);
        this.name = name;
        this.tileCount = tileCount;
        this.pixelsPerCell = pixelsPerCell;
    }

    /** {@code map} as a Tiled map {@code levels} folders below the corpus root, which holds the atlas. */
    final byte[] tmj(Solution map, int levels) {
        return tmj.encode(map, TiledAtlas.imageFrom(levels));
    }

    /** {@code map} as a Tiled XML map, naming the atlas as the tmj maps do. */
    final byte[] tmx(Solution map, int levels) {
        return TmxWriter.orthogonal(atlas, name, TiledAtlas.imageFrom(levels), map);
    }

    /** {@code map} as text, or null for a partial map, whose undecided cells text cannot show. */
    static byte[] finishedText(Solution map, Function<Solution, String> text) {
        return map.status() == Status.SOLVED ? text.apply(map).getBytes(StandardCharsets.UTF_8) : null;
    }

    @Override
    public final Map<String, byte[]> sharedFiles(Set<MapFormat> formats) {
        return formats.contains(MapFormat.TMJ) || formats.contains(MapFormat.TMX)
                ? Map.of(TiledAtlas.IMAGE, atlas.png()) : Map.of();
    }

    @Override
    final MapFootprint footprint() {
        SolveParams p = params();
        double cells = (double) p.width() * p.height();
        return new MapFootprint(cells, tileCount, bareModel().rules().directions(), cells * pixelsPerCell);
    }
}
