package dev.wfc.corpus.debroglie;

import java.util.Locale;

/**
 * A {@code tileSymmetry} letter: the rotations ({@link SquareRotation}) that leave a tile as it is, named after a
 * letter of the same symmetry. {@code F} none; {@code N} the half turn; {@code T} the mirror in x; {@code E} the mirror
 * in y; {@code L} and {@code Q} a diagonal each; {@code I} both axes; {@code \} both diagonals; {@code cyclic} every
 * turn; {@code X} everything.
 */
enum TileSymmetry {
    F(), N(2), T(4), L(5), E(6), Q(7), I(4, 2, 6), SLASH(5, 2, 7), CYCLIC(1, 2, 3), X(1, 2, 3, 4, 5, 6, 7);

    /** What {@link #parse} accepts, for messages. */
    static final String LETTERS = "F, N, T, L, E, Q, I, \\, /, X, none, full or cyclic";

    private final int[] stabilizer;

    TileSymmetry(int... stabilizer) {
        this.stabilizer = stabilizer;
    }

    /** The rotations besides the identity that leave the tile itself. */
    int[] stabilizer() {
        return stabilizer.clone();
    }

    /** The letter {@code s} names (as DeBroglie reads it: letters exact, words in any case), or null. */
    static TileSymmetry parse(String s) {
        return switch (s) {
            case "F" -> F;
            case "N" -> N;
            case "T" -> T;
            case "L" -> L;
            case "E" -> E;
            case "Q" -> Q;
            case "I" -> I;
            case "\\", "/" -> SLASH;
            case "X" -> X;
            default -> switch (s.toLowerCase(Locale.ROOT)) {
                case "none" -> F;
                case "full" -> X;
                case "cyclic" -> CYCLIC;
                default -> null;
            };
        };
    }
}
