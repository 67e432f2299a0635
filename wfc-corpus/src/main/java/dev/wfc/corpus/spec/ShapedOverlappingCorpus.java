package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.GridOverlappingModel;
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
 * An overlapping corpus on a hexagonal, cubic or masked square grid ({@link GridOverlappingModel}, keys of
 * {@link GridSpec}). Cube: each map as MagicaVoxel voxels with the sample's palette (vox, the main format), an
 * isometric preview (png, {@code scale} pixels a unit) and json; hex: each map drawn as hexagons ({@code scale}
 * pixels wide) and json; square: each map in squares of {@code scale} pixels, holes transparent, and json. The
 * json holds the pattern names (what each pattern's cell shows) and a grid of pattern ids.
 */
final class ShapedOverlappingCorpus extends ModelCorpus {
    private final GridOverlappingModel overlapping;
    private final int depth;
    private final int scale;

    ShapedOverlappingCorpus(GridOverlappingModel overlapping, int depth, int scale, SteeredModel model,
                            SolveParams params, ObjectNode spec, Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.overlapping = overlapping;
        this.depth = depth;
        this.scale = scale;
    }

    /** The model on its own grids, without the depth and mask of this corpus. */
    @Override
    public Model bareModel() {
        return overlapping;
    }

    @Override
    public Set<MapFormat> formats() {
        return overlapping.topology() == Topology.CUBE ? EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.VOX)
                : EnumSet.of(MapFormat.PNG, MapFormat.JSON);
    }

    @Override
    public MapFormat mainFormat() {
        return overlapping.topology() == Topology.CUBE ? MapFormat.VOX : MapFormat.PNG;
    }

    @Override
    public byte[] encode(MapFormat format, Solution map, int levels) {
        return switch (format) {
            case PNG -> Png.encode(overlapping.render(map, scale));
            case JSON -> GridJson.write(map, overlapping.tileNames()).getBytes(StandardCharsets.UTF_8);
            case VOX -> overlapping.vox(map);
            case TXT, TMJ, TMX -> throw notOffered(format);
        };
    }

    @Override
    MapFootprint footprint() {
        return GridSpec.footprint(overlapping.topology(), params(), depth, scale, overlapping.patternCount());
    }
}
