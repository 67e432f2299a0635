package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * A learned corpus on a hexagonal, cubic or masked grid ({@link GridSpec}). Cube: each map as MagicaVoxel voxels
 * with the examples' palette (vox, the main format), an isometric preview (png, {@code scale} pixels a unit) and
 * json; hex: each map drawn as hexagons ({@code scale} pixels wide) and json; a masked square: png and json, or for
 * text examples json and txt (a space for each cell outside the mask; not for a partial map). No Tiled map.
 */
final class ShapedLearnedCorpus extends ModelCorpus {
    private final LearnedModel learned;
    private final int depth;
    private final int scale;

    ShapedLearnedCorpus(LearnedModel learned, int depth, int scale, SteeredModel model, SolveParams params,
                        ObjectNode spec, Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.learned = learned;
        this.depth = depth;
        this.scale = scale;
    }

    /** The learned model on its own grids, without the depth and mask of this corpus. */
    @Override
    public Model bareModel() {
        return learned;
    }

    @Override
    public Set<MapFormat> formats() {
        if (learned.topology() == Topology.CUBE) {
            return EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.VOX);
        }
        return learned.form() == LearnedModel.Form.TEXT ? EnumSet.of(MapFormat.JSON, MapFormat.TXT)
                : EnumSet.of(MapFormat.PNG, MapFormat.JSON);
    }

    @Override
    public MapFormat mainFormat() {
        if (learned.topology() == Topology.CUBE) {
            return MapFormat.VOX;
        }
        return learned.form() == LearnedModel.Form.TEXT ? MapFormat.JSON : MapFormat.PNG;
    }

    @Override
    public byte[] encode(MapFormat format, Solution map, int levels) {
        return switch (format) {
            case PNG -> learned.png(map, scale);
            case JSON -> learned.json(map).getBytes(StandardCharsets.UTF_8);
            case VOX -> learned.vox(map);
            case TXT -> TileMapCorpus.finishedText(map, learned::text);
            case TMJ, TMX -> throw notOffered(format);
        };
    }

    /** The cells of every layer; pixels as the picture: a box of about (w+h)·2k by (w+h+2d)·k, or hexagons. */
    @Override
    MapFootprint footprint() {
        return GridSpec.footprint(learned.topology(), params(), depth, scale, learned.tileCount());
    }
}
