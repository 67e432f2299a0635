package dev.wfc.cli.bench;

import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.Status;
import dev.wfc.core.io.GridDigest;

import java.util.ArrayList;
import java.util.List;

/**
 * The measured part of {@code wfc bench}: one solver, built beforehand, solves the warm-up maps and then the timed
 * maps, all on the calling thread. Only {@link Solver#solve} is inside the clock; the solver is reused, so no map
 * pays for building rules or allocating the wave.
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

    /** Solves {@code warmup} untimed maps, then times {@code seeds} maps from {@code first}, in seed order. */
    static List<MapTime> run(Solver solver, long first, int seeds, int warmup) {
        for (int i = 0; i < warmup; i++) {
            solver.solve(first + seeds + i);
        }
        List<MapTime> maps = new ArrayList<>(seeds);
        for (int j = 0; j < seeds; j++) {
            long seed = first + j;
            long start = System.nanoTime();
            Solution map = solver.solve(seed);
            long nanos = System.nanoTime() - start;
            String digest = map.status() == Status.CONTRADICTION ? null : GridDigest.of(map);
            maps.add(new MapTime(seed, nanos, map.attempts(), map.status(), digest));
        }
        return maps;
    }
}
