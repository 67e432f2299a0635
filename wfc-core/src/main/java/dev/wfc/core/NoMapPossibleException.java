package dev.wfc.core;

/**
 * The rules and restrictions leave some cell without any option before the first choice: no seed can solve this
 * grid. Thrown by {@link SolverBuilder#build()}; the message names the cell.
 */
public final class NoMapPossibleException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int cell;

    NoMapPossibleException(Grid grid, int cell) {
        super("no map possible: cell (" + cell % grid.width() + ", " + cell / grid.width() + ") of the " + grid
                + " grid has no option left after applying the rules and restrictions");
        this.cell = cell;
    }

    /** The cell found without options (index {@code x + y * width}). */
    public int cell() {
        return cell;
    }
}
