package dev.wfc.corpus.debroglie;

import dev.wfc.core.Rules;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.internal.DelegatingModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;

import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;

/** A model with the same tiles, adjacency and pictures as {@code base} but other tile weights. */
final class Reweighted extends DelegatingModel {
    private final Rules rules;

    /** @param factor per tile, what its weight is multiplied by (> 0) */
    Reweighted(Model base, double[] factor) {
        super(base);
        this.rules = rules(base.rules(), factor);
    }

    /**
     * The factor per tile from a configuration's {@code tiles} entries: 1, multiplied by each entry's frequency factor
     * on every tile that {@code showing} names for the entry (entry, its index); {@code showing} also refuses an entry
     * its model cannot take.
     */
    static double[] factors(List<TileData> entries, int tileCount, BiFunction<TileData, Integer, int[]> showing) {
        double[] factor = new double[tileCount];
        Arrays.fill(factor, 1);
        for (int i = 0; i < entries.size(); i++) {
            TileData t = entries.get(i);
            for (int p : showing.apply(t, i)) {
                factor[p] *= t.frequencyFactor();
            }
        }
        return factor;
    }

    /** {@code r} with each tile's weight multiplied by {@code factor[t]} (> 0), on any topology. */
    static Rules rules(Rules r, double[] factor) {
        int tiles = r.tileCount();
        Rules.Builder b = Rules.builder(tiles, r.topology());
        for (int t = 0; t < tiles; t++) {
            b.weight(t, r.weight(t) * factor[t]);
            for (int d = 0; d < r.directions(); d++) {
                for (int u : r.compatibleTiles(t, d)) {
                    b.allow(t, u, d);
                }
            }
        }
        return b.build();
    }

    /** The model whose tiles and pictures this one shares. */
    Model base() {
        return base;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return SolverBuilder.of(rules, base.grid(width, height, periodic));
    }

    /**
     * As {@link #solverBuilder(int, int, boolean)}, on a grid wrapping along x if {@code periodicX} and along y if
     * {@code periodicY}, for an overlapping base (the only one the runner reweights).
     */
    SolverBuilder solverBuilder(int width, int height, boolean periodicX, boolean periodicY) {
        return SolverBuilder.of(rules, ((OverlappingModel) base).grid(width, height, periodicX, periodicY));
    }
}
