package dev.wfc.bench;

import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverKind;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Runs every solver path on small maps before measuring: the naive solver and the incremental one with each
 * propagator. Then the JIT has seen all of them in every fork, and a measurement does not depend on which one its
 * parameters happen to select (JMH sample 34, "safe looping", makes the same point).
 */
public final class WarmUp {
    static final int SIZE = 16;
    static final long MASTER = 0x3A3A_3A3AL;

    private WarmUp() {
    }

    /**
     * What a benchmark's setup does: loads the workload, warms up every path, builds the measured solver and warms it
     * up too, half a second each.
     */
    public static Solver measuredSolver(Workload workload, int size, SolverKind kind, PropagatorKind propagator)
            throws IOException {
        Problem problem = workload.load();
        allPaths(problem, 500);
        Solver solver = problem.solver(size, kind, propagator);
        path(solver, 500);
        return solver;
    }

    /** Solves {@value #SIZE}x{@value #SIZE} maps on each path for at least {@code millisPerPath} ms (one map at least). */
    public static void allPaths(Problem problem, long millisPerPath) {
        path(problem.solver(SIZE, SolverKind.NAIVE, PropagatorKind.AUTO), millisPerPath);
        path(problem.solver(SIZE, SolverKind.INCREMENTAL, PropagatorKind.AC4), millisPerPath);
        path(problem.solver(SIZE, SolverKind.INCREMENTAL, PropagatorKind.BITSET), millisPerPath);
    }

    /** Solves maps with {@code solver} until {@code millis} ms have passed, one map at least. */
    public static void path(Solver solver, long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long index = 0;
        do {
            solver.solve(Seeds.map(MASTER, index++));
        } while (System.nanoTime() - end < 0);
    }
}
