package dev.wfc.parallel;

import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;

/**
 * The one function every batch rests on: map {@code index} of a job is a pure function of the job (model and
 * parameters), the master seed and the index. Not of the thread, the machine, or the order of completion: a
 * {@link Batch}, a shard of one, or a cluster calling this per index all give the same maps.
 */
public final class Maps {
    private Maps() {
    }

    /**
     * Map {@code index} of the job {@code (model, params)} with master seed {@code masterSeed}. Builds a solver for
     * this one call; to solve many indices, build one solver with {@link SolveParams#newSolver} and use
     * {@link #solve(Solver, long, long)}, which gives the same maps.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the model's restrictions leave a cell without options
     */
    public static Solution solve(MapModel model, SolveParams params, long masterSeed, long index) {
        return solve(params.newSolver(model), masterSeed, index);
    }

    /** Map {@code index} with a reusable solver built by {@link SolveParams#newSolver} for the job. */
    public static Solution solve(Solver solver, long masterSeed, long index) {
        return solver.solve(Seeds.map(masterSeed, index));
    }
}
