package dev.wfc.corpus.debroglie;

import dev.wfc.core.Direction;
import dev.wfc.core.io.TiledMap;

/**
 * DeBroglie's rotations of the square as ints 0..7, {@code e = turns + 4 * reflected}: mirror in x first (if
 * reflected), then turn {@code turns} quarter turns clockwise (y grows downwards). Its reference suffix is
 * {@code "!" + ("x" if reflected) + degrees}: {@code !90}, {@code !x180}.
 *
 * <p>Maintainers: {@link #then}{@code (a, b)} is a followed by b; mirroring negates the turns made before it, so
 * {@code then(a, b) = (b reflected ? -turns(a) : turns(a)) + turns(b)}, reflected if exactly one is.
 */
final class SquareRotation {
    static final int IDENTITY = 0;
    /** The mirror in x (left and right swap). */
    static final int REFLECT_X = 4;
    /** The mirror in y: the mirror in x, then a half turn. */
    static final int REFLECT_Y = 6;

    private SquareRotation() {
    }

    static int of(int turns, boolean reflected) {
        return (turns & 3) | (reflected ? 4 : 0);
    }

    static int turns(int e) {
        return e & 3;
    }

    static boolean reflected(int e) {
        return e >= 4;
    }

    /** {@code a} followed by {@code b}. */
    static int then(int a, int b) {
        return of((reflected(b) ? -turns(a) : turns(a)) + turns(b), reflected(a) != reflected(b));
    }

    static int inverse(int e) {
        return reflected(e) ? e : of(-turns(e), false);
    }

    /** Whether {@code e} is one of the group of {@code rotations} turns (1, 2 or 4), mirrored too if asked. */
    static boolean inGroup(int e, int rotations, boolean reflections) {
        return (reflections || !reflected(e)) && turns(e) % (4 / rotations) == 0;
    }

    /** The group's elements in DeBroglie's order: the turns ascending, then the same mirrored. */
    static int[] group(int rotations, boolean reflections) {
        int[] out = new int[rotations * (reflections ? 2 : 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = of((i % rotations) * (4 / rotations), i >= rotations);
        }
        return out;
    }

    /** {@code "!90"}, {@code "!x0"}; "" for the identity. */
    static String suffix(int e) {
        return e == IDENTITY ? "" : "!" + (reflected(e) ? "x" : "") + 90 * turns(e);
    }

    /** The element a suffix after '!' names ({@code "90"}, {@code "x180"}), or -1. */
    static int parse(String s) {
        boolean x = s.startsWith("x");
        return switch (x ? s.substring(1) : s) {
            case "0" -> of(0, x);
            case "90" -> of(1, x);
            case "180" -> of(2, x);
            case "270" -> of(3, x);
            default -> -1;
        };
    }

    /** Direction {@code d} ({@link Direction}) under {@code e}. */
    static int direction(int e, int d) {
        if (reflected(e) && (d == Direction.LEFT || d == Direction.RIGHT)) {
            d = Direction.opposite(d);
        }
        return (d + 4 - turns(e)) & 3; // a clockwise turn: left -> up, down -> left, right -> down, up -> right
    }

    /**
     * A picture or grid of {@code width x height} values row by row under {@code e}; returns {width, height} of the
     * result in {@code size}.
     */
    static int[] grid(int e, int[] cells, int width, int height, int[] size) {
        int[] cur = new int[cells.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cur[x + y * width] = cells[(reflected(e) ? width - 1 - x : x) + y * width];
            }
        }
        int w = width;
        int h = height;
        for (int i = 0; i < turns(e); i++) {
            int[] next = new int[cur.length];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    next[(h - 1 - y) + x * h] = cur[x + y * w]; // (x, y) goes to (h - 1 - y, x) in a picture h wide
                }
            }
            cur = next;
            int t = w;
            w = h;
            h = t;
        }
        size[0] = w;
        size[1] = h;
        return cur;
    }

    /** The rotation Tiled's flip flags draw ({@link #tiledFlags} backwards), or -1 for other flags. */
    static int ofTiledFlags(int flags) {
        for (int e = 0; e < 8; e++) {
            if (tiledFlags(e) == flags) {
                return e;
            }
        }
        return -1;
    }

    /** Tiled's flip flags that draw a tile under {@code e}: the diagonal flip first, then horizontal, then vertical. */
    static int tiledFlags(int e) {
        int h = TiledMap.FLIPPED_HORIZONTALLY;
        int v = TiledMap.FLIPPED_VERTICALLY;
        int d = TiledMap.FLIPPED_DIAGONALLY;
        return switch (e) {
            case 0 -> 0;
            case 1 -> d | h;
            case 2 -> h | v;
            case 3 -> d | v;
            case 4 -> h;
            case 5 -> d | h | v;
            case 6 -> v;
            default -> d;
        };
    }
}
