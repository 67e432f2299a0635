package dev.wfc.core.model;

import dev.wfc.core.CellWeights;
import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.GridWalks;

import java.util.List;
import java.util.function.Consumer;

/** The per-cell weights of a {@link Steering#weights} statement, made for one grid and rule set. */
final class SteeringWeights {
    private SteeringWeights() {
    }

    /**
     * Checks that a {@link Steering#weights} statement is the steering's first and has a factor.
     *
     * @param stated whether the steering already has a weight statement
     * @throws WfcInputException for a second statement or no factor
     */
    static void checkFirst(boolean stated, List<Steering.WeightFactor> factors) {
        if (stated) {
            throw new WfcInputException("weights: stated twice (expected: one weight statement)");
        }
        if (factors.isEmpty()) {
            throw new WfcInputException("weights: no factor (expected: at least one)");
        }
    }

    /**
     * The step of a {@link Steering#weights} statement, its names resolved now.
     *
     * @throws WfcInputException as {@link #tiles}
     */
    static Consumer<SteeringSteps.Target> step(Image map, List<Steering.WeightFactor> factors, TileNames names) {
        List<Steering.WeightFactor> list = List.copyOf(factors);
        int[][] tiles = tiles(map, list, names);
        return t -> t.builder().cellWeights(of(t.grid(), t.builder().rules(), map, list, tiles));
    }

    /**
     * The tile ids of each factor, in order, once each factor is checked against {@code map} (null: none).
     *
     * @throws WfcInputException for a name that names no tile, a colour without a map, or more colours than
     *     {@link CellWeights#MAX_REGIONS} regions hold beside the rest
     */
    private static int[][] tiles(Image map, List<Steering.WeightFactor> factors, TileNames names) {
        int[][] tiles = new int[factors.size()][];
        java.util.Set<String> colours = new java.util.TreeSet<>();
        for (int i = 0; i < tiles.length; i++) {
            Steering.WeightFactor f = factors.get(i);
            tiles[i] = names.resolve(f.tiles().toArray(String[]::new));
            if (f.colour() != null) {
                if (map == null) {
                    throw new WfcInputException("weight colour " + f.colour() + ": no weight map (expected: a map"
                            + " whose pixels of that colour mark the region)");
                }
                colours.add(f.colour().toUpperCase(java.util.Locale.ROOT));
            }
        }
        if (colours.size() >= CellWeights.MAX_REGIONS) {
            throw new WfcInputException("weights: " + colours.size() + " colours (expected: at most "
                    + (CellWeights.MAX_REGIONS - 1) + ", one region each beside the rest)");
        }
        return tiles;
    }

    /**
     * One region per colour named and found in the map, one for the rest (region 0); pixel (x, y) gives the region of
     * cell (x, y) of every layer. O(cells + R * T).
     */
    private static CellWeights of(Grid grid, dev.wfc.core.Rules rules, Image map, List<Steering.WeightFactor> factors,
                          int[][] tiles) {
        int w = grid.width();
        int h = grid.height();
        if (map != null) {
            GridWalks.requireLayerSize(grid, map.width(), map.height(), "weight map");
        }
        int tileCount = rules.tileCount();
        CellWeights.Builder b = CellWeights.builder(tileCount, grid.cells());
        java.util.Map<String, Integer> regionOf = new java.util.HashMap<>();
        regionOf.put(null, b.region(regionWeights(rules, null, factors, tiles, "the cells of no colour named")));
        for (int y = 0; y < h && map != null; y++) {
            for (int x = 0; x < w; x++) {
                String colour = ColorNames.of(map.pixel(x, y));
                boolean named = false;
                for (Steering.WeightFactor f : factors) {
                    named |= f.colour() != null && f.colour().equalsIgnoreCase(colour);
                }
                if (!named) {
                    continue;
                }
                Integer r = regionOf.get(colour);
                if (r == null) {
                    r = b.region(regionWeights(rules, colour, factors, tiles, "colour " + colour));
                    regionOf.put(colour, r);
                }
                for (int c : GridWalks.column(grid, x, y)) {
                    b.assign(c, r);
                }
            }
        }
        return b.build();
    }

    private static double[] regionWeights(dev.wfc.core.Rules rules, String colour, List<Steering.WeightFactor> factors,
                                          int[][] tiles, String where) {
        double[] weights = new double[rules.tileCount()];
        for (int t = 0; t < weights.length; t++) {
            weights[t] = rules.weight(t);
        }
        boolean any = false;
        for (int i = 0; i < factors.size(); i++) {
            Steering.WeightFactor f = factors.get(i);
            if (f.colour() == null || f.colour().equalsIgnoreCase(colour)) {
                for (int tile : tiles[i]) {
                    weights[tile] *= f.factor();
                }
            }
        }
        for (double x : weights) {
            any |= x > 0;
        }
        if (!any) {
            throw new WfcInputException("weights: " + where + " give every tile the weight 0 (expected: at least"
                    + " one tile of weight > 0)");
        }
        return weights;
    }
}
