package dev.wfc.bench;

import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Rules;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverKind;

import java.util.function.IntFunction;

/**
 * A loaded {@link Workload}: its rules and solvers for square periodic maps of any size.
 *
 * @param builders a fresh solver builder for a map of {@code size} x {@code size}
 */
public record Problem(Workload workload, Rules rules, IntFunction<SolverBuilder> builders) {
    /** A solver for {@code size} x {@code size} maps; {@code propagator} is ignored by the naive solver. */
    public Solver solver(int size, SolverKind kind, PropagatorKind propagator) {
        return builders.apply(size).kind(kind).propagator(propagator).build();
    }

    @Override
    public String toString() {
        return workload + " (T = " + rules.tileCount() + ")";
    }
}
