package dev.wfc.core;

/**
 * The rules and restrictions leave some cell without any option before the first choice: no seed can solve this
 * grid. Thrown by {@link SolverBuilder#build()}; the message names the cell or the constraint.
 *
 * <p>Not a {@link WfcInputException}: each argument was fine on its own, the job as a whole has no map, so a caller
 * that catches bad arguments does not swallow it.
 */
public final class NoMapPossibleException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int cell;
    private final transient Constraint constraint;

    NoMapPossibleException(Grid grid, int cell, Constraint constraint) {
        this(constraint != null
                ? "no map possible: constraint " + constraint + " cannot hold on the " + grid + " grid with these"
                        + " rules and restrictions"
                : "no map possible: cell " + grid.describe(cell) + " of the " + grid
                        + " grid has no option left after applying the rules and restrictions", cell, constraint);
    }

    private NoMapPossibleException(String message, int cell, Constraint constraint) {
        super(message);
        this.cell = cell;
        this.constraint = constraint;
    }

    /**
     * This failure with its message led by {@code culprit}, e.g. the designer constraint or the model option
     * without which some map exists: {@code "CULPRIT: no map possible: ..."}.
     */
    public NoMapPossibleException blaming(String culprit) {
        NoMapPossibleException e = new NoMapPossibleException(culprit + ": " + getMessage(), cell, constraint);
        e.initCause(this);
        return e;
    }

    /** The constraint that cannot hold, or null when a cell ran out of options. */
    public Constraint constraint() {
        return constraint;
    }

    /** The cell found without options (index {@code x + y * width + z * width * height}), or -1 when a constraint cannot hold. */
    public int cell() {
        return cell;
    }
}
