package dev.wfc.core.model;

/**
 * The classic tileset symmetry classes: how many distinct orientations a tile has, and how a quarter turn ({@code a})
 * and a mirror ({@code b}) permute them. Orientation {@code k} of a generated tile is the base image turned
 * {@code k} quarter turns for {@code k < 4}, and orientation {@code k - 4} mirrored left-right for {@code k >= 4}.
 *
 * <p>Maintainers: the maps are the classic's, by letter: X (1 orientation, a = b = id); L (4, a = +1 mod 4,
 * b swaps 0-1 and 2-3); T (4, a = +1 mod 4, b fixes 0 and 2, swaps 1-3); I (2, a swaps, b = id); \ (2, a and b
 * swap); F (8, a = +1 mod 4 on 0..3 and -1 mod 4 on 4..7, b = +-4).
 */
enum Symmetry {
    X('X', 1),
    L('L', 4),
    T('T', 4),
    I('I', 2),
    BACKSLASH('\\', 2),
    F('F', 8);

    private final char letter;
    private final int cardinality;

    Symmetry(char letter, int cardinality) {
        this.letter = letter;
        this.cardinality = cardinality;
    }

    /** The class of a letter, or null. */
    static Symmetry of(String letter) {
        for (Symmetry s : values()) {
            if (letter.length() == 1 && letter.charAt(0) == s.letter) {
                return s;
            }
        }
        return null;
    }

    char letter() {
        return letter;
    }

    int cardinality() {
        return cardinality;
    }

    /** The orientation that a quarter turn (the classic's {@code a}) makes of orientation {@code i}. */
    int rotate(int i) {
        return switch (this) {
            case X -> i;
            case L, T -> (i + 1) % 4;
            case I, BACKSLASH -> 1 - i;
            case F -> i < 4 ? (i + 1) % 4 : 4 + (i + 3) % 4;
        };
    }

    /** The orientation that a left-right mirror (the classic's {@code b}) makes of orientation {@code i}. */
    int reflect(int i) {
        return switch (this) {
            case X, I -> i;
            case L -> i % 2 == 0 ? i + 1 : i - 1;
            case T -> i % 2 == 0 ? i : 4 - i;
            case BACKSLASH -> 1 - i;
            case F -> i < 4 ? i + 4 : i - 4;
        };
    }

    /**
     * The 8 images of orientation {@code i} under the square's symmetries, in the classic's order:
     * {@code i, a i, a²i, a³i, b i, b a i, b a²i, b a³i}.
     */
    int[] images(int i) {
        int[] out = new int[8];
        int r = i;
        for (int k = 0; k < 4; k++) {
            out[k] = r;
            out[k + 4] = reflect(r);
            r = rotate(r);
        }
        return out;
    }

    /** The letters, for error messages. */
    static String letters() {
        StringBuilder sb = new StringBuilder();
        for (Symmetry s : values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(s.letter);
        }
        return sb.toString();
    }
}
