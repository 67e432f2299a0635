package dev.wfc.cli.bench;

import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.Status;
import dev.wfc.core.io.GridDigest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The measured part of {@code wfc bench}: one solver, built beforehand, solves the warm-up maps and then the timed
 * maps, all on the calling thread, once or in several rounds. Only {@link Solver#solve} is inside the clock; the
 * solver is reused, so no map pays for building rules or allocating the wave.
 *
 * <p>Seeds: timed map {@code j} (from 0) gets {@code first + j}, exactly the seed {@code wfc overlapping --seed}
 * passes to the solver; warm-up map {@code i} gets {@code first + K + i}, so it never repeats a timed map. Long
 * arithmetic wraps around past {@link Long#MAX_VALUE}.
 */
final class BenchRun {
    /**
     * One timed map.
     *
     * @param sha256 the digest of its tile grid (see {@link GridDigest#of}), null when it has no solution
     */
    record MapTime(long seed, long nanos, int attempts, Status status, String sha256) {
    }

    private BenchRun() {
    }

    /**
     * Solves {@code warmup} untimed maps, then times {@code seeds} maps from {@code first}, in seed order, in
     * {@code repeats} rounds; each map keeps the least of its times.
     */
    static List<MapTime> run(Solver solver, long first, int seeds, int warmup, int repeats) {
        return run(solver, first, seeds, warmup, repeats, System::nanoTime);
    }

    /**
     * Solves {@code warmup} untimed maps, then times {@code seeds} maps from {@code first} by {@code clock}, in
     * nanoseconds (the wall clock, or the calling thread's CPU time: see {@link BenchClock}; tests pass a fake one). A
     * round solves every seed once, so that a burst of load elsewhere hits one round of many maps rather than every
     * round of one map; the least time of a map is the one least disturbed. Attempts, status and digest are those of
     * the first round: a seed makes the same map every time.
     */
    static List<MapTime> run(Solver solver, long first, int seeds, int warmup, int repeats, LongSupplier clock) {
        for (int i = 0; i < warmup; i++) {
            solver.solve(first + seeds + i);
        }
        List<MapTime> maps = new ArrayList<>(seeds);
        long[] least = new long[seeds];
        for (int round = 0; round < repeats; round++) {
            for (int j = 0; j < seeds; j++) {
                long seed = first + j;
                long start = clock.getAsLong();
                Solution map = solver.solve(seed);
                long nanos = clock.getAsLong() - start;
                if (round == 0) {
                    least[j] = nanos;
                    String digest = map.status() == Status.CONTRADICTION ? null : GridDigest.of(map);
                    maps.add(new MapTime(seed, nanos, map.attempts(), map.status(), digest));
                } else {
                    least[j] = Math.min(least[j], nanos);
                }
            }
        }
        for (int j = 0; j < seeds; j++) {
            MapTime m = maps.get(j);
            maps.set(j, new MapTime(m.seed(), least[j], m.attempts(), m.status(), m.sha256()));
        }
        return maps;
    }
}
