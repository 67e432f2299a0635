package dev.wfc.core.internal;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.MapFormat;
import dev.wfc.core.model.Model;

import java.util.List;
import java.util.Set;

/**
 * A model that is another model with one thing changed (a steered or shaped model, a model drawn at a spec's scale,
 * a reweighted one): every method answers as {@link #base} does until a subclass overrides it, {@link #encode}
 * included, so a subclass that draws differently overrides {@code encode} as well as {@link #render}.
 *
 * <p>Internal (exported to {@code dev.wfc.corpus} only): embedders derive models through {@link Model#steered} and
 * {@link Model#shaped}, and a public forwarding base would have to grow with every method {@link Model} gains.
 */
public abstract class DelegatingModel implements Model {
    /** The model this one forwards to. */
    protected final Model base;

    protected DelegatingModel(Model base) {
        this.base = base;
    }

    @Override
    public Rules rules() {
        return base.rules();
    }

    @Override
    public List<String> tileNames() {
        return base.tileNames();
    }

    @Override
    public Grid grid(int width, int height, boolean periodic) {
        return base.grid(width, height, periodic);
    }

    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return base.solverBuilder(width, height, periodic);
    }

    @Override
    public double pixels(int width, int height) {
        return base.pixels(width, height);
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
