package dev.wfc.bench;

import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverKind;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Time per map, naive vs incremental solver, by map size, on the synthetic rules and on Rooms. One operation solves
 * one map with a fresh seed; the solver is built once per trial and reused, as a batch worker reuses it.
 *
 * <p>The naive solver costs O(cells² x T) a map: about 3 s at 100x100 on Rooms, a minute at 200x200 and hours at
 * 500x500, too slow for JMH iterations. Its larger sizes fail in setup with a message pointing to
 * {@link ScalingReport}, which caps and extrapolates them; {@code -jvmArgsAppend -Dwfc.bench.naiveMaxSize=200} lifts
 * the limit.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SolverBenchmark {
    /** System property: the largest size the naive solver is benchmarked at. */
    public static final String NAIVE_MAX_SIZE = "wfc.bench.naiveMaxSize";
    static final int DEFAULT_NAIVE_MAX_SIZE = 100;
    static final long MASTER = 0xB0B0_0001L;

    @Param({"SYNTHETIC", "ROOMS"})
    public Workload workload;

    @Param({"NAIVE", "INCREMENTAL"})
    public SolverKind solver;

    @Param({"20", "50", "100", "200", "500"})
    public int size;

    private Solver target;
    private long index;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        int naiveMax = Integer.getInteger(NAIVE_MAX_SIZE, DEFAULT_NAIVE_MAX_SIZE);
        if (solver == SolverKind.NAIVE && size > naiveMax) {
            throw new IllegalStateException("naive at " + size + "x" + size + ": skipped, too slow for JMH (about"
                    + " a minute a map at 200x200, hours at 500x500) (expected: size <= " + naiveMax
                    + "; ScalingReport caps and extrapolates it, -D" + NAIVE_MAX_SIZE + "=N raises the limit)");
        }
        target = WarmUp.measuredSolver(workload, size, solver, PropagatorKind.AUTO);
    }

    @Benchmark
    public Solution solve() {
        return target.solve(Seeds.map(MASTER, index++));
    }
}
