package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
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
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * A configuration with a hexagonal Tiled sample, on an output of {@code width x height} offset rows read onto the
 * axial grid as the sample is ({@link TmxMap#axial()}), written as a hexagonal {@code .tmx} with the sample's tileset
 * and cell size. {@code "type": "overlapping"} is {@link GridOverlappingModel} on {@link Topology#HEX}: nX x nY
 * rhombi of the sample read through the configuration's turns and mirrors, each output cell showing its pattern's
 * first cell (patterns by the band's edge overhang it). {@code "adjacent"} is the learned-adjacency model (a tile per
 * global id; two tiles may be neighbours in a direction when they are somewhere in the sample, in that direction or
 * in one the configuration's hexagon symmetries turn it into: DeBroglie's tiles stay themselves under rotation).
 * Either model takes {@code edgedPath} (a pattern opens where the tile its cell shows does), {@code path},
 * {@code count} and {@code separation} constraints.
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
        if (!c.adjacencies().isEmpty() || c.ground() != null) {
            throw new NotSupportedException("adjacencies or ground with a hexagonal sample");
        }
        for (int i = 0; i < c.constraints().size(); i++) {
            ConstraintConfig k = c.constraints().get(i);
            if (!(k instanceof ConstraintConfig.EdgedPath || k instanceof ConstraintConfig.Path
                    || k instanceof ConstraintConfig.Count || k instanceof ConstraintConfig.Separation)) {
                throw new NotSupportedException("constraints[" + i + "]: the " + k.type() + " constraint with a"
                        + " hexagonal sample (edgedPath, path, count and separation are taken)");
            }
        }
        int turns = c.rotationalSymmetry(); // 1, 2, 3 or 6 (SymmetryGroups)
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
            symbol = om::symbol;
            rules = weighted(om.rules(), c);
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
        rules = weighted(b.build(), c);
    }

    /**
     * {@code base} with the {@code tiles} entries' frequency factors on the tiles (patterns) showing their Tiled id;
     * an entry may state only its value and frequencies.
     */
    private Rules weighted(Rules base, DebroglieConfig c) {
        if (c.tiles().isEmpty()) {
            return base;
        }
        double[] factor = Reweighted.factors(c.tiles(), base.tileCount(), (t, i) -> {
            if (t.src() != null || t.rotateCw() != null || t.reflectX() != null || t.rotateCcw() != null
                    || t.reflectY() != null || t.tileSymmetry() != null) {
                throw new NotSupportedException("tiles[" + i + "]: src, tileSymmetry and rotations with a hexagonal"
                        + " sample (value and frequencies are taken)");
            }
            return tiles(t.value(), "tiles[" + i + "].value");
        });
        return Reweighted.rules(base, factor);
    }

    /**
     * The configuration's constraints, by the tiles' Tiled ids (for the overlapping model, every pattern whose cell
     * shows the tile: the output cell is that cell) through the hexagon's 6 neighbours: {@code edgedPath} with exits
     * along DeBroglie's x, y and w, {@code path}, {@code count} of cells and {@code separation} in hex steps; end
     * points as (column, row) of the written map's offset rows.
     */
    List<Constraint> constraints(DebroglieConfig c) {
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < c.constraints().size(); i++) {
            String key = "constraints[" + i + "]";
            ConstraintConfig k = c.constraints().get(i);
            if (k instanceof ConstraintConfig.EdgedPath e) {
                int[] exits = EdgedPathExits.bits(e, Topology.HEX, rules.tileCount(), key, this::tiles);
                out.add(e.endPoints().isEmpty() ? Constraint.edgedPath(exits)
                        : Constraint.edgedPath(exits, xs(e.endPoints(), key), ys(e.endPoints())));
            } else if (k instanceof ConstraintConfig.Path p) {
                int[] t = tiles(p.tiles(), key + ".tiles");
                out.add(p.endPoints().isEmpty() ? Constraint.connected(t)
                        : Constraint.path(t, xs(p.endPoints(), key), ys(p.endPoints())));
            } else if (k instanceof ConstraintConfig.Count n) {
                out.add(n.on(tiles(n.tiles(), key + ".tiles")));
            } else {
                ConstraintConfig.Separation sep = (ConstraintConfig.Separation) k;
                out.add(Constraint.separation(tiles(sep.tiles(), key + ".tiles"), sep.minDistance()));
            }
        }
        return out;
    }

    /** The axial x of end points given as (column, row) of the written map, each checked to lie inside it. */
    private int[] xs(List<ConstraintConfig.Point> points, String key) {
        int[] xs = new int[points.size()];
        for (int k = 0; k < xs.length; k++) {
            ConstraintConfig.Point p = points.get(k);
            if (p.x() >= width || p.y() >= height || p.z() != 0) {
                throw new WfcInputException(key + ".endPoints[" + k + "]: (" + p.x() + ", " + p.y() + ", "
                        + p.z() + ") (expected: a column and row inside the " + width + "x" + height + " output)");
            }
            xs[k] = p.x() + shift(p.y());
        }
        return xs;
    }

    /** The axial y of end points: their row. */
    private static int[] ys(List<ConstraintConfig.Point> points) {
        return points.stream().mapToInt(ConstraintConfig.Point::y).toArray();
    }

    /** The tiles (or patterns) showing any of {@code refs}. */
    private int[] tiles(List<TileRef> refs, String key) {
        return refs.stream().flatMapToInt(r -> java.util.Arrays.stream(tiles(r, key))).distinct().sorted().toArray();
    }

    /** The tiles (or patterns) showing Tiled id {@code ref} (a number, as DeBroglie names a Tiled map's tiles). */
    private int[] tiles(TileRef ref, String key) {
        long gid = ref.numeric() ? Long.parseLong(ref.text()) : -1;
        // The model's own tile count: the same tiles as rules, and set before rules is.
        int[] ids = java.util.stream.IntStream.range(0, model.rules().tileCount())
                .filter(t -> symbol.applyAsInt(t) == gid).toArray();
        if (ids.length == 0) {
            throw new WfcInputException(key + ": " + ref + " (expected: the Tiled id of a tile of the sample)");
        }
        return ids;
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
