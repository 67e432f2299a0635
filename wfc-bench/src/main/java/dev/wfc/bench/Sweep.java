package dev.wfc.bench;

import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverKind;
import dev.wfc.core.Status;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Measures solve times point by point: map {@code i} of every point has seed {@code Seeds.map(master, i)}, the same
 * for every solver, and each map is cancelled once it runs past the time cap. Solvers are built and collected before
 * the clock starts; only {@link Solver#solve} is timed. Since both solvers make the same choices for a seed, every
 * map solved by both is compared, so the curves are known to measure the same work.
 */
final class Sweep {
    private final Problem problem;
    private final int maps;
    private final long master;
    private final long capNanos;
    /** Tiles of map i at a size, from the first solver that finished it: key size * maps + i. */
    private final Map<Long, int[]> firstSolved = new HashMap<>();
    private int compared;

    /** Preconditions: {@code maps > 0}, {@code capSeconds > 0} (checked by {@link ReportOptions}). */
    Sweep(Problem problem, int maps, long master, double capSeconds) {
        this.problem = problem;
        this.maps = maps;
        this.master = master;
        this.capNanos = (long) (capSeconds * 1e9);
    }

    /**
     * Solves the point's maps in seed order, stopping early once cancelled maps decide the median.
     *
     * @throws IllegalStateException if a map ends other than solved or cancelled, or differs from the other
     *     solver's map for the same seed
     */
    Timing measure(SolverKind kind, int size) {
        Solver solver = problem.solver(size, kind, PropagatorKind.AUTO);
        System.gc();
        double[] seconds = new double[maps];
        int finished = 0;
        int capped = 0;
        for (int i = 0; i < maps && capped < maps - maps / 2; i++) {
            long seed = Seeds.map(master, i);
            long start = System.nanoTime();
            Solution map = solver.solve(seed, new Deadline(start + capNanos));
            long elapsed = System.nanoTime() - start;
            if (map.status() == Status.CANCELLED) {
                capped++;
                continue;
            }
            if (map.status() != Status.SOLVED) {
                throw new IllegalStateException(problem + ", " + kind + " " + size + "x" + size + ", seed " + seed
                        + ": " + map.status() + " after " + map.attempts() + " attempts (expected: SOLVED)");
            }
            seconds[finished++] = elapsed / 1e9;
            crossCheck(kind, size, i, map.tiles());
        }
        return new Timing(size, Arrays.copyOf(seconds, finished), capped, false);
    }

    /** Maps solved by both solvers and found identical. */
    int compared() {
        return compared;
    }

    private void crossCheck(SolverKind kind, int size, int index, int[] tiles) {
        int[] other = firstSolved.putIfAbsent((long) size * maps + index, tiles);
        if (other == null) {
            return;
        }
        if (!Arrays.equals(other, tiles)) {
            throw new IllegalStateException(problem + ", " + size + "x" + size + ", map " + index + ": " + kind
                    + " differs from the other solver (expected: the same map for the same seed)");
        }
        compared++;
    }

    /** True once the clock passes {@code end}; read once per collapse step. */
    private record Deadline(long end) implements BooleanSupplier {
        @Override
        public boolean getAsBoolean() {
            return System.nanoTime() - end > 0;
        }
    }
}
