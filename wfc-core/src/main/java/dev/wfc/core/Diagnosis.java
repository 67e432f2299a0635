package dev.wfc.core;

/**
 * Where the last attempt of a failed solve went wrong.
 *
 * @param cell the cell left with no option, or -1 when a constraint failed instead
 * @param lastObservedCell the cell collapsed last before the failure, or -1 if it failed before any choice
 * @param lastObservedTile the tile it was collapsed to, or -1
 * @param constraint the constraint that could no longer hold, or null
 */
public record Diagnosis(int cell, int lastObservedCell, int lastObservedTile, Constraint constraint) {
    /** A one-line description naming cells as (x, y), or (x, y, z) on a cube, on {@code grid}. */
    public String describe(Grid grid) {
        StringBuilder sb = new StringBuilder();
        if (constraint != null) {
            sb.append("constraint ").append(constraint).append(" could no longer hold");
        } else {
            sb.append("cell ").append(xy(cell, grid)).append(" ran out of options");
        }
        if (lastObservedCell >= 0) {
            sb.append(" after cell ").append(xy(lastObservedCell, grid)).append(" was set to tile ")
                    .append(lastObservedTile);
        }
        return sb.toString();
    }

    private static String xy(int cell, Grid grid) {
        return grid.describe(cell);
    }
}
