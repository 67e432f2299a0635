package dev.wfc.core;

/**
 * The default of every option the library, the command line and the corpus spec share, stated once. Compile-time
 * constants, so that an annotation may quote one ({@code defaultValue = "" + Defaults.TRIES}).
 */
public final class Defaults {
    /** Attempts per map before giving up. */
    public static final int TRIES = 10;
    /** How different two touching tile faces may be and still match (share of differing voxels or pixels). */
    public static final double FACE_TOLERANCE = 0.02;
    /** The overlapping model's pattern side. */
    public static final int N = 3;
    /** The smallest pattern side. */
    public static final int MIN_N = 2;
    /** The overlapping model's symmetry: all 8 square symmetries. */
    public static final int OVERLAPPING_SYMMETRY = 8;
    /** The learned model's symmetry: the examples as they are. */
    public static final int LEARNED_SYMMETRY = 1;
    /** The largest symmetry: the 8 symmetries of the square. */
    public static final int MAX_SYMMETRY = 8;
    /** The largest symmetry on a hexagonal grid: the 12 symmetries of the hexagon (6 turns by 60 degrees, mirrored). */
    public static final int MAX_HEX_SYMMETRY = 12;
    /** An output's side in the overlapping and learned models' units. */
    public static final int SIZE = 48;
    /** An output's side in tiles for the tiled model. */
    public static final int TILED_SIZE = 24;
    /** The grid kind: {@code square} ({@link dev.wfc.core.topo.Topology#id()}). */
    public static final String TOPOLOGY = "square";
    /** Layers of a grid: 1, a flat map (a cube grid may have more). */
    public static final int DEPTH = 1;
    /**
     * Whether a contradiction undoes the last decision (backtracking, within {@link #MAX_BACKTRACKS}) rather than
     * restarting the attempt at once. Restarts only, the earlier default, is {@code false}.
     */
    public static final boolean BACKTRACK = true;
    /**
     * Undos allowed in one attempt when backtracking, before the attempt fails and the next try restarts. Measured
     * (issue 18, docs/performance.md): 100 solved every Flowers 100², 3Bricks 100² and Rooms 500² map in its first
     * attempt and restarts a hopeless Summer 40² attempt soon, at 1.0-1.5x the cost of one attempt.
     */
    public static final long MAX_BACKTRACKS = 100;
    /**
     * The undo limit that was the default while restarts only was the default policy. Kept for two readers: a
     * canonical corpus spec states it as {@code maxBacktracks} when restarting only (so that such a spec reads as it
     * always did and its old corpora resume), and a world spec's blocks use it when the spec asks to backtrack
     * without a limit (so that world cells stay as they were).
     */
    public static final long LEGACY_MAX_BACKTRACKS = 10_000;
    /** Decisions kept undoable when backtracking. */
    public static final int MAX_BACKTRACK_DEPTH = 1_000;

    private Defaults() {
    }
}
