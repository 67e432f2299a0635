package dev.wfc.corpus.debroglie;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.TiledMap;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.TmxWriter;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.IntUnaryOperator;

/**
 * A configuration with a hexagonal Tiled sample, on an output of {@code width x height} offset rows read onto the
 * axial grid as the sample is ({@link TmxMap#axial()}), written as a hexagonal {@code .tmx} with the sample's tileset
 * and cell size. {@code "type": "overlapping"} is {@link GridOverlappingModel} on {@link Topology#HEX}: nX x nY
 * rhombi of the sample read through the configuration's turns and mirrors, each output cell showing its pattern's
 * first cell (patterns by the band's edge overhang it). {@code "adjacent"} is the learned-adjacency model (a tile per
 * global id; two tiles may be neighbours in a direction when they are somewhere in the sample, in that direction or
 * in one the configuration's hexagon symmetries turn it into: DeBroglie's tiles stay themselves under rotation).
 */
final class HexSample {
    /** Directions turned by 60 degrees: Topology.HEX lists its six in order around the hexagon. */
    private static final int SIDES = 6;
    /** The model that solves: a {@link LearnedModel} or a {@link GridOverlappingModel}. */
    final Model model;
    final Rules rules;
    private final IntUnaryOperator symbol;
    private final TiledMap map;
    private final boolean staggerOdd;
    private final int width;
    private final int height;

    HexSample(DebroglieConfig c) throws IOException {
        if (c.periodicX() || c.periodicY()) {
            throw new NotSupportedException("a periodic hexagonal output");
        }
        if (c.periodicInputX() != c.periodicInputY()) {
            throw new NotSupportedException("a hexagonal sample periodic along one axis only");
        }
        if (!c.tiles().isEmpty() || !c.adjacencies().isEmpty() || !c.constraints().isEmpty() || c.ground() != null) {
            throw new NotSupportedException("tiles, adjacencies, ground or constraints with a hexagonal sample");
        }
        int turns = c.rotationalSymmetry();
        if (SIDES % turns != 0) {
            throw new NotSupportedException("rotationalSymmetry " + turns + " on hexagons (1, 2, 3 or 6)");
        }
        Path src = ConfigPaths.input(c.baseDir(), c.src(), "src");
        map = TiledReader.readMap(src);
        TmxMap sample = TmxMap.of(src, map);
        staggerOdd = sample.staggerOdd();
        width = c.width();
        height = c.height();
        if (c.model() == DebroglieConfig.ModelType.OVERLAPPING) {
            GridOverlappingModel om = GridOverlappingModel.builder(sample).n(c.nX(), c.nY(), 1)
                    .periodicInput(c.periodicInputX()).symmetryGroup(turns, c.reflectionalSymmetry()).build();
            model = om;
            rules = om.rules();
            symbol = om::symbol;
            return;
        }
        LearnedModel learned = LearnedModel.builder().topology(Topology.HEX).periodicInput(c.periodicInputX())
                .example(sample).build();
        model = learned;
        symbol = learned::symbol;
        Rules base = learned.rules();
        Rules.Builder b = Rules.builder(base.tileCount(), Topology.HEX);
        for (int t = 0; t < base.tileCount(); t++) {
            b.weight(t, base.weight(t));
            for (int d = 0; d < SIDES; d++) {
                for (int u : base.compatibleTiles(t, d)) {
                    for (int k = 0; k < turns; k++) {
                        int e = (d + k * (SIDES / turns)) % SIDES;
                        b.allow(t, u, e);
                        if (c.reflectionalSymmetry()) {
                            // The mirror left <-> right: 0 <-> 3, 1 <-> 2, 4 <-> 5.
                            b.allow(t, u, (SIDES + 3 - e) % SIDES);
                        }
                    }
                }
            }
        }
        rules = b.build();
    }

    /** The axial box of the output's offset rows, the cells outside the band masked out. */
    Grid grid() {
        int box = width + shift(height - 1);
        boolean[] inside = new boolean[box * height];
        for (int r = 0; r < height; r++) {
            for (int col = 0; col < width; col++) {
                inside[col + shift(r) + r * box] = true;
            }
        }
        return Grid.builder(Topology.HEX).size(box, height).mask(inside).build();
    }

    /** The map as a hexagonal {@code .tmx} of offset rows, in the sample's tileset. */
    byte[] tmx(Solution s) {
        int box = s.grid().width();
        int[] gids = new int[width * height];
        for (int r = 0; r < height; r++) {
            for (int col = 0; col < width; col++) {
                int t = s.tile(col + shift(r) + r * box);
                gids[col + r * width] = t < 0 ? 0 : symbol.applyAsInt(t);
            }
        }
        return TmxWriter.writeHexagonal(width, height, gids, map.tilesets().get(0), map.tileWidth(),
                map.tileHeight(), map.hexSideLength(), staggerOdd);
    }

    /** The axial column offset of offset row {@code r}, as {@link TmxMap#axial()} computes it. */
    private int shift(int r) {
        return staggerOdd ? (r + (r & 1)) / 2 : (r - (r & 1)) / 2;
    }
}
