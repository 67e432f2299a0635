package dev.wfc.core.model;

import dev.wfc.core.SolverBuilder;
import dev.wfc.core.internal.DelegatingModel;

/**
 * A model with designer constraints: {@link Model#steered}. Everything but {@link #solverBuilder} is the base
 * model's; safe from several threads, since the steering is a private copy that is only read.
 */
final class ConstrainedModel extends DelegatingModel {
    private final Steering steering;

    ConstrainedModel(Model base, Steering steering) {
        super(base);
        this.steering = steering;
    }

    /** The base model's builder with the steering applied. @throws IllegalArgumentException as {@link Steering#applyTo} */
    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        SolverBuilder b = base.solverBuilder(width, height, periodic);
        steering.applyTo(b, base.grid(width, height, periodic));
        return b;
    }
}
