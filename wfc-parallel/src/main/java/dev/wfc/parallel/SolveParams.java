package dev.wfc.parallel;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.SolverKind;

/**
 * Everything about a map besides its rules and seed, as a positional record: the older spelling of a
 * {@link SolverConfig}, which validates it ({@link #config()}). Together with a {@link MapModel} it decides the
 * solver; with a master seed and an index, the map. New code should use {@link SolverConfig}.
 *
 * @param width output width in the model's units, > 0
 * @param height output height in the model's units, > 0
 * @param periodic whether the output wraps around
 * @param heuristic which cell to collapse next
 * @param kind the solver implementation (all make the same choices)
 * @param propagator how bans spread (all reach the same fixpoint)
 * @param tries attempts per map, > 0
 * @param stepLimit collapse steps per attempt, or {@link SolverBuilder#NO_STEP_LIMIT} for no limit
 * @param backtracking backtracking limits, or null to restart on every contradiction (positional: null is not the
 *     default, which {@link #defaults} and {@link SolverConfig} give: {@link Backtracking#DEFAULT})
 */
public record SolveParams(int width, int height, boolean periodic, Heuristic heuristic, SolverKind kind,
                          PropagatorKind propagator, int tries, long stepLimit, Backtracking backtracking) {
    /**
     * @throws dev.wfc.core.WfcInputException if a number is out of its range; NullPointerException for a null
     *     option
     */
    public SolveParams {
        config(width, height, periodic, heuristic, kind, propagator, tries, stepLimit, backtracking);
    }

    /** The solver's defaults (see {@link SolverConfig#of}) for a size. */
    public static SolveParams defaults(int width, int height, boolean periodic) {
        return of(SolverConfig.of(width, height, periodic));
    }

    /** The same parameters as {@code config}. */
    public static SolveParams of(SolverConfig config) {
        return new SolveParams(config.width(), config.height(), config.periodic(), config.heuristic(),
                config.kind(), config.propagator(), config.tries(),
                config.stepLimit().orElse(SolverBuilder.NO_STEP_LIMIT), config.backtracking().orElse(null));
    }

    /** These parameters as a {@link SolverConfig}. */
    public SolverConfig config() {
        return config(width, height, periodic, heuristic, kind, propagator, tries, stepLimit, backtracking);
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
        return config().configure(builder);
    }

    private static SolverConfig config(int width, int height, boolean periodic, Heuristic heuristic, SolverKind kind,
                                       PropagatorKind propagator, int tries, long stepLimit,
                                       Backtracking backtracking) {
        SolverConfig.Builder b = SolverConfig.builder().size(width, height).periodic(periodic).heuristic(heuristic)
                .kind(kind).propagator(propagator).tries(tries);
        if (stepLimit != SolverBuilder.NO_STEP_LIMIT) {
            b.stepLimit(stepLimit);
        }
        if (backtracking != null) {
            b.backtracking(backtracking);
        } else {
            b.restartsOnly();
        }
        return b.build();
    }
}
