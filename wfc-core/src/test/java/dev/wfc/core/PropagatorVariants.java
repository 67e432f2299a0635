package dev.wfc.core;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Every propagation the incremental solver can run, by name: AC-4, and bitsets by estimate, by unions, by deltas. */
final class PropagatorVariants {
    private PropagatorVariants() {
    }

    static Map<String, UnaryOperator<SolverBuilder>> all() {
        Map<String, UnaryOperator<SolverBuilder>> all = new LinkedHashMap<>();
        all.put("AC4", b -> b.propagator(PropagatorKind.AC4));
        all.put("BITSET", b -> b.propagator(PropagatorKind.BITSET));
        all.put("BITSET/union", b -> b.propagator(PropagatorKind.BITSET).bitsetPaths(BitsetPropagator.Paths.UNION));
        all.put("BITSET/delta", b -> b.propagator(PropagatorKind.BITSET).bitsetPaths(BitsetPropagator.Paths.DELTA));
        return all;
    }
}
