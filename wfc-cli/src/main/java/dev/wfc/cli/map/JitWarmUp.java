package dev.wfc.cli.map;

import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.parallel.SolveParams;

import java.util.function.Supplier;

/**
 * Warms the JIT up for a large map: while the main thread builds the map's solver, a daemon thread solves small maps
 * of the same rules and solver options, so that the solver's hot methods are compiled, with a profile of these rules,
 * when the large solve starts. Nothing it makes is kept or shown, and it changes no byte of the map: its solvers are
 * its own, built from a model that is safe to use from several threads.
 *
 * <p>Maintainers: a cold 500 x 500 Rooms map ran its first hundreds of milliseconds in interpreted and C1-compiled
 * code, its propagation compiled by C2 three times (twice by on-stack replacement of its long loops, then the method)
 * before the solve had fast code. The solve's main-thread CPU, cold minus the best of three warm solves in the same
 * process, 6 runs each alternating at load 11: a median 138 ms without, 34 ms with 64 x 64 maps of the same rules
 * solved on another thread during the set-up, whose own CPU fell from 38 to 28 ms (docs/performance.md#start-up).
 * The warm-up costs that thread's CPU, about what the main thread saves; on a loaded machine it competes for a core.
 */
final class JitWarmUp {
    /** Maps of fewer cells get no warm-up: their solve is short, and the JVM's start is most of their time. */
    static final double MIN_CELLS = 65_536;
    /** The side of a warm-up map, in the size's units: 4,096 cells, whose solve runs before a large set-up ends. */
    static final int SIDE = 64;
    /** At most this many warm-up maps (seeds 0, 1, ...), when the large set-up outlasts them. */
    private static final int MAX_MAPS = 8;
    private static final JitWarmUp NONE = new JitWarmUp();

    private volatile boolean stopped;

    private JitWarmUp() {
    }

    /**
     * Starts warming up for a map of {@code cells} cells, if it has at least {@link #MIN_CELLS}: small maps of
     * {@code model} ({@link #SIDE} x {@link #SIDE}, {@code periodic} as the map) with the solver options of
     * {@code params}. The warm-up thread gives up silently where the model cannot make such a map (e.g. a pin outside
     * it).
     */
    static JitWarmUp start(double cells, SteeredModel model, SolveParams params, boolean periodic) {
        if (cells < MIN_CELLS) {
            return NONE;
        }
        JitWarmUp warmUp = new JitWarmUp();
        Thread thread = new Thread(() -> warmUp.run(() -> params.configure(model.solverBuilder(SIDE, SIDE, periodic))),
                "wfc-jit-warm-up");
        thread.setDaemon(true);
        thread.start();
        return warmUp;
    }

    /** Stops the warm-up at its next step (or after its set-up); returns at once. */
    void stop() {
        stopped = true;
    }

    private void run(Supplier<SolverBuilder> smallMap) {
        try {
            Solver solver = smallMap.get().build();
            for (int seed = 0; seed < MAX_MAPS && !stopped; seed++) {
                solver.solve(seed, () -> stopped);
            }
        } catch (Throwable ignored) { // a map the rules cannot make small, or any other failure: the warm-up is unseen
            stopped = true;
        }
    }
}
