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
 * Per solver, besides its cells: the bitset propagator's union table ({@link UnionTable}, {@code 16 T^2} bytes about)
 * whenever bitsets propagate. Per rule set, shared by every solver: {@link #rulesBytes}, checked by
 * {@link Rules.Builder} before its masks are allocated. On a topology of D directions (6 on hexagons and cubes) the
 * masks, the union table and AC-4's counters scale with D; the waves and the per-cell allowance do not.
 */
public final class MemoryEstimate {
    private static final double INCREMENTAL_BYTES_PER_CELL = 128;
    private static final double NAIVE_BYTES_PER_CELL = 64;
    private static final double ARRAY_HEADER_BYTES = 16;
    private static final double BYTES_PER_PIXEL = 12;
    /** A map file's bytes a cell of a text grid: a tile or global id of up to 10 digits, its separator, markup. */
    private static final double FILE_BYTES_PER_CELL = 12;
    /** A map file's bytes a tile: the names a JSON grid lists, the tileset a Tiled map embeds. */
    private static final double FILE_BYTES_PER_TILE = 96;
    /** A map file's fixed bytes: headers, and a tar member's header and padding. */
    private static final double FILE_BYTES = 1024;
    /** Finished maps the batch queue holds a worker: wfc-parallel's default capacity is 4 a thread. */
    private static final int QUEUED_MAPS_PER_WORKER = 4;

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
        double perSolver = 0;
        if (kind == SolverKind.NAIVE) {
            perCell = 2 * (ARRAY_HEADER_BYTES + Math.ceil(tiles / 8.0) * 8) + 2 * waveBytes + NAIVE_BYTES_PER_CELL;
        } else {
            perCell = 5 * waveBytes + INCREMENTAL_BYTES_PER_CELL;
            int intCells = (int) Math.min(Integer.MAX_VALUE, cells);
            if (SolverBuilder.resolvePropagator(propagator, intCells, tiles, directions) == PropagatorKind.AC4) {
                perCell += 2.0 * directions * tiles * Character.BYTES;
            } else {
                perSolver = unionTableBytes(tiles, directions);
            }
        }
        return cells * perCell + perSolver + pixels * BYTES_PER_PIXEL;
    }

    /**
     * Estimated bytes one worker of a batch needs: {@link #bytes} for its solver and rendering, plus its share of the
     * hand-off queue, which holds up to {@value #QUEUED_MAPS_PER_WORKER} finished maps a worker (wfc-parallel's
     * default capacity), each its cells' tiles and its encoded bytes (4 bytes a pixel at most).
     *
     * @param cells the solver's cells
     * @param tiles the rules' tile (or pattern) count
     * @param kind the solver implementation
     * @param propagator the propagator asked for
     * @param pixels the rendered output's pixels (0 when nothing is rendered)
     * @return the estimate in bytes
     */
    public static double batchWorkerBytes(double cells, int tiles, SolverKind kind, PropagatorKind propagator,
            double pixels) {
        return batchWorkerBytes(cells, tiles, Direction.COUNT, kind, propagator, pixels);
    }

    /**
     * As {@link #batchWorkerBytes(double, int, SolverKind, PropagatorKind, double)} on a topology of
     * {@code directions} neighbours a cell (see {@link #bytes(double, int, int, SolverKind, PropagatorKind, double)}).
     *
     * @param cells the solver's cells (every layer of a cube)
     * @param tiles the rules' tile (or pattern) count
     * @param directions the topology's D
     * @param kind the solver implementation
     * @param propagator the propagator asked for
     * @param pixels the rendered output's pixels (0 when nothing is rendered)
     * @return the estimate in bytes
     */
    public static double batchWorkerBytes(double cells, int tiles, int directions, SolverKind kind,
            PropagatorKind propagator, double pixels) {
        double queued = QUEUED_MAPS_PER_WORKER * (ARRAY_HEADER_BYTES + Integer.BYTES * cells + 4 * pixels);
        return bytes(cells, tiles, directions, kind, propagator, pixels) + queued;
    }

    /**
     * A generous bound on the bytes of one map's file in any format, as a corpus keeps it in memory while a shard is
     * assembled: 4 a pixel of its image (RGBA, unfiltered: as {@link #batchWorkerBytes} counts a map's encoded
     * bytes), 12 a cell of a text grid (a tile or Tiled global id of up to 10 digits, its separator and some markup),
     * 96 a tile (the tile names a JSON grid lists, the tileset a Tiled map embeds) and 1 KB of headers (a tar
     * member's header and padding included).
     *
     * @param cells the map's cells
     * @param tiles the rules' tile (or pattern) count
     * @param pixels the rendered image's pixels (0 when nothing is rendered)
     * @return {@code 4 pixels + 12 cells + 96 tiles + 1024}
     */
    public static double fileBytes(double cells, int tiles, double pixels) {
        return 4 * pixels + FILE_BYTES_PER_CELL * cells + FILE_BYTES_PER_TILE * tiles + FILE_BYTES;
    }

    /** Bytes of the bitset propagator's union table for {@code tiles} tiles: one per solver (see UnionTable). */
    static double unionTableBytes(int tiles) {
        return unionTableBytes(tiles, Direction.COUNT);
    }

    /** As {@link #unionTableBytes(int)} with {@code directions} unions a row. */
    static double unionTableBytes(int tiles, int directions) {
        return Math.ceil(tiles / 8.0) * 256 * directions * Math.ceil(tiles / 64.0) * Long.BYTES;
    }

    /**
     * Estimated bytes of one rule set of {@code tiles} tiles on the square (4 directions), as
     * {@link #rulesBytes(long, int)}.
     *
     * @param tiles the rules' tile (or pattern) count, >= 0
     * @return the estimate in bytes
     */
    public static double rulesBytes(long tiles) {
        return rulesBytes(tiles, Direction.COUNT);
    }

    /**
     * Estimated bytes of one rule set of {@code tiles} tiles on a topology of {@code directions} neighbours a cell,
     * while it is built and once built: the builder's masks and their copy ({@code D T ceil(T/64)} longs each), the
     * byte-slice sum tables ({@code 2 ceil(T/8) 256} longs, independent of D) and the per-tile arrays (four longs
     * and the headers of D compatible-tile lists). The lists themselves, which depend on how many adjacencies are
     * allowed, are checked separately when the masks are known.
     *
     * @param tiles the rules' tile (or pattern) count, >= 0
     * @param directions the topology's D: 4 on the square, 6 on hexagons and cubes
     * @return the estimate in bytes
     */
    public static double rulesBytes(long tiles, int directions) {
        double maskBytes = (double) directions * tiles * Math.ceil(tiles / 64.0) * Long.BYTES;
        double sliceBytes = 2 * Math.ceil(tiles / 8.0) * 256 * Long.BYTES;
        double perTile = 4.0 * Long.BYTES + directions * ARRAY_HEADER_BYTES;
        return 2 * maskBytes + sliceBytes + tiles * perTile;
    }

    /**
     * Refuses an allocation that cannot fit: {@code what: needs about 2.3 GB of memory, 1.0 GB available (expected:
     * SMALLER, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)}.
     *
     * @param what names the input and count that decide the size, e.g. {@code "sample: 131072 patterns"}
     * @param bytes the estimate
     * @param smaller what a smaller input would be, e.g. {@code "a sample with fewer patterns"}
     * @throws WfcInputException with that message if {@code bytes} exceed {@link #availableBytes()}
     */
    public static void require(String what, double bytes, String smaller) {
        long available = availableBytes();
        if (bytes > available) {
            throw new WfcInputException(what + ": needs about " + human(bytes) + " of memory, " + human(available)
                    + " available (expected: " + smaller + ", or a larger heap, e.g. JAVA_OPTS=-Xmx8g)");
        }
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
