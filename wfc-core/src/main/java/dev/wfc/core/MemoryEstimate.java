package dev.wfc.core;

import java.util.Locale;

/**
 * A rough, generous estimate of the heap one map needs, to check before anything large is allocated, so that a size
 * that cannot fit fails at once with a clear message rather than an {@link OutOfMemoryError}.
 *
 * <p>Maintainers: the figures follow this module's structures and must change with them. Incremental solver, per
 * cell: five waves of {@code ceil(T/64)} words (the builder's restrictions, the state, its snapshot, a partial result,
 * and the bitset propagator's last-revision words, kept where deltas can win) and about 128 bytes of counts,
 * fixed-point sums, dirty list, neighbour table, heap, noise and propagator stack; a forced AC-4 adds two arrays of
 * {@code 4 T} 16-bit counters (AUTO only picks AC-4 within its own budget). Naive solver, per cell: two
 * {@code boolean[T]} rows with headers, two waves and about 64 bytes. Per output pixel: the rendered ints, the
 * encoder's copy and the PNG bytes, 12 bytes at most. Computed in double: sides up to 2^31 overflow a long.
 */
public final class MemoryEstimate {
    private static final double INCREMENTAL_BYTES_PER_CELL = 128;
    private static final double NAIVE_BYTES_PER_CELL = 64;
    private static final double ARRAY_HEADER_BYTES = 16;
    private static final double BYTES_PER_PIXEL = 12;

    private MemoryEstimate() {
    }

    /**
     * Estimated bytes to solve and render one map.
     *
     * @param cells the solver's cells
     * @param tiles the rules' tile (or pattern) count
     * @param kind the solver implementation
     * @param propagator the propagator asked for
     * @param pixels the rendered output's pixels (0 when nothing is rendered)
     * @return the estimate in bytes
     */
    public static double bytes(double cells, int tiles, SolverKind kind, PropagatorKind propagator, double pixels) {
        return bytes(cells, tiles, Direction.COUNT, kind, propagator, pixels);
    }

    /**
     * As {@link #bytes(double, int, SolverKind, PropagatorKind, double)} on a topology of {@code directions}
     * neighbours a cell (AC-4 keeps {@code D T} counters a cell; the neighbour table, D ints, fits the per-cell
     * allowance up to D = 6).
     *
     * @param cells the solver's cells
     * @param tiles the rules' tile (or pattern) count
     * @param directions the topology's D
     * @param kind the solver implementation
     * @param propagator the propagator asked for
     * @param pixels the rendered output's pixels (0 when nothing is rendered)
     * @return the estimate in bytes
     */
    public static double bytes(double cells, int tiles, int directions, SolverKind kind, PropagatorKind propagator,
                               double pixels) {
        double waveBytes = Math.ceil(tiles / 64.0) * Long.BYTES;
        double perCell;
        if (kind == SolverKind.NAIVE) {
            perCell = 2 * (ARRAY_HEADER_BYTES + Math.ceil(tiles / 8.0) * 8) + 2 * waveBytes + NAIVE_BYTES_PER_CELL;
        } else {
            perCell = 5 * waveBytes + INCREMENTAL_BYTES_PER_CELL;
            if (propagator == PropagatorKind.AC4) {
                perCell += 2.0 * directions * tiles * Character.BYTES;
            }
        }
        return cells * perCell + pixels * BYTES_PER_PIXEL;
    }

    /** The heap this JVM may still use: its maximum less what is in use now. */
    public static long availableBytes() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    /**
     * {@code bytes} in the largest binary unit that keeps the number at least 1, e.g. {@code "1.5 GB"}.
     *
     * @param bytes a count of bytes, >= 0
     * @return the count with its unit, for messages
     */
    public static String human(double bytes) {
        String[] units = {"bytes", "KB", "MB", "GB", "TB", "PB", "EB"};
        int u = 0;
        while (bytes >= 1024 && u < units.length - 1) {
            bytes /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, u == 0 ? "%.0f %s" : "%.1f %s", bytes, units[u]);
    }
}
