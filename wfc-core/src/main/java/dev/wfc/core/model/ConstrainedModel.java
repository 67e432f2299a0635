package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;

import java.util.List;
import java.util.Set;

/**
 * A model with designer constraints: {@link Model#steered}. Everything but {@link #solverBuilder} is the base
 * model's; safe from several threads, since the steering is a private copy that is only read.
 */
final class ConstrainedModel implements Model {
    private final Model base;
    private final Steering steering;

    ConstrainedModel(Model base, Steering steering) {
        this.base = base;
        this.steering = steering;
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

    /** The base model's builder with the steering applied. @throws IllegalArgumentException as {@link Steering#applyTo} */
    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        SolverBuilder b = base.solverBuilder(width, height, periodic);
        steering.applyTo(b, base.grid(width, height, periodic));
        return b;
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
