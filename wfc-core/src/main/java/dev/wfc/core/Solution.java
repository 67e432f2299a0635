package dev.wfc.core;

import dev.wfc.bitset.Wave;

import java.util.Arrays;

/**
 * The result of one solve: the tile of every cell ({@code -1} where undecided), how it ended, and what it cost.
 * For a map that is not {@link Status#SOLVED} the remaining options of every cell are kept for partial rendering.
 */
public final class Solution {
    private final Grid grid;
    private final int tileCount;
    private final Status status;
    private final int[] tiles;
    private final Wave remaining;
    private final int attempts;
    private final long seed;
    private final Diagnosis diagnosis;

    Solution(Grid grid, int tileCount, Status status, int[] tiles, Wave remaining, int attempts, long seed,
             Diagnosis diagnosis) {
        this.grid = grid;
        this.tileCount = tileCount;
        this.status = status;
        this.tiles = tiles;
        this.remaining = remaining;
        this.attempts = attempts;
        this.seed = seed;
        this.diagnosis = diagnosis;
    }

    /**
     * A solved map made of {@code tiles} (copied), for rendering and encoding maps that no solver made, such as a
     * region cut from an unbounded world. Its attempts and seed are 0.
     *
     * @param tiles the tile of every cell by cell index, each in {@code [0, tileCount)}
     * @throws IllegalArgumentException if {@code tiles} does not have one entry a cell, or a tile is out of range
     */
    public static Solution of(Grid grid, int tileCount, int[] tiles) {
        Checks.positive("tileCount", tileCount);
        if (tiles.length != grid.cells()) {
            throw new WfcInputException("tiles: " + tiles.length + " (expected: " + grid.cells() + ", one a cell of "
                    + grid + ")");
        }
        for (int t : tiles) {
            Checks.inRange("tile", t, 0, tileCount - 1);
        }
        return new Solution(grid, tileCount, Status.SOLVED, tiles.clone(), null, 0, 0, null);
    }

    public Grid grid() {
        return grid;
    }

    /** The rule set's tile count: tiles are numbered {@code 0 .. tileCount - 1}. */
    public int tileCount() {
        return tileCount;
    }

    public Status status() {
        return status;
    }

    public boolean solved() {
        return status == Status.SOLVED;
    }

    /** The tile at {@code cell}, or -1 if it is undecided. */
    public int tile(int cell) {
        return tiles[cell];
    }

    /** The tile of every cell, by cell index; -1 where undecided. A copy. */
    public int[] tiles() {
        return tiles.clone();
    }

    /** Whether {@code tile} is still possible at {@code cell} (for a solved map: whether it is the cell's tile). */
    public boolean possible(int cell, int tile) {
        return remaining != null ? remaining.get(cell, tile) : tiles[cell] == tile;
    }

    /** Attempts made, counting the last (restarts + 1). */
    public int attempts() {
        return attempts;
    }

    /** The seed this map was solved with (attempt seeds derive from it). */
    public long seed() {
        return seed;
    }

    /** The cell that ran out of options in the last attempt, or -1 (solved, or a constraint failed). */
    public int contradictionCell() {
        return diagnosis == null ? -1 : diagnosis.cell();
    }

    /** What went wrong in the last attempt of a {@link Status#CONTRADICTION}; null otherwise. */
    public Diagnosis diagnosis() {
        return diagnosis;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s && s.status == status && s.grid.width() == grid.width()
                && s.grid.height() == grid.height() && s.grid.depth() == grid.depth()
                && s.grid.topology() == grid.topology() && Arrays.equals(s.tiles, tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles) * 31 + status.hashCode();
    }

    @Override
    public String toString() {
        return "Solution[" + grid + ", " + status + ", attempts=" + attempts + "]";
    }
}
