package dev.wfc.core;

import java.util.function.BooleanSupplier;

/**
 * Solves maps of one rule set on one grid. Reusable: state is sized once and reset between maps. Not thread-safe;
 * use one solver per thread. Built by {@link SolverBuilder}.
 */
public interface Solver {
    /** Solves one map; attempt {@code k} uses {@link Seeds#attempt(long, int) Seeds.attempt(seed, k)}. */
    default Solution solve(long seed) {
        return solve(seed, () -> false);
    }

    /**
     * Solves one map, checking {@code cancelled} once per collapse step.
     *
     * @return the solved map, or the state at which it stopped (see {@link Solution#status()})
     */
    Solution solve(long seed, BooleanSupplier cancelled);

    Rules rules();

    Grid grid();
}
