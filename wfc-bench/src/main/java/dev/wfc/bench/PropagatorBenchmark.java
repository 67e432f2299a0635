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
 * Time per map of the incremental solver with AC-4 support counts vs bitset unions, for few tiles (Knot, 57) and
 * many (Lake, 437), at 100x100. The data behind {@code PropagatorKind.AUTO}'s choice.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PropagatorBenchmark {
    static final long MASTER = 0xB0B0_0002L;

    @Param({"AC4", "BITSET"})
    public PropagatorKind propagator;

    @Param({"KNOT", "LAKE"})
    public Workload workload;

    @Param({"100"})
    public int size;

    private Solver target;
    private long index;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        target = WarmUp.measuredSolver(workload, size, SolverKind.INCREMENTAL, propagator);
    }

    @Benchmark
    public Solution solve() {
        return target.solve(Seeds.map(MASTER, index++));
    }
}
