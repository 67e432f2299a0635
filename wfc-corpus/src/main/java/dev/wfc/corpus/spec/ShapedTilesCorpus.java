package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.SolveParams;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * A tiled corpus of a hex or cube tileset ({@link HexTiles}, {@link VoxelTiles}; keys of {@link GridSpec}). Cube:
 * each map as MagicaVoxel voxels with the tiles' colours (vox, the main format), an isometric preview (png,
 * {@code scale} pixels a unit) and json; hex: each map drawn as hexagons ({@code scale} pixels wide) and json. The
 * json holds the tile names and a grid of their ids, as {@code wfc tiled --json} writes it.
 */
final class ShapedTilesCorpus extends ModelCorpus {
    private final Model tiles;
    private final int depth;
    private final int scale;

    ShapedTilesCorpus(Model tiles, int depth, int scale, SteeredModel model, SolveParams params, ObjectNode spec,
                      Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.tiles = tiles;
        this.depth = depth;
        this.scale = scale;
    }

    /** The tiles on their own grids, without the depth and mask of this corpus. */
    @Override
    public Model bareModel() {
        return tiles;
    }

    @Override
    public Set<MapFormat> formats() {
        return tiles instanceof VoxelTiles ? EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.VOX)
                : EnumSet.of(MapFormat.PNG, MapFormat.JSON);
    }

    @Override
    public MapFormat mainFormat() {
        return tiles instanceof VoxelTiles ? MapFormat.VOX : MapFormat.PNG;
    }

    @Override
    public byte[] encode(MapFormat format, Solution map, int levels) {
        return switch (format) {
            case PNG -> Png.encode(tiles instanceof VoxelTiles v ? v.preview(map, scale)
                    : ((HexTiles) tiles).render(map, scale));
            case JSON -> GridJson.write(map, tiles.tileNames()).getBytes(StandardCharsets.UTF_8);
            case VOX -> ((VoxelTiles) tiles).vox(map);
            case TXT, TMJ, TMX -> throw new IllegalArgumentException("format: " + format.extension()
                    + " (expected: one of " + MapFormat.names(formats()) + ")");
        };
    }

    /** The cells of every layer and the picture: hexagons, or every voxel and the preview. */
    @Override
    MapFootprint footprint() {
        SolveParams p = params();
        if (!(tiles instanceof VoxelTiles v)) {
            return GridSpec.footprint(Topology.HEX, p, depth, scale, tiles.rules().tileCount());
        }
        return new MapFootprint((double) p.width() * p.height() * depth, tiles.rules().tileCount(),
                Topology.CUBE.directions(), v.pictureInts(p.width(), p.height(), depth, scale, true));
    }
}
