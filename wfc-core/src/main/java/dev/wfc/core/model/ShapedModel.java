package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Mask;

import java.util.List;
import java.util.Set;

/**
 * A model on grids of its rules' topology with a depth and an optional footprint mask: {@link Model#shaped}.
 * Everything but {@link #grid} and {@link #solverBuilder} is the base model's. Immutable.
 */
final class ShapedModel implements Model {
    private final Model base;
    private final int depth;
    private final Mask mask;

    ShapedModel(Model base, int depth, Mask mask) {
        this.base = base;
        this.depth = depth;
        this.mask = mask;
    }

    @Override
    public Rules rules() {
        return base.rules();
    }

    @Override
    public List<String> tileNames() {
        return base.tileNames();
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
        return SolverBuilder.of(rules(), grid(width, height, periodic));
    }

    @Override
    public double pixels(int width, int height) {
        return base.pixels(width, height) * depth;
    }

    @Override
    public Set<MapFormat> formats() {
        return base.formats();
    }

    @Override
    public Image render(Solution solution) {
        return base.render(solution);
    }

    @Override
    public Image tileImage(int t) {
        return base.tileImage(t);
    }

    @Override
    public int cellPixels() {
        return base.cellPixels();
    }

    @Override
    public byte[] encode(Solution solution, MapFormat format) {
        return base.encode(solution, format);
    }

    @Override
    public String text(Solution solution) {
        return base.text(solution);
    }
}
