package dev.wfc.core.model;

import dev.wfc.core.CellWeights;
import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;

import java.util.List;

/** The per-cell weights of a {@link Steering#weights} statement, made for one grid and rule set. */
final class SteeringWeights {
    private SteeringWeights() {
    }

    /**
     * One region per colour named and found in the map, one for the rest (region 0); pixel (x, y) gives the region of
     * cell (x, y) of every layer. O(cells + R * T).
     */
    static CellWeights of(Grid grid, dev.wfc.core.Rules rules, Image map, List<Steering.WeightFactor> factors,
                          int[][] tiles) {
        int w = grid.width();
        int h = grid.height();
        if (map != null && (map.width() != w || map.height() != h)) {
            throw new WfcInputException("weight map: " + map.width() + "x" + map.height() + " (expected: the " + w
                    + "x" + h + " grid)");
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
                for (int z = 0; z < grid.depth(); z++) {
                    b.assign(grid.index(x, y, z), r);
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
