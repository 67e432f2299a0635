package dev.wfc.core;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Per-cell tile weights: every cell belongs to one of a few regions, and each region has its own weight per tile,
 * so that tile frequencies change by region (more water in the south, forest in the north). Entropy and the
 * weighted choice of both solvers use the weights of the cell's region; a weight of 0 bans the tile from the
 * region's cells. Immutable; give it to {@link SolverBuilder#cellWeights}.
 *
 * <pre>{@code
 * CellWeights.Builder b = CellWeights.builder(rules.tileCount(), grid.cells());
 * int north = b.region(forestHeavy);                   // region 0: also every cell not assigned
 * int south = b.region(waterHeavy);
 * CellWeights w = b.assign(c -> grid.y(c) < grid.height() / 2 ? north : south).build();
 * }</pre>
 *
 * <p>Maintainers: the solvers never read this class while solving; {@link FixedWeights} turns it into flat
 * fixed-point tables of R x T weights and R byte-slice tables once, at build time.
 */
public final class CellWeights {
    /** The most regions one weight map may have (each costs the rules' byte-slice tables once more). */
    public static final int MAX_REGIONS = 64;

    private final int tiles;
    private final double[][] weights;
    private final int[] regionOf;

    private CellWeights(int tiles, double[][] weights, int[] regionOf) {
        this.tiles = tiles;
        this.weights = weights;
        this.regionOf = regionOf;
    }

    /**
     * A builder for {@code tiles} tiles on a grid of {@code cells} cells, with no region yet.
     *
     * @throws IllegalArgumentException if either is not positive
     */
    public static Builder builder(int tiles, int cells) {
        return new Builder(Checks.positive("tiles", tiles), Checks.positive("cells", cells));
    }

    public int tileCount() {
        return tiles;
    }

    public int cellCount() {
        return regionOf.length;
    }

    /** R, the number of regions, 1..{@link #MAX_REGIONS}. */
    public int regionCount() {
        return weights.length;
    }

    /** The region of {@code cell}, 0..R-1. */
    public int region(int cell) {
        return regionOf[cell];
    }

    /** The weight of {@code tile} in {@code region}, finite and >= 0. */
    public double weight(int region, int tile) {
        return weights[region][tile];
    }

    /** The weight of {@code tile} at {@code cell}. */
    public double weightAt(int cell, int tile) {
        return weights[regionOf[cell]][tile];
    }

    /** Package view: the region of every cell (never modified). */
    int[] regions() {
        return regionOf;
    }

    /** Collects regions and the cells that belong to them; cells not assigned belong to region 0. */
    public static final class Builder {
        private final int tiles;
        private final int[] regionOf;
        private final double[][] weights = new double[MAX_REGIONS][];
        private int regions;

        private Builder(int tiles, int cells) {
            this.tiles = tiles;
            this.regionOf = new int[cells];
        }

        /**
         * Adds a region with one weight per tile.
         *
         * @return its index, counted from 0 in the order of the calls
         * @throws IllegalArgumentException if the length is not the tile count, a weight is negative or not finite,
         *     every weight is 0, or there are already {@link #MAX_REGIONS} regions
         */
        public int region(double... tileWeights) {
            if (tileWeights.length != tiles) {
                throw new WfcInputException("region weights: " + tileWeights.length + " (expected: one per tile, "
                        + tiles + ")");
            }
            boolean any = false;
            for (int t = 0; t < tiles; t++) {
                any |= Checks.finiteAtLeastZero("weight of tile " + t + " in region " + regions, tileWeights[t]) > 0;
            }
            if (!any) {
                throw new WfcInputException("region " + regions + ": every weight 0 (expected: at least one > 0)");
            }
            Checks.inRange("regions", regions + 1, 1, MAX_REGIONS);
            weights[regions] = tileWeights.clone();
            return regions++;
        }

        /** Puts {@code cell} into {@code region}. */
        public Builder assign(int cell, int region) {
            Checks.inRange("cell", cell, 0, regionOf.length - 1);
            regionOf[cell] = checkRegion(region);
            return this;
        }

        /** Puts every cell {@code c} into region {@code regionOf.applyAsInt(c)}. */
        public Builder assign(IntUnaryOperator cellToRegion) {
            for (int c = 0; c < regionOf.length; c++) {
                regionOf[c] = checkRegion(cellToRegion.applyAsInt(c));
            }
            return this;
        }

        /** @throws IllegalStateException if no region was added */
        public CellWeights build() {
            if (regions == 0) {
                throw new IllegalStateException("cell weights: no region (expected: at least one)");
            }
            return new CellWeights(tiles, Arrays.copyOf(weights, regions), regionOf.clone());
        }

        private int checkRegion(int region) {
            return Checks.inRange("region", region, 0, regions - 1);
        }
    }
}
