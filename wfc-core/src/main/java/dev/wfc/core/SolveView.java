package dev.wfc.core;

/**
 * A read-only window onto one solver's state, handed once to its {@link SolveListener} through
 * {@link SolveListener#attached}. It is live, not a copy: read it on the solving thread from within the listener's
 * callbacks, where it shows the state at that event (in {@link SolveListener#observed observed}: after the previous
 * step's propagation, before the collapse), or after {@link Solver#solve} returns, where it shows the state the last
 * attempt left.
 *
 * <p>Maintainers: the view only reads fields the solver keeps anyway, so a solver without a listener pays nothing
 * for it; see {@link AttemptingSolver}.
 */
public interface SolveView {
    /** The grid being solved. */
    Grid grid();

    /**
     * The Shannon entropy, in nats, of the weights of the tiles still possible at {@code cell}: the value the
     * {@link Heuristic#ENTROPY} heuristic ranks cells by, before its noise. 0 for a cell with one option or none.
     * O(1) in the incremental solver, O(T) in the naive one.
     *
     * @throws IndexOutOfBoundsException if {@code cell} is not a cell of the grid
     */
    double entropy(int cell);

    /**
     * A copy of the current state as a map: {@link Solution#tile} is the tile of each decided cell and
     * {@link Solution#possible} tells the options of the others. Its status is {@link Status#SOLVED} when every cell
     * holds exactly one tile, {@link Status#CONTRADICTION} when some cell holds none, else
     * {@link Status#STEP_LIMIT} (a partial map, consistent so far); its attempts count the current attempt.
     * O(cells x words), allocating the copy.
     */
    Solution snapshot();
}
