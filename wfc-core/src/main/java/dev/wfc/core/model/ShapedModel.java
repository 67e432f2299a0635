package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.internal.DelegatingModel;
import dev.wfc.core.topo.Mask;

import java.util.function.Function;

/**
 * A model on grids of its rules' topology with a depth and an optional footprint mask: {@link Model#shaped}.
 * Everything but {@link #grid}, {@link #solverBuilder} and {@link #pixels} is the base model's. Immutable.
 */
final class ShapedModel extends DelegatingModel {
    private final int depth;
    private final Mask mask;
    /** A fresh builder on a grid of this shape, with the base model's own restrictions applied. */
    private final Function<Grid, SolverBuilder> builders;

    ShapedModel(Model base, int depth, Mask mask, Function<Grid, SolverBuilder> builders) {
        super(base);
        this.depth = depth;
        this.mask = mask;
        this.builders = builders;
    }

    /** @throws IllegalArgumentException if the size, depth or mask does not fit the topology or each other */
    @Override
    public Grid grid(int width, int height, boolean periodic) {
        Grid.Builder b = Grid.builder(rules().topology()).size(width, height).depth(depth).periodic(periodic);
        if (mask != null) {
            b.mask(mask.cells(width, height, depth));
        }
        return b.build();
    }

    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return builders.apply(grid(width, height, periodic));
    }

    @Override
    public double pixels(int width, int height) {
        return base.pixels(width, height) * depth;
    }
}
