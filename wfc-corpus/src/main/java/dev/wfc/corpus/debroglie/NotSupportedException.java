package dev.wfc.corpus.debroglie;

/**
 * A configuration that is valid but asks for something wfc does not make yet (a multi-layer Tiled map, a mirror on
 * a voxel set, a Tiled cell flipped outside the symmetry). Its message says what, in one line; {@code wfc debroglie} reports it as
 * "not yet supported" and exits 4, distinct from bad input (2) and no map possible (3).
 */
public final class NotSupportedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what is missing, e.g. {@code "constraints[0]: the mirror constraint on a voxel set (...)"} */
    public NotSupportedException(String message) {
        super(message, null, false, false);
    }
}
