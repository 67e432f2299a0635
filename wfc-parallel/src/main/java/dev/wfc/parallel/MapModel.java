package dev.wfc.parallel;

import dev.wfc.core.SolverBuilder;

/**
 * Rules and their restrictions for an output size: what a model's {@code solverBuilder(width, height, periodic)}
 * gives, e.g. {@code overlappingModel::solverBuilder}. Must be safe to call from several threads at once, and every
 * call with the same arguments must return a builder for the same rules, grid and restrictions.
 */
@FunctionalInterface
public interface MapModel {
    /**
     * A fresh builder for an output of {@code width} x {@code height} (in the model's units) with the model's
     * restrictions applied and no solver option set.
     *
     * @throws IllegalArgumentException if the model cannot make a grid of that size
     */
    SolverBuilder solverBuilder(int width, int height, boolean periodic);
}
