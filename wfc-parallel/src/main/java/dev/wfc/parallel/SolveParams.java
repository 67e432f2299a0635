package dev.wfc.parallel;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverKind;

import java.util.Objects;

/**
 * Everything about a map besides its rules and seed: the output size and the solver's options. Together with a
 * {@link MapModel} it decides the solver; with a master seed and an index, the map.
 *
 * @param width output width in the model's units, > 0
 * @param height output height in the model's units, > 0
 * @param periodic whether the output wraps around
 * @param heuristic which cell to collapse next
 * @param kind the solver implementation (all make the same choices)
 * @param propagator how bans spread (all reach the same fixpoint)
 * @param tries attempts per map, > 0
 * @param stepLimit collapse steps per attempt, or -1 for no limit
 * @param backtracking backtracking limits, or null to restart on every contradiction
 */
public record SolveParams(int width, int height, boolean periodic, Heuristic heuristic, SolverKind kind,
                          PropagatorKind propagator, int tries, long stepLimit, Backtracking backtracking) {
    /** @throws IllegalArgumentException if a number is out of its range; NullPointerException for a null option */
    public SolveParams {
        if (width < 1) {
            throw new IllegalArgumentException("width: " + width + " (expected: > 0)");
        }
        if (height < 1) {
            throw new IllegalArgumentException("height: " + height + " (expected: > 0)");
        }
        Objects.requireNonNull(heuristic, "heuristic");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(propagator, "propagator");
        if (tries < 1) {
            throw new IllegalArgumentException("tries: " + tries + " (expected: > 0)");
        }
        if (stepLimit < -1) {
            throw new IllegalArgumentException("stepLimit: " + stepLimit + " (expected: -1 or >= 0)");
        }
    }

    /** The solver's defaults (entropy, incremental, auto propagator, 10 tries, no limit) for a size. */
    public static SolveParams defaults(int width, int height, boolean periodic) {
        return new SolveParams(width, height, periodic, Heuristic.ENTROPY, SolverKind.INCREMENTAL,
                PropagatorKind.AUTO, 10, -1, null);
    }

    /**
     * Builds a solver of {@code model}'s rules for these parameters.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the model's restrictions leave a cell without options
     * @throws IllegalArgumentException if the model cannot make a grid of this size
     */
    public Solver newSolver(MapModel model) {
        return configure(model.solverBuilder(width, height, periodic)).build();
    }

    /** Sets every solver option of these parameters (not the size, which the builder's grid already has). */
    public SolverBuilder configure(SolverBuilder builder) {
        builder.heuristic(heuristic).kind(kind).propagator(propagator).tries(tries).stepLimit(stepLimit);
        return backtracking == null ? builder : builder.backtracking(backtracking);
    }
}
