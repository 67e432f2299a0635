package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.io.TmjWriter;
import dev.wfc.core.io.TmxWriter;
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
 * {@code scale} pixels a unit) and json; hex: each map drawn as hexagons ({@code scale} pixels wide), json, and tmx
 * and tmj (hexagonal Tiled maps, {@link TmxWriter#hexagonal} and {@link TmjWriter}, over the atlas of hexagons
 * {@code scale} wide that the corpus holds once as {@link TiledAtlas#IMAGE}). The json holds the tile names and a grid of their ids, as
 * {@code wfc tiled --json} writes it.
 */
final class ShapedTilesCorpus extends ModelCorpus {
    private final Model tiles;
    private final int depth;
    private final int scale;
    /** The hex tiles' atlas, made when first asked for ({@link #atlas()}): only Tiled maps need it. */
    private TiledAtlas atlas;
    /** The tmj writer over {@link #atlas}, made with it. */
    private TmjWriter tmj;
    /** The tileset's name in Tiled maps. */
    private final String name;

    /** @param name the tileset's name in Tiled maps */
    ShapedTilesCorpus(Model tiles, String name, int depth, int scale, SteeredModel model, SolveParams params,
                      ObjectNode spec, Map<String, String> inputs) {
        super(model, params, spec, inputs);
        this.tiles = tiles;
        this.depth = depth;
        this.scale = scale;
        this.name = name;
    }

    /** The tiles on their own grids, without the depth and mask of this corpus. */
    @Override
    public Model bareModel() {
        return tiles;
    }

    @Override
    public Set<MapFormat> formats() {
        return tiles instanceof VoxelTiles ? EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.VOX)
                : EnumSet.of(MapFormat.PNG, MapFormat.JSON, MapFormat.TMJ, MapFormat.TMX);
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
            case TMX -> TmxWriter.hexagonal(atlas(), name, TiledAtlas.imageFrom(levels), map);
            case TMJ -> tmj().encode(map, TiledAtlas.imageFrom(levels));
            case TXT -> throw notOffered(format);
        };
    }

    @Override
    public Map<String, byte[]> sharedFiles(Set<MapFormat> formats) {
        return formats.contains(MapFormat.TMX) || formats.contains(MapFormat.TMJ) ? Map.of(TiledAtlas.IMAGE, atlas().png()) : Map.of();
    }

    /** The hex tiles' atlas of hexagons {@code scale} wide; workers share it. */
    private synchronized TiledAtlas atlas() {
        if (atlas == null) {
            atlas = TiledAtlas.hexagons((HexTiles) tiles, scale);
        }
        return atlas;
    }

    /** The hexagonal tmj writer over {@link #atlas()}; workers share it. */
    private synchronized TmjWriter tmj() {
        if (tmj == null) {
            tmj = TmjWriter.of(atlas(), name);
        }
        return tmj;
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
